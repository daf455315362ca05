#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: powerpc64: the kernel's struct
 * pt_regs (<asm/ptrace.h>), 44 words.  The register set is ELF_NGREG
 * (48) words (<asm/elf.h>): these, then 4 the kernel leaves 0; an iovec
 * of sizeof this struct gets these 44.  The system call number is r0
 * (gpr[0]).
 */

struct linuxabi_user_regs {
	uint64_t gpr[32];
	uint64_t nip;                    /* the pc */
	uint64_t msr;
	uint64_t orig_gpr3;              /* the first argument as the call had it */
	uint64_t ctr;
	uint64_t link;
	uint64_t xer;
	uint64_t ccr;
	uint64_t softe;                 /* interrupts soft-enabled */
	uint64_t trap;
	uint64_t dar;
	uint64_t dsisr;
	uint64_t result;
};

#endif
