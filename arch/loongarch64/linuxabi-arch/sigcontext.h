#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: loongarch64, the rt_sigframe of
 * arch/loongarch/kernel/signal.c.  The kernel aligns its sc_extcontext,
 * an empty array at the sigcontext's end, and with it both structs, to
 * 16 bytes; ours are aligned to 8, with every offset and size the
 * kernel's (the __pad members): the records (struct linuxabi_sctx_info)
 * begin at the sigcontext's end.
 */

#include <stdint.h>

/* the registers at the signal; the records follow */
struct linuxabi_sigcontext {
	uint64_t sc_pc;
	uint64_t sc_regs[32];           /* r0..r31: r1 ra, r3 sp */
	uint32_t sc_flags;              /* SC_* */
	uint32_t __pad;
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
