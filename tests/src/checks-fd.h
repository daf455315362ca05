/* The checks of <linuxabi/fd.h> that run real system calls: /dev/fd0
 * opened read-only without waiting for a disk (O_NONBLOCK), FDGETDRVTYP
 * into 16 chars (the drive type's name) and FDGETPRM into a struct
 * linuxabi_floppy_struct filled with 0xff first (no disk: ENODEV or
 * ENXIO, an ok line; a disk: a format with sectors and heads).  A machine
 * without a floppy drive (ENOENT, ENODEV, ENXIO) or not root (EACCES,
 * EPERM) is an ok line naming the reason.  And on /dev/null, another
 * driver's file, FDGETPRM and FDGETDRVTYP must fail with ENOTTY (under
 * qemu 7.2, its own ENOSYS for a request it does not know: an ok line).
 * Before including, a program may define LA_SYSCALL and LA_ERROR
 * (checks.h).  la_fd_checks() prints "ok - fd: ..." or "not ok - fd: ..."
 * lines. */
#ifndef LA_FD_CHECKS_H
#define LA_FD_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/fd.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_fd_report(good, ...) la_report_in("fd", (good), __VA_ARGS__)

static void la_fd_checks(void)
{
	struct linuxabi_floppy_struct fs;
	struct la_dev_req reqs[2];
	char type[16];
	long r;
	int fd, e;

	memset(&fs, 0, sizeof fs);
	reqs[0].name = "FDGETPRM";
	reqs[0].req = FDGETPRM;
	reqs[0].arg = &fs;
	reqs[1].name = "FDGETDRVTYP";
	reqs[1].req = FDGETDRVTYP;
	reqs[1].arg = type;
	la_dev_wrong_fd("fd", reqs, 2);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/fd0",
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_fd_report(1, "open /dev/fd0: %s here (no floppy drive on "
			     "this machine, or not ours to open): FDGETPRM "
			     "(%#lx) and FDGETDRVTYP are not run", strerror(e),
			     (unsigned long)FDGETPRM);
		return;
	}
	la_fd_report(!e, "open /dev/fd0: fd %ld %s", r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(type, 0, sizeof type);
	r = la_dev_ioctl(fd, FDGETDRVTYP, type);
	la_fd_report(r == 0 || la_dev_qemu_lacks(r), "FDGETDRVTYP (%#lx): "
		     "\"%.16s\" %s", (unsigned long)FDGETDRVTYP, type,
		     r < 0 ? strerror((int)-r) : "");
	memset(&fs, 0xff, sizeof fs);
	r = la_dev_ioctl(fd, FDGETPRM, &fs);
	if (r == -ENODEV || r == -ENXIO || la_dev_qemu_lacks(r))
		la_fd_report(1, "FDGETPRM (%#lx): %s (no disk in the drive, or "
			     "qemu does not translate it)",
			     (unsigned long)FDGETPRM, strerror((int)-r));
	else
		la_fd_report(r == 0 && fs.sect != 0xffffffffu &&
			     fs.head != 0xffffffffu, "FDGETPRM (%#lx) with a "
			     "%d-byte struct linuxabi_floppy_struct: %u "
			     "sectors, %u per track, %u heads, %u tracks %s",
			     (unsigned long)FDGETPRM, (int)sizeof fs,
			     (unsigned)fs.size, (unsigned)fs.sect,
			     (unsigned)fs.head, (unsigned)fs.track,
			     r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
