#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: loongarch64: the kernel's struct
 * user_pt_regs (<asm/ptrace.h>), 45 words.  The system call number is
 * a7 (regs[11]).
 */

struct linuxabi_user_regs {
	uint64_t regs[32];              /* r0..r31 */
	uint64_t orig_a0;               /* the first argument as the call had it */
	uint64_t csr_era;               /* the pc */
	uint64_t csr_badv;
	uint64_t reserved[10];
};

#endif
