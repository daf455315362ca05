#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone and
 * its register layouts but the general registers' (ptrace-regs.h).
 * Here: loongarch64: the register numbers of PTRACE_PEEKUSR and the
 * other register sets of PTRACE_GETREGSET (<linuxabi/elf.h>'s
 * NT_PRFPREG and NT_LOONGARCH_*).
 */

#include <stdint.h>

/* ptrace(2) requests */
#define PTRACE_SYSEMU                   0x1f /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        0x20 /* and single-step */

/* PTRACE_PEEKUSR and PTRACE_POKEUSR addr: a register's number */
#define GPR_BASE        0               /* r0..r31 */
#define GPR_NUM         32
#define GPR_END         31
#define ARG0            32              /* orig_a0 */
#define PC              33              /* csr_era */
#define BADVADDR        34              /* csr_badv */
#define NUM_FPU_REGS    32              /* how many floating-point registers */

/* NT_PRFPREG: the floating-point registers */
struct linuxabi_user_fp_state {
	uint64_t fpr[32];
	uint64_t fcc;                   /* the eight condition flags, a byte each */
	uint32_t fcsr;
	uint32_t __pad;
};

/* NT_LOONGARCH_LSX: the 128-bit vector registers, two words each */
struct linuxabi_user_lsx_state {
	uint64_t vregs[64];
};

/* NT_LOONGARCH_LASX: the 256-bit vector registers, four words each */
struct linuxabi_user_lasx_state {
	uint64_t vregs[128];
};

/* NT_LOONGARCH_LBT: the binary translation registers */
struct linuxabi_user_lbt_state {
	uint64_t scr[4];
	uint32_t eflags;
	uint32_t ftop;                  /* the x87 stack top */
};

/* a hardware breakpoint or watchpoint (the kernel's anonymous element of
   dbg_regs) */
struct linuxabi_user_watch_dbg_reg {
	uint64_t addr;
	uint64_t mask;
	uint32_t ctrl;
	uint32_t pad;
};

/* NT_LOONGARCH_HW_BREAK, NT_LOONGARCH_HW_WATCH: the debug registers */
struct linuxabi_user_watch_state {
	uint64_t dbg_info;              /* how many, and the architecture's version */
	struct linuxabi_user_watch_dbg_reg dbg_regs[8];
};

/* the same, with room for 14 */
struct linuxabi_user_watch_state_v2 {
	uint64_t dbg_info;
	struct linuxabi_user_watch_dbg_reg dbg_regs[14];
};

#endif
