/* The checks of <linuxabi/signalfd.h> that run real system calls:
 * SIGUSR1 and SIGUSR2 blocked with rt_sigprocmask(2), signalfd4(2) with
 * SFD_CLOEXEC | SFD_NONBLOCK (both seen with fcntl(2)), SIGUSR1 sent with
 * kill(2) and SIGUSR2 with tgkill(2), both read back in one read(2) as
 * two 128-byte struct linuxabi_signalfd_siginfo records (signal, code,
 * pid, uid), then EAGAIN.  Shared by runtime-signalfd.c (the host) and
 * programs that run them on other ABIs.  Before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  libc's
 * <signal.h> is included here, before <linuxabi/signal.h> (glibc's
 * si_code values are enumerators).  la_signalfd_checks() runs them all
 * and prints "ok - signalfd: ..." or "not ok - signalfd: ..." lines. */
#ifndef LA_SIGNALFD_CHECKS_H
#define LA_SIGNALFD_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/signal.h>
#include <linuxabi/signalfd.h>
#include "checks.h"

/* one "ok - signalfd: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_signalfd_report(good, ...) \
	la_report_in("signalfd", (good), __VA_ARGS__)

/* the kernel's sigset: LINUXABI_NSIG bits in kernel-long words, signal n
   at bit n-1 (unsigned long is the kernel long's width, or on x32 and
   n32 half of it, which little-endian x32 and n32's compat sets agree
   with) */
#define LA_SIGNALFD_WORD (8 * sizeof(unsigned long))
struct la_signalfd_set {
	unsigned long w[LINUXABI_NSIG / (8 * sizeof(unsigned long))];
};

static void la_signalfd_add(struct la_signalfd_set *s, int sig)
{
	s->w[(sig - 1) / LA_SIGNALFD_WORD] |=
		1UL << ((sig - 1) % LA_SIGNALFD_WORD);
}

static void la_signalfd_checks(void)
{
	union {
		struct linuxabi_signalfd_siginfo si[4];
		char buf[4 * 128];
	} u;
	/* a: tgkill's SIGUSR2, b: kill's SIGUSR1 */
	struct linuxabi_signalfd_siginfo *a = &u.si[0], *b = &u.si[1];
	struct la_signalfd_set set, old;
	long r, pid = getpid(), tid, uid = getuid();
	int fd, e;

	memset(&set, 0, sizeof set);
	la_signalfd_add(&set, SIGUSR1);
	la_signalfd_add(&set, SIGUSR2);
	r = LA_SYSCALL(LINUXABI_SYS_rt_sigprocmask, (long)SIG_BLOCK, &set,
		       &old, (long)sizeof set);
	e = LA_ERROR(r);
	if (r != 0) {
		la_signalfd_report(0, "rt_sigprocmask SIG_BLOCK SIGUSR1, "
				   "SIGUSR2 (%d bytes): %s", (int)sizeof set,
				   strerror(e));
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_signalfd4, -1L, &set, (long)sizeof set,
		       (long)(SFD_CLOEXEC | SFD_NONBLOCK));
	e = LA_ERROR(r);
	if (r < 0) {
		la_signalfd_report(0, "signalfd4 SIGUSR1, SIGUSR2, SFD_CLOEXEC|"
				   "SFD_NONBLOCK: %s", strerror(e));
		goto out;
	}
	fd = (int)r;
	la_cloexec_nonblock_in("signalfd", "signalfd4 SFD_CLOEXEC|SFD_NONBLOCK",
			       (unsigned)(SFD_CLOEXEC | SFD_NONBLOCK), fd);
	tid = LA_SYSCALL(LINUXABI_SYS_gettid);
	r = LA_SYSCALL(LINUXABI_SYS_kill, pid, (long)SIGUSR1);
	e = LA_ERROR(r);
	la_signalfd_report(r == 0, "kill self SIGUSR1 (%d), blocked: %ld %s",
			   SIGUSR1, r, e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_tgkill, pid, tid, (long)SIGUSR2);
	e = LA_ERROR(r);
	la_signalfd_report(r == 0, "tgkill self SIGUSR2 (%d), blocked: %ld %s",
			   SIGUSR2, r, e ? strerror(e) : "");
	memset(&u, 0xa5, sizeof u);
	r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, u.buf, (long)sizeof u.buf);
	e = LA_ERROR(r);
	la_signalfd_report(sizeof *a == 128 && r == 2 * 128,
			   "read: %ld bytes, two records of %d %s", r,
			   (int)sizeof *a, e ? strerror(e) : "");
	if (r == 2 * 128) {
		/* the kernel hands over the thread's own pending signals
		   (tgkill's) before the process's (kill's) */
		if (a->ssi_signo == SIGUSR1) {
			a = &u.si[1];
			b = &u.si[0];
		}
		la_signalfd_report(b->ssi_signo == SIGUSR1 &&
				   b->ssi_code == SI_USER &&
				   b->ssi_pid == (uint32_t)pid &&
				   b->ssi_uid == (uint32_t)uid &&
				   b->ssi_errno == 0,
				   "record %d: ssi_signo %u (SIGUSR1 %d) "
				   "ssi_code %d (SI_USER %d) ssi_pid %u "
				   "(getpid %ld) ssi_uid %u (getuid %ld) "
				   "ssi_errno %d", (int)(b - u.si),
				   (unsigned)b->ssi_signo, SIGUSR1,
				   (int)b->ssi_code, SI_USER,
				   (unsigned)b->ssi_pid, pid,
				   (unsigned)b->ssi_uid, uid,
				   (int)b->ssi_errno);
		la_signalfd_report(a->ssi_signo == SIGUSR2 &&
				   a->ssi_code == SI_TKILL &&
				   a->ssi_pid == (uint32_t)pid &&
				   a->ssi_uid == (uint32_t)uid,
				   "record %d: ssi_signo %u (SIGUSR2 %d) "
				   "ssi_code %d (SI_TKILL %d) ssi_pid %u "
				   "ssi_uid %u", (int)(a - u.si),
				   (unsigned)a->ssi_signo, SIGUSR2,
				   (int)a->ssi_code, SI_TKILL,
				   (unsigned)a->ssi_pid, (unsigned)a->ssi_uid);
	}
	r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, u.buf, (long)sizeof u.buf);
	e = LA_ERROR(r);
	la_signalfd_report(r == -1 && e == EAGAIN, "read again: EAGAIN "
			   "(SFD_NONBLOCK): %ld %s", r, strerror(e));
	close(fd);
out:
	LA_SYSCALL(LINUXABI_SYS_rt_sigprocmask, (long)SIG_SETMASK, &old,
		   (void *)0, (long)sizeof old);
}

#endif
