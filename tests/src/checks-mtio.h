/* The checks of <linuxabi/mtio.h> that run real system calls, by number:
 * /dev/nst0 (the tape drive that does not rewind on close) opened
 * read-only and non-blocking, MTIOCGET into a struct linuxabi_mtget and
 * MTIOCPOS into a struct linuxabi_mtpos (their requests' size fields are
 * our per-ABI structs' sizes: a wrong size is ENOTTY); no MTIOCTOP
 * operation is run, which could move or erase a tape.  A machine
 * without a tape drive (ENOENT, ENODEV, ENXIO) or one not ours to open
 * (EACCES, EBUSY) is an ok line naming the reason, as is a drive with no
 * tape (EIO) and qemu-user without the requests (ENOTTY, ENOSYS).  And
 * on /dev/null, another driver's file, MTIOCGET and MTIOCTOP (MTNOP) must
 * fail with ENOTTY (under qemu 7.2, ENOSYS for a request it does not
 * know: an ok line).  Shared by runtime-mtio.c and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_mtio_checks() prints "ok - mtio: ..." or
 * "not ok - mtio: ..." lines. */
#ifndef LA_MTIO_CHECKS_H
#define LA_MTIO_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/mtio.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_mtio_report(good, ...) la_report_in("mtio", (good), __VA_ARGS__)

/* the requests on a file of another driver: ENOTTY */
static void la_mtio_wrong_fd(void)
{
	struct linuxabi_mtget get;
	struct linuxabi_mtop op;
	struct la_dev_req reqs[2];

	memset(&get, 0, sizeof get);
	memset(&op, 0, sizeof op);
	op.mt_op = MTNOP;
	op.mt_count = 1;
	reqs[0].name = "MTIOCGET";
	reqs[0].req = MTIOCGET;
	reqs[0].arg = &get;
	reqs[1].name = "MTIOCTOP (MTNOP)";
	reqs[1].req = MTIOCTOP;
	reqs[1].arg = &op;
	la_dev_wrong_fd("mtio", reqs, 2);
}

static void la_mtio_checks(void)
{
	struct linuxabi_mtget get;
	struct linuxabi_mtpos pos;
	long r, r2;
	int fd, e;

	la_mtio_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/nst0",
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM || e == EBUSY || e == EIO || e == ENOMEDIUM) {
		la_mtio_report(1, "open /dev/nst0: %s here (no tape drive on "
			       "this machine, no tape in it, or not ours to "
			       "open): MTIOCGET (%#lx) and MTIOCPOS are not run",
			       strerror(e), (unsigned long)MTIOCGET);
		return;
	}
	la_mtio_report(!e, "open /dev/nst0: fd %ld %s", r,
		       e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&get, 0, sizeof get);
	r = la_dev_ioctl(fd, MTIOCGET, &get);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_mtio_report(1, "ioctl MTIOCGET (%#lx): %s under qemu-user, "
			       "which does not translate it: not checked",
			       (unsigned long)MTIOCGET, strerror((int)-r));
		close(fd);
		return;
	}
#endif
	memset(&pos, 0, sizeof pos);
	r2 = la_dev_ioctl(fd, MTIOCPOS, &pos);
	la_mtio_report(r == 0 && (r2 == 0 || r2 == -EIO),
		       "MTIOCGET (%#lx) with a %d-byte struct linuxabi_mtget: "
		       "type %#llx, file %d, block %d, status %#llx "
		       "(LINUXABI_GMT_BOT %s); MTIOCPOS (%#lx): %ld %s",
		       (unsigned long)MTIOCGET, (int)sizeof get,
		       (unsigned long long)get.mt_type, (int)get.mt_fileno,
		       (int)get.mt_blkno, (unsigned long long)get.mt_gstat,
		       LINUXABI_GMT_BOT(get.mt_gstat) ? "set" : "clear",
		       (unsigned long)MTIOCPOS, (long)pos.mt_blkno,
		       r2 < 0 ? strerror((int)-r2) : "");
	close(fd);
}

#endif
