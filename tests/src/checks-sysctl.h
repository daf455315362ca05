/* The checks of <linuxabi/sysctl.h> that run real system calls: _sysctl(2)
 * with a struct linuxabi_sysctl_args reading CTL_KERN, KERN_OSTYPE (the
 * string "Linux") on the ABIs that have the call (LINUXABI_SYS_sysctl).
 * Linux 5.5 removed it: ENOSYS is the answer of every kernel since, an ok
 * line that says so; a kernel older than that answers "Linux" with its
 * length, or ENOTDIR or EPERM where it was built without the binary
 * interface.  qemu 7.2 answers ENOSYS too; a qemu that does not pass
 * the call on answers ENOTDIR for every name: an ok line under qemu
 * (LA_QEMU).  An ABI with no call
 * (x32, the asm-generic ones) gets an ok line saying so.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_sysctl_checks() prints "ok - sysctl: ..." or "not ok - sysctl: ..."
 * lines. */
#ifndef LA_SYSCTL_CHECKS_H
#define LA_SYSCTL_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/sysctl.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_sysctl_report(good, ...) la_report_in("sysctl", (good), __VA_ARGS__)

static void la_sysctl_checks(void)
{
#ifdef LINUXABI_SYS_sysctl
	struct linuxabi_sysctl_args args;
	int name[2];
	char buf[64];
	/* the kernel's size_t: as wide as the pointer members */
	uintptr_t len = sizeof buf - 1;
	long r;
	int e;

	la_sysctl_report(CTL_MAXNAME == 10 && sizeof args ==
			 (sizeof(void *) == 8 ? 80 : 40),
			 "struct linuxabi_sysctl_args is %u bytes, CTL_MAXNAME %d",
			 (unsigned)sizeof args, CTL_MAXNAME);
	name[0] = CTL_KERN;
	name[1] = KERN_OSTYPE;
	memset(buf, 0, sizeof buf);
	memset(&args, 0, sizeof args);
	args.name = (uintptr_t)name;
	args.nlen = 2;
	args.oldval = (uintptr_t)buf;
	args.oldlenp = (uintptr_t)&len;
	r = LA_SYSCALL(LINUXABI_SYS_sysctl, &args);
	e = LA_ERROR(r);
	if (e == ENOSYS)
		la_sysctl_report(1, "_sysctl(2) CTL_KERN.KERN_OSTYPE: ENOSYS "
				 "(removed in Linux 5.5)");
#ifdef LA_QEMU
	else if (e == ENOTDIR)
		la_sysctl_report(1, "_sysctl(2) CTL_KERN.KERN_OSTYPE: ENOTDIR "
				 "(qemu does not pass the call on)");
#endif
	else if (e == ENOTDIR || e == EPERM || e == EACCES)
		la_sysctl_report(1, "_sysctl(2) CTL_KERN.KERN_OSTYPE: %s (a "
				 "kernel without the binary interface)",
				 strerror(e));
	else
		la_sysctl_report(!e && len == 5 && strcmp(buf, "Linux") == 0,
				 "_sysctl(2) CTL_KERN.KERN_OSTYPE: %ld, \"%s\", "
				 "length %lu", r, e ? strerror(e) : buf,
				 (unsigned long)len);
#else
	la_sysctl_report(CTL_KERN == 1 && KERN_OSTYPE == 1,
			 "no _sysctl(2) on this ABI (CTL_KERN %d, "
			 "KERN_OSTYPE %d)", CTL_KERN, KERN_OSTYPE);
#endif
}

#endif
