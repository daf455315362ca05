#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: riscv64: the kernel's struct
 * user_regs_struct (<asm/ptrace.h>), by the registers' ABI names, pc
 * where x0 would be.  The system call number is a7.  Then the
 * floating-point states, the signal frame's (<linuxabi/sigcontext.h>)
 * and PTRACE_GETREGSET's NT_PRFPREG set (<linuxabi/elf.h>), the D one.
 * The kernel aligns the Q state to 16 bytes; ours is aligned to 8, with
 * every offset and the size the kernel's.
 */

#include <stdint.h>

struct linuxabi_user_regs {
	uint64_t pc;
	uint64_t ra;
	uint64_t sp;
	uint64_t gp;
	uint64_t tp;
	uint64_t t0;
	uint64_t t1;
	uint64_t t2;
	uint64_t s0;
	uint64_t s1;
	uint64_t a0;
	uint64_t a1;
	uint64_t a2;
	uint64_t a3;
	uint64_t a4;
	uint64_t a5;
	uint64_t a6;
	uint64_t a7;
	uint64_t s2;
	uint64_t s3;
	uint64_t s4;
	uint64_t s5;
	uint64_t s6;
	uint64_t s7;
	uint64_t s8;
	uint64_t s9;
	uint64_t s10;
	uint64_t s11;
	uint64_t t3;
	uint64_t t4;
	uint64_t t5;
	uint64_t t6;
};

/* the F extension's registers */
struct linuxabi_riscv_f_ext_state {
	uint32_t f[32];
	uint32_t fcsr;
};

/* the D extension's registers: NT_PRFPREG's (Linux saves these) */
struct linuxabi_riscv_d_ext_state {
	uint64_t f[32];
	uint32_t fcsr;
	uint32_t __pad;
};

/* the Q extension's registers */
struct linuxabi_riscv_q_ext_state {
	uint64_t f[64];
	uint32_t fcsr;
	uint32_t reserved[3];           /* 0 */
};

/* the floating-point state, by extension */
union linuxabi_riscv_fp_state {
	struct linuxabi_riscv_f_ext_state f;
	struct linuxabi_riscv_d_ext_state d;
	struct linuxabi_riscv_q_ext_state q;
};

#endif
