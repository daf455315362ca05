#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: mips (o32), the kernel's o32 layout
 * (_MIPS_SIM_ABI32): the registers are 64 bits wide, as a 64-bit kernel
 * saves them (a 32-bit kernel sign-extends), the accumulators of the DSP
 * ASE 32.  The extended context records (<linuxabi-arch/sigcontext-ext.h>)
 * follow uc_sigmask.
 */

#include <stdint.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint32_t sc_regmask;            /* unused */
	uint32_t sc_status;             /* unused */
	uint64_t sc_pc;                 /* the restart address (EPC) */
	uint64_t sc_regs[32];           /* $0..$31; sp is 29, ra 31 */
	uint64_t sc_fpregs[32];         /* $f0..$f31, with USED_FP */
	uint32_t sc_acx;                /* SmartMIPS ACX */
	uint32_t sc_fpc_csr;            /* FCSR */
	uint32_t sc_fpc_eir;            /* unused */
	uint32_t sc_used_math;          /* USED_* */
	uint32_t sc_dsp;                /* DSP control */
	uint32_t __pad;
	uint64_t sc_mdhi;               /* hi */
	uint64_t sc_mdlo;               /* lo */
	uint32_t sc_hi1;                /* the DSP accumulators 1..3 */
	uint32_t sc_lo1;
	uint32_t sc_hi2;
	uint32_t sc_lo2;
	uint32_t sc_hi3;
	uint32_t sc_lo3;
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
