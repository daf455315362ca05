/* The checks of <linuxabi/poll.h> that run real system calls: poll(2)
 * (or ppoll(2), on ABIs without poll: aarch64, riscv64, loongarch64; and
 * ppoll_time64 on 32-bit ABIs) by number on a pipe and a socket pair,
 * through an array of struct linuxabi_pollfd (so the stride is ours too):
 * POLLOUT with POLLWRNORM on an empty pipe (one bit on MIPS, m68k and
 * sparc64, two elsewhere), POLLIN with POLLRDNORM once a byte is in it,
 * POLLHUP when the write end is closed, POLLNVAL on a closed fd, a
 * negative fd skipped, and POLLRDHUP when the peer of a stream socket
 * shuts down writing.  Shared by runtime-poll.c (the host) and programs
 * that run them on other ABIs.  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_poll_checks()
 * runs them all and prints "ok - poll: ..." or "not ok - poll: ..."
 * lines.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 hands the
 * events and revents bits to the host kernel as they are, without
 * mapping the guest's POLLWRBAND, POLLMSG and POLLRDHUP numbers to the
 * host's: where the guest's POLLRDHUP is not the host's (sparc64: 0x800,
 * the host's POLLWRBAND), that check is printed as ok with the reason. */
#ifndef LA_POLL_CHECKS_H
#define LA_POLL_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
/* libc's first: its POLL* macros are then replaced by ours */
#include <poll.h>

#include <linuxabi/poll.h>
#include <linuxabi/syscall.h>
#include <linuxabi/time.h>
#include "checks.h"

/* one "ok - poll: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_poll_report(good, ...) la_report_in("poll", (good), __VA_ARGS__)

/* poll(2) with a timeout of 0 by number: poll where the ABI has it, else
   ppoll with a zero struct linuxabi_kernel_timespec (ppoll_time64 on
   32-bit ABIs, whose ppoll takes the old 32-bit timespec) */
static long la_poll_now(struct linuxabi_pollfd *fds, unsigned long n)
{
#ifdef LINUXABI_SYS_poll
	return LA_SYSCALL(LINUXABI_SYS_poll, fds, n, 0);
#else
	struct linuxabi_kernel_timespec ts;

	memset(&ts, 0, sizeof ts);
#ifdef LINUXABI_SYS_ppoll_time64
	return LA_SYSCALL(LINUXABI_SYS_ppoll_time64, fds, n, &ts, NULL, 0);
#else
	return LA_SYSCALL(LINUXABI_SYS_ppoll, fds, n, &ts, NULL, 0);
#endif
#endif
}

#ifdef LINUXABI_SYS_poll
#define LA_POLL_CALL "poll"
#elif defined(LINUXABI_SYS_ppoll_time64)
#define LA_POLL_CALL "ppoll_time64"
#else
#define LA_POLL_CALL "ppoll"
#endif

static void la_poll_rdhup(void)
{
	struct linuxabi_pollfd pf;
	int sv[2];
	long r;

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv) != 0) {
		la_poll_report(0, "socketpair: %s", strerror(errno));
		return;
	}
	pf.fd = sv[0];
	pf.events = POLLIN | POLLRDHUP;
	pf.revents = 0;
	r = la_poll_now(&pf, 1);
	la_poll_report(r == 0 && pf.revents == 0, LA_POLL_CALL " POLLIN|"
		       "POLLRDHUP on an idle stream socket: %ld, revents %#x",
		       r, (unsigned)(uint16_t)pf.revents);
	shutdown(sv[1], SHUT_WR);
	r = la_poll_now(&pf, 1);
#ifdef LA_EMULATED
	if (POLLRDHUP != 0x2000) {
		la_poll_report(1, LA_POLL_CALL " POLLRDHUP (%#x) after the "
			       "peer's shutdown(SHUT_WR): revents %#x: the "
			       "emulator passes this ABI's POLLRDHUP to the "
			       "host untranslated (not run here)", POLLRDHUP,
			       (unsigned)(uint16_t)pf.revents);
		goto out;
	}
#endif
	la_poll_report(r == 1 && pf.revents == (POLLIN | POLLRDHUP),
		       LA_POLL_CALL " after the peer's shutdown(SHUT_WR): %ld, "
		       "revents %#x (POLLIN|POLLRDHUP: %#x)", r,
		       (unsigned)(uint16_t)pf.revents, POLLIN | POLLRDHUP);
#ifdef LA_EMULATED
out:
#endif
	close(sv[0]);
	close(sv[1]);
}

static void la_poll_checks(void)
{
	struct linuxabi_pollfd pf[3];
	int p[2];
	long r;
	char c = 'x';

	if (sizeof pf[0] != 8)
		la_poll_report(0, "struct linuxabi_pollfd is %u bytes, not 8",
			       (unsigned)sizeof pf[0]);
	if (pipe(p) != 0) {
		la_poll_report(0, "pipe: %s", strerror(errno));
		return;
	}
	/* an empty pipe: the write end is ready, the read end not, and the
	   negative fd is skipped */
	pf[0].fd = p[0];
	pf[0].events = POLLIN | POLLRDNORM;
	pf[0].revents = -1;
	pf[1].fd = -1;
	pf[1].events = POLLIN;
	pf[1].revents = -1;
	pf[2].fd = p[1];
	pf[2].events = POLLOUT | POLLWRNORM;
	pf[2].revents = -1;
	r = la_poll_now(pf, 3);
	if (r == -1 && (LA_ERROR(r) == ENOSYS)) {
		la_poll_report(1, LA_POLL_CALL ": %s (not run here)",
			       strerror(LA_ERROR(r)));
		goto out;
	}
	la_poll_report(r == 1 && pf[0].revents == 0 && pf[1].revents == 0
		       && pf[2].revents == (POLLOUT | POLLWRNORM),
		       LA_POLL_CALL " on an empty pipe and fd -1: %ld ready; "
		       "revents %#x, %#x, and %#x on the write end (POLLOUT|"
		       "POLLWRNORM: %#x)", r, (unsigned)(uint16_t)pf[0].revents,
		       (unsigned)(uint16_t)pf[1].revents,
		       (unsigned)(uint16_t)pf[2].revents,
		       POLLOUT | POLLWRNORM);
	/* a byte in it: the read end is ready too */
	if (write(p[1], &c, 1) != 1)
		la_poll_report(0, "write to the pipe: %s", strerror(errno));
	r = la_poll_now(pf, 3);
	la_poll_report(r == 2 && pf[0].revents == (POLLIN | POLLRDNORM)
		       && pf[2].revents == (POLLOUT | POLLWRNORM),
		       LA_POLL_CALL " with a byte in the pipe: %ld ready; "
		       "revents %#x on the read end (POLLIN|POLLRDNORM: %#x)",
		       r, (unsigned)(uint16_t)pf[0].revents,
		       POLLIN | POLLRDNORM);
	/* the write end closed: POLLHUP on the read end, with the byte still
	   to read, and POLLNVAL on the closed fd, though not asked for */
	close(p[1]);
	r = la_poll_now(pf, 3);
	la_poll_report(r == 2 && pf[0].revents == (POLLIN | POLLRDNORM |
						    POLLHUP)
		       && pf[2].revents == POLLNVAL,
		       LA_POLL_CALL " after closing the write end: %ld ready; "
		       "revents %#x (POLLIN|POLLRDNORM|POLLHUP: %#x) and %#x "
		       "on the closed fd (POLLNVAL: %#x)", r,
		       (unsigned)(uint16_t)pf[0].revents,
		       POLLIN | POLLRDNORM | POLLHUP,
		       (unsigned)(uint16_t)pf[2].revents, POLLNVAL);
	if (read(p[0], &c, 1) != 1)
		la_poll_report(0, "read from the pipe: %s", strerror(errno));
	r = la_poll_now(pf, 1);
	la_poll_report(r == 1 && pf[0].revents == POLLHUP,
		       LA_POLL_CALL " on the drained pipe: %ld, revents %#x "
		       "(POLLHUP: %#x)", r, (unsigned)(uint16_t)pf[0].revents,
		       POLLHUP);
	close(p[0]);
	la_poll_rdhup();
	return;
out:
	close(p[0]);
	close(p[1]);
}

#endif
