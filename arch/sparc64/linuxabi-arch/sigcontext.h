#ifndef LINUXABI_ARCH_SIGCONTEXT_H
#define LINUXABI_ARCH_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: this ABI's struct linuxabi_sigcontext.  Here:
 * sparc64, which has no ucontext in its signal frame: a handler's second
 * and third arguments both point to the frame's siginfo, which the
 * registers and the rest of struct linuxabi_sigcontext follow (the
 * kernel's own struct sigcontext, arch/sparc/include/asm/sigcontext.h;
 * the exported <asm/sigcontext.h> is empty, and <asm/ucontext.h>'s struct
 * ucontext is getcontext's and setcontext's, not the frame's).  Both
 * kinds of handler get this frame.  The frame's stack pointer (%o6, u_regs
 * index UREG_I6 of the interrupted code) is biased by 2047, as every
 * 64-bit sparc %sp is.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* the frame from the siginfo on: a handler's third argument */
struct linuxabi_sigcontext {
	uint8_t  sigc_info[128];        /* the siginfo (also the second argument) */
	struct linuxabi_pt_regs sigc_regs; /* the registers at the signal, restored on return */
	uint64_t sigc_fpu_save;         /* the address of a struct linuxabi_siginfo_fpu, or 0 */
	struct linuxabi_sigaltstack sigc_stack; /* the alternate signal stack at the signal */
	uint64_t sigc_mask;             /* the mask at the signal, restored on return: bit n-1 for signal n */
	uint64_t sigc_rwin_save;        /* the address of a struct linuxabi_siginfo_rwin, or 0 */
};

#endif
