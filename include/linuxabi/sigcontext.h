#ifndef LINUXABI_SIGCONTEXT_H
#define LINUXABI_SIGCONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the signal frame's context, what a handler
 * installed with SA_SIGINFO gets as its third argument (struct
 * linuxabi_ucontext) and what rt_sigreturn(2) restores from: the
 * registers at the signal (struct linuxabi_sigcontext, the ucontext's
 * uc_mcontext) and the architecture's records of further state (floating
 * point, vector, extension state), as tracers, debuggers, emulators and
 * checkpointing tools read and write them.  The kernel's <asm/sigcontext.h>
 * and <asm/ucontext.h> together, in one header: a ucontext embeds the
 * sigcontext, the ucontext of most architectures is asm-generic's few
 * lines around it, and no program wants one without the other.
 *
 * Everything here differs per ABI and comes from <linuxabi-arch/...>:
 * sigcontext-ext.h, the architecture's records and their magic numbers
 * (shared by a family's ABIs), and sigcontext.h, this ABI's struct
 * linuxabi_sigcontext and struct linuxabi_ucontext, named by its own
 * registers.  Where a sigcontext embeds ptrace's register set
 * (riscv64 and arc: struct linuxabi_user_regs; sparc64: struct
 * linuxabi_pt_regs) or its floating-point state (riscv64), the ABI's
 * fragment includes <linuxabi/ptrace.h>'s <linuxabi-arch/ptrace-regs.h>,
 * whose names this header then defines too.  uc_stack is
 * <linuxabi/signal.h>'s struct linuxabi_sigaltstack; uc_sigmask is the
 * kernel's sigset_t, one bit per signal (LINUXABI_NSIG bits), whatever
 * the exported header's older sigset_t says.  Addresses the kernel declares as pointers are integers
 * of the ABI's width: they are the traced program's.
 *
 * Written for every ABI; o32's layout on mips, n32's and n64's on
 * mipsn32 and mips64, as <asm/sigcontext.h> picks by _MIPS_SIM.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/signal.h>
#include <linuxabi-arch/sigcontext-ext.h>
#include <linuxabi-arch/sigcontext.h>

#endif
