#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: alpha, whose sigcontext keeps OSF/1's
 * layout (the kernel fills in only some of it) and whose ucontext the
 * kernel does not export (arch/alpha/include/asm/ucontext.h): an OSF
 * mask word before uc_stack, the 64-bit sigset_t last.  A handler
 * without SA_SIGINFO gets a struct linuxabi_sigcontext as its third
 * argument.
 */

#include <stdint.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	int64_t  sc_onstack;            /* 1 if the frame is on the alternate stack */
	int64_t  sc_mask;               /* the mask's first 64 signals, restored on return */
	int64_t  sc_pc;                 /* the restart address */
	int64_t  sc_ps;                 /* the processor status: 8 (user mode) */
	int64_t  sc_regs[32];           /* $0..$31; sp is 30, $31 reads 0 */
	int64_t  sc_ownedfp;            /* unused */
	int64_t  sc_fpregs[32];         /* $f0..$f31 ($f31 0) */
	uint64_t sc_fpcr;               /* the floating-point control register */
	uint64_t sc_fp_control;         /* unused */
	uint64_t sc_reserved1;
	uint64_t sc_reserved2;
	uint64_t sc_ssize;              /* unused */
	uint64_t sc_sbase;              /* unused */
	uint64_t sc_traparg_a0;         /* a0..a2 of the trap, from PALcode */
	uint64_t sc_traparg_a1;
	uint64_t sc_traparg_a2;
	uint64_t sc_fp_trap_pc;         /* unused */
	uint64_t sc_fp_trigger_sum;     /* unused */
	uint64_t sc_fp_trigger_inst;    /* unused */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint64_t uc_flags;              /* 0 */
	uint64_t uc_link;               /* 0 */
	uint64_t uc_osf_sigmask;        /* the mask's first 64 signals */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return: bit n-1 for signal n */
};

#endif
