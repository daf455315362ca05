#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: arm (EABI), the rt_sigframe of
 * arch/arm/kernel/signal.c.  The kernel exports the sigcontext but not
 * its ucontext (arch/arm/include/asm/ucontext.h): ours has that layout,
 * with uc_regspace, where the kernel writes the coprocessor records
 * (VFP's), and a 64-bit uc_sigmask (the kernel's sigset_t; the exported
 * <asm/signal.h>'s has 32 bits).
 */

#include <stdint.h>

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint32_t trap_no;               /* the exception's trap number */
	uint32_t error_code;            /* the fault status */
	uint32_t oldmask;               /* the first 32 bits of uc_sigmask */
	uint32_t arm_r0;
	uint32_t arm_r1;
	uint32_t arm_r2;
	uint32_t arm_r3;
	uint32_t arm_r4;
	uint32_t arm_r5;
	uint32_t arm_r6;
	uint32_t arm_r7;
	uint32_t arm_r8;
	uint32_t arm_r9;
	uint32_t arm_r10;
	uint32_t arm_fp;                /* r11 */
	uint32_t arm_ip;                /* r12 */
	uint32_t arm_sp;                /* r13 */
	uint32_t arm_lr;                /* r14 */
	uint32_t arm_pc;                /* r15 */
	uint32_t arm_cpsr;
	uint32_t fault_address;
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* 0 */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
	uint8_t  __unused[120];         /* room for a 1024-bit mask */
	uint32_t uc_regspace[128];      /* the coprocessor records, each a magic
	                                   and a size in bytes, to a 0 magic */
};

#endif
