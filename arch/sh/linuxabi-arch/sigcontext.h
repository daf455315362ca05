#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: sh (SH-4), the rt_sigframe of
 * arch/sh/kernel/signal_32.c, with the exported sigcontext and
 * asm-generic's ucontext.
 */

#include <stdint.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint32_t oldmask;               /* the first 32 bits of uc_sigmask */
	uint32_t sc_regs[16];           /* r0..r15 (r15 the stack pointer) */
	uint32_t sc_pc;
	uint32_t sc_pr;                 /* the return address */
	uint32_t sc_sr;
	uint32_t sc_gbr;
	uint32_t sc_mach;
	uint32_t sc_macl;
	uint32_t sc_fpregs[16];         /* fr0..fr15 */
	uint32_t sc_xfpregs[16];        /* xf0..xf15, the other bank */
	uint32_t sc_fpscr;
	uint32_t sc_fpul;
	uint32_t sc_ownedfp;            /* 1 when the FPU registers were saved */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
};

#endif
