#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: hppa: the kernel's struct
 * user_regs_struct (<asm/ptrace.h>), ELF_NGREG (80) words; not struct
 * pt_regs, the PTRACE_PEEKUSR area.  The system call number is gr[20].
 * And struct linuxabi_user_fp_struct, the floating-point registers of
 * PTRACE_GETREGSET NT_PRFPREG and PTRACE_GETFPREGS.
 */

struct linuxabi_user_regs {
	uint32_t gr[32];                /* gr[0] holds the PSW */
	uint32_t sr[8];
	uint32_t iaoq[2];               /* the instruction address queue: the pc */
	uint32_t iasq[2];
	uint32_t sar;                   /* cr11 */
	uint32_t iir;                   /* cr19 */
	uint32_t isr;                   /* cr20 */
	uint32_t ior;                   /* cr21 */
	uint32_t ipsw;                  /* cr22 */
	uint32_t cr0;
	uint32_t cr24;
	uint32_t cr25;
	uint32_t cr26;
	uint32_t cr27;
	uint32_t cr28;
	uint32_t cr29;
	uint32_t cr30;
	uint32_t cr31;
	uint32_t cr8;
	uint32_t cr9;
	uint32_t cr12;
	uint32_t cr13;
	uint32_t cr10;
	uint32_t cr15;
	uint32_t __pad[16];             /* to 80 words */
};

/* the floating-point registers (NT_PRFPREG) */
struct linuxabi_user_fp_struct {
	uint64_t fr[32];                /* fr0..fr31, fr0 the status register */
};

#endif
