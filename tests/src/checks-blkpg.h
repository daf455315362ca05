/* The checks of <linuxabi/blkpg.h> that run real system calls, on a free
 * loop device attached read-only to a 64 KiB file with partition
 * scanning on (checks-fs.h's la_fs_loop): BLKPG through struct
 * linuxabi_blkpg_ioctl_arg and struct linuxabi_blkpg_partition,
 * BLKPG_DEL_PARTITION of a partition it does not have (ENXIO),
 * BLKPG_ADD_PARTITION of one at 4096 bytes, 8192 long, its start and size
 * read back from /sys, BLKPG_RESIZE_PARTITION to 16384 bytes (qemu 7.2
 * translates only ADD and DEL: an ok line there), and
 * BLKPG_DEL_PARTITION of it.  No loop device (not root, no loop driver)
 * is an ok line naming why: a real disk's partitions are never touched.
 * Shared by runtime-blkpg.c and emulated.c; before including, a program
 * may define LA_SYSCALL and LA_ERROR.  la_blkpg_checks() prints
 * "ok - blkpg: ..." or "not ok - blkpg: ..." lines. */
#ifndef LA_BLKPG_CHECKS_H
#define LA_BLKPG_CHECKS_H

#include <sched.h>
#include <linuxabi/blkpg.h>
#include "checks-fs.h"

#define la_blkpg_report(good, ...) la_report_in("blkpg", (good), __VA_ARGS__)

/* BLKPG of OP on partition 1 at START, LENGTH bytes; retried while
   something (udev) still has the partition open */
static long la_blkpg_op(int fd, int op, int64_t start, int64_t length)
{
	struct linuxabi_blkpg_partition part;
	struct linuxabi_blkpg_ioctl_arg arg;
	long r;
	int i;

	memset(&part, 0, sizeof part);
	part.start = start;
	part.length = length;
	part.pno = 1;
	memset(&arg, 0, sizeof arg);
	arg.op = op;
	arg.datalen = (int32_t)sizeof part;
	arg.data = &part;
	for (i = 0; i < 1000; i++) {
		r = la_fs_ioctl(fd, BLKPG, &arg);
		if (r != -EBUSY)
			break;
		sched_yield();
	}
	return r;
}

static void la_blkpg_checks(void)
{
	char name[] = "linuxabi-blkpg-XXXXXX";
	char dev[160], sys[96], file[200];
	const char *base;
	long long start, size;
	int f, fd;
	long r;

	f = la_fs_file(name, 0x5a, 65536);
	if (f < 0) {
		la_blkpg_report(0, "a 64 KiB file in the current directory: %s",
				strerror(errno));
		return;
	}
	fd = la_fs_loop(f, LO_FLAGS_PARTSCAN, dev, sizeof dev, sys,
			sizeof sys);
	close(f);
	if (fd < 0) {
		la_blkpg_report(1, "no loop device to partition (%s): the BLKPG "
				"checks are not run", strerror(-fd));
		return;
	}
	base = strrchr(dev, '/') + 1;

	r = la_blkpg_op(fd, BLKPG_DEL_PARTITION, 0, 0);
	if (la_fs_qemu_lacks(r) && r != -EINVAL) {
		la_blkpg_report(1, "BLKPG (%#lx): %s: qemu does not translate "
				"it, the BLKPG checks are not run",
				(unsigned long)BLKPG, la_fs_err(r));
		close(fd);
		return;
	}
	la_blkpg_report(r == -ENXIO, "BLKPG (%#lx) with a %d-byte struct "
			"linuxabi_blkpg_ioctl_arg, BLKPG_DEL_PARTITION of "
			"partition 1 of %s, which has none: %s (ENXIO wanted)",
			(unsigned long)BLKPG,
			(int)sizeof(struct linuxabi_blkpg_ioctl_arg), dev,
			la_fs_err(r));

	r = la_blkpg_op(fd, BLKPG_ADD_PARTITION, 4096, 8192);
	snprintf(file, sizeof file, "%s/%sp1/start", sys, base);
	start = la_fs_sysnum(file);
	snprintf(file, sizeof file, "%s/%sp1/size", sys, base);
	size = la_fs_sysnum(file);
	la_blkpg_report(r == 0 && start == 8 && size == 16,
			"BLKPG_ADD_PARTITION of a %d-byte struct "
			"linuxabi_blkpg_partition, 4096 bytes in, 8192 long: "
			"%sp1 at sector %lld, %lld sectors %s",
			(int)sizeof(struct linuxabi_blkpg_partition), base,
			start, size, la_fs_err(r));
	if (r == 0) {
		r = la_blkpg_op(fd, BLKPG_RESIZE_PARTITION, 4096, 16384);
		size = la_fs_sysnum(file);
#ifdef LA_QEMU
		if (r == -EINVAL)       /* qemu 7.2 passes ADD and DEL only */
			la_blkpg_report(1, "BLKPG_RESIZE_PARTITION: %s: qemu "
					"translates only BLKPG_ADD_PARTITION and "
					"BLKPG_DEL_PARTITION, not checked",
					la_fs_err(r));
		else
#endif
		la_blkpg_report(r == 0 && size == 32, "BLKPG_RESIZE_PARTITION "
				"to 16384 bytes: %lld sectors %s", size,
				la_fs_err(r));
		r = la_blkpg_op(fd, BLKPG_DEL_PARTITION, 0, 0);
		la_blkpg_report(r == 0 && la_fs_sysnum(file) < 0,
				"BLKPG_DEL_PARTITION of it %s", la_fs_err(r));
	}
	close(fd);
}

#endif
