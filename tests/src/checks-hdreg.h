/* The checks of <linuxabi/hdreg.h> that run real system calls:
 * HDIO_GETGEO into a struct linuxabi_hd_geometry filled with 0xff first,
 * on the block device of the current directory's file system, read only
 * (a disk whose driver reports a geometry, virtio's, SCSI's, NVMe's:
 * success, and start is the partition's first sector from /sys, 0 for a
 * whole disk; a driver without one, loop's, zram's: ENOTTY), on a loop
 * device attached to a 64 KiB file (checks-fs.h's la_fs_loop: the loop
 * driver reports no geometry, ENOTTY) and on the file itself (a regular
 * file: ENOTTY).  No device to ask (not root, no loop driver) is an ok
 * line naming why.  Before including, a program may define LA_SYSCALL
 * and LA_ERROR.  la_hdreg_checks() prints "ok - hdreg: ..." or
 * "not ok - hdreg: ..." lines. */
#ifndef LA_HDREG_CHECKS_H
#define LA_HDREG_CHECKS_H

#include <linuxabi/hdreg.h>
#include "checks-fs.h"

#define la_hdreg_report(good, ...) la_report_in("hdreg", (good), __VA_ARGS__)

/* HDIO_GETGEO on FD, WHAT; the geometry in *G */
static long la_hdreg_getgeo(int fd, struct linuxabi_hd_geometry *g)
{
	memset(g, 0xff, sizeof *g);
	return la_fs_ioctl(fd, HDIO_GETGEO, g);
}

static void la_hdreg_checks(void)
{
	char name[] = "linuxabi-hdreg-XXXXXX";
	char dev[160], sys[96], file[200];
	struct linuxabi_hd_geometry g;
	long long start;
	int f, fd;
	long r;

	fd = la_fs_cwd_dev(dev, sizeof dev, sys, sizeof sys);
	if (fd < 0) {
		la_hdreg_report(1, "the current directory's block device %s: "
				"%s: HDIO_GETGEO on a disk is not run",
				dev[0] ? dev : "(none)", strerror(-fd));
	} else {
		r = la_hdreg_getgeo(fd, &g);
		snprintf(file, sizeof file, "%s/start", sys);
		start = la_fs_sysnum(file);
		if (start < 0)
			start = 0;              /* a whole disk */
		if (r == -ENOTTY || la_fs_qemu_lacks(r))
			la_hdreg_report(1, "HDIO_GETGEO (%#x) on %s: %s: its "
					"driver reports no geometry (or qemu "
					"does not translate the request)",
					HDIO_GETGEO, dev, la_fs_err(r));
		else
			la_hdreg_report(r == 0 && (long long)g.start == start,
					"HDIO_GETGEO (%#x) on %s, a %d-byte "
					"struct linuxabi_hd_geometry: %u heads, "
					"%u sectors, %u cylinders, start %llu "
					"(%lld from %s) %s", HDIO_GETGEO, dev,
					(int)sizeof g, (unsigned)g.heads,
					(unsigned)g.sectors,
					(unsigned)g.cylinders,
					(unsigned long long)g.start, start,
					file, la_fs_err(r));
		close(fd);
	}

	f = la_fs_file(name, 0x5a, 65536);
	if (f < 0) {
		la_hdreg_report(0, "a 64 KiB file in the current directory: %s",
				strerror(errno));
		return;
	}
	r = la_hdreg_getgeo(f, &g);
	la_hdreg_report(r == -ENOTTY || la_fs_qemu_lacks(r),
			"HDIO_GETGEO on a regular file: %s (ENOTTY wanted)",
			r < 0 ? la_fs_err(r) : "succeeded");
	fd = la_fs_loop(f, 0, dev, sizeof dev, sys, sizeof sys);
	close(f);
	if (fd < 0) {
		la_hdreg_report(1, "no loop device (%s): HDIO_GETGEO on one is "
				"not run", strerror(-fd));
		return;
	}
	r = la_hdreg_getgeo(fd, &g);
	la_hdreg_report(r == -ENOTTY || la_fs_qemu_lacks(r),
			"HDIO_GETGEO on %s: %s (ENOTTY wanted: the loop driver "
			"reports no geometry)", dev,
			r < 0 ? la_fs_err(r) : "succeeded");
	close(fd);
}

#endif
