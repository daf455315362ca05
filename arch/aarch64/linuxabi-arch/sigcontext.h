#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: aarch64, the rt_sigframe of
 * arch/arm64/kernel/signal.c.  The kernel aligns __reserved, and with
 * it both structs, to 16 bytes; ours are aligned to 8, with every offset
 * and size the kernel's (the __pad members).  The general registers are
 * those of struct linuxabi_user_regs (<linuxabi/ptrace.h>), flat here
 * as in the kernel's struct, after fault_address.
 */

#include <stdint.h>

/* the registers at the signal, then the records */
struct linuxabi_sigcontext {
	uint64_t fault_address;         /* a fault's address (FAR_EL1) */
	uint64_t regs[31];              /* x0..x30 */
	uint64_t sp;
	uint64_t pc;
	uint64_t pstate;
	uint64_t __pad;
	uint8_t  __reserved[4096];      /* the records (struct linuxabi_aarch64_ctx):
	                                   FPSIMD_MAGIC's first */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint64_t uc_flags;              /* 0 */
	uint64_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
	uint8_t  __unused[120];         /* room for a 1024-bit mask */
	uint64_t __pad;
	struct linuxabi_sigcontext uc_mcontext;
};

#endif
