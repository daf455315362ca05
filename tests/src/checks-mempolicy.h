/* The checks of <linuxabi/mempolicy.h> that run real system calls: get_mempolicy(2)
 * of the calling thread, and set_mempolicy(2) MPOL_PREFERRED on a node it
 * may use, read back, then MPOL_DEFAULT again.
 * Shared by runtime-mempolicy.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_mempolicy_checks() runs them all and
 * prints "ok - mempolicy: ..." or "not ok - mempolicy: ..." lines. */
#ifndef LA_MEMPOLICY_CHECKS_H
#define LA_MEMPOLICY_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/mempolicy.h>
#include "checks.h"

/* one "ok - mempolicy: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_mempolicy_report(good, ...) la_report_in("mempolicy", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_mempolicy_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

static void la_mempolicy_checks(void)
{
	/* node masks are arrays of the ABI's unsigned long: 1024 nodes */
	unsigned long mask[1024 / (8 * sizeof(unsigned long))];
	unsigned long bits = 8 * sizeof mask, one[1024 / (8 * sizeof(unsigned long))];
	int mode = -1, node = -1;
	unsigned i;
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_get_mempolicy, &mode, NULL, 0, NULL, 0);
	e = LA_ERROR(r);
	if (e) {
		la_mempolicy_report(la_mempolicy_absent(e), "get_mempolicy: %s "
				    "(not run here)", strerror(e));
		return;
	}
	la_mempolicy_report(r == 0 && mode >= MPOL_DEFAULT &&
			    mode <= MPOL_WEIGHTED_INTERLEAVE,
			    "get_mempolicy: %ld, mode %d (MPOL_DEFAULT %d)", r,
			    mode, MPOL_DEFAULT);
	memset(mask, 0, sizeof mask);
	r = LA_SYSCALL(LINUXABI_SYS_get_mempolicy, NULL, mask, bits, NULL,
		       MPOL_F_MEMS_ALLOWED);
	for (i = 0; i < bits && node < 0; i++)
		if (mask[i / (8 * sizeof mask[0])] >> (i % (8 * sizeof mask[0])) & 1)
			node = (int)i;
	la_mempolicy_report(r == 0 && node >= 0, "get_mempolicy "
			    "MPOL_F_MEMS_ALLOWED: %ld, first node %d", r, node);
	if (node < 0)
		return;
	memset(one, 0, sizeof one);
	one[node / (8 * sizeof one[0])] = 1UL << (node % (8 * sizeof one[0]));
	r = LA_SYSCALL(LINUXABI_SYS_set_mempolicy, MPOL_PREFERRED, one, bits);
	e = LA_ERROR(r);
	mode = -1;
	memset(mask, 0, sizeof mask);
	LA_SYSCALL(LINUXABI_SYS_get_mempolicy, &mode, mask, bits, NULL, 0);
	la_mempolicy_report(r == 0 && mode == MPOL_PREFERRED &&
			    !memcmp(mask, one, sizeof one),
			    "set_mempolicy MPOL_PREFERRED node %d: %ld %s, then "
			    "get_mempolicy mode %d and its node mask", node, r,
			    strerror(e), mode);
	r = LA_SYSCALL(LINUXABI_SYS_set_mempolicy, MPOL_DEFAULT, NULL, 0);
	mode = -1;
	LA_SYSCALL(LINUXABI_SYS_get_mempolicy, &mode, NULL, 0, NULL, 0);
	la_mempolicy_report(r == 0 && mode == MPOL_DEFAULT, "set_mempolicy "
			    "MPOL_DEFAULT: %ld, mode %d", r, mode);
	/* a mode flag the mode does not take: EINVAL */
	r = LA_SYSCALL(LINUXABI_SYS_set_mempolicy,
		       MPOL_DEFAULT | MPOL_F_STATIC_NODES, one, bits);
	e = LA_ERROR(r);
	la_mempolicy_report(e == EINVAL, "set_mempolicy MPOL_DEFAULT|"
			    "MPOL_F_STATIC_NODES: %ld, %s", r, strerror(e));
}

#endif
