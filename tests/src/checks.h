/* What every tests/src/checks-*.h prints a result with: one line,
 * "ok - TOPIC: ..." or "not ok - TOPIC: ...", flushed at once so that a
 * crash later in the program leaves every earlier line behind.  Each
 * topic's la_<topic>_report(good, fmt, ...) is this with its name. */
#ifndef LA_CHECKS_H
#define LA_CHECKS_H

#include <errno.h>
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

#endif
