/* The checks of <linuxabi/blkzoned.h> that run real system calls, on a
 * block device that is not zoned (no zoned device here to write to):
 * a free loop device attached read-only to a 64 KiB file (checks-fs.h's
 * la_fs_loop), else the current directory's: BLKGETZONESZ and
 * BLKGETNRZONES answer 0, BLKREPORTZONE through struct
 * linuxabi_blk_zone_report and one struct linuxabi_blk_zone ENOTTY (or
 * EOPNOTSUPP), and /sys's queue/zoned says "none".  No block device to
 * ask is an ok line naming why.  Shared by runtime-blkzoned.c and
 * emulated.c; before including, a program may define LA_SYSCALL and
 * LA_ERROR.  la_blkzoned_checks() prints "ok - blkzoned: ..." or
 * "not ok - blkzoned: ..." lines. */
#ifndef LA_BLKZONED_CHECKS_H
#define LA_BLKZONED_CHECKS_H

#include <linuxabi/blkzoned.h>
#include "checks-fs.h"

#define la_blkzoned_report(good, ...) la_report_in("blkzoned", (good), __VA_ARGS__)

static void la_blkzoned_checks(void)
{
	char name[] = "linuxabi-blkzoned-XXXXXX";
	char dev[160] = "", sys[96], file[160], why[400], zoned[32] = "";
	struct {
		struct linuxabi_blk_zone_report rep;
		struct linuxabi_blk_zone zone[1];
	} req;
	uint32_t zsz = 12345, nr = 12345;
	long long size = 65536;
	FILE *z;
	int f, fd;
	long r;

	f = la_fs_file(name, 0x5a, 65536);
	fd = la_fs_blkdev(f, dev, sizeof dev, sys, sizeof sys, &size, why,
			  sizeof why);
	if (f >= 0)
		close(f);
	if (fd < 0) {
		la_blkzoned_report(1, "no block device to ask (%s): the zone "
				   "checks are not run", why);
		return;
	}
	snprintf(file, sizeof file, "%s/queue/zoned", sys);
	z = fopen(file, "r");
	if (z) {
		if (!fgets(zoned, sizeof zoned, z))
			zoned[0] = '\0';
		zoned[strcspn(zoned, "\n")] = '\0';
		fclose(z);
	}

	r = la_fs_ioctl(fd, BLKGETZONESZ, &zsz);
	if (la_fs_qemu_lacks(r)) {
		la_blkzoned_report(1, "BLKGETZONESZ (%#lx): %s: qemu does not "
				   "translate it, the zone checks are not run",
				   (unsigned long)BLKGETZONESZ, la_fs_err(r));
		close(fd);
		return;
	}
	la_blkzoned_report(r == 0 && zsz == 0 &&
			   (!zoned[0] || strcmp(zoned, "none") == 0),
			   "BLKGETZONESZ (%#lx) of %s, not zoned (queue/zoned "
			   "\"%s\"): %u sectors %s",
			   (unsigned long)BLKGETZONESZ, dev, zoned,
			   (unsigned)zsz, la_fs_err(r));
	r = la_fs_ioctl(fd, BLKGETNRZONES, &nr);
	la_blkzoned_report(r == 0 && nr == 0, "BLKGETNRZONES (%#lx): %u "
			   "zones %s", (unsigned long)BLKGETNRZONES,
			   (unsigned)nr, la_fs_err(r));

	memset(&req, 0, sizeof req);
	req.rep.nr_zones = 1;
	r = la_fs_ioctl(fd, BLKREPORTZONE, &req);
	la_blkzoned_report(r == -ENOTTY || r == -EOPNOTSUPP ||
			   la_fs_qemu_lacks(r),
			   "BLKREPORTZONE (%#lx) with a %d-byte struct "
			   "linuxabi_blk_zone_report and one %d-byte struct "
			   "linuxabi_blk_zone on a device that is not zoned: "
			   "%s (ENOTTY wanted)", (unsigned long)BLKREPORTZONE,
			   (int)sizeof req.rep, (int)sizeof req.zone[0],
			   r ? la_fs_err(r) : "succeeded");
	close(fd);
}

#endif
