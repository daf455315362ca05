/* The checks of <linuxabi/resource.h> that run real system calls:
 * prlimit64(2) with struct linuxabi_rlimit64 read and round trip (lower
 * a soft limit, libc sees it, put it back), getrlimit(2) into the ABI's
 * struct linuxabi_rlimit with LINUXABI_RLIM_INFINITY, getrusage(2) into
 * struct linuxabi_rusage, and getpriority(2), each against libc.  Shared
 * by runtime-resource.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h), and LA_QEMU under qemu user-mode emulation,
 * where what qemu does differently is printed as a diagnostic.  libc's <sys/resource.h> is included here
 * and must come before <linuxabi/resource.h> (glibc's RLIMIT_*, RUSAGE_*
 * and PRIO_* are enumerators).  la_resource_checks() runs them all and
 * prints "ok - resource: ..." or "not ok - resource: ..." lines. */
#ifndef LA_RESOURCE_CHECKS_H
#define LA_RESOURCE_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/resource.h>
#include "checks.h"

/* one "ok - resource: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_resource_report(good, ...) la_report_in("resource", (good), __VA_ARGS__)

/* libc's limit in 64 bits: its RLIM_INFINITY (of whatever width and
   value) is the kernel's RLIM64_INFINITY */
static uint64_t la_resource_libc64(rlim_t v)
{
	return v == RLIM_INFINITY ? (uint64_t)RLIM64_INFINITY : (uint64_t)v;
}

static const struct {
	int id;
	const char *name;
} la_resource_ids[] = {
	{ RLIMIT_CPU, "RLIMIT_CPU" }, { RLIMIT_FSIZE, "RLIMIT_FSIZE" },
	{ RLIMIT_DATA, "RLIMIT_DATA" }, { RLIMIT_STACK, "RLIMIT_STACK" },
	{ RLIMIT_CORE, "RLIMIT_CORE" }, { RLIMIT_RSS, "RLIMIT_RSS" },
	{ RLIMIT_NPROC, "RLIMIT_NPROC" }, { RLIMIT_NOFILE, "RLIMIT_NOFILE" },
	{ RLIMIT_MEMLOCK, "RLIMIT_MEMLOCK" }, { RLIMIT_AS, "RLIMIT_AS" },
	{ RLIMIT_LOCKS, "RLIMIT_LOCKS" },
	{ RLIMIT_SIGPENDING, "RLIMIT_SIGPENDING" },
	{ RLIMIT_MSGQUEUE, "RLIMIT_MSGQUEUE" }, { RLIMIT_NICE, "RLIMIT_NICE" },
	{ RLIMIT_RTPRIO, "RLIMIT_RTPRIO" }, { RLIMIT_RTTIME, "RLIMIT_RTTIME" },
};

/* every resource: prlimit64 by number, libc's getrlimit, and the ABI's
   own getrlimit by number, which caps at LINUXABI_RLIM_INFINITY */
static void la_resource_read(int id, const char *name)
{
	struct linuxabi_rlimit64 k;
	struct rlimit libc;
	long r;
	int lr;

	memset(&k, 0xee, sizeof k);
	memset(&libc, 0, sizeof libc);
	r = LA_SYSCALL(LINUXABI_SYS_prlimit64, 0, id, NULL, &k);
	lr = getrlimit(id, &libc);
	la_resource_report(r == 0 && lr == 0 &&
			   k.rlim_cur == la_resource_libc64(libc.rlim_cur) &&
			   k.rlim_max == la_resource_libc64(libc.rlim_max),
			   "prlimit64 %s (%d), struct linuxabi_rlimit64: %ld, "
			   "%#llx %#llx; libc %#llx %#llx", name, id, r,
			   (unsigned long long)k.rlim_cur,
			   (unsigned long long)k.rlim_max,
			   (unsigned long long)libc.rlim_cur,
			   (unsigned long long)libc.rlim_max);
#if defined(LINUXABI_SYS_ugetrlimit) || defined(LINUXABI_SYS_getrlimit)
	{
		struct linuxabi_rlimit o;
#ifdef LINUXABI_SYS_ugetrlimit
		int nr = LINUXABI_SYS_ugetrlimit;
		const char *call = "ugetrlimit";
#else
		int nr = LINUXABI_SYS_getrlimit;
		const char *call = "getrlimit";
#endif
		/* what the call must give: the 64-bit limit, capped */
		uint64_t cur = k.rlim_cur > (uint64_t)LINUXABI_RLIM_INFINITY ?
			(uint64_t)LINUXABI_RLIM_INFINITY : k.rlim_cur;
		uint64_t max = k.rlim_max > (uint64_t)LINUXABI_RLIM_INFINITY ?
			(uint64_t)LINUXABI_RLIM_INFINITY : k.rlim_max;

		memset(&o, 0xee, sizeof o);
		r = LA_SYSCALL(nr, id, &o);
#if defined(LA_QEMU) && defined(__mips__) && defined(__LP64__)
		/* qemu (7.2) gives every MIPS ABI o32's infinity,
		   0x7fffffff; the n64 kernel's is all ones */
		if (r == 0 && (o.rlim_cur == 0x7fffffff ||
			       o.rlim_max == 0x7fffffff)) {
			printf("# qemu's mips64 getrlimit gives infinity as "
			       "0x7fffffff: %s read as LINUXABI_RLIM_INFINITY\n",
			       name);
			if (o.rlim_cur == 0x7fffffff)
				o.rlim_cur = LINUXABI_RLIM_INFINITY;
			if (o.rlim_max == 0x7fffffff)
				o.rlim_max = LINUXABI_RLIM_INFINITY;
		}
#endif
		la_resource_report(r == 0 && o.rlim_cur == cur &&
				   o.rlim_max == max,
				   "%s %s, struct linuxabi_rlimit (%d bytes): "
				   "%ld, %#llx %#llx; expected %#llx %#llx "
				   "(LINUXABI_RLIM_INFINITY %#llx)", call,
				   name, (int)sizeof o, r,
				   (unsigned long long)o.rlim_cur,
				   (unsigned long long)o.rlim_max,
				   (unsigned long long)cur,
				   (unsigned long long)max,
				   (unsigned long long)LINUXABI_RLIM_INFINITY);
	}
#endif
}

/* prlimit64 round trip: lower the soft RLIMIT_NOFILE by one, libc sees
   it, and put the old one back */
static void la_resource_roundtrip(void)
{
	struct linuxabi_rlimit64 old, set, back;
	struct rlimit libc;
	long r1, r2, r3;

	memset(&old, 0, sizeof old);
	r1 = LA_SYSCALL(LINUXABI_SYS_prlimit64, 0, RLIMIT_NOFILE, NULL, &old);
	set = old;
	set.rlim_cur = old.rlim_cur - 1;
	r2 = LA_SYSCALL(LINUXABI_SYS_prlimit64, 0, RLIMIT_NOFILE, &set, &back);
	memset(&libc, 0, sizeof libc);
	getrlimit(RLIMIT_NOFILE, &libc);
	r3 = LA_SYSCALL(LINUXABI_SYS_prlimit64, 0, RLIMIT_NOFILE, &old, NULL);
	la_resource_report(r1 == 0 && r2 == 0 && r3 == 0 &&
			   back.rlim_cur == old.rlim_cur &&
			   la_resource_libc64(libc.rlim_cur) == set.rlim_cur &&
			   la_resource_libc64(libc.rlim_max) == old.rlim_max,
			   "prlimit64 RLIMIT_NOFILE soft %llu -> %llu: %ld %ld "
			   "%ld, libc then read %llu", (unsigned long long)
			   old.rlim_cur, (unsigned long long)set.rlim_cur, r1,
			   r2, r3, (unsigned long long)libc.rlim_cur);
}

static int la_resource_tv_le(int64_t s1, int64_t u1, int64_t s2, int64_t u2)
{
	return s1 * 1000000 + u1 <= s2 * 1000000 + u2;
}

/* libc's getrusage before, ours, libc's after: the counters that only
   grow are in between */
static void la_resource_rusage(void)
{
	struct rusage a, b;
	struct linuxabi_rusage u, c;
	volatile unsigned long spin = 0;
	long r, rc;

	while (spin < 3000000)
		spin++;
	getrusage(RUSAGE_SELF, &a);
	memset(&u, 0xee, sizeof u);
	r = LA_SYSCALL(LINUXABI_SYS_getrusage, RUSAGE_SELF, &u);
	getrusage(RUSAGE_SELF, &b);
	la_resource_report(r == 0 &&
		la_resource_tv_le(a.ru_utime.tv_sec, a.ru_utime.tv_usec,
				  u.ru_utime.tv_sec, u.ru_utime.tv_usec) &&
		la_resource_tv_le(u.ru_utime.tv_sec, u.ru_utime.tv_usec,
				  b.ru_utime.tv_sec, b.ru_utime.tv_usec) &&
		la_resource_tv_le(a.ru_stime.tv_sec, a.ru_stime.tv_usec,
				  u.ru_stime.tv_sec, u.ru_stime.tv_usec) &&
		la_resource_tv_le(u.ru_stime.tv_sec, u.ru_stime.tv_usec,
				  b.ru_stime.tv_sec, b.ru_stime.tv_usec) &&
		a.ru_maxrss <= u.ru_maxrss && u.ru_maxrss <= b.ru_maxrss &&
		a.ru_minflt <= u.ru_minflt && u.ru_minflt <= b.ru_minflt &&
		a.ru_nvcsw <= u.ru_nvcsw && u.ru_nvcsw <= b.ru_nvcsw &&
		u.ru_nivcsw >= 0,
		"getrusage RUSAGE_SELF, struct linuxabi_rusage (%d bytes): %ld, "
		"utime %lld.%06lld, stime %lld.%06lld, maxrss %lld, minflt %lld, "
		"nvcsw %lld; libc after %ld.%06ld, %ld.%06ld, %ld, %ld, %ld",
		(int)sizeof u, r, (long long)u.ru_utime.tv_sec,
		(long long)u.ru_utime.tv_usec, (long long)u.ru_stime.tv_sec,
		(long long)u.ru_stime.tv_usec, (long long)u.ru_maxrss,
		(long long)u.ru_minflt, (long long)u.ru_nvcsw,
		(long)b.ru_utime.tv_sec, (long)b.ru_utime.tv_usec,
		(long)b.ru_stime.tv_sec, (long)b.ru_stime.tv_usec,
		(long)b.ru_maxrss, (long)b.ru_minflt, (long)b.ru_nvcsw);
	memset(&c, 0xee, sizeof c);
	rc = LA_SYSCALL(LINUXABI_SYS_getrusage, RUSAGE_CHILDREN, &c);
	r = LA_SYSCALL(LINUXABI_SYS_getrusage, RUSAGE_THREAD, &u);
	la_resource_report(rc == 0 && r == 0 && c.ru_maxrss >= 0 &&
			   u.ru_maxrss > 0,
			   "getrusage RUSAGE_CHILDREN, RUSAGE_THREAD: %ld %ld",
			   rc, r);
}

/* getpriority(2) returns 20 - nice, so that it is never negative; but
   alpha's returns the nice value itself (its syscall convention flags
   errors apart from the value) */
static void la_resource_priority(void)
{
	long r, want;
	int lib;

	errno = 0;
	lib = getpriority(PRIO_PROCESS, 0);
	r = LA_SYSCALL(LINUXABI_SYS_getpriority, PRIO_PROCESS, 0);
#ifdef __alpha__
	want = lib;
#else
	want = 20 - lib;
#endif
	la_resource_report(r == want && lib >= PRIO_MIN && lib < PRIO_MAX,
			   "getpriority PRIO_PROCESS: %ld, libc's nice %d", r,
			   lib);
}

static void la_resource_checks(void)
{
	size_t i;

	for (i = 0; i < sizeof la_resource_ids / sizeof la_resource_ids[0]; i++)
		la_resource_read(la_resource_ids[i].id,
				 la_resource_ids[i].name);
	la_resource_roundtrip();
	la_resource_rusage();
	la_resource_priority();
}

#endif
