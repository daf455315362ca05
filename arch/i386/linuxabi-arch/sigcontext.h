#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext and
 * struct linuxabi_ucontext.  Here: i386, the rt_sigframe of
 * arch/x86/kernel/signal_32.c (an x86_64 kernel's ia32 frame, struct
 * ucontext_ia32 of arch/x86/include/asm/sigframe.h, is the same):
 * asm-generic's ucontext around the 32-bit sigcontext, and a 64-bit
 * uc_sigmask (the exported header's sigset_t, an unsigned long, has 32
 * bits).  fpstate points into the frame: to a struct linuxabi_fpstate_32
 * whose sw_reserved.magic1 tells whether an XSAVE area (struct
 * linuxabi_xstate and more) begins with it.
 */

#include <stdint.h>

/* the XSAVE area fpstate points to, where its sw_reserved.magic1 is
   FP_XSTATE_MAGIC1: the state components of xstate_hdr.xfeatures
   follow, to sw_reserved.extended_size bytes in all */
struct linuxabi_xstate {
	struct linuxabi_fpstate_32 fpstate;
	struct linuxabi_xstate_header xstate_hdr;
	struct linuxabi_ymmh_state ymmh;
};

/* the registers at the signal */
struct linuxabi_sigcontext {
	uint16_t gs, __gsh;
	uint16_t fs, __fsh;
	uint16_t es, __esh;
	uint16_t ds, __dsh;
	uint32_t edi;
	uint32_t esi;
	uint32_t ebp;
	uint32_t esp;
	uint32_t ebx;
	uint32_t edx;
	uint32_t ecx;
	uint32_t eax;
	uint32_t trapno;                /* the fault's exception vector */
	uint32_t err;                   /* the fault's error code */
	uint32_t eip;
	uint16_t cs, __csh;
	uint32_t eflags;
	uint32_t esp_at_signal;         /* esp again */
	uint16_t ss, __ssh;
	uint32_t fpstate;               /* address of the floating-point state, or 0 */
	uint32_t oldmask;               /* the first 32 signals of uc_sigmask */
	uint32_t cr2;                   /* a page fault's address */
};

/* a SA_SIGINFO handler's third argument */
struct linuxabi_ucontext {
	uint32_t uc_flags;              /* UC_FP_XSTATE */
	uint32_t uc_link;               /* 0 */
	struct linuxabi_sigaltstack uc_stack; /* the alternate signal stack at the signal */
	struct linuxabi_sigcontext uc_mcontext;
	uint64_t uc_sigmask;            /* the mask at the signal, restored on return */
};

#endif
