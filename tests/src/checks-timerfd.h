/* The checks of <linuxabi/timerfd.h> that run real system calls:
 * timerfd_create(2) on CLOCK_MONOTONIC with TFD_CLOEXEC | TFD_NONBLOCK
 * (both seen with fcntl(2)), EAGAIN before it fires, a 10 ms one-shot
 * timer set through struct linuxabi_kernel_itimerspec (timerfd_settime64
 * on 32-bit ABIs, timerfd_settime on 64-bit ones) read back with
 * timerfd_gettime(64) and then as an 8-byte expiration count, an absolute
 * time in the past (TFD_TIMER_ABSTIME) that fires at once, and ioctl(2)
 * TFD_IOC_SET_TICKS (a kernel without CONFIG_CHECKPOINT_RESTORE says
 * ENOTTY, and so does a 64-bit kernel to a 32-bit program, i386 or x32:
 * timerfd has no compat ioctl; printed as such).  Shared by
 * runtime-timerfd.c (the host) and programs that run them on other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h), and LA_EMULATED under qemu user-mode emulation.
 * libc's <time.h> and <sys/time.h> are included here, before
 * <linuxabi/time.h> (glibc's ITIMER_* are enumerators).
 * la_timerfd_checks() runs them all and prints "ok - timerfd: ..." or
 * "not ok - timerfd: ..." lines. */
#ifndef LA_TIMERFD_CHECKS_H
#define LA_TIMERFD_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/time.h>
#include <linuxabi/timerfd.h>
#include "checks.h"

/* one "ok - timerfd: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_timerfd_report(good, ...) \
	la_report_in("timerfd", (good), __VA_ARGS__)

/* the calls that take struct linuxabi_kernel_itimerspec */
#ifdef LINUXABI_SYS_timerfd_settime64
#define LA_TIMERFD_SETTIME LINUXABI_SYS_timerfd_settime64
#define LA_TIMERFD_GETTIME LINUXABI_SYS_timerfd_gettime64
#define LA_TIMERFD_64 "64"
#else
#define LA_TIMERFD_SETTIME LINUXABI_SYS_timerfd_settime
#define LA_TIMERFD_GETTIME LINUXABI_SYS_timerfd_gettime
#define LA_TIMERFD_64 ""
#endif

static long la_timerfd_count(int fd, uint64_t *n)
{
	*n = 0;
	return LA_SYSCALL(LINUXABI_SYS_read, (long)fd, n, 8L);
}

static void la_timerfd_checks(void)
{
	struct linuxabi_kernel_itimerspec its, cur;
	struct timespec nap = { 0, 30 * 1000 * 1000 };
	uint64_t n, ticks = 5;
	long r;
	int fd, e, fdflags, flflags;

	r = LA_SYSCALL(LINUXABI_SYS_timerfd_create, (long)CLOCK_MONOTONIC,
		       (long)(TFD_CLOEXEC | TFD_NONBLOCK));
	e = LA_ERROR(r);
	if (r < 0) {
		la_timerfd_report(0, "timerfd_create CLOCK_MONOTONIC, "
				  "TFD_CLOEXEC|TFD_NONBLOCK: %s", strerror(e));
		return;
	}
	fd = (int)r;
	fdflags = fcntl(fd, F_GETFD);
	flflags = fcntl(fd, F_GETFL);
	la_timerfd_report(fdflags >= 0 && (fdflags & FD_CLOEXEC) &&
			  flflags >= 0 && (flflags & O_NONBLOCK),
			  "timerfd_create CLOCK_MONOTONIC, TFD_CLOEXEC|"
			  "TFD_NONBLOCK (%#x): fd %d, F_GETFD %#x, F_GETFL %#x "
			  "(O_NONBLOCK %#x)", (unsigned)(TFD_CLOEXEC |
			  TFD_NONBLOCK), fd, (unsigned)fdflags,
			  (unsigned)flflags, (unsigned)O_NONBLOCK);
	r = la_timerfd_count(fd, &n);
	e = LA_ERROR(r);
	la_timerfd_report(r == -1 && e == EAGAIN, "read of a disarmed timer: "
			  "EAGAIN (TFD_NONBLOCK): %ld %s", r, strerror(e));

	/* 10 ms from now, once */
	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = 10 * 1000 * 1000;
	r = LA_SYSCALL(LA_TIMERFD_SETTIME, (long)fd, 0L, &its, (void *)0);
	e = LA_ERROR(r);
	memset(&cur, 0xff, sizeof cur);
	LA_SYSCALL(LA_TIMERFD_GETTIME, (long)fd, &cur);
	la_timerfd_report(r == 0 && cur.it_value.tv_sec == 0 &&
			  cur.it_value.tv_nsec > 0 &&
			  cur.it_value.tv_nsec <= 10 * 1000 * 1000 &&
			  cur.it_interval.tv_sec == 0 &&
			  cur.it_interval.tv_nsec == 0,
			  "timerfd_settime%s 10 ms (struct "
			  "linuxabi_kernel_itimerspec, %d bytes): %ld %s; "
			  "timerfd_gettime%s: %lld s %lld ns left, interval "
			  "%lld s %lld ns", LA_TIMERFD_64, (int)sizeof its, r,
			  e ? strerror(e) : "", LA_TIMERFD_64,
			  (long long)cur.it_value.tv_sec,
			  (long long)cur.it_value.tv_nsec,
			  (long long)cur.it_interval.tv_sec,
			  (long long)cur.it_interval.tv_nsec);
	nanosleep(&nap, (void *)0);
	r = la_timerfd_count(fd, &n);
	e = LA_ERROR(r);
	la_timerfd_report(r == 8 && n == 1, "read after 30 ms: %ld bytes, %llu "
			  "expiration %s", r, (unsigned long long)n,
			  e ? strerror(e) : "");

	/* 1 s after boot, long past: fires at once */
	memset(&its, 0, sizeof its);
	its.it_value.tv_sec = 1;
	r = LA_SYSCALL(LA_TIMERFD_SETTIME, (long)fd, (long)TFD_TIMER_ABSTIME,
		       &its, (void *)0);
	e = LA_ERROR(r);
	la_timerfd_report(r == 0, "timerfd_settime%s TFD_TIMER_ABSTIME (%d) "
			  "1 s of CLOCK_MONOTONIC: %ld %s", LA_TIMERFD_64,
			  TFD_TIMER_ABSTIME, r, e ? strerror(e) : "");
	r = la_timerfd_count(fd, &n);
	e = LA_ERROR(r);
	la_timerfd_report(r == 8 && n == 1, "read at once: %ld bytes, %llu "
			  "expiration (the time was past) %s", r,
			  (unsigned long long)n, e ? strerror(e) : "");
	/* both flags are ones the kernel knows (it takes CANCEL_ON_SET on
	   any clock, and uses it on CLOCK_REALTIME only); the next bit up is
	   not: EINVAL */
	r = LA_SYSCALL(LA_TIMERFD_SETTIME, (long)fd,
		       (long)(TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET),
		       &its, (void *)0);
	e = LA_ERROR(r);
	la_timerfd_report(r == 0, "timerfd_settime%s TFD_TIMER_ABSTIME|"
			  "TFD_TIMER_CANCEL_ON_SET (%d): %ld %s", LA_TIMERFD_64,
			  TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, r,
			  e ? strerror(e) : "");
	la_timerfd_count(fd, &n);
	r = LA_SYSCALL(LA_TIMERFD_SETTIME, (long)fd,
		       (long)(TFD_TIMER_CANCEL_ON_SET << 1), &its, (void *)0);
	e = LA_ERROR(r);
	la_timerfd_report(r == -1 && e == EINVAL, "timerfd_settime%s flags "
			  "%d, no flag: EINVAL: %ld %s", LA_TIMERFD_64,
			  TFD_TIMER_CANCEL_ON_SET << 1, r, strerror(e));

	/* the expiration count, set */
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
		       (unsigned long)TFD_IOC_SET_TICKS, &ticks);
	e = LA_ERROR(r);
	if (r == -1 && (e == ENOTTY
#ifdef LA_EMULATED
			|| e == ENOSYS
#endif
			)) {
		/* qemu 7.2 says ENOSYS for a request it has no entry for */
		la_timerfd_report(1, "ioctl TFD_IOC_SET_TICKS (%#lx): %s: %s "
				  "(not run here)",
				  (unsigned long)TFD_IOC_SET_TICKS,
				  strerror(e),
				  e == ENOSYS ? "the emulator does not pass the "
				  "request on" : sizeof(void *) == 4 ? "a kernel "
				  "without CONFIG_CHECKPOINT_RESTORE, or a "
				  "64-bit kernel, whose timerfd has no compat "
				  "ioctl for 32-bit programs" : "a kernel without "
				  "CONFIG_CHECKPOINT_RESTORE");
	} else {
		long r2 = la_timerfd_count(fd, &n);

		la_timerfd_report(r == 0 && r2 == 8 && n == 5, "ioctl "
				  "TFD_IOC_SET_TICKS (%#lx) 5: %ld %s; read: "
				  "%ld bytes, %llu expirations",
				  (unsigned long)TFD_IOC_SET_TICKS, r,
				  e ? strerror(e) : "", r2,
				  (unsigned long long)n);
	}
	close(fd);
}

#endif
