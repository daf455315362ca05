/* The checks of <linuxabi/loop.h> that run real system calls, on
 * /dev/loop-control and a loop device: LOOP_CTL_GET_FREE (a device
 * number); LOOP_CTL_ADD of a number no device has (from /sys/block), a
 * LOOP_CONFIGURE of it through struct linuxabi_loop_config on a small
 * temporary file (offset, size limit, read-only and autoclear flags, a
 * file name), LOOP_GET_STATUS64 back into struct linuxabi_loop_info64
 * and LOOP_GET_STATUS into this ABI's struct linuxabi_loop_info, the
 * device's first bytes compared with the file's at the offset, then
 * LOOP_CLR_FD and LOOP_CTL_REMOVE, also when a check on the way fails.
 * The device GET_FREE named is removed too if it did not exist before.
 * No /dev/loop-control, or no permission (not root, a container), is an
 * ok line naming the reason.  Shared by runtime-loop.c and emulated.c;
 * before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_loop_checks() prints "ok - loop: ..." or
 * "not ok - loop: ..." lines. */
#ifndef LA_LOOP_CHECKS_H
#define LA_LOOP_CHECKS_H

#include <dirent.h>
#include <errno.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <fcntl.h>
#include <linuxabi/loop.h>
#include "checks.h"

#define la_loop_report(good, ...) la_report_in("loop", (good), __VA_ARGS__)

#define LA_LOOP_SCAN 1024               /* device numbers /sys/block is read for */

static long la_loop_ioctl(int fd, unsigned long req, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

static int la_loop_open(const char *path, int flags)
{
	long r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			    flags | O_CLOEXEC);
	return LA_ERROR(r) ? -LA_ERROR(r) : (int)r;
}

/* the loop devices that exist now, as a bitmap of their numbers */
static void la_loop_scan(unsigned char *have)
{
	DIR *d = opendir("/sys/block");
	struct dirent *e;
	char *end;
	unsigned long n;

	memset(have, 0, LA_LOOP_SCAN / 8);
	if (!d)
		return;
	while ((e = readdir(d)) != NULL) {
		if (strncmp(e->d_name, "loop", 4) != 0)
			continue;
		n = strtoul(e->d_name + 4, &end, 10);
		if (*end == '\0' && end != e->d_name + 4 && n < LA_LOOP_SCAN)
			have[n / 8] |= (unsigned char)(1u << (n % 8));
	}
	closedir(d);
}

/* LOOP_CTL_REMOVE of device N, retried while something (udev) still has
   it open */
static long la_loop_remove(int ctl, long n)
{
	long r;
	int i;

	for (i = 0; i < 1000; i++) {
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, ctl, LOOP_CTL_REMOVE, n);
		r = LA_ERROR(r) ? -LA_ERROR(r) : r;
		if (r != -EBUSY)
			return r;
		sched_yield();
	}
	return r;
}

/* device N, attached to the file FILE (of 64 KiB, whose byte i is
   i * 7 % 251), its status read back; detached before returning */
static void la_loop_device(long n, int file)
{
	static const char name[] = "linuxabi-loop-check";
	struct linuxabi_loop_config cfg;
	struct linuxabi_loop_info64 st;
	struct linuxabi_loop_info old;
	unsigned char got[16], want[16];
	char path[32];
	int dev, i, same;
	long r;

	snprintf(path, sizeof path, "/dev/loop%ld", n);
	dev = la_loop_open(path, O_RDONLY);
	if (dev < 0) {
		la_loop_report(dev == -ENOENT || dev == -ENXIO, "open %s: %s "
			       "(no device node here: the device checks are "
			       "not run)", path, strerror(-dev));
		return;
	}

	memset(&cfg, 0, sizeof cfg);
	cfg.fd = (uint32_t)file;
	cfg.block_size = 512;
	cfg.info.lo_offset = 4096;
	cfg.info.lo_sizelimit = 16384;
	cfg.info.lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR;
	memcpy(cfg.info.lo_file_name, name, sizeof name);
	r = la_loop_ioctl(dev, LOOP_CONFIGURE, &cfg);
#ifdef LA_QEMU
	if (r == -ENOSYS || r == -EINVAL || r == -ENOTTY) {
		la_loop_report(1, "qemu does not translate LOOP_CONFIGURE "
			       "(%#x) here (%s): the device checks are not run",
			       (unsigned)LOOP_CONFIGURE, strerror((int)-r));
		close(dev);
		return;
	}
#endif
	la_loop_report(r == 0, "LOOP_CONFIGURE (%#x) of %s with a %d-byte "
		       "struct linuxabi_loop_config: offset 4096, size limit "
		       "16384, LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR %s",
		       (unsigned)LOOP_CONFIGURE, path, (int)sizeof cfg,
		       r ? strerror((int)-r) : "");
	if (r) {
		close(dev);
		return;
	}

	memset(&st, 0xa5, sizeof st);
	r = la_loop_ioctl(dev, LOOP_GET_STATUS64, &st);
#ifdef LA_QEMU
	if (r == -ENOSYS || r == -ENOTTY)
		la_loop_report(1, "qemu does not translate LOOP_GET_STATUS64 "
			       "(%#x) (%s): not checked here",
			       (unsigned)LOOP_GET_STATUS64, strerror((int)-r));
	else
#endif
	la_loop_report(r == 0 && st.lo_offset == 4096 &&
		       st.lo_sizelimit == 16384 && st.lo_number == (uint32_t)n &&
		       (st.lo_flags & (LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR))
		       == (LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR) &&
		       memcmp(st.lo_file_name, name, sizeof name) == 0,
		       "LOOP_GET_STATUS64 (%#x) into a %d-byte struct "
		       "linuxabi_loop_info64: number %u, offset %llu, size "
		       "limit %llu, flags %#x, file name %.64s %s",
		       (unsigned)LOOP_GET_STATUS64, (int)sizeof st,
		       (unsigned)st.lo_number, (unsigned long long)st.lo_offset,
		       (unsigned long long)st.lo_sizelimit,
		       (unsigned)st.lo_flags, (const char *)st.lo_file_name,
		       r ? strerror((int)-r) : "");

	memset(&old, 0xa5, sizeof old);
	r = la_loop_ioctl(dev, LOOP_GET_STATUS, &old);
	if (r == -EOVERFLOW)
		la_loop_report(1, "LOOP_GET_STATUS (%#x): EOVERFLOW, the backing "
			       "file's device or inode does not fit this ABI's "
			       "struct linuxabi_loop_info: not checked here",
			       (unsigned)LOOP_GET_STATUS);
#ifdef LA_QEMU
	else if (r == -ENOSYS || r == -ENOTTY)
		la_loop_report(1, "qemu does not translate LOOP_GET_STATUS "
			       "(%#x) (%s): not checked here",
			       (unsigned)LOOP_GET_STATUS, strerror((int)-r));
#endif
	else
		la_loop_report(r == 0 && old.lo_number == (int32_t)n &&
			       old.lo_offset == 4096 &&
			       (old.lo_flags & LO_FLAGS_READ_ONLY) &&
			       memcmp(old.lo_name, name, sizeof name) == 0 &&
			       old.reserved[0] == 0,
			       "LOOP_GET_STATUS (%#x) into this ABI's %d-byte "
			       "struct linuxabi_loop_info: number %d, offset %d, "
			       "flags %#x, name %.64s %s",
			       (unsigned)LOOP_GET_STATUS, (int)sizeof old,
			       (int)old.lo_number, (int)old.lo_offset,
			       (unsigned)old.lo_flags, old.lo_name,
			       r ? strerror((int)-r) : "");

	for (i = 0; i < 16; i++)
		want[i] = (unsigned char)((4096 + i) * 7 % 251);
	memset(got, 0, sizeof got);
	r = pread(dev, got, sizeof got, 0);
	same = r == (long)sizeof got && memcmp(got, want, sizeof got) == 0;
	la_loop_report(same, "the device's first 16 bytes are the file's at "
		       "lo_offset 4096 %s", r < 0 ? strerror(errno) : "");

	r = la_loop_ioctl(dev, LOOP_CLR_FD, NULL);
	la_loop_report(r == 0, "LOOP_CLR_FD (%#x) %s", (unsigned)LOOP_CLR_FD,
		       r ? strerror((int)-r) : "");
	close(dev);
}

static void la_loop_checks(void)
{
	unsigned char have[LA_LOOP_SCAN / 8], buf[4096];
	char tmp[] = "/tmp/linuxabi-loop-XXXXXX";
	long n, m, r;
	int ctl, file, i, j;

	ctl = la_loop_open("/dev/loop-control", O_RDWR);
	if (ctl == -ENOENT || ctl == -ENODEV || ctl == -ENXIO ||
	    ctl == -EACCES || ctl == -EPERM) {
		la_loop_report(1, "open /dev/loop-control: %s here: the loop "
			       "checks are not run", strerror(-ctl));
		return;
	}
	la_loop_report(ctl >= 0, "open /dev/loop-control: fd %d %s", ctl,
		       ctl < 0 ? strerror(-ctl) : "");
	if (ctl < 0)
		return;

	la_loop_scan(have);
	n = la_loop_ioctl(ctl, LOOP_CTL_GET_FREE, NULL);
#ifdef LA_QEMU
	if (n == -ENOSYS || n == -ENOTTY) {
		la_loop_report(1, "qemu does not translate LOOP_CTL_GET_FREE "
			       "(%#x) (%s): the loop checks are not run",
			       (unsigned)LOOP_CTL_GET_FREE, strerror((int)-n));
		close(ctl);
		return;
	}
#endif
	if (n == -ENODEV || n == -EPERM || n == -ENXIO || n == -EACCES) {
		la_loop_report(1, "LOOP_CTL_GET_FREE (%#x): %s here (the kernel "
			       "or container refuses): the loop checks are not "
			       "run", (unsigned)LOOP_CTL_GET_FREE,
			       strerror((int)-n));
		close(ctl);
		return;
	}
	la_loop_report(n >= 0, "LOOP_CTL_GET_FREE (%#x): device %ld %s",
		       (unsigned)LOOP_CTL_GET_FREE, n,
		       n < 0 ? strerror((int)-n) : "");
	if (n < 0) {
		close(ctl);
		return;
	}

	/* a number no device had, for a device of our own (the next one
	   where another program took it first) */
	r = -EEXIST;
	for (m = 0; m < LA_LOOP_SCAN && r == -EEXIST; m++) {
		if (m == n || (have[m / 8] & (1u << (m % 8))))
			continue;
		r = la_loop_ioctl(ctl, LOOP_CTL_ADD, (void *)m);
		if (r != -EEXIST)
			break;
	}
	la_loop_report(r == m, "LOOP_CTL_ADD (%#x) of device %ld: %ld %s",
		       (unsigned)LOOP_CTL_ADD, m, r,
		       r < 0 ? strerror((int)-r) : "");
	if (r == m) {
		file = mkstemp(tmp);
		for (i = 0; file >= 0 && i < 16; i++) {
			for (j = 0; j < 4096; j++)
				buf[j] = (unsigned char)((i * 4096 + j) * 7 % 251);
			if (write(file, buf, sizeof buf) != (long)sizeof buf)
				break;
		}
		la_loop_report(file >= 0 && i == 16, "a 64 KiB backing file "
			       "in /tmp %s", file < 0 || i < 16 ?
			       strerror(errno) : "");
		if (file >= 0) {
			unlink(tmp);
			if (i == 16)
				la_loop_device(m, file);
			close(file);
		}
		r = la_loop_remove(ctl, m);
		la_loop_report(r >= 0, "LOOP_CTL_REMOVE (%#x) of device %ld %s",
			       (unsigned)LOOP_CTL_REMOVE, m,
			       r < 0 ? strerror((int)-r) : "");
	}

	/* what GET_FREE made, not what was there */
	if (n < LA_LOOP_SCAN && !(have[n / 8] & (1u << (n % 8)))) {
		r = la_loop_remove(ctl, n);
		/* ENODEV: another program removed it first */
		la_loop_report(r >= 0 || r == -ENODEV, "LOOP_CTL_REMOVE (%#x) "
			       "of device %ld, which LOOP_CTL_GET_FREE made %s",
			       (unsigned)LOOP_CTL_REMOVE, n,
			       r < 0 ? strerror((int)-r) : "");
	}
	close(ctl);
}

#endif
