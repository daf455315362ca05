#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: arm: the kernel's struct pt_regs
 * (<asm/ptrace.h>), 18 words: r0..r15 (r13 sp, r14 lr, r15 pc), cpsr,
 * and the first argument as the call had it (ARM_ORIG_r0).  The system
 * call number is r7 (uregs[7]) at a syscall stop.
 */

struct linuxabi_user_regs {
	int32_t  uregs[18];             /* r0..r15, cpsr, orig_r0 */
};

#endif
