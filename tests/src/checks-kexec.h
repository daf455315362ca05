/* The checks of <linuxabi/kexec.h> that run real system calls, only those
 * that cannot load or unload a kernel whatever the privileges:
 * kexec_load(2) with KEXEC_SEGMENT_MAX + 1 segments (refused before the
 * kernel reads them), and with one segment, no segment array and another
 * architecture's KEXEC_ARCH_* (refused before it reads them).  Neither
 * ever passes KEXEC_ON_CRASH or zero segments, which would unload a loaded
 * kernel.  Unprivileged (no CAP_SYS_BOOT, kernel.kexec_load_disabled, a
 * seccomp filter): EPERM, an ok line that says so; qemu 7.2's user-mode
 * emulation has no kexec_load: ENOSYS, likewise.  Shared by
 * runtime-kexec.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_kexec_checks()
 * prints "ok - kexec: ..." or "not ok - kexec: ..." lines. */
#ifndef LA_KEXEC_CHECKS_H
#define LA_KEXEC_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/kexec.h>
#include "checks.h"

#define la_kexec_report(good, ...) la_report_in("kexec", (good), __VA_ARGS__)

/* what an errno of a refused call says */
static const char *la_kexec_why(int e)
{
	if (e == EPERM)
		return "refused: no CAP_SYS_BOOT, kernel.kexec_load_disabled "
		       "or a seccomp filter";
	if (e == ENOSYS)
#ifdef LA_EMULATED
		return "qemu 7.2's user-mode emulation has no kexec_load";
#else
		return "this kernel has no kexec_load (CONFIG_KEXEC off) or a "
		       "seccomp filter hides it";
#endif
	if (e == EINVAL)
		return "rejected before any segment is read";
	return strerror(e);
}

static void la_kexec_checks(void)
{
	struct linuxabi_kexec_segment seg;
	long r;
	int e;

	memset(&seg, 0, sizeof seg);
	la_kexec_report(sizeof seg == 2 * sizeof seg.buf + 2 * sizeof seg.bufsz &&
			sizeof seg.bufsz == sizeof seg.buf,
			"struct linuxabi_kexec_segment: %u bytes, two pointers "
			"and two sizes of a pointer's width",
			(unsigned)sizeof seg);

	r = LA_SYSCALL(LINUXABI_SYS_kexec_load, 0UL,
		       (unsigned long)KEXEC_SEGMENT_MAX + 1, (void *)0,
		       (unsigned long)KEXEC_ARCH_DEFAULT);
	e = LA_ERROR(r);
	la_kexec_report(e == EINVAL || e == EPERM || e == ENOSYS,
			"kexec_load(2) of KEXEC_SEGMENT_MAX + 1 (%d) segments: "
			"%s (%s)", KEXEC_SEGMENT_MAX + 1, e ? strerror(e) : "done",
			la_kexec_why(e));

	/* an architecture no ABI here runs with its ELF machine: refused by
	   the architecture check, before the segments are read */
	r = LA_SYSCALL(LINUXABI_SYS_kexec_load, 0UL, 1UL, (void *)0,
		       (unsigned long)KEXEC_ARCH_IA_64);
	e = LA_ERROR(r);
	la_kexec_report(e == EINVAL || e == EPERM || e == ENOSYS,
			"kexec_load(2) of one segment for KEXEC_ARCH_IA_64 "
			"(%#x): %s (%s)", (unsigned)KEXEC_ARCH_IA_64,
			e ? strerror(e) : "done", la_kexec_why(e));
}

#endif
