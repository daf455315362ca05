#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: sparc64's two, which the
 * kernel writes after the frame only when there is something to save,
 * the sigcontext's sigc_fpu_save and sigc_rwin_save holding their
 * addresses (0 when absent).  The kernel does not export them
 * (arch/sparc/include/asm/sigcontext.h: __siginfo_fpu_t,
 * __siginfo_rwin_t).
 */

#include <stdint.h>

/* the floating-point state, when the thread had used the FPU */
struct linuxabi_siginfo_fpu {
	uint32_t si_float_regs[64];     /* %f0..%f63 */
	uint64_t si_fsr;                /* the floating-point state register */
	uint64_t si_gsr;                /* the VIS graphics status register */
	uint64_t si_fprs;               /* the floating-point registers state: which halves are dirty */
};

/* a register window not yet written to the user stack */
struct linuxabi_siginfo_reg_window {
	uint64_t locals[8];
	uint64_t ins[8];
};

/* the register windows the kernel still held at the signal */
struct linuxabi_siginfo_rwin {
	int      wsaved;                /* how many of reg_window are used */
	uint32_t __pad;
	struct linuxabi_siginfo_reg_window reg_window[7];
	uint64_t rwbuf_stkptrs[7];      /* each window's stack pointer */
};

#endif
