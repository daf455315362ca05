/* The checks of <linuxabi/kcmp.h> that run real system calls: kcmp(2) of the
 * process with itself: KCMP_FILE on a dup'ed and on a reopened fd,
 * KCMP_VM, and KCMP_EPOLL_TFD through struct linuxabi_kcmp_epoll_slot.
 * Shared by runtime-kcmp.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_kcmp_checks() runs them all and
 * prints "ok - kcmp: ..." or "not ok - kcmp: ..." lines.
 * LA_EMULATED (defined by a program that runs under qemu user-mode):
 * qemu 7.2 hands kcmp's fifth argument to the host kernel as it is, a
 * guest address, which is the host's only where the guest's addresses
 * are (64-bit guests mapped at 0: it works on aarch64 and riscv64, and
 * fails with EBADF, EINVAL or EFAULT on the others run: i386,
 * arm, mips, mips64, powerpc, s390x, sparc64, m68k, hppa); there a
 * failed KCMP_EPOLL_TFD is printed as ok, with the error and why. */
#ifndef LA_KCMP_CHECKS_H
#define LA_KCMP_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/epoll.h>
#include <linuxabi/syscall.h>
#include <linuxabi/kcmp.h>
#include "checks.h"

/* one "ok - kcmp: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_kcmp_report(good, ...) la_report_in("kcmp", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_kcmp_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

static void la_kcmp_checks(void)
{
	struct linuxabi_kcmp_epoll_slot slot;
	struct epoll_event ev;
	long self = getpid(), r;
	int fd = open("/dev/null", O_RDONLY), fd2 = dup(fd);
	int fd3 = open("/dev/null", O_RDONLY), ep = -1, p[2] = { -1, -1 };
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_kcmp, self, self, KCMP_FILE, fd, fd2);
	e = LA_ERROR(r);
	if (e && la_kcmp_absent(e)) {
		la_kcmp_report(1, "kcmp KCMP_FILE: %s (not run here)",
			       strerror(e));
		goto out;
	}
	la_kcmp_report(r == 0, "kcmp KCMP_FILE on fd %d and its dup %d: %ld "
		       "(same)", fd, fd2, r);
	r = LA_SYSCALL(LINUXABI_SYS_kcmp, self, self, KCMP_FILE, fd, fd3);
	la_kcmp_report(r == 1 || r == 2, "kcmp KCMP_FILE on two opens of "
		       "/dev/null: %ld (ordered, not equal)", r);
	r = LA_SYSCALL(LINUXABI_SYS_kcmp, self, self, KCMP_VM, 0, 0);
	la_kcmp_report(r == 0, "kcmp KCMP_VM with itself: %ld", r);
	/* a pipe, which epoll can watch */
	ep = epoll_create1(0);
	memset(&ev, 0, sizeof ev);
	ev.events = EPOLLIN;
	if (ep < 0 || pipe(p) != 0 ||
	    epoll_ctl(ep, EPOLL_CTL_ADD, p[0], &ev) != 0) {
		la_kcmp_report(0, "epoll for KCMP_EPOLL_TFD: %s",
			       strerror(errno));
		goto out;
	}
	slot.efd = (uint32_t)ep;
	slot.tfd = (uint32_t)p[0];
	slot.toff = 0;
	r = LA_SYSCALL(LINUXABI_SYS_kcmp, self, self, KCMP_EPOLL_TFD, p[0],
		       &slot);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (e == EBADF || e == EINVAL || e == EFAULT) {
		la_kcmp_report(1, "kcmp KCMP_EPOLL_TFD: %s: the emulator "
			       "passes the slot's address untranslated (not "
			       "run here)", strerror(e));
		goto out;
	}
#endif
	la_kcmp_report(r == 0, "kcmp KCMP_EPOLL_TFD on fd %d and its epoll "
		       "target {efd %d, tfd %d, toff 0}: %ld %s", p[0], ep,
		       p[0], r, e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_kcmp, self, self, KCMP_EPOLL_TFD, fd,
		       &slot);
	la_kcmp_report(r == 1 || r == 2, "kcmp KCMP_EPOLL_TFD on another "
		       "file: %ld", r);
out:
	if (ep >= 0)
		close(ep);
	if (p[0] >= 0) {
		close(p[0]);
		close(p[1]);
	}
	close(fd);
	close(fd2);
	close(fd3);
}

#endif
