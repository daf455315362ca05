#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone and
 * its register layouts but those of ptrace-regs.h (the general and
 * floating-point registers).  Here: riscv64: the register sets of
 * PTRACE_GETREGSET's NT_RISCV_VECTOR and NT_RISCV_USER_CFI
 * (<linuxabi/elf.h>).
 */

#include <stdint.h>

/* ptrace(2) requests */
#define PTRACE_GETFDPIC_EXEC            0    /* the program's */
#define PTRACE_GETFDPIC_INTERP          1    /* the interpreter's */
#define PTRACE_GETFDPIC                 33   /* an FDPIC load map address; addr: PTRACE_GETFDPIC_* */

/* NT_RISCV_VECTOR: the vector registers' state; V0..V31 follow it,
   vlenb bytes each */
struct linuxabi_riscv_v_regset_state {
	uint64_t vstart;
	uint64_t vl;
	uint64_t vtype;
	uint64_t vcsr;
	uint64_t vlenb;                 /* bytes a vector register */
};

/* the most vlenb can be (VLEN 65536 bits) */
#define RISCV_MAX_VLENB 8192

/* struct linuxabi_cfi_status cfi_state: bit numbers and their bits */
#define PTRACE_CFI_BRANCH_LANDING_PAD_EN_BIT            0 /* landing pads enforced */
#define PTRACE_CFI_BRANCH_LANDING_PAD_LOCK_BIT          1 /* and locked so */
#define PTRACE_CFI_BRANCH_EXPECTED_LANDING_PAD_BIT      2 /* a landing pad is expected next (ELP) */
#define PTRACE_CFI_SHADOW_STACK_EN_BIT                  3 /* the shadow stack enabled */
#define PTRACE_CFI_SHADOW_STACK_LOCK_BIT                4 /* and locked so */
#define PTRACE_CFI_SHADOW_STACK_PTR_BIT                 5 /* shstk_ptr is valid */
#define PTRACE_CFI_BRANCH_LANDING_PAD_EN_STATE          (1UL << 0)
#define PTRACE_CFI_BRANCH_LANDING_PAD_LOCK_STATE        (1UL << 1)
#define PTRACE_CFI_BRANCH_EXPECTED_LANDING_PAD_STATE    (1UL << 2)
#define PTRACE_CFI_SHADOW_STACK_EN_STATE                (1UL << 3)
#define PTRACE_CFI_SHADOW_STACK_LOCK_STATE              (1UL << 4)
#define PTRACE_CFI_SHADOW_STACK_PTR_STATE               (1UL << 5)

/* the control-flow integrity state */
struct linuxabi_cfi_status {
	uint64_t cfi_state;             /* PTRACE_CFI_*_STATE */
};

/* NT_RISCV_USER_CFI: landing pads and the shadow stack */
struct linuxabi_user_cfi_state {
	struct linuxabi_cfi_status cfi_status;
	uint64_t shstk_ptr;             /* the shadow stack pointer */
};

#endif
