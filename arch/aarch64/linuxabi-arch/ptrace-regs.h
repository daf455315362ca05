#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds).  Here: aarch64: the kernel's struct
 * user_pt_regs (<asm/ptrace.h>).  The system call number is x8
 * (regs[8]) at a syscall stop, or NT_ARM_SYSTEM_CALL.  And struct
 * linuxabi_user_fpsimd_state, the floating-point and Advanced SIMD
 * registers of NT_PRFPREG (and KVM_GET_REGS's fp_regs, <linuxabi/kvm.h>).
 */

struct linuxabi_user_regs {
	uint64_t regs[31];              /* x0..x30 */
	uint64_t sp;
	uint64_t pc;
	uint64_t pstate;                /* PSR_* (<linuxabi/ptrace.h>) */
};

/* the kernel's vregs are __uint128_t, which makes its struct 16-byte
   aligned; here two uint64_t a register, in memory order (on
   little-endian, the low half first), 8-byte aligned: every offset and
   the size are the kernel's */
struct linuxabi_user_fpsimd_state {
	uint64_t vregs[64];             /* V0..V31 */
	uint32_t fpsr;
	uint32_t fpcr;
	uint32_t __reserved[2];
};

#endif
