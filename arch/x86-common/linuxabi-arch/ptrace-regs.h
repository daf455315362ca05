#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: x86_64 and x32: the kernel's
 * struct user_regs_struct of arch/x86/include/asm/user_64.h, not
 * exported: the exported struct pt_regs is its first 21 words (up to
 * ss).  x32 programs are 64-bit tasks to ptrace (the kernel picks the
 * regset view by the CPU mode, not the system call ABI): the same 27
 * 64-bit words, where the exported pt_regs has x32's 32-bit longs.
 */

struct linuxabi_user_regs {
	uint64_t r15;
	uint64_t r14;
	uint64_t r13;
	uint64_t r12;
	uint64_t rbp;
	uint64_t rbx;
	uint64_t r11;
	uint64_t r10;
	uint64_t r9;
	uint64_t r8;
	uint64_t rax;                   /* at a system call's exit: its result */
	uint64_t rcx;
	uint64_t rdx;
	uint64_t rsi;
	uint64_t rdi;
	uint64_t orig_rax;              /* the system call number */
	uint64_t rip;
	uint64_t cs;
	uint64_t eflags;
	uint64_t rsp;
	uint64_t ss;
	uint64_t fs_base;               /* from here, not in struct pt_regs */
	uint64_t gs_base;
	uint64_t ds;
	uint64_t es;
	uint64_t fs;
	uint64_t gs;
};

#endif
