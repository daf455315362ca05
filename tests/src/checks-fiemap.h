/* The checks of <linuxabi/fiemap.h> that run real system calls: a 64 KiB
 * file freshly written in /tmp, its extents through FS_IOC_FIEMAP (made
 * here from struct linuxabi_fiemap as <linux/fs.h> makes it: the request
 * is that header's) with FIEMAP_FLAG_SYNC, first with fm_extent_count 0
 * (the count only), then into an array of struct linuxabi_fiemap_extent
 * after the fixed part: the extents must start at 0, cover the file, and
 * the last mapped one carry FIEMAP_EXTENT_LAST.  A file system without
 * FIEMAP (EOPNOTSUPP) is an ok line naming it.  Shared by
 * runtime-fiemap.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_fiemap_checks()
 * prints "ok - fiemap: ..." or "not ok - fiemap: ..." lines. */
#ifndef LA_FIEMAP_CHECKS_H
#define LA_FIEMAP_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/fiemap.h>
#include "checks.h"

#define la_fiemap_report(good, ...) la_report_in("fiemap", (good), __VA_ARGS__)

/* <linux/fs.h>'s request, from our struct */
#define LA_FS_IOC_FIEMAP LINUXABI_IOWR('f', 11, struct linuxabi_fiemap)

#define LA_FIEMAP_ROOM 8                /* extents asked for */

static long la_fiemap_ioctl(int fd, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd,
			    (unsigned long)LA_FS_IOC_FIEMAP, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

static void la_fiemap_checks(void)
{
	struct {
		struct linuxabi_fiemap fm;
		struct linuxabi_fiemap_extent fe[LA_FIEMAP_ROOM];
	} req;
	char path[] = "/tmp/linuxabi-fiemap-XXXXXX";
	unsigned char buf[4096];
	uint64_t end = 0;
	unsigned i, n, last;
	int fd, good;
	long r;

	fd = mkstemp(path);
	for (i = 0; fd >= 0 && i < 16; i++) {
		memset(buf, (int)(i + 1), sizeof buf);
		if (write(fd, buf, sizeof buf) != (long)sizeof buf)
			break;
	}
	if (fd < 0 || i < 16) {
		la_fiemap_report(0, "a 64 KiB file in /tmp: %s",
				 strerror(errno));
		if (fd >= 0) {
			unlink(path);
			close(fd);
		}
		return;
	}
	unlink(path);

	memset(&req, 0, sizeof req);
	req.fm.fm_length = FIEMAP_MAX_OFFSET;
	req.fm.fm_flags = FIEMAP_FLAG_SYNC;
	r = la_fiemap_ioctl(fd, &req.fm);
	if (r == -EOPNOTSUPP || r == -ENOTTY) {
		la_fiemap_report(1, "FS_IOC_FIEMAP (%#x): %s: /tmp's file "
				 "system has no FIEMAP, not checked",
				 (unsigned)LA_FS_IOC_FIEMAP, strerror((int)-r));
		close(fd);
		return;
	}
	n = req.fm.fm_mapped_extents;
	la_fiemap_report(r == 0 && n >= 1, "FS_IOC_FIEMAP (%#x) with a "
			 "%d-byte struct linuxabi_fiemap, fm_extent_count 0, "
			 "FIEMAP_FLAG_SYNC: %u extents %s",
			 (unsigned)LA_FS_IOC_FIEMAP, (int)sizeof req.fm, n,
			 r ? strerror((int)-r) : "");

	memset(&req, 0, sizeof req);
	req.fm.fm_length = FIEMAP_MAX_OFFSET;
	req.fm.fm_flags = FIEMAP_FLAG_SYNC;
	req.fm.fm_extent_count = LA_FIEMAP_ROOM;
	r = la_fiemap_ioctl(fd, &req.fm);
	n = req.fm.fm_mapped_extents;
	good = r == 0 && n >= 1 && n <= LA_FIEMAP_ROOM &&
	       req.fe[0].fe_logical == 0;
	for (i = 0; good && i < n; i++) {
		if (req.fe[i].fe_logical > end)
			good = 0;       /* a hole in a file written whole */
		if (req.fe[i].fe_logical + req.fe[i].fe_length > end)
			end = req.fe[i].fe_logical + req.fe[i].fe_length;
	}
	last = n >= 1 && n <= LA_FIEMAP_ROOM ? req.fe[n - 1].fe_flags : 0;
	la_fiemap_report(good && end >= 65536 && (last & FIEMAP_EXTENT_LAST),
			 "FS_IOC_FIEMAP into %u struct linuxabi_fiemap_extent "
			 "of %d bytes: %u extents from 0 to %llu, the last's "
			 "flags %#x (FIEMAP_EXTENT_LAST %#x) %s",
			 LA_FIEMAP_ROOM, (int)sizeof req.fe[0], n,
			 (unsigned long long)end, last,
			 (unsigned)FIEMAP_EXTENT_LAST,
			 r ? strerror((int)-r) : "");
	close(fd);
}

#endif
