/* The checks of <linuxabi/ioprio.h> that run real system calls: ioprio_get(2)
 * IOPRIO_WHO_PROCESS of the calling thread, ioprio_set(2) to a best-effort
 * level built from the field constants and back.
 * Shared by runtime-ioprio.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_ioprio_checks() runs them all and
 * prints "ok - ioprio: ..." or "not ok - ioprio: ..." lines. */
#ifndef LA_IOPRIO_CHECKS_H
#define LA_IOPRIO_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/ioprio.h>
#include "checks.h"

/* one "ok - ioprio: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_ioprio_report(good, ...) la_report_in("ioprio", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_ioprio_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

static void la_ioprio_checks(void)
{
	long old, r, now;
	int e, cls;
	int want = (IOPRIO_CLASS_BE << IOPRIO_CLASS_SHIFT) | 6;

	old = LA_SYSCALL(LINUXABI_SYS_ioprio_get, IOPRIO_WHO_PROCESS, 0);
	e = LA_ERROR(old);
	if (e) {
		la_ioprio_report(la_ioprio_absent(e), "ioprio_get "
				 "IOPRIO_WHO_PROCESS: %s (not run here)",
				 strerror(e));
		return;
	}
	cls = (int)(old >> IOPRIO_CLASS_SHIFT) & IOPRIO_CLASS_MASK;
	la_ioprio_report(old >= 0 && cls <= IOPRIO_CLASS_IDLE, "ioprio_get "
			 "IOPRIO_WHO_PROCESS: %#lx: class %d, level %ld, hint "
			 "%ld", old, cls, old & IOPRIO_LEVEL_MASK,
			 (old >> IOPRIO_HINT_SHIFT) & IOPRIO_HINT_MASK);
	r = LA_SYSCALL(LINUXABI_SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, want);
	e = LA_ERROR(r);
	now = LA_SYSCALL(LINUXABI_SYS_ioprio_get, IOPRIO_WHO_PROCESS, getpid());
	la_ioprio_report(r == 0 && now == want, "ioprio_set IOPRIO_CLASS_BE "
			 "level 6 (%#x): %ld %s, read back %#lx", want, r,
			 strerror(e), now);
	/* class IOPRIO_CLASS_INVALID: EINVAL */
	r = LA_SYSCALL(LINUXABI_SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0,
		       IOPRIO_CLASS_INVALID << IOPRIO_CLASS_SHIFT);
	e = LA_ERROR(r);
	la_ioprio_report(e == EINVAL, "ioprio_set IOPRIO_CLASS_INVALID: %ld, "
			 "%s", r, strerror(e));
	r = LA_SYSCALL(LINUXABI_SYS_ioprio_set, IOPRIO_WHO_PROCESS, 0, old);
	la_ioprio_report(r == 0, "ioprio_set back to %#lx: %ld", old, r);
}

#endif
