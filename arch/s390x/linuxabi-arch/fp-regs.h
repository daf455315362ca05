#ifndef LINUXABI_ARCH_FP_REGS_H
#define LINUXABI_ARCH_FP_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h> and <linuxabi/sigcontext.h>: a floating-point
 * register struct both headers hold, in a file of its own so that the
 * two can be included together.  Here: s390x: the kernel's
 * s390_fp_regs (<asm/ptrace.h>: the user area's, PTRACE_PEEKUSR's) and
 * _s390_fp_regs (<asm/sigcontext.h>: the signal frame's) are one layout.
 */

#include <stdint.h>

/* the floating-point registers */
struct linuxabi_s390_fp_regs {
	uint32_t fpc;                   /* the floating-point control register */
	uint32_t pad;
	uint64_t fprs[16];              /* doubles, as bits */
};

#endif
