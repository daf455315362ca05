#ifndef LINUXABI_ARCH_PTRACE_REGSETS_H
#define LINUXABI_ARCH_PTRACE_REGSETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register sets beyond the general registers,
 * the status register's bits and the PTRACE_PEEKUSR offsets the ABI's
 * <asm/ptrace.h> defines.  Here: arm: the processor modes and bits of
 * the CPSR (struct linuxabi_user_regs uregs[16]), the user area's
 * words past the registers, and the size of the VFP register set.
 * The registers themselves are uregs[0..17] of struct
 * linuxabi_user_regs: r0..r12, sp (13), lr (14), pc (15), cpsr (16),
 * orig_r0 (17).
 */

/* CPSR mode field (MODE_MASK): the processor mode; a traced process is
   in USR_MODE (or USR26_MODE on the 26-bit architectures of old) */
#define USR26_MODE      0x00000000
#define FIQ26_MODE      0x00000001
#define IRQ26_MODE      0x00000002
#define SVC26_MODE      0x00000003
#define USR_MODE        0x00000010
#define SVC_MODE        0x00000013
#define FIQ_MODE        0x00000011
#define IRQ_MODE        0x00000012
#define MON_MODE        0x00000016      /* secure monitor */
#define ABT_MODE        0x00000017
#define HYP_MODE        0x0000001a      /* hypervisor */
#define UND_MODE        0x0000001b
#define SYSTEM_MODE     0x0000001f
#define MODE32_BIT      0x00000010      /* a 32-bit mode */
#define MODE_MASK       0x0000001f

/* CPSR bits */
#define V4_PSR_T_BIT    0x00000020      /* Thumb state, ARMv4T and later but v7-M */
#define V7M_PSR_T_BIT   0x01000000      /* Thumb state on v7-M */
#define PSR_T_BIT       0x00000020      /* V4_PSR_T_BIT */
#define PSR_F_BIT       0x00000040      /* FIQs masked */
#define PSR_I_BIT       0x00000080      /* IRQs masked */
#define PSR_A_BIT       0x00000100      /* asynchronous aborts masked */
#define PSR_E_BIT       0x00000200      /* big-endian data */
#define PSR_J_BIT       0x01000000      /* Jazelle state */
#define PSR_Q_BIT       0x08000000      /* saturation */
#define PSR_V_BIT       0x10000000
#define PSR_C_BIT       0x20000000
#define PSR_Z_BIT       0x40000000
#define PSR_N_BIT       0x80000000

/* CPSR byte fields (of the MSR instruction's field mask) */
#define PSR_f           0xff000000      /* flags */
#define PSR_s           0x00ff0000      /* status */
#define PSR_x           0x0000ff00      /* extension */
#define PSR_c           0x000000ff      /* control */

/* groups of CPSR bits */
#define APSR_MASK       0xf80f0000      /* N, Z, C, V, Q and the GE flags */
#define PSR_ISET_MASK   0x01000010      /* instruction set state: J and T */
#define PSR_IT_MASK     0x0600fc00      /* Thumb If-Then state */
#define PSR_ENDIAN_MASK 0x00000200      /* E */

/* PTRACE_PEEKUSR addresses past the registers: where the process's
   text and data start and its text ends */
#define PT_TEXT_ADDR     0x10000
#define PT_DATA_ADDR     0x10004
#define PT_TEXT_END_ADDR 0x10008

/* PTRACE_GETVFPREGS, NT_ARM_VFP: bytes of the VFP register set, d0..d31
   (8 bytes each) then fpscr */
#define ARM_VFPREGS_SIZE 260

#endif
