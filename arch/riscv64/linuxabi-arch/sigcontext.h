#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: riscv64, the rt_sigframe of
 * arch/riscv/kernel/signal.c: the general registers are struct
 * linuxabi_user_regs (<linuxabi/ptrace.h>), as the kernel's sigcontext
 * embeds ptrace's user_regs_struct.  The kernel aligns both structs to 16
 * bytes; ours are aligned to 8, with every offset and size the kernel's.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* the kernel's anonymous union after the registers */
union linuxabi_sigcontext_ext {
	union linuxabi_riscv_fp_state sc_fpregs;
	struct linuxabi_riscv_extra_ext_header sc_extdesc; /* hdr: the first record's */
};

/* the registers at the signal; the extension records follow */
struct linuxabi_sigcontext {
	struct linuxabi_user_regs sc_regs;
	union linuxabi_sigcontext_ext sc_ext;
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
