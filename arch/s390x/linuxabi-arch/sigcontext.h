#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: s390x, the frames of
 * arch/s390/kernel/signal.c.  A SA_SIGINFO handler's third argument is
 * struct linuxabi_ucontext_extended (the rt frame's), whose first part
 * is struct linuxabi_ucontext; its uc_mcontext is the register save area
 * itself.  struct linuxabi_sigcontext is the old (non-SA_SIGINFO)
 * frame's, which points to the save area.
 */

#include <stdint.h>

/* uc_flags */
#define UC_GPRS_HIGH    1   /* the high halves of the GPRs were saved (31-bit frames only) */
#define UC_VXRS         2   /* uc_mcontext_ext's vector registers are valid */

/* the old signal frame's context, a handler's second argument */
struct linuxabi_sigcontext {
	uint64_t oldmask[1];            /* the mask at the signal (LINUXABI_SIGCONTEXT_NSIG_WORDS) */
	uint64_t sregs;                 /* address of the struct linuxabi_sigregs */
};

/* the rt frame's context, up to the mask */
struct linuxabi_ucontext {
	uint64_t uc_flags;              /* UC_* */
	uint64_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigregs uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
	uint8_t  __unused[120];         /* room for a 1024-bit mask */
};

/* a SA_SIGINFO handler's third argument: the ucontext and the vector
   registers; grows at its end with new registers */
struct linuxabi_ucontext_extended {
	uint64_t uc_flags;              /* UC_* */
	uint64_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack;
	struct linuxabi_sigregs uc_mcontext;
	uint64_t uc_sigmask;
	uint8_t  __unused[120];
	struct linuxabi_sigregs_ext uc_mcontext_ext;
};

#endif
