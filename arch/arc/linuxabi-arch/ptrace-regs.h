#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: arc: the kernel's struct
 * user_regs_struct (<asm/ptrace.h>), whose two anonymous structs are
 * struct linuxabi_user_regs_scratch and _callee.  The system call
 * number is r8.  And struct linuxabi_user_regs_arcv2, ARCv2's
 * further registers of PTRACE_GETREGSET NT_ARC_V2.
 */

/* the registers saved at every kernel entry */
struct linuxabi_user_regs_scratch {
	uint32_t bta;                   /* the branch target */
	uint32_t lp_start;
	uint32_t lp_end;
	uint32_t lp_count;
	uint32_t status32;
	uint32_t ret;                   /* the pc */
	uint32_t blink;
	uint32_t fp;
	uint32_t gp;
	uint32_t r12;
	uint32_t r11;
	uint32_t r10;
	uint32_t r9;
	uint32_t r8;
	uint32_t r7;
	uint32_t r6;
	uint32_t r5;
	uint32_t r4;
	uint32_t r3;
	uint32_t r2;
	uint32_t r1;
	uint32_t r0;
	uint32_t sp;
};

/* the callee-saved registers */
struct linuxabi_user_regs_callee {
	uint32_t r25;
	uint32_t r24;
	uint32_t r23;
	uint32_t r22;
	uint32_t r21;
	uint32_t r20;
	uint32_t r19;
	uint32_t r18;
	uint32_t r17;
	uint32_t r16;
	uint32_t r15;
	uint32_t r14;
	uint32_t r13;
};

struct linuxabi_user_regs {
	uint32_t __pad;
	struct linuxabi_user_regs_scratch scratch;
	uint32_t __pad2;
	struct linuxabi_user_regs_callee callee;
	uint32_t efa;                   /* the address of a breakpoint in a delay slot */
	uint32_t stop_pc;
};

/* ARCv2's registers beyond the common set (NT_ARC_V2) */
struct linuxabi_user_regs_arcv2 {
	uint32_t r30;
	uint32_t r58;                   /* with r59, the multiplier's accumulator */
	uint32_t r59;
};

#endif
