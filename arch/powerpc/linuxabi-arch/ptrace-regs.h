#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: powerpc: the kernel's struct
 * pt_regs (<asm/ptrace.h>), 44 words.  The register set is ELF_NGREG
 * (48) words (<asm/elf.h>): these, then 4 the kernel leaves 0; an iovec
 * of sizeof this struct gets these 44.  The system call number is r0
 * (gpr[0]).
 */

struct linuxabi_user_regs {
	uint32_t gpr[32];
	uint32_t nip;                    /* the pc */
	uint32_t msr;
	uint32_t orig_gpr3;              /* the first argument as the call had it */
	uint32_t ctr;
	uint32_t link;
	uint32_t xer;
	uint32_t ccr;
	uint32_t mq;                    /* 601 only: unused */
	uint32_t trap;
	uint32_t dar;
	uint32_t dsisr;
	uint32_t result;
};

#endif
