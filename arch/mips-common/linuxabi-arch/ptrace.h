#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone and
 * its register layouts.  Here: o32, n32 and n64 alike: the register
 * numbers of PTRACE_PEEKUSR, the 64-bit registers of PTRACE_GETREGS
 * (every ABI's, 32-bit values sign extended) and the watch registers of
 * PTRACE_GET_WATCH_REGS.  No struct linuxabi_user_regs (ptrace-regs.h):
 * MIPS's NT_PRSTATUS is the ELF gregset of arch/mips/include/asm/elf.h,
 * which the kernel does not export.
 */

#include <stdint.h>

/* ptrace(2) requests */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_GET_THREAD_AREA          25   /* the TLS pointer or descriptor */
#define PTRACE_SET_THREAD_AREA          26
#define PTRACE_PEEKTEXT_3264            0xc0 /* with 64-bit addresses from a 32-bit tracer */
#define PTRACE_PEEKDATA_3264            0xc1
#define PTRACE_POKETEXT_3264            0xc2
#define PTRACE_POKEDATA_3264            0xc3
#define PTRACE_GET_THREAD_AREA_3264     0xc4 /* a 32-bit tracer on a 64-bit tracee */
#define PTRACE_GET_WATCH_REGS           0xd0 /* the watch registers */
#define PTRACE_SET_WATCH_REGS           0xd1

/* PTRACE_PEEKUSR and PTRACE_POKEUSR addr: a register's number; 0..31
   are the general registers */
#define FPR_BASE        32              /* f0..f31 */
#define PC              64
#define CAUSE           65
#define BADVADDR        66
#define MMHI            67              /* hi */
#define MMLO            68              /* lo */
#define FPC_CSR         69
#define FPC_EIR         70              /* the FPU implementation register */
#define DSP_BASE        71              /* the DSP ASE's hi1, lo1..hi3, lo3 */
#define DSP_CONTROL     77
#define ACX             78              /* SmartMIPS */

/* PTRACE_GETREGS and PTRACE_SETREGS data */
struct linuxabi_pt_regs {
	uint64_t regs[32];
	uint64_t lo;
	uint64_t hi;
	uint64_t cp0_epc;               /* the pc */
	uint64_t cp0_badvaddr;
	uint64_t cp0_status;
	uint64_t cp0_cause;
};

/* struct linuxabi_pt_watch_regs style (enum pt_watch_style) */
#define pt_watch_style_mips32   0
#define pt_watch_style_mips64   1

/* the watch registers of a 32-bit CPU; the kernel's is aligned to 8,
   ours to 4, with every offset and the size the kernel's */
struct linuxabi_mips32_watch_regs {
	uint32_t watchlo[8];
	uint16_t watchhi[8];            /* watchhi's low 16 bits */
	uint16_t watch_masks[8];        /* W, R, I usable (bits 0..2), watchhi's valid mask bits */
	uint32_t num_valid;             /* how many pairs the CPU has */
	uint32_t __pad;
};

/* the watch registers of a 64-bit CPU */
struct linuxabi_mips64_watch_regs {
	uint64_t watchlo[8];
	uint16_t watchhi[8];
	uint16_t watch_masks[8];
	uint32_t num_valid;
	uint32_t __pad;
};

/* the kernel's anonymous union of struct pt_watch_regs */
union linuxabi_pt_watch_regs_u {
	struct linuxabi_mips32_watch_regs mips32;
	struct linuxabi_mips64_watch_regs mips64;
};

/* PTRACE_GET_WATCH_REGS and PTRACE_SET_WATCH_REGS addr */
struct linuxabi_pt_watch_regs {
	uint32_t style;                 /* pt_watch_style_*: which of u */
	uint32_t __pad;
	union linuxabi_pt_watch_regs_u u;
};

#endif
