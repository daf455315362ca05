#ifndef LINUXABI_ARCH_PTRACE_REGS_H
#define LINUXABI_ARCH_PTRACE_REGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: struct linuxabi_user_regs, the general registers
 * ptrace(2) PTRACE_GETREGSET NT_PRSTATUS reads and writes (and a core
 * dump's NT_PRSTATUS note holds), and the register indices of
 * PTRACE_PEEKUSR and PTRACE_POKEUSR.  Here: powerpc64: the kernel's struct
 * pt_regs (<asm/ptrace.h>), 44 words.  The register set is ELF_NGREG
 * (48) words (<asm/elf.h>): these, then 4 the kernel leaves 0; an iovec
 * of sizeof this struct gets these 44.  The system call number is r0
 * (gpr[0]).
 */

struct linuxabi_user_regs {
	uint64_t gpr[32];
	uint64_t nip;                    /* the pc */
	uint64_t msr;
	uint64_t orig_gpr3;              /* the first argument as the call had it */
	uint64_t ctr;
	uint64_t link;
	uint64_t xer;
	uint64_t ccr;
	uint64_t softe;                 /* interrupts soft-enabled */
	uint64_t trap;
	uint64_t dar;
	uint64_t dsisr;
	uint64_t result;
};

/* PTRACE_PEEKUSR and PTRACE_POKEUSR addr: the index of a register, in
   words of 8 bytes (addr is the index times 8) */
#define PT_R0          0
#define PT_R1          1
#define PT_R2          2
#define PT_R3          3
#define PT_R4          4
#define PT_R5          5
#define PT_R6          6
#define PT_R7          7
#define PT_R8          8
#define PT_R9          9
#define PT_R10         10
#define PT_R11         11
#define PT_R12         12
#define PT_R13         13
#define PT_R14         14
#define PT_R15         15
#define PT_R16         16
#define PT_R17         17
#define PT_R18         18
#define PT_R19         19
#define PT_R20         20
#define PT_R21         21
#define PT_R22         22
#define PT_R23         23
#define PT_R24         24
#define PT_R25         25
#define PT_R26         26
#define PT_R27         27
#define PT_R28         28
#define PT_R29         29
#define PT_R30         30
#define PT_R31         31
#define PT_NIP         32   /* the pc */
#define PT_MSR         33
#define PT_ORIG_R3     34   /* r3 as the system call had it */
#define PT_CTR         35
#define PT_LNK         36   /* the link register */
#define PT_XER         37
#define PT_CCR         38   /* the condition register */
#define PT_SOFTE       39   /* interrupts soft-enabled */
#define PT_TRAP        40   /* the kind of interrupt the tracee entered by */
#define PT_DAR         41   /* the fault address */
#define PT_DSISR       42   /* the fault reason */
#define PT_RESULT      43   /* the system call result */
#define PT_DSCR        44   /* the data stream control register */
#define PT_REGS_COUNT  44   /* the words of struct linuxabi_user_regs */
#define PT_FPR0        48   /* f0..f31, 1 word each */
#define PT_FPSCR       80   /* after f31 */
#define PT_VR0         82   /* v0..v31, 2 words each */
#define PT_VSCR        147  /* in the low half of the 33rd vector */
#define PT_VRSAVE      148
#define PT_VSR0        150  /* vs0..vs31, 2 words each */
#define PT_VSR31       212

#endif
