#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: sh: the kernel's struct pt_regs
 * (<asm/ptrace_32.h>), 23 words.  The system call number is r3.  And
 * the DSP registers of PTRACE_GETDSPREGS, and the offsets of the
 * program's text and data addresses in the PTRACE_PEEKUSR area (struct
 * user's).
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

/* PTRACE_PEEKUSR offsets (bytes) */
#define PT_TEXT_END_ADDR                240  /* the end of the text */
#define PT_TEXT_ADDR                    244  /* the start of the text */
#define PT_DATA_ADDR                    248  /* the start of the data */
#define PT_TEXT_LEN                     252  /* the length of the text */

/* the DSP registers (PTRACE_GETDSPREGS, PTRACE_SETDSPREGS) */
struct linuxabi_pt_dspregs {
	uint32_t a1;
	uint32_t a0g;                   /* a0's and a1's guard bits */
	uint32_t a1g;
	uint32_t m0;
	uint32_t m1;
	uint32_t a0;
	uint32_t x0;
	uint32_t x1;
	uint32_t y0;
	uint32_t y1;
	uint32_t dsr;                   /* the DSP status register */
	uint32_t rs;                    /* the repeat start address */
	uint32_t re;                    /* the repeat end address */
	uint32_t mod;                   /* the modulo addressing register */
};

#endif
