/* What every tests/src/checks-*.h prints a result with: one line,
 * "ok - TOPIC: ..." or "not ok - TOPIC: ...", flushed at once so that a
 * crash later in the program leaves every earlier line behind.  Each
 * topic's la_<topic>_report(good, fmt, ...) is this with its name. */
#ifndef LA_CHECKS_H
#define LA_CHECKS_H

#include <stdarg.h>
#include <stdio.h>

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
