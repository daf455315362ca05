#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: m68k (with an MMU), the frames of
 * arch/m68k/kernel/signal.c: a handler installed with SA_SIGINFO gets the
 * rt_sigframe's ucontext, whose uc_mcontext is struct linuxabi_mcontext
 * (the registers as gregs[]); struct linuxabi_sigcontext is the older
 * frame's, without SA_SIGINFO.  uc_sigmask is the kernel's sigset_t, two
 * 32-bit words, where the exported <asm/signal.h>'s has one.  int32_t
 * and uint32_t are 2-byte aligned here, as the kernel's int and long.
 */

#include <stdint.h>

#define NGREG                           18   /* the words of gregs */
#define MCONTEXT_VERSION                2    /* uc_mcontext.version */

/* the registers at the signal, the frame without SA_SIGINFO */
struct linuxabi_sigcontext {
	uint32_t sc_mask;               /* the first 32 bits of the mask at the signal */
	uint32_t sc_usp;                /* the user stack pointer (a7) */
	uint32_t sc_d0;
	uint32_t sc_d1;
	uint32_t sc_a0;
	uint32_t sc_a1;
	uint16_t sc_sr;                 /* the status register */
	uint32_t sc_pc;
	uint16_t sc_formatvec;          /* the exception frame's format (top 4 bits) and vector offset */
	uint32_t sc_fpregs[6];          /* fp0 and fp1, 96 bits each */
	uint32_t sc_fpcntl[3];          /* fpcr, fpsr, fpiar */
	uint8_t  sc_fpstate[216];       /* the FPU's fsave frame */
};

/* the floating-point registers of struct linuxabi_mcontext */
struct linuxabi_fpregset {
	int32_t f_fpcntl[3];            /* fpcr, fpsr, fpiar */
	int32_t f_fpregs[24];           /* fp0..fp7, 96 bits each */
};

/* the registers at the signal, the ucontext's */
struct linuxabi_mcontext {
	int32_t version;                /* MCONTEXT_VERSION */
	int32_t gregs[18];              /* d0..d7, a0..a6, then the usp (sp), pc, sr */
	struct linuxabi_fpregset fpregs;
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_mcontext uc_mcontext;
	uint32_t uc_filler[80];         /* the FPU's fsave frame (216 bytes), then the exception
	                                   frame's format and vector word (uc_filler[54]) and its
	                                   extra words */
	uint32_t uc_sigmask[2];         /* the mask at the signal, restored on return: signal n is bit (n-1)%32 of word (n-1)/32 */
};

#endif
