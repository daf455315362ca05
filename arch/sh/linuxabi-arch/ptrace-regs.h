#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: sh: the kernel's struct pt_regs
 * (<asm/ptrace_32.h>), 23 words.  The system call number is r3.
 */

struct linuxabi_user_regs {
	uint32_t regs[16];              /* r0..r15 (r15 the stack pointer) */
	uint32_t pc;
	uint32_t pr;                    /* the return address */
	uint32_t sr;
	uint32_t gbr;
	uint32_t mach;
	uint32_t macl;
	int32_t  tra;                   /* the trap number */
};

#endif
