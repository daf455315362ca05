#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: aarch64: the kernel's struct
 * user_pt_regs (<asm/ptrace.h>).  The system call number is x8
 * (regs[8]) at a syscall stop, or NT_ARM_SYSTEM_CALL.
 */

struct linuxabi_user_regs {
	uint64_t regs[31];              /* x0..x30 */
	uint64_t sp;
	uint64_t pc;
	uint64_t pstate;
};

#endif
