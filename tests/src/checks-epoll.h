/* The checks of <linuxabi/epoll.h> that run real system calls, by number:
 * epoll_create1(2) with EPOLL_CLOEXEC (the descriptor must have
 * FD_CLOEXEC), epoll_ctl(2) EPOLL_CTL_ADD, _MOD and _DEL of a pipe's two
 * ends with struct linuxabi_epoll_event and a 64-bit data value, and
 * epoll_wait(2) (epoll_pwait(2) with no signal mask on ABIs without it:
 * aarch64, riscv64, loongarch64) into an array of them prefilled with a
 * pattern: the events (EPOLLIN, EPOLLOUT; EPOLLET reported once), the
 * data, and the entry after the last one filled left alone, which checks
 * the struct's size (12 bytes, packed, on x86_64 and x32; 12 on i386,
 * arc, sh and m68k; 16 elsewhere).  Then the EPIOCGPARAMS and
 * EPIOCSPARAMS ioctls with struct linuxabi_epoll_params (Linux 6.9; an
 * older kernel answers ENOTTY, printed in an "ok" line that says so).
 * Shared by runtime-epoll.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_epoll_checks() runs them all
 * and prints "ok - epoll: ..." or "not ok - epoll: ..." lines.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 does not
 * know the epoll ioctls (it answers ENOTTY or ENOSYS without asking the
 * kernel): printed as ok, with the reason. */
#ifndef LA_EPOLL_CHECKS_H
#define LA_EPOLL_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
/* glibc's first: it declares EPOLLIN and the others as enumerators, which
   our macros would spell as numbers if ours came first */
#include <sys/epoll.h>

#include <linuxabi/epoll.h>
#include <linuxabi/syscall.h>
#include "checks.h"

/* one "ok - epoll: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_epoll_report(good, ...) la_report_in("epoll", (good), __VA_ARGS__)

#define LA_EPOLL_MAGIC0 0x0123456789abcdefULL
#define LA_EPOLL_MAGIC1 0xfedcba9876543210ULL
#define LA_EPOLL_SLOTS  4

/* epoll_wait(2) with a timeout of 0, by number */
static long la_epoll_wait_now(int ep, struct linuxabi_epoll_event *ev, int n)
{
	/* the pattern the kernel must overwrite, and only where it reports */
	memset(ev, 0xa5, sizeof *ev * LA_EPOLL_SLOTS);
#ifdef LINUXABI_SYS_epoll_wait
	return LA_SYSCALL(LINUXABI_SYS_epoll_wait, ep, ev, n, 0);
#else
	return LA_SYSCALL(LINUXABI_SYS_epoll_pwait, ep, ev, n, 0, NULL, 0);
#endif
}

#ifdef LINUXABI_SYS_epoll_wait
#define LA_EPOLL_WAIT "epoll_wait"
#else
#define LA_EPOLL_WAIT "epoll_pwait"
#endif

/* whether entry I of EV is still the pattern */
static int la_epoll_untouched(const struct linuxabi_epoll_event *ev, int i)
{
	unsigned char pat[sizeof *ev];

	memset(pat, 0xa5, sizeof pat);
	return memcmp(&ev[i], pat, sizeof pat) == 0;
}

static int la_epoll_ctl(int ep, int op, int fd, uint32_t events,
			uint64_t data)
{
	struct linuxabi_epoll_event e;
	long r;

	memset(&e, 0, sizeof e);
	e.events = events;
	e.data = data;
	r = LA_SYSCALL(LINUXABI_SYS_epoll_ctl, ep, op, fd, &e);
	return r == 0 ? 0 : LA_ERROR(r);
}

static void la_epoll_params(int ep)
{
	struct linuxabi_epoll_params pr, got;
	long r;
	int e;

	memset(&got, 0xff, sizeof got);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, ep, (unsigned long)EPIOCGPARAMS,
		       &got);
	e = LA_ERROR(r);
	if (r == -1 && (e == ENOTTY || e == ENOSYS || e == EINVAL)) {
#ifdef LA_EMULATED
		la_epoll_report(1, "ioctl EPIOCGPARAMS (%#lx): %s: the "
				"emulator does not know the epoll ioctls (not "
				"run here)", (unsigned long)EPIOCGPARAMS,
				strerror(e));
#else
		la_epoll_report(e == ENOTTY, "ioctl EPIOCGPARAMS (%#lx): %s: "
				"this kernel predates the epoll ioctls (Linux "
				"6.9; not run here)",
				(unsigned long)EPIOCGPARAMS, strerror(e));
#endif
		return;
	}
	la_epoll_report(r == 0 && got.busy_poll_usecs == 0 &&
			got.busy_poll_budget == 0 && got.prefer_busy_poll == 0
			&& got.__pad == 0,
			"ioctl EPIOCGPARAMS (%#lx) on a new epoll fd: %ld "
			"(errno %d), {usecs %u, budget %u, prefer %u, pad %u}",
			(unsigned long)EPIOCGPARAMS, r, e,
			(unsigned)got.busy_poll_usecs,
			(unsigned)got.busy_poll_budget,
			(unsigned)got.prefer_busy_poll, (unsigned)got.__pad);
	memset(&pr, 0, sizeof pr);
	pr.busy_poll_usecs = 25;
	pr.busy_poll_budget = 8;
	pr.prefer_busy_poll = 1;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, ep, (unsigned long)EPIOCSPARAMS,
		       &pr);
	e = LA_ERROR(r);
	memset(&got, 0xff, sizeof got);
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, ep,
			       (unsigned long)EPIOCGPARAMS, &got);
	la_epoll_report(r == 0 && got.busy_poll_usecs == 25 &&
			got.busy_poll_budget == 8 && got.prefer_busy_poll == 1
			&& got.__pad == 0,
			"ioctl EPIOCSPARAMS (%#lx) {25, 8, 1} read back: %ld "
			"(errno %d), {usecs %u, budget %u, prefer %u}",
			(unsigned long)EPIOCSPARAMS, r, e ? e : LA_ERROR(r),
			(unsigned)got.busy_poll_usecs,
			(unsigned)got.busy_poll_budget,
			(unsigned)got.prefer_busy_poll);
	pr.__pad = 1;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, ep, (unsigned long)EPIOCSPARAMS,
		       &pr);
	la_epoll_report(r == -1 && LA_ERROR(r) == EINVAL, "ioctl EPIOCSPARAMS "
			"with __pad 1: %ld, EINVAL (errno %d)", r,
			LA_ERROR(r));
}

static void la_epoll_checks(void)
{
	struct linuxabi_epoll_event ev[LA_EPOLL_SLOTS];
	int p[2] = { -1, -1 }, ep, e, fl;
	long r;
	char c = 'x';

	r = LA_SYSCALL(LINUXABI_SYS_epoll_create1, EPOLL_CLOEXEC);
	e = LA_ERROR(r);
	if (r < 0) {
		la_epoll_report(0, "epoll_create1 EPOLL_CLOEXEC (%#x): %s",
				(unsigned)EPOLL_CLOEXEC, strerror(e));
		return;
	}
	ep = (int)r;
	fl = fcntl(ep, F_GETFD);
	la_epoll_report(fl == FD_CLOEXEC, "epoll_create1 EPOLL_CLOEXEC (%#x): "
			"fd %d, F_GETFD %d (FD_CLOEXEC)",
			(unsigned)EPOLL_CLOEXEC, ep, fl);
	la_epoll_report(sizeof ev[0] == sizeof(struct epoll_event),
			"struct linuxabi_epoll_event is %u bytes, libc's "
			"struct epoll_event %u", (unsigned)sizeof ev[0],
			(unsigned)sizeof(struct epoll_event));
	if (pipe(p) != 0) {
		la_epoll_report(0, "pipe: %s", strerror(errno));
		goto out;
	}
	e = la_epoll_ctl(ep, EPOLL_CTL_ADD, p[0], EPOLLIN, LA_EPOLL_MAGIC0);
	la_epoll_report(e == 0, "epoll_ctl EPOLL_CTL_ADD the read end, EPOLLIN, "
			"data %#llx: %s", LA_EPOLL_MAGIC0,
			e ? strerror(e) : "0");
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(r == 0 && la_epoll_untouched(ev, 0),
			LA_EPOLL_WAIT " on an empty pipe: %ld events", r);
	if (write(p[1], &c, 1) != 1)
		la_epoll_report(0, "write to the pipe: %s", strerror(errno));
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(r == 1 && ev[0].events == EPOLLIN &&
			ev[0].data == LA_EPOLL_MAGIC0 &&
			la_epoll_untouched(ev, 1),
			LA_EPOLL_WAIT " with a byte in the pipe: %ld event, "
			"events %#x (EPOLLIN), data %#llx, the next entry %s",
			r, (unsigned)ev[0].events,
			(unsigned long long)ev[0].data,
			la_epoll_untouched(ev, 1) ? "untouched" : "written");
	/* the write end too, edge-triggered: reported once */
	e = la_epoll_ctl(ep, EPOLL_CTL_ADD, p[1], EPOLLOUT | EPOLLET,
			 LA_EPOLL_MAGIC1);
	la_epoll_report(e == 0, "epoll_ctl EPOLL_CTL_ADD the write end, "
			"EPOLLOUT|EPOLLET (%#x): %s", (unsigned)(EPOLLOUT |
								  EPOLLET),
			e ? strerror(e) : "0");
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(r == 2 && ((ev[0].events == EPOLLIN &&
				    ev[0].data == LA_EPOLL_MAGIC0 &&
				    ev[1].events == EPOLLOUT &&
				    ev[1].data == LA_EPOLL_MAGIC1) ||
				   (ev[1].events == EPOLLIN &&
				    ev[1].data == LA_EPOLL_MAGIC0 &&
				    ev[0].events == EPOLLOUT &&
				    ev[0].data == LA_EPOLL_MAGIC1)) &&
			la_epoll_untouched(ev, 2),
			LA_EPOLL_WAIT " with both ends: %ld events: {%#x, %#llx}"
			", {%#x, %#llx}, the next entry %s", r,
			(unsigned)ev[0].events, (unsigned long long)ev[0].data,
			(unsigned)ev[1].events, (unsigned long long)ev[1].data,
			la_epoll_untouched(ev, 2) ? "untouched" : "written");
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(r == 1 && ev[0].events == EPOLLIN &&
			ev[0].data == LA_EPOLL_MAGIC0,
			LA_EPOLL_WAIT " again: %ld event (the edge-triggered "
			"write end is not reported twice), events %#x, data "
			"%#llx", r, (unsigned)ev[0].events,
			(unsigned long long)ev[0].data);
	/* EPOLL_CTL_MOD: the read end asks for EPOLLOUT, which it never is */
	e = la_epoll_ctl(ep, EPOLL_CTL_MOD, p[0], EPOLLOUT, LA_EPOLL_MAGIC1);
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(e == 0 && r == 0, "epoll_ctl EPOLL_CTL_MOD the read "
			"end to EPOLLOUT: %s; " LA_EPOLL_WAIT ": %ld events",
			e ? strerror(e) : "0", r);
	e = la_epoll_ctl(ep, EPOLL_CTL_DEL, p[0], 0, 0);
	r = la_epoll_ctl(ep, EPOLL_CTL_DEL, p[0], 0, 0);
	la_epoll_report(e == 0 && r == ENOENT, "epoll_ctl EPOLL_CTL_DEL the "
			"read end: %s; again: %s (ENOENT)",
			e ? strerror(e) : "0", strerror((int)r));
	/* the hang-up: EPOLLHUP is reported unasked, with EPOLLIN on a pipe
	   still holding a byte */
	e = la_epoll_ctl(ep, EPOLL_CTL_ADD, p[0], EPOLLIN | EPOLLRDNORM,
			 LA_EPOLL_MAGIC0);
	close(p[1]);
	p[1] = -1;
	r = la_epoll_wait_now(ep, ev, LA_EPOLL_SLOTS);
	la_epoll_report(e == 0 && r == 1 &&
			ev[0].events == (EPOLLIN | EPOLLRDNORM | EPOLLHUP) &&
			ev[0].data == LA_EPOLL_MAGIC0,
			LA_EPOLL_WAIT " after closing the write end: %ld event, "
			"events %#x (EPOLLIN|EPOLLRDNORM|EPOLLHUP: %#x)", r,
			(unsigned)ev[0].events,
			(unsigned)(EPOLLIN | EPOLLRDNORM | EPOLLHUP));
	la_epoll_params(ep);
out:
	if (p[0] >= 0)
		close(p[0]);
	if (p[1] >= 0)
		close(p[1]);
	close(ep);
}

#endif
