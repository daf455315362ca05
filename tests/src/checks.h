/* What every tests/src/checks-*.h prints a result with: one line,
 * "ok - TOPIC: ..." or "not ok - TOPIC: ...", flushed at once so that a
 * crash later in the program leaves every earlier line behind.  Each
 * topic's la_<topic>_report(good, fmt, ...) is this with its name. */
#ifndef LA_CHECKS_H
#define LA_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <unistd.h>

/* How the checks make a system call: LA_SYSCALL(number, args...) returns
 * the result, LA_ERROR(r) the error number of a failed result r, or 0.
 * syscall(2) unless the program defined its own before including any
 * checks file (the freestanding build of emulated.c does). */
#ifndef LA_SYSCALL
#define LA_SYSCALL syscall
#endif
#ifndef LA_ERROR
#define LA_ERROR(r) ((r) == -1 ? errno : 0)
#endif

static void la_report_in(const char *topic, int good, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void la_report_in(const char *topic, int good, const char *fmt, ...)
{
	va_list ap;

	printf("%s - %s: ", good ? "ok" : "not ok", topic);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}


/* The line for TOPIC that checks a descriptor FD, made by WHAT with
 * FLAGS, its call's CLOEXEC and NONBLOCK flags (each the ABI's O_CLOEXEC
 * and O_NONBLOCK): close-on-exec and non-blocking, as F_GETFD and
 * F_GETFL read them. */
static inline void la_cloexec_nonblock_in(const char *topic, const char *what,
					  unsigned flags, int fd)
{
	int fdflags = fcntl(fd, F_GETFD), flflags = fcntl(fd, F_GETFL);

	la_report_in(topic, fdflags >= 0 && (fdflags & FD_CLOEXEC) &&
		     flflags >= 0 && (flflags & O_NONBLOCK),
		     "%s (%#x): fd %d, F_GETFD %#x, F_GETFL %#x (O_NONBLOCK %#x)",
		     what, flags, fd, (unsigned)fdflags, (unsigned)flflags,
		     (unsigned)O_NONBLOCK);
}

#endif
