#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register layouts of <asm/ptrace.h>.  Here:
 * sparc64.  No struct linuxabi_user_regs: the NT_PRSTATUS register set
 * is 36 words with the register window's locals and ins (arch/sparc/
 * kernel/ptrace_64.c), not struct linuxabi_pt_regs.  struct
 * linuxabi_pt_regs is PTRACE_GETREGS64's layout and the registers of a
 * signal frame (<linuxabi/sigcontext.h>); the 32-bit structs are those
 * of a 32-bit (compat) tracee.  The PT_* offsets are byte offsets into
 * the two pt_regs, RW_* into the register windows, SF_* into the stack
 * frames, UREG_* index u_regs: <linuxabi-arch/ptrace-regsets.h>'s.
 * Pointers are 64-bit integers.
 */

#include <stdint.h>

/* in the magic member, with the trap type in its low 9 bits */
#define PT_REGS_MAGIC 0x57ac6c00

/* the registers at a trap or system call */
struct linuxabi_pt_regs {
	uint64_t u_regs[16];            /* %g0..%g7, %i0..%i7 (UREG_*): the trapping code's %o0..%o7 */
	uint64_t tstate;                /* the trap state: condition codes, %asi, the PSTATE */
	uint64_t tpc;                   /* the trapping pc */
	uint64_t tnpc;                  /* the next pc */
	uint32_t y;
	uint32_t magic;                 /* PT_REGS_MAGIC | the trap type */
};

/* a 32-bit tracee's registers */
struct linuxabi_pt_regs32 {
	uint32_t psr;
	uint32_t pc;
	uint32_t npc;
	uint32_t y;
	uint32_t u_regs[16];            /* as struct linuxabi_pt_regs's */
};

/* a register window as spilled to the stack */
struct linuxabi_reg_window {
	uint64_t locals[8];
	uint64_t ins[8];
};

struct linuxabi_reg_window32 {
	uint32_t locals[8];
	uint32_t ins[8];
};

/* a stack frame: the register window, then the argument save area */
struct linuxabi_sparc_stackf {
	uint64_t locals[8];
	uint64_t ins[6];
	uint64_t fp;                    /* the caller's frame (%i6) */
	uint64_t callers_pc;            /* %i7 */
	uint64_t structptr;             /* the address for a struct return value */
	uint64_t xargs[6];              /* the arguments' save area */
	uint64_t xxargs[1];             /* further arguments */
};

struct linuxabi_sparc_stackf32 {
	uint32_t locals[8];
	uint32_t ins[6];
	uint32_t fp;
	uint32_t callers_pc;
	uint32_t structptr;
	uint32_t xargs[6];
	uint32_t xxargs[1];
};

/* a trap frame: a register window and the trap's registers' address */
struct linuxabi_sparc_trapf {
	uint64_t locals[8];
	uint64_t ins[8];
	uint64_t _unused;
	uint64_t regs;                  /* the address of a struct linuxabi_pt_regs */
};

#endif
