#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: hppa, the rt_sigframe of
 * arch/parisc/kernel/signal.c (a 64-bit kernel's compat_rt_sigframe has
 * the same ucontext).  The kernel exports the sigcontext but not its
 * ucontext (arch/parisc/include/asm/ucontext.h): ours has that layout,
 * with the padding a 64-bit kernel names (compat_ucontext's pad) and
 * uc_sigmask as the kernel's two 32-bit words.  The instruction address
 * queue's low two bits hold the privilege level (3 for user code).
 */

#include <stdint.h>

/* sc_flags */
#define PARISC_SC_FLAG_ONSTACK          (1 << 0) /* on the alternate signal stack */
#define PARISC_SC_FLAG_IN_SYSCALL       (1 << 1) /* interrupted in a system call */

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint32_t sc_flags;              /* PARISC_SC_FLAG_* */
	uint32_t sc_gr[32];             /* sc_gr[0] holds the PSW; sp is gr30 */
	uint32_t __pad;
	uint64_t sc_fr[32];             /* fr0..fr31, fr0 the status register */
	uint32_t sc_iasq[2];            /* the instruction address space queue */
	uint32_t sc_iaoq[2];            /* the instruction address offset queue: the pc, the next pc */
	uint32_t sc_sar;                /* cr11 */
	uint32_t __pad2;
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	uint32_t __pad;
	struct linuxabi_sigcontext uc_mcontext;
	uint32_t uc_sigmask[2];         /* the mask at the signal, restored on return: signal n is bit (n-1)%32 of word (n-1)/32 */
};

#endif
