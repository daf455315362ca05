#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: powerpc (32-bit), the frames of
 * arch/powerpc/kernel/signal_32.c.  A SA_SIGINFO handler's ucontext holds
 * the registers in struct linuxabi_mcontext, which uc_regs points to; the
 * old (non-SA_SIGINFO) frame's sigcontext points to one through regs.
 * The register arrays are the kernel's <asm/elf.h> sets: mc_gregs[32] is
 * the nip (the pc), mc_gregs[1] the stack pointer.  The kernel aligns
 * mc_vregs, and with it both structs, to 16 bytes; ours are aligned to 8,
 * with every offset and size the kernel's.
 */

#include <stdint.h>

/* the old signal frame's context */
struct linuxabi_sigcontext {
	uint32_t _unused[4];
	int32_t  signal;
	uint32_t handler;
	uint32_t oldmask;               /* the mask's first word at the signal */
	uint32_t regs;                  /* address of the struct linuxabi_mcontext */
};

/* the registers at the signal */
struct linuxabi_mcontext {
	uint32_t mc_gregs[48];          /* r0..r31, nip, msr, orig_r3, ctr, lnk, xer, ccr, mq, trap, dar, dsisr, result, ... */
	uint64_t mc_fregs[33];          /* f0..f31 and the fpscr, doubles as bits */
	uint32_t mc_pad[2];
	uint32_t mc_vregs[132];         /* v0..v31, 4 words each, then vscr (word 3) and vrsave */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	int32_t  uc_pad[7];
	uint32_t uc_regs;               /* address of uc_mcontext */
	uint32_t uc_sigmask[2];         /* the mask at the signal, signals 1-32 in word 0 */
	int32_t  uc_maskext[30];        /* room for a 1024-bit mask */
	int32_t  uc_pad2[3];
	struct linuxabi_mcontext uc_mcontext;
};

#endif
