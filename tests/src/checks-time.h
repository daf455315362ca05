/* The checks of <linuxabi/time.h> that run real system calls: the clocks
 * through the ABI's own struct linuxabi_timespec and the 64-bit struct
 * linuxabi_kernel_timespec, gettimeofday(2) into struct linuxabi_timeval,
 * getitimer(2) into struct linuxabi_itimerval and adjtimex(2) (read only)
 * into struct linuxabi_timex, each against libc's view.  Shared by
 * runtime-time.c (the host) and programs that run them on other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  libc's <time.h>, <sys/time.h> and <sys/timex.h> are
 * included here and must come before <linuxabi/time.h> (glibc's
 * ITIMER_* are enumerators).  la_time_checks() runs them all and prints
 * "ok - time: ..." or "not ok - time: ..." lines. */
#ifndef LA_TIME_CHECKS_H
#define LA_TIME_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <time.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/time.h>
#include "checks.h"

/* one "ok - time: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_time_report(good, ...) la_report_in("time", (good), __VA_ARGS__)

static int64_t la_time_ns(const struct timespec *t)
{
	return (int64_t)t->tv_sec * 1000000000 + t->tv_nsec;
}

/* libc's reading before, ours, libc's after: ours in between */
static int la_time_between(const struct timespec *a, int64_t sec, int64_t nsec,
			   const struct timespec *b)
{
	int64_t t = sec * 1000000000 + nsec;

	return nsec >= 0 && nsec < 1000000000 && la_time_ns(a) <= t &&
	       t <= la_time_ns(b);
}

static const struct {
	int id;
	const char *name;
} la_time_clocks[] = {
	{ CLOCK_REALTIME, "CLOCK_REALTIME" },
	{ CLOCK_MONOTONIC, "CLOCK_MONOTONIC" },
	{ CLOCK_PROCESS_CPUTIME_ID, "CLOCK_PROCESS_CPUTIME_ID" },
	{ CLOCK_THREAD_CPUTIME_ID, "CLOCK_THREAD_CPUTIME_ID" },
	{ CLOCK_MONOTONIC_RAW, "CLOCK_MONOTONIC_RAW" },
	{ CLOCK_REALTIME_COARSE, "CLOCK_REALTIME_COARSE" },
	{ CLOCK_MONOTONIC_COARSE, "CLOCK_MONOTONIC_COARSE" },
	{ CLOCK_BOOTTIME, "CLOCK_BOOTTIME" },
	{ CLOCK_TAI, "CLOCK_TAI" },
};

/* clock_gettime(2) with the ABI's timespec: the time32 call on 32-bit
   ABIs, the only one on 64-bit ABIs (where x32's tv_nsec is 32 bits) */
static void la_time_gettime(int id, const char *name)
{
	struct timespec before, after;
	struct linuxabi_timespec ts;
	long r;

	memset(&ts, 0xff, sizeof ts);
	clock_gettime(id, &before);
	r = LA_SYSCALL(LINUXABI_SYS_clock_gettime, id, &ts);
	clock_gettime(id, &after);
	la_time_report(r == 0 && la_time_between(&before, ts.tv_sec, ts.tv_nsec,
						 &after),
		       "clock_gettime %s, struct linuxabi_timespec (%d bytes): "
		       "%ld, %lld.%09ld", name, (int)sizeof ts, r,
		       (long long)ts.tv_sec, (long)ts.tv_nsec);
}

/* the same clock through the 64-bit struct linuxabi_kernel_timespec:
   clock_gettime64(2) on 32-bit ABIs, clock_gettime(2) on 64-bit ones */
static void la_time_gettime64(int id, const char *name)
{
	struct timespec before, after;
	struct linuxabi_kernel_timespec ts;
	long r;
#ifdef LINUXABI_SYS_clock_gettime64
	int nr = LINUXABI_SYS_clock_gettime64;
	const char *call = "clock_gettime64";
#else
	int nr = LINUXABI_SYS_clock_gettime;
	const char *call = "clock_gettime";
#endif

	memset(&ts, 0xff, sizeof ts);
	clock_gettime(id, &before);
	r = LA_SYSCALL(nr, id, &ts);
	clock_gettime(id, &after);
	la_time_report(r == 0 && la_time_between(&before, ts.tv_sec, ts.tv_nsec,
						 &after),
		       "%s %s, struct linuxabi_kernel_timespec: %ld, "
		       "%lld.%09lld", call, name, r, (long long)ts.tv_sec,
		       (long long)ts.tv_nsec);
}

/* clock_getres(2), both structures, equal to libc's */
static void la_time_getres(int id, const char *name)
{
	struct timespec libc;
	struct linuxabi_timespec ts;
	struct linuxabi_kernel_timespec ts64;
	long r, r64;
#ifdef LINUXABI_SYS_clock_getres_time64
	int nr64 = LINUXABI_SYS_clock_getres_time64;
#else
	int nr64 = LINUXABI_SYS_clock_getres;
#endif

	memset(&ts, 0xff, sizeof ts);
	memset(&ts64, 0xff, sizeof ts64);
	memset(&libc, 0, sizeof libc);
	clock_getres(id, &libc);
	r = LA_SYSCALL(LINUXABI_SYS_clock_getres, id, &ts);
	r64 = LA_SYSCALL(nr64, id, &ts64);
	la_time_report(r == 0 && r64 == 0 && ts.tv_sec == libc.tv_sec &&
		       ts.tv_nsec == libc.tv_nsec && ts64.tv_sec == libc.tv_sec &&
		       ts64.tv_nsec == libc.tv_nsec,
		       "clock_getres %s: %ld, %lld.%09ld; 64-bit: %ld, "
		       "%lld.%09lld; libc %lld.%09ld", name, r,
		       (long long)ts.tv_sec, (long)ts.tv_nsec, r64,
		       (long long)ts64.tv_sec, (long long)ts64.tv_nsec,
		       (long long)libc.tv_sec, (long)libc.tv_nsec);
}

/* an id no clock has: EINVAL (CLOCK_SGI_CYCLE is retired, 10) */
static void la_time_badclock(void)
{
	struct linuxabi_kernel_timespec ts;
#ifdef LINUXABI_SYS_clock_gettime64
	int nr = LINUXABI_SYS_clock_gettime64;
#else
	int nr = LINUXABI_SYS_clock_gettime;
#endif
	long r = LA_SYSCALL(nr, 10, &ts);
	int e = LA_ERROR(r);

	la_time_report(r != 0 && e == EINVAL,
		       "clock_gettime of the retired id 10: %ld, %s", r,
		       strerror(e));
}

static void la_time_gettimeofday(void)
{
#ifdef LINUXABI_SYS_gettimeofday
	struct timespec before, after;
	struct linuxabi_timeval tv;
	struct linuxabi_timezone tz;
	long r;

	memset(&tv, 0xff, sizeof tv);
	memset(&tz, 0xff, sizeof tz);
	clock_gettime(CLOCK_REALTIME, &before);
	before.tv_nsec -= before.tv_nsec % 1000;
	r = LA_SYSCALL(LINUXABI_SYS_gettimeofday, &tv, &tz);
	clock_gettime(CLOCK_REALTIME, &after);
	la_time_report(r == 0 && tv.tv_usec >= 0 && tv.tv_usec < 1000000 &&
		       la_time_between(&before, tv.tv_sec,
				       (int64_t)tv.tv_usec * 1000, &after) &&
		       tz.tz_minuteswest != -1 && tz.tz_dsttime != -1,
		       "gettimeofday, struct linuxabi_timeval (%d bytes) and "
		       "linuxabi_timezone: %ld, %lld.%06ld, zone %d %d",
		       (int)sizeof tv, r, (long long)tv.tv_sec,
		       (long)tv.tv_usec, (int)tz.tz_minuteswest,
		       (int)tz.tz_dsttime);
#else
	la_time_report(1, "gettimeofday: not a system call on this ABI");
#endif
}

/* setitimer with libc, getitimer by number into struct linuxabi_itimerval */
static void la_time_itimer(void)
{
#ifdef LINUXABI_SYS_getitimer
	struct itimerval set, off;
	struct linuxabi_itimerval cur;
	long r;

	memset(&set, 0, sizeof set);
	memset(&off, 0, sizeof off);
	set.it_value.tv_sec = 1000;
	set.it_interval.tv_sec = 7;
	set.it_interval.tv_usec = 250000;
	if (setitimer(ITIMER_VIRTUAL, &set, NULL) != 0) {
		la_time_report(0, "getitimer: libc's setitimer fails: %s",
			       strerror(errno));
		return;
	}
	memset(&cur, 0xff, sizeof cur);
	r = LA_SYSCALL(LINUXABI_SYS_getitimer, ITIMER_VIRTUAL, &cur);
	setitimer(ITIMER_VIRTUAL, &off, NULL);
	la_time_report(r == 0 && cur.it_interval.tv_sec == 7 &&
		       cur.it_interval.tv_usec == 250000 &&
		       cur.it_value.tv_sec >= 998 && cur.it_value.tv_sec <= 1001,
		       "getitimer ITIMER_VIRTUAL, struct linuxabi_itimerval: "
		       "%ld, interval %lld.%06ld, value %lld.%06ld (libc set "
		       "7.25 s and 1000 s)", r,
		       (long long)cur.it_interval.tv_sec,
		       (long)cur.it_interval.tv_usec,
		       (long long)cur.it_value.tv_sec,
		       (long)cur.it_value.tv_usec);
#else
	la_time_report(1, "getitimer: not a system call on this ABI");
#endif
}

/* adjtimex(2) with modes 0 only reads: the fields that do not move
   between two calls equal libc's */
static void la_time_adjtimex(void)
{
	struct timex libc;
	struct linuxabi_timex tx;
	long r;
	int lr;

	memset(&libc, 0, sizeof libc);
	memset(&tx, 0, sizeof tx);
	lr = adjtimex(&libc);
	r = LA_SYSCALL(LINUXABI_SYS_adjtimex, &tx);
	la_time_report(r >= TIME_OK && r <= TIME_ERROR && r == lr &&
		       tx.status == libc.status && tx.tick == libc.tick &&
		       tx.tai == libc.tai && tx.constant == libc.constant &&
		       tx.tolerance == libc.tolerance,
		       "adjtimex, struct linuxabi_timex (%d bytes): %ld, status "
		       "%#x, tick %ld, tai %d, constant %ld; libc %d, %#x, %ld, "
		       "%d, %ld", (int)sizeof tx, r, (unsigned)tx.status,
		       (long)tx.tick, (int)tx.tai, (long)tx.constant, lr,
		       (unsigned)libc.status, (long)libc.tick, (int)libc.tai,
		       (long)libc.constant);
#ifdef LINUXABI_SYS_clock_adjtime64
	{
		struct linuxabi_kernel_timex k;

		memset(&k, 0, sizeof k);
		r = LA_SYSCALL(LINUXABI_SYS_clock_adjtime64, CLOCK_REALTIME, &k);
		la_time_report(r == lr && k.status == libc.status &&
			       k.tick == libc.tick && k.tai == libc.tai,
			       "clock_adjtime64 CLOCK_REALTIME, struct "
			       "linuxabi_kernel_timex (%d bytes): %ld, status "
			       "%#x, tick %lld, tai %d", (int)sizeof k, r,
			       (unsigned)k.status, (long long)k.tick,
			       (int)k.tai);
	}
#endif
}

static void la_time_checks(void)
{
	size_t i;

	for (i = 0; i < sizeof la_time_clocks / sizeof la_time_clocks[0]; i++) {
		la_time_gettime(la_time_clocks[i].id, la_time_clocks[i].name);
		la_time_gettime64(la_time_clocks[i].id, la_time_clocks[i].name);
		la_time_getres(la_time_clocks[i].id, la_time_clocks[i].name);
	}
	la_time_badclock();
	la_time_gettimeofday();
	la_time_itimer();
	la_time_adjtimex();
}

#endif
