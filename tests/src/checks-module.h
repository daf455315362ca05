/* The checks of <linuxabi/module.h> that run real system calls, only those
 * that cannot load a module: finit_module(2) of no file (fd -1) with the
 * three MODULE_INIT_* flags (the kernel knows them: EBADF where the call
 * is allowed) and with the next bit above them (unknown: EINVAL).  Where
 * the call is not allowed (no CAP_SYS_MODULE, kernel.modules_disabled, a
 * seccomp filter) both are EPERM, an ok line that says so; qemu 7.2's
 * user-mode emulation passes finit_module on or answers ENOSYS.  Shared
 * by runtime-module.c and emulated.c; before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_module_checks() prints "ok - module: ..." or "not ok - module: ..."
 * lines. */
#ifndef LA_MODULE_CHECKS_H
#define LA_MODULE_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/module.h>
#include "checks.h"

#define la_module_report(good, ...) la_report_in("module", (good), __VA_ARGS__)

static void la_module_checks(void)
{
	int known = MODULE_INIT_IGNORE_MODVERSIONS | MODULE_INIT_IGNORE_VERMAGIC |
		    MODULE_INIT_COMPRESSED_FILE;
	long r;
	int e, e2;

	r = LA_SYSCALL(LINUXABI_SYS_finit_module, -1, "", known);
	e = LA_ERROR(r);
	r = LA_SYSCALL(LINUXABI_SYS_finit_module, -1, "",
		       MODULE_INIT_COMPRESSED_FILE << 1);
	e2 = LA_ERROR(r);
	if (e == EPERM || e == ENOSYS) {
		la_module_report(e2 == e, "finit_module(2): %s for both; %s, so "
				 "the flags are not told apart", strerror(e),
				 e == EPERM ? "no CAP_SYS_MODULE, "
				 "kernel.modules_disabled or a seccomp filter" :
				 "no finit_module here (CONFIG_MODULES off, "
				 "qemu, or a seccomp filter hides it)");
		return;
	}
	la_module_report(e == EBADF, "finit_module(2) of fd -1 with "
			 "MODULE_INIT_IGNORE_MODVERSIONS | _IGNORE_VERMAGIC | "
			 "_COMPRESSED_FILE (%#x): %s (EBADF: the flags are known)",
			 (unsigned)known, e ? strerror(e) : "done");
	la_module_report(e2 == EINVAL, "finit_module(2) of fd -1 with the bit "
			 "above MODULE_INIT_COMPRESSED_FILE (%#x): %s (EINVAL: "
			 "unknown)", (unsigned)(MODULE_INIT_COMPRESSED_FILE << 1),
			 e2 ? strerror(e2) : "done");
}

#endif
