#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: mipsn32, the kernel's n32/n64
 * sigcontext (64-bit registers, hi/lo and the DSP accumulators 64 bits)
 * in arch/mips/kernel/signal_n32.c's ucontextn32: 32-bit uc_flags and
 * uc_link, and the mask as the 32-bit words of the compat sigset.  The
 * extended context records (<linuxabi-arch/sigcontext-ext.h>) follow
 * uc_sigmask.
 */

#include <stdint.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint64_t sc_regs[32];           /* $0..$31; sp is 29, ra 31 */
	uint64_t sc_fpregs[32];         /* $f0..$f31, with USED_FP */
	uint64_t sc_mdhi;               /* hi */
	uint64_t sc_hi1;                /* the DSP accumulators 1..3 */
	uint64_t sc_hi2;
	uint64_t sc_hi3;
	uint64_t sc_mdlo;               /* lo */
	uint64_t sc_lo1;
	uint64_t sc_lo2;
	uint64_t sc_lo3;
	uint64_t sc_pc;                 /* the restart address (EPC) */
	uint32_t sc_fpc_csr;            /* FCSR */
	uint32_t sc_used_math;          /* USED_* */
	uint32_t sc_dsp;                /* DSP control */
	uint32_t sc_reserved;
};

/* a SA_SIGINFO handler's third argument; the extended context records
   follow it (uc_extcontext in the kernel) */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	uint32_t __pad;
	struct linuxabi_sigcontext uc_mcontext;
	uint32_t uc_sigmask[4];         /* the mask at the signal, restored on return: signal n is bit (n-1)%32 of word (n-1)/32 */
};

#endif
