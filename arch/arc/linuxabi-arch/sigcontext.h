#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: arc, the rt_sigframe of
 * arch/arc/kernel/signal.c, with the exported sigcontext and asm-generic's
 * ucontext.  The sigcontext is <linuxabi/ptrace.h>'s register sets: the
 * kernel fills regs.scratch (the pc is its ret) and, on ARCv2, v2abi.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	struct linuxabi_user_regs regs;
	struct linuxabi_user_regs_arcv2 v2abi;
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
