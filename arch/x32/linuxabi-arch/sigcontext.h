#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: x32, the rt_sigframe_x32 of
 * arch/x86/kernel/signal_64.c: the kernel's struct ucontext_x32
 * (arch/x86/include/asm/sigframe.h), x32's 32-bit ucontext head and
 * compat stack_t around the 64-bit sigcontext of x86_64, and a 64-bit
 * uc_sigmask (the exported header's sigset_t, an unsigned long, has 32
 * bits).  fpstate is the 64-bit address the kernel writes, read as its
 * low half and the zero high half (x32 addresses are below 4 GiB).
 */

#include <stdint.h>

/* struct linuxabi_ucontext uc_flags, besides UC_FP_XSTATE */
#define UC_SIGCONTEXT_SS        0x2     /* uc_mcontext.ss holds the SS at the signal */
#define UC_STRICT_RESTORE_SS    0x4     /* rt_sigreturn(2) restores that SS as it is */

/* the XSAVE area fpstate points to, where its sw_reserved.magic1 is
   FP_XSTATE_MAGIC1: the state components of xstate_hdr.xfeatures
   follow, to sw_reserved.extended_size bytes in all */
struct linuxabi_xstate {
	struct linuxabi_fpstate_64 fpstate;
	struct linuxabi_xstate_header xstate_hdr;
	struct linuxabi_ymmh_state ymmh;
};

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint64_t r8;
	uint64_t r9;
	uint64_t r10;
	uint64_t r11;
	uint64_t r12;
	uint64_t r13;
	uint64_t r14;
	uint64_t r15;
	uint64_t rdi;
	uint64_t rsi;
	uint64_t rbp;
	uint64_t rbx;
	uint64_t rdx;
	uint64_t rax;
	uint64_t rcx;
	uint64_t rsp;
	uint64_t rip;
	uint64_t eflags;
	uint16_t cs;
	uint16_t gs;                    /* unused: 0 */
	uint16_t fs;                    /* unused: 0 */
	uint16_t ss;                    /* with UC_SIGCONTEXT_SS (the kernel's alias: __pad0) */
	uint64_t err;                   /* the fault's error code */
	uint64_t trapno;                /* the fault's exception vector */
	uint64_t oldmask;               /* the first 64 signals of uc_sigmask */
	uint64_t cr2;                   /* a page fault's address */
	uint32_t fpstate;               /* address of the floating-point state, or 0 */
	uint32_t __fpstate_pad;         /* its high half: 0 */
	uint64_t reserved1[8];
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* UC_* */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	uint32_t __pad;
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
};

#endif
