#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here), and the hardware breakpoint interface
 * of PPC_PTRACE_SETHWDEBUG with its structs.  Here: 32- and 64-bit alike.
 */

#include <stdint.h>

/* ptrace(2) requests */
#define PTRACE_GETREGS                  0xc  /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  0xd
#define PTRACE_GETFPREGS                0xe  /* the floating-point registers */
#define PTRACE_SETFPREGS                0xf
#define PTRACE_GETVRREGS                0x12 /* the AltiVec registers */
#define PTRACE_SETVRREGS                0x13
#define PTRACE_GETEVRREGS               0x14 /* the SPE registers */
#define PTRACE_SETEVRREGS               0x15
#define PTRACE_GETREGS64                0x16 /* the 64-bit registers */
#define PTRACE_SETREGS64                0x17
#define PTRACE_GET_DEBUGREG             0x19 /* the data breakpoint register */
#define PTRACE_SET_DEBUGREG             0x1a
#define PTRACE_GETVSRREGS               0x1b /* the VSX registers */
#define PTRACE_SETVSRREGS               0x1c
#define PTRACE_SYSEMU                   0x1d /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        0x1e /* and single-step */
#define PTRACE_SINGLEBLOCK              0x100 /* step to the next branch */

/* a 32-bit tracer's requests on a 64-bit tracee: the TEXT and DATA
   ones' addr points to the 64-bit address; the USR ones address the
   32-bit halves of the 64-bit registers */
#define PPC_PTRACE_POKEUSR_3264         0x90
#define PPC_PTRACE_PEEKUSR_3264         0x91
#define PPC_PTRACE_POKEDATA_3264        0x92
#define PPC_PTRACE_POKETEXT_3264        0x93
#define PPC_PTRACE_PEEKDATA_3264        0x94
#define PPC_PTRACE_PEEKTEXT_3264        0x95

/* hardware breakpoints and watchpoints */
#define PPC_PTRACE_GETHWDBGINFO         0x89 /* data: struct linuxabi_ppc_debug_info */
#define PPC_PTRACE_SETHWDEBUG           0x88 /* data: struct linuxabi_ppc_hw_breakpoint; returns its handle */
#define PPC_PTRACE_DELHWDEBUG           0x87 /* data: the handle */

/* PPC_PTRACE_GETHWDBGINFO data: what the hardware offers */
struct linuxabi_ppc_debug_info {
	uint32_t version;               /* 1 */
	uint32_t num_instruction_bps;
	uint32_t num_data_bps;
	uint32_t num_condition_regs;    /* DVC registers, for condition_value */
	uint32_t data_bp_alignment;     /* in bytes */
	uint32_t sizeof_condition;      /* of a DVC register, in bytes */
	uint64_t features;              /* PPC_DEBUG_FEATURE_* */
};

/* struct linuxabi_ppc_debug_info features */
#define PPC_DEBUG_FEATURE_INSN_BP_RANGE         0x1 /* instruction address ranges */
#define PPC_DEBUG_FEATURE_INSN_BP_MASK          0x2 /* instruction address masks */
#define PPC_DEBUG_FEATURE_DATA_BP_RANGE         0x4
#define PPC_DEBUG_FEATURE_DATA_BP_MASK          0x8
#define PPC_DEBUG_FEATURE_DATA_BP_DAWR          0x10 /* a DAWR: ranges up to 512 bytes */
#define PPC_DEBUG_FEATURE_DATA_BP_ARCH_31       0x20 /* ISA 3.1's second DAWR */

/* PPC_PTRACE_SETHWDEBUG data */
struct linuxabi_ppc_hw_breakpoint {
	uint32_t version;               /* 1 */
	uint32_t trigger_type;          /* PPC_BREAKPOINT_TRIGGER_* */
	uint32_t addr_mode;             /* PPC_BREAKPOINT_MODE_* */
	uint32_t condition_mode;        /* PPC_BREAKPOINT_CONDITION_* */
	uint64_t addr;
	uint64_t addr2;                 /* the range's end, or the mask */
	uint64_t condition_value;       /* what the DVC register compares with */
};

/* struct linuxabi_ppc_hw_breakpoint trigger_type */
#define PPC_BREAKPOINT_TRIGGER_EXECUTE          0x1
#define PPC_BREAKPOINT_TRIGGER_READ             0x2
#define PPC_BREAKPOINT_TRIGGER_WRITE            0x4
#define PPC_BREAKPOINT_TRIGGER_RW               0x6 /* READ | WRITE */

/* struct linuxabi_ppc_hw_breakpoint addr_mode */
#define PPC_BREAKPOINT_MODE_EXACT               0x0
#define PPC_BREAKPOINT_MODE_RANGE_INCLUSIVE     0x1
#define PPC_BREAKPOINT_MODE_RANGE_EXCLUSIVE     0x2
#define PPC_BREAKPOINT_MODE_MASK                0x3 /* addr2 masks addr */

/* struct linuxabi_ppc_hw_breakpoint condition_mode: one of these, ORed
   with the bytes of condition_value to compare */
#define PPC_BREAKPOINT_CONDITION_MODE           0x3 /* the mode's bits */
#define PPC_BREAKPOINT_CONDITION_NONE           0x0
#define PPC_BREAKPOINT_CONDITION_AND            0x1
#define PPC_BREAKPOINT_CONDITION_EXACT          0x1 /* = AND */
#define PPC_BREAKPOINT_CONDITION_OR             0x2
#define PPC_BREAKPOINT_CONDITION_AND_OR         0x3
#define PPC_BREAKPOINT_CONDITION_BE_ALL         0x00ff0000 /* all 8 bytes */
#define PPC_BREAKPOINT_CONDITION_BE_SHIFT       16
/* the bit of byte n (0..7) of condition_value (the kernel's
   PPC_BREAKPOINT_CONDITION_BE(n)) */
#define LINUXABI_PPC_BREAKPOINT_CONDITION_BE(n) (1 << ((n) + 16))

#endif
