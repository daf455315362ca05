/* The checks of <linuxabi/syscall.h> that run real system calls: each call
 * made by number through LA_SYSCALL returns what libc's wrapper returns.
 * Shared by runtime-syscall.c (the host) and any program that runs them
 * on another ABI.  Before including, a program may define:
 *   LA_SYSCALL      the entry point, called as LA_SYSCALL(number, args...)
 *                   (default: libc's syscall(2))
 *   LA_ERROR(r)     the error number of a failed LA_SYSCALL result r, or 0
 *                   (default: r == -1 and errno, as syscall(2) reports)
 * It needs <linuxabi/syscall.h> and libc's <errno.h>, <fcntl.h>,
 * <signal.h>, <stdio.h>, <stdlib.h>, <string.h>, <sys/random.h>,
 * <sys/utsname.h>, <time.h> and <unistd.h>, included here.
 * la_syscall_checks() runs them all and prints "ok - ..." or
 * "not ok - ..." lines. */
#ifndef LA_SYSCALL_CHECKS_H
#define LA_SYSCALL_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include "checks.h"

#ifndef LA_SYSCALL
#define LA_SYSCALL syscall
#endif
#ifndef LA_ERROR
#define LA_ERROR(r) ((r) == -1 ? errno : 0)
#endif

/* one "ok - syscall: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_report(good, ...) la_report_in("syscall", (good), __VA_ARGS__)

static void la_check_ids(void)
{
	long pid = LA_SYSCALL(LINUXABI_SYS_getpid);
	long ppid = LA_SYSCALL(LINUXABI_SYS_getppid);

	la_report(pid == (long)getpid(), "getpid (%d): %ld, libc %ld",
		  LINUXABI_SYS_getpid, pid, (long)getpid());
	la_report(ppid == (long)getppid(), "getppid (%d): %ld, libc %ld",
		  LINUXABI_SYS_getppid, ppid, (long)getppid());
}

static void la_check_uname(void)
{
	struct utsname raw, libc;
	long r;

	memset(&raw, 0, sizeof raw);
	r = LA_SYSCALL(LINUXABI_SYS_uname, &raw);
	if (uname(&libc) != 0) {
		la_report(0, "uname: libc's uname fails: %s", strerror(errno));
		return;
	}
	la_report(r == 0 && !strcmp(raw.sysname, libc.sysname) &&
		  !strcmp(raw.release, libc.release) &&
		  !strcmp(raw.machine, libc.machine),
		  "uname (%d): %ld, \"%s %s %s\", libc \"%s %s %s\"",
		  LINUXABI_SYS_uname, r, raw.sysname, raw.release, raw.machine,
		  libc.sysname, libc.release, libc.machine);
}

/* openat, read and close on a file libc wrote */
static void la_check_file(void)
{
	static const char text[] = "linuxabi syscall check\n";
	char path[] = "/tmp/linuxabi-syscall-XXXXXX", buf[64];
	int fd = mkstemp(path);
	long rfd, n, c, c2;
	int e;

	if (fd < 0 || write(fd, text, sizeof text - 1) != sizeof text - 1) {
		la_report(0, "openat: cannot write a file in /tmp: %s",
			  strerror(errno));
		if (fd >= 0)
			close(fd);
		return;
	}
	close(fd);
	rfd = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			 O_RDONLY | O_CLOEXEC);
	la_report(rfd >= 0 && fcntl((int)rfd, F_GETFD) == FD_CLOEXEC,
		  "openat (%d) O_RDONLY|O_CLOEXEC: %ld", LINUXABI_SYS_openat,
		  rfd);
	memset(buf, 0, sizeof buf);
	n = rfd < 0 ? -1 : LA_SYSCALL(LINUXABI_SYS_read, (int)rfd, buf,
				      sizeof buf);
	la_report(n == sizeof text - 1 && !memcmp(buf, text, sizeof text - 1),
		  "read (%d): %ld bytes, libc wrote %d", LINUXABI_SYS_read, n,
		  (int)sizeof text - 1);
	c = rfd < 0 ? -1 : LA_SYSCALL(LINUXABI_SYS_close, (int)rfd);
	c2 = rfd < 0 ? -1 : LA_SYSCALL(LINUXABI_SYS_close, (int)rfd);
	e = LA_ERROR(c2);
	la_report(c == 0 && c2 != 0 && e == EBADF,
		  "close (%d): %ld, again: %ld (%s)", LINUXABI_SYS_close, c,
		  c2, strerror(e));
	unlink(path);
}

/* pipe2, then write through the pipe and read with libc */
static void la_check_pipe(void)
{
	static const char text[] = "through the pipe";
	int fds[2] = { -1, -1 };
	char buf[32];
	long r = LA_SYSCALL(LINUXABI_SYS_pipe2, fds, O_CLOEXEC);
	long w;
	ssize_t n;

	la_report(r == 0 && fds[0] >= 0 && fds[1] >= 0 &&
		  fcntl(fds[0], F_GETFD) == FD_CLOEXEC &&
		  fcntl(fds[1], F_GETFD) == FD_CLOEXEC,
		  "pipe2 (%d) O_CLOEXEC: %ld, fds %d %d", LINUXABI_SYS_pipe2,
		  r, fds[0], fds[1]);
	if (r != 0)
		return;
	w = LA_SYSCALL(LINUXABI_SYS_write, fds[1], text, sizeof text);
	memset(buf, 0, sizeof buf);
	n = read(fds[0], buf, sizeof buf);
	la_report(w == sizeof text && n == (ssize_t)sizeof text &&
		  !memcmp(buf, text, sizeof text),
		  "write (%d) into the pipe: %ld bytes, libc read %ld",
		  LINUXABI_SYS_write, w, (long)n);
	close(fds[0]);
	close(fds[1]);
}

/* the kernel's 64-bit timespec, and the old 32-bit one */
struct la_timespec64 {
	int64_t sec;
	int64_t nsec;
};
struct la_timespec32 {
	int32_t sec;
	int32_t nsec;
};

static int la_between(const struct timespec *a, int64_t sec, int64_t nsec,
		      const struct timespec *b)
{
	int64_t t = sec * 1000000000 + nsec;

	return (int64_t)a->tv_sec * 1000000000 + a->tv_nsec <= t &&
	       t <= (int64_t)b->tv_sec * 1000000000 + b->tv_nsec &&
	       nsec >= 0 && nsec < 1000000000;
}

static void la_check_clock(void)
{
	struct timespec before, after;
	struct la_timespec64 ts = { -1, -1 };
	long r;
#ifdef LINUXABI_SYS_clock_gettime64
	int nr = LINUXABI_SYS_clock_gettime64;
	const char *name = "clock_gettime64";
#else
	int nr = LINUXABI_SYS_clock_gettime;
	const char *name = "clock_gettime";
#endif

	clock_gettime(CLOCK_MONOTONIC, &before);
	r = LA_SYSCALL(nr, CLOCK_MONOTONIC, &ts);
	clock_gettime(CLOCK_MONOTONIC, &after);
	la_report(r == 0 && la_between(&before, ts.sec, ts.nsec, &after),
		  "%s (%d) CLOCK_MONOTONIC: %ld, %lld.%09lld, between libc's "
		  "%lld.%09lld and %lld.%09lld", name, nr, r, (long long)ts.sec,
		  (long long)ts.nsec, (long long)before.tv_sec,
		  (long long)before.tv_nsec, (long long)after.tv_sec,
		  (long long)after.tv_nsec);
#ifdef LINUXABI_SYS_clock_gettime64
	{
		/* the 32-bit-time call still answers, in 32 bits */
		struct la_timespec32 t32 = { -1, -1 };

		clock_gettime(CLOCK_MONOTONIC, &before);
		r = LA_SYSCALL(LINUXABI_SYS_clock_gettime, CLOCK_MONOTONIC,
			       &t32);
		clock_gettime(CLOCK_MONOTONIC, &after);
		la_report(r == 0 && la_between(&before, t32.sec, t32.nsec,
					       &after),
			  "clock_gettime (%d), 32-bit time: %ld, %ld.%09ld",
			  LINUXABI_SYS_clock_gettime, r, (long)t32.sec,
			  (long)t32.nsec);
	}
#endif
}

/* the kernel's sigset_t: one bit per signal in unsigned longs, as big as
   the ABI's signal count (64, or 128 on MIPS) */
#define LA_LONG_BITS (8 * sizeof(unsigned long))
#define LA_MASK_WORDS (128 / LA_LONG_BITS)

static void la_mask_add(unsigned long *m, int sig)
{
	m[(sig - 1) / LA_LONG_BITS] |= 1UL << ((sig - 1) % LA_LONG_BITS);
}

static int la_mask_has(const unsigned long *m, int sig)
{
	return (m[(sig - 1) / LA_LONG_BITS] >> ((sig - 1) % LA_LONG_BITS)) & 1;
}

/* rt_sigprocmask with the kernel's set size: 8 bytes, 16 on MIPS */
static long la_sigmask(int how, const unsigned long *set, unsigned long *old,
		       size_t *size)
{
	long r = -1;

	for (*size = 8; *size <= 16; *size += 8) {
		r = LA_SYSCALL(LINUXABI_SYS_rt_sigprocmask, how, set, old, *size);
		if (r == 0 || LA_ERROR(r) != EINVAL)
			break;
	}
	return r;
}

static void la_check_sigmask(void)
{
	unsigned long saved[LA_MASK_WORDS], set[LA_MASK_WORDS],
		cur[LA_MASK_WORDS];
	sigset_t libc, one;
	size_t size;
	long r1, r2, r3;

	memset(saved, 0, sizeof saved);
	memset(set, 0, sizeof set);
	memset(cur, 0, sizeof cur);
	la_mask_add(set, SIGUSR2);
	/* block SIGUSR2 by number; libc must see it blocked */
	r1 = la_sigmask(SIG_BLOCK, set, saved, &size);
	sigprocmask(SIG_BLOCK, NULL, &libc);
	la_report(r1 == 0 && sigismember(&libc, SIGUSR2) == 1,
		  "rt_sigprocmask (%d) SIG_BLOCK SIGUSR2 (set size %d): %ld, "
		  "libc sees it blocked: %d", LINUXABI_SYS_rt_sigprocmask,
		  (int)size, r1, sigismember(&libc, SIGUSR2));
	/* block SIGUSR1 with libc; the call by number must report both */
	sigemptyset(&one);
	sigaddset(&one, SIGUSR1);
	sigprocmask(SIG_BLOCK, &one, NULL);
	r2 = la_sigmask(SIG_BLOCK, NULL, cur, &size);
	la_report(r2 == 0 && la_mask_has(cur, SIGUSR1) &&
		  la_mask_has(cur, SIGUSR2),
		  "rt_sigprocmask (%d) reads the mask libc set: %ld",
		  LINUXABI_SYS_rt_sigprocmask, r2);
	/* and back to the mask we started with */
	r3 = la_sigmask(SIG_SETMASK, saved, NULL, &size);
	sigprocmask(SIG_BLOCK, NULL, &libc);
	la_report(r3 == 0 && sigismember(&libc, SIGUSR1) ==
		  la_mask_has(saved, SIGUSR1) && sigismember(&libc, SIGUSR2) ==
		  la_mask_has(saved, SIGUSR2),
		  "rt_sigprocmask (%d) SIG_SETMASK restores the old mask: %ld",
		  LINUXABI_SYS_rt_sigprocmask, r3);
}

static void la_check_getrandom(void)
{
	unsigned char a[16], b[16], c[16];
	long ra, rb;
	ssize_t rc;

	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	ra = LA_SYSCALL(LINUXABI_SYS_getrandom, a, sizeof a, 0);
	rb = LA_SYSCALL(LINUXABI_SYS_getrandom, b, sizeof b, 0);
	rc = getrandom(c, sizeof c, 0);
	la_report(ra == sizeof a && rb == sizeof b && rc == (ssize_t)sizeof c &&
		  memcmp(a, b, sizeof a) != 0,
		  "getrandom (%d): %ld and %ld bytes, and they differ; libc "
		  "%ld", LINUXABI_SYS_getrandom, ra, rb, (long)rc);
}

/* A number past every table: the ABI's base (pidfd_send_signal is base
   + 424 on every ABI) + 999.  The highest call of Linux 7.2 is base +
   471; arm's private calls sit apart, at 0x0f0000. */
static void la_check_enosys(void)
{
	long nr = (long)LINUXABI_SYS_pidfd_send_signal - 424 + 999;
	long r = LA_SYSCALL(nr);
	int e = LA_ERROR(r);

	la_report(r != 0 && e == ENOSYS, "number %ld (base + 999): %ld, %s",
		  nr, r, strerror(e));
}

static void la_syscall_checks(void)
{
	la_check_ids();
	la_check_uname();
	la_check_file();
	la_check_pipe();
	la_check_clock();
	la_check_sigmask();
	la_check_getrandom();
	la_check_enosys();
}

#endif
