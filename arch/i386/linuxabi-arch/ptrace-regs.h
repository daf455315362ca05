#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: i386: the exported struct
 * pt_regs of <asm/ptrace.h>, the layout of the kernel's struct
 * user_regs_struct (arch/x86/include/asm/user_32.h), 17 words; an i386
 * program traced on an x86_64 kernel gets the same (its ia32 view).
 */

struct linuxabi_user_regs {
	int32_t  ebx;
	int32_t  ecx;
	int32_t  edx;
	int32_t  esi;
	int32_t  edi;
	int32_t  ebp;
	int32_t  eax;                   /* at a system call's exit: its result */
	int32_t  xds;
	int32_t  xes;
	int32_t  xfs;
	int32_t  xgs;
	int32_t  orig_eax;              /* the system call number */
	int32_t  eip;
	int32_t  xcs;
	int32_t  eflags;
	int32_t  esp;
	int32_t  xss;
};

#endif
