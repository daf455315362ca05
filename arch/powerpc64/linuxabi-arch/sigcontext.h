#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: powerpc64, the frames of
 * arch/powerpc/kernel/signal_64.c.  The register arrays are the kernel's
 * <asm/elf.h> sets: gp_regs[32] is the nip (the pc), gp_regs[1] the stack
 * pointer; regs points to gp_regs, v_regs to the vector registers in
 * vmx_reserve (16-byte aligned there), or is 0.
 */

#include <stdint.h>

/* the registers at the signal (the old frame's context, and the
   ucontext's uc_mcontext) */
struct linuxabi_sigcontext {
	uint64_t _unused[4];
	int32_t  signal;
	int32_t  _pad0;
	uint64_t handler;
	uint64_t oldmask;
	uint64_t regs;                  /* address of gp_regs */
	uint64_t gp_regs[48];           /* r0..r31, nip, msr, orig_r3, ctr, lnk, xer, ccr, softe, trap, dar, dsisr, result, ... */
	uint64_t fp_regs[33];           /* f0..f31 and the fpscr, doubles as bits */
	uint64_t v_regs;                /* address of v0..v31, vscr, vrsave (16 bytes each), or 0 */
	int64_t  vmx_reserve[101];      /* room for them, 16-byte aligned, and the VSX registers' low halves after */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint64_t uc_flags;              /* 0 */
	uint64_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
	uint8_t  __unused[120];         /* room for a 1024-bit mask */
	struct linuxabi_sigcontext uc_mcontext;
};

#endif
