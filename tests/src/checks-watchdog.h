/* The checks of <linuxabi/watchdog.h> that run real system calls: none
 * that touch a watchdog.  Opening /dev/watchdog (or /dev/watchdogN) arms
 * a hardware watchdog, which resets the machine unless it is pinged and
 * closed in the driver's way, so no check opens one: faccessat(2) only
 * says whether /dev/watchdog and /dev/watchdog0 exist, and the ok line
 * names why their requests are not run (the oracle's checks of every
 * value and of struct linuxabi_watchdog_info on every ABI are the
 * evidence).  Shared by runtime-watchdog.c and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_watchdog_checks() prints "ok - watchdog: ..."
 * or "not ok - watchdog: ..." lines. */
#ifndef LA_WATCHDOG_CHECKS_H
#define LA_WATCHDOG_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include <fcntl.h>
#include <unistd.h>
#include <linuxabi/watchdog.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_watchdog_report(good, ...) \
	la_report_in("watchdog", (good), __VA_ARGS__)

static void la_watchdog_checks(void)
{
	static const char *const paths[] = { "/dev/watchdog",
					     "/dev/watchdog0" };
	unsigned i;
	long r;
	int e;

	for (i = 0; i < 2; i++) {
		r = LA_SYSCALL(LINUXABI_SYS_faccessat, AT_FDCWD, paths[i],
			       F_OK, 0);
		e = LA_ERROR(r);
		la_watchdog_report(!e || e == ENOENT || e == EACCES,
				   "%s: %s; never opened here: opening it "
				   "would arm a hardware watchdog that could "
				   "reset the machine, so WDIOC_GETSUPPORT "
				   "(%#lx) and the other requests are not run",
				   paths[i], e ? strerror(e) : "exists",
				   (unsigned long)WDIOC_GETSUPPORT);
	}
}

#endif
