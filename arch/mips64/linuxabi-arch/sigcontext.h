#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: mips64 (n64), the kernel's n32/n64
 * sigcontext (64-bit registers, hi/lo and the DSP accumulators 64 bits)
 * and 64-bit uc_flags, uc_link and mask words.  The extended context
 * records (<linuxabi-arch/sigcontext-ext.h>) follow uc_sigmask.
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
	uint64_t uc_flags;              /* 0 */
	uint64_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask[2];         /* the mask at the signal, restored on return: signal n is bit (n-1)%64 of word (n-1)/64 */
};

#endif
