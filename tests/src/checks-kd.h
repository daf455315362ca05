/* The checks of <linuxabi/kd.h> that run real system calls, by number,
 * only requests that read: /dev/tty0 (the current virtual console),
 * opened read-only with O_NOCTTY, answers KDGKBTYPE with KB_101 (what
 * the kernel always answers), KDGKBMODE with one of K_RAW .. K_OFF and
 * KDGETMODE with KD_TEXT or KD_GRAPHICS; a machine without virtual
 * consoles (no /dev/tty0, or ENXIO/ENODEV on opening it) or a caller not
 * allowed to open it is an ok line saying so.  A pseudo-terminal, no
 * virtual console, refuses KDGKBTYPE with ENOTTY (the documented errno of
 * a console request on another tty), and so does /dev/null.  Under qemu
 * (LA_QEMU) a request qemu 7.2 does not pass on is ENOSYS: an ok line.
 * Nothing is changed.  Before including, a program may define LA_SYSCALL
 * and LA_ERROR (checks.h).  la_kd_checks() prints "ok - kd: ..." or
 * "not ok - kd: ..." lines. */
#ifndef LA_KD_CHECKS_H
#define LA_KD_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/kd.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_kd_report(good, ...) la_report_in("kd", (good), __VA_ARGS__)

/* KDGKBTYPE on a pseudo-terminal: ENOTTY */
static void la_kd_on_pty(void)
{
	char type = 0;
	long r;
	int fd;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/ptmx",
		       O_RDWR | O_NOCTTY | O_CLOEXEC, 0);
	if (LA_ERROR(r)) {
		la_kd_report(1, "open /dev/ptmx: %s (no pseudo-terminal here "
			     "to refuse KDGKBTYPE)", strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	r = la_dev_ioctl(fd, KDGKBTYPE, &type);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_kd_report(1, "KDGKBTYPE (%#x) on a pseudo-terminal: ENOSYS "
			     "(qemu-user does not pass this request on)",
			     (unsigned)KDGKBTYPE);
		close(fd);
		return;
	}
#endif
	la_kd_report(r == -ENOTTY, "KDGKBTYPE (%#x) on a pseudo-terminal: "
		     "%ld (%s; ENOTTY expected: no virtual console)",
		     (unsigned)KDGKBTYPE, r, r < 0 ? strerror((int)-r) :
		     "no error");
	close(fd);
}

static void la_kd_checks(void)
{
	struct la_dev_req reqs[2];
	char type = 0;
	int mode = -1, kbmode = -1, fd, e;
	long r;

	reqs[0].name = "KDGKBTYPE";
	reqs[0].req = KDGKBTYPE;
	reqs[0].arg = &type;
	reqs[1].name = "KDGKBMODE";
	reqs[1].req = KDGKBMODE;
	reqs[1].arg = &kbmode;
	la_dev_wrong_fd("kd", reqs, 2);
	la_kd_on_pty();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/tty0",
		       O_RDONLY | O_NOCTTY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e) {
		la_kd_report(e == ENOENT || e == ENXIO || e == ENODEV ||
			     e == EACCES || e == EPERM, "open /dev/tty0: %s "
			     "(no virtual console to ask KDGKBTYPE (%#x) "
			     "here)", strerror(e), (unsigned)KDGKBTYPE);
		return;
	}
	fd = (int)r;
	r = la_dev_ioctl(fd, KDGKBTYPE, &type);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_kd_report(1, "KDGKBTYPE on /dev/tty0: ENOSYS (qemu-user "
			     "does not pass this request on)");
		close(fd);
		return;
	}
#endif
	la_kd_report(r == 0 && type == KB_101, "KDGKBTYPE (%#x) on "
		     "/dev/tty0: %ld (%s), type %d (KB_101 %d)",
		     (unsigned)KDGKBTYPE, r, r < 0 ? strerror((int)-r) : "ok",
		     (int)type, KB_101);
	r = la_dev_ioctl(fd, KDGKBMODE, &kbmode);
	la_kd_report(r == 0 && kbmode >= K_RAW && kbmode <= K_OFF,
		     "KDGKBMODE (%#x): %ld, mode %d (K_RAW %d .. K_OFF %d)",
		     (unsigned)KDGKBMODE, r, kbmode, K_RAW, K_OFF);
	r = la_dev_ioctl(fd, KDGETMODE, &mode);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_kd_report(1, "KDGETMODE on /dev/tty0: ENOSYS (qemu-user "
			     "passes KDGKBTYPE and KDGKBMODE on, not this "
			     "request)");
		close(fd);
		return;
	}
#endif
	la_kd_report(r == 0 && (mode == KD_TEXT || mode == KD_GRAPHICS),
		     "KDGETMODE (%#x): %ld, mode %d (KD_TEXT %d, KD_GRAPHICS "
		     "%d)", (unsigned)KDGETMODE, r, mode, KD_TEXT, KD_GRAPHICS);
	close(fd);
}

#endif
