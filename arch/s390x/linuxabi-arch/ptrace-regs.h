#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: s390x: the kernel's s390_regs
 * (<asm/ptrace.h>, a typedef of an untagged struct), which is
 * elf_gregset_t: the PSW, r0..r15, the access registers, orig_gpr2; not
 * struct user_regs_struct, the PTRACE_PEEKUSR area that goes on with the
 * floating-point and PER registers.  The system call number is r2 at a
 * syscall entry stop.
 */

/* the program status word (the kernel's psw_t) */
struct linuxabi_psw_t {
	uint64_t mask;
	uint64_t addr;                  /* the instruction address */
};

struct linuxabi_user_regs {
	struct linuxabi_psw_t psw;
	uint64_t gprs[16];
	uint32_t acrs[16];
	uint64_t orig_gpr2;
};

#endif
