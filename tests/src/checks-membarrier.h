/* The checks of <linuxabi/membarrier.h> that run real system calls: membarrier(2)
 * MEMBARRIER_CMD_QUERY, and the private expedited barrier after its
 * registration when the kernel offers it.
 * Shared by runtime-membarrier.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_membarrier_checks() runs them all and
 * prints "ok - membarrier: ..." or "not ok - membarrier: ..." lines. */
#ifndef LA_MEMBARRIER_CHECKS_H
#define LA_MEMBARRIER_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/membarrier.h>
#include "checks.h"

/* one "ok - membarrier: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_membarrier_report(good, ...) la_report_in("membarrier", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_membarrier_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

static void la_membarrier_checks(void)
{
	long q, r;
	int e;

	q = LA_SYSCALL(LINUXABI_SYS_membarrier, MEMBARRIER_CMD_QUERY, 0, 0);
	e = LA_ERROR(q);
	if (e) {
		la_membarrier_report(la_membarrier_absent(e) || e == EINVAL,
				     "MEMBARRIER_CMD_QUERY: %s (not run here)",
				     strerror(e));
		return;
	}
	la_membarrier_report(q >= 0 && !(q & MEMBARRIER_CMD_QUERY),
			     "MEMBARRIER_CMD_QUERY: %#lx%s", q,
			     (q & MEMBARRIER_CMD_GLOBAL) ? " (with GLOBAL)" : "");
	if (!(q & MEMBARRIER_CMD_PRIVATE_EXPEDITED))
		return;
	/* unregistered: EPERM; registered: 0 */
	r = LA_SYSCALL(LINUXABI_SYS_membarrier,
		       MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
	e = LA_ERROR(r);
	la_membarrier_report(e == EPERM, "MEMBARRIER_CMD_PRIVATE_EXPEDITED "
			     "before registering: %ld, %s", r, strerror(e));
	r = LA_SYSCALL(LINUXABI_SYS_membarrier,
		       MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED, 0, 0);
	la_membarrier_report(r == 0, "MEMBARRIER_CMD_REGISTER_PRIVATE_"
			     "EXPEDITED: %ld", r);
	r = LA_SYSCALL(LINUXABI_SYS_membarrier,
		       MEMBARRIER_CMD_PRIVATE_EXPEDITED, 0, 0);
	la_membarrier_report(r == 0, "MEMBARRIER_CMD_PRIVATE_EXPEDITED: %ld",
			     r);
	if (q & MEMBARRIER_CMD_GET_REGISTRATIONS) {
		r = LA_SYSCALL(LINUXABI_SYS_membarrier,
			       MEMBARRIER_CMD_GET_REGISTRATIONS, 0, 0);
		la_membarrier_report(r >= 0 && (r & MEMBARRIER_CMD_REGISTER_PRIVATE_EXPEDITED),
				     "MEMBARRIER_CMD_GET_REGISTRATIONS: %#lx",
				     r);
	}
}

#endif
