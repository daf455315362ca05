#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone.  Here:
 * s390x, with the user area PTRACE_PEEKUSR and PTRACE_POKEUSR address (by
 * the PT_* byte offsets) and PTRACE_PEEKUSR_AREA copies (struct
 * linuxabi_ptrace_area): struct linuxabi_user_regs_struct, the PSW and
 * the general and access registers (<linuxabi-arch/ptrace-regs.h>'s
 * struct linuxabi_user_regs), then the floating-point and the PER
 * (program event recording: hardware watchpoint) registers.  Here, not
 * in ptrace-regs.h, which <linuxabi/sigcontext.h> includes too: the
 * kernel's <asm/sigcontext.h> has none of these.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>  /* struct linuxabi_psw_t */
#include <linuxabi-arch/fp-regs.h>      /* struct linuxabi_s390_fp_regs */

/* ptrace(2) requests */
#define PTRACE_SINGLEBLOCK              12   /* step to the next branch */
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_SYSEMU                   31   /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        32   /* and single-step */
#define PTRACE_PEEKUSR_AREA             0x5000 /* a block of the user area */
#define PTRACE_POKEUSR_AREA             0x5001
#define PTRACE_PEEKTEXT_AREA            0x5002 /* a block of text */
#define PTRACE_PEEKDATA_AREA            0x5003 /* a block of data */
#define PTRACE_POKETEXT_AREA            0x5004
#define PTRACE_POKEDATA_AREA            0x5005
#define PTRACE_GET_LAST_BREAK           0x5006 /* the address of the last breaking event */
#define PTRACE_PEEK_SYSTEM_CALL         0x5007 /* the system call word (s390 only) */
#define PTRACE_POKE_SYSTEM_CALL         0x5008
#define PTRACE_ENABLE_TE                0x5009 /* transactional execution on */
#define PTRACE_DISABLE_TE               0x5010 /* off */
#define PTRACE_TE_ABORT_RAND            0x5011 /* random transaction aborts */

/* PTRACE_PEEKUSR and PTRACE_POKEUSR addr: byte offsets in struct
   linuxabi_user_regs_struct */
#define PT_PSWMASK      0x00
#define PT_PSWADDR      0x08
#define PT_GPR0         0x10
#define PT_GPR1         0x18
#define PT_GPR2         0x20
#define PT_GPR3         0x28
#define PT_GPR4         0x30
#define PT_GPR5         0x38
#define PT_GPR6         0x40
#define PT_GPR7         0x48
#define PT_GPR8         0x50
#define PT_GPR9         0x58
#define PT_GPR10        0x60
#define PT_GPR11        0x68
#define PT_GPR12        0x70
#define PT_GPR13        0x78
#define PT_GPR14        0x80
#define PT_GPR15        0x88
#define PT_ACR0         0x90    /* access registers, 4 bytes each */
#define PT_ACR1         0x94
#define PT_ACR2         0x98
#define PT_ACR3         0x9C
#define PT_ACR4         0xA0
#define PT_ACR5         0xA4
#define PT_ACR6         0xA8
#define PT_ACR7         0xAC
#define PT_ACR8         0xB0
#define PT_ACR9         0xB4
#define PT_ACR10        0xB8
#define PT_ACR11        0xBC
#define PT_ACR12        0xC0
#define PT_ACR13        0xC4
#define PT_ACR14        0xC8
#define PT_ACR15        0xCC
#define PT_ORIGGPR2     0xD0    /* r2 as the system call had it */
#define PT_FPC          0xD8    /* the floating-point control register */
#define PT_FPR0         0xE0
#define PT_FPR1         0xE8
#define PT_FPR2         0xF0
#define PT_FPR3         0xF8
#define PT_FPR4         0x100
#define PT_FPR5         0x108
#define PT_FPR6         0x110
#define PT_FPR7         0x118
#define PT_FPR8         0x120
#define PT_FPR9         0x128
#define PT_FPR10        0x130
#define PT_FPR11        0x138
#define PT_FPR12        0x140
#define PT_FPR13        0x148
#define PT_FPR14        0x150
#define PT_FPR15        0x158
#define PT_CR_9         0x160   /* the PER control registers 9..11 */
#define PT_CR_10        0x168
#define PT_CR_11        0x170
#define PT_IEEE_IP      0x1A8   /* ieee_instruction_pointer: always 0 */
#define PT_LASTOFF      0x1A8   /* the last word's offset */
#define PT_ENDREGS      (0x1B0 - 1) /* the area's last byte */

/* the registers: counts and sizes in bytes */
#define NUM_GPRS        16
#define NUM_FPRS        16
#define NUM_CRS         16
#define NUM_ACRS        16
#define NUM_CR_WORDS    3       /* the PER control registers in the user area */
#define GPR_SIZE        8
#define CR_SIZE         8
#define FPR_SIZE        8
#define FPC_SIZE        4
#define FPC_PAD_SIZE    4       /* the padding after the FPC */
#define ACR_SIZE        4

/* the PSW's mask (struct linuxabi_psw_t mask) */
#define PSW_MASK_PER            0x4000000000000000UL /* program event recording */
#define PSW_MASK_DAT            0x0400000000000000UL /* address translation */
#define PSW_MASK_IO             0x0200000000000000UL /* I/O interrupts */
#define PSW_MASK_EXT            0x0100000000000000UL /* external interrupts */
#define PSW_MASK_BASE           0x0000000000000000UL
#define PSW_MASK_KEY            0x00F0000000000000UL /* the storage key */
#define PSW_MASK_MCHECK         0x0004000000000000UL /* machine checks */
#define PSW_MASK_WAIT           0x0002000000000000UL
#define PSW_MASK_PSTATE         0x0001000000000000UL /* the problem (user) state */
#define PSW_MASK_ASC            0x0000C00000000000UL /* the address space: PSW_ASC_* */
#define PSW_MASK_CC             0x0000300000000000UL /* the condition code */
#define PSW_MASK_PM             0x00000F0000000000UL /* the program mask */
#define PSW_MASK_RI             0x0000008000000000UL /* runtime instrumentation */
#define PSW_MASK_EA             0x0000000100000000UL /* extended addressing: with BA, 64-bit */
#define PSW_MASK_BA             0x0000000080000000UL /* basic addressing: 31-bit */
#define PSW_MASK_USER           0x0000FF0180000000UL /* the bits a tracer may set */

/* the PSW's address */
#define PSW_ADDR_AMODE          0x0000000000000000UL
#define PSW_ADDR_INSN           0xFFFFFFFFFFFFFFFFUL /* the instruction address's bits */

/* PSW_MASK_ASC: the address space */
#define PSW_ASC_PRIMARY         0x0000000000000000UL
#define PSW_ASC_ACCREG          0x0000400000000000UL /* access-register mode */
#define PSW_ASC_SECONDARY       0x0000800000000000UL
#define PSW_ASC_HOME            0x0000C00000000000UL

/* struct linuxabi_s390_fp_regs fpc */
#define FPC_EXCEPTION_MASK      0xF8000000 /* the exception masks */
#define FPC_FLAGS_MASK          0x00F80000 /* the exception flags */
#define FPC_DXC_MASK            0x0000FF00 /* the data exception code */
#define FPC_RM_MASK             0x00000003 /* the rounding mode */

/* the instructions a debugger plants and reads */
#define S390_BREAKPOINT_U16     0x0001  /* the breakpoint, an invalid instruction (a __u16 in the kernel) */
#define S390_SYSCALL_OPCODE     0x0a00  /* svc 0's opcode, the syscall number in its low byte (a __u16 in the kernel) */
#define S390_SYSCALL_SIZE       2       /* svc's length in bytes */

#define STACK_FRAME_OVERHEAD    160     /* the minimum stack frame: the register save area a callee may use */

/* PTRACE_PEEKUSR_AREA and PTRACE_POKEUSR_AREA (and the TEXT and DATA
   ones) addr: a block to copy */
struct linuxabi_ptrace_area {
	uint32_t len;                   /* bytes */
	uint32_t __pad;
	uint64_t kernel_addr;           /* the offset in the user area (the tracee's address) */
	uint64_t process_addr;          /* the tracer's buffer */
};

/* the PER control registers 9..11, as words */
struct linuxabi_per_cr_words {
	uint64_t cr[3];
};

/* PER_EM_MASK: the event mask bits of per_cr_bits cr9 */
#define PER_EM_MASK             0xE8000000UL

/* the PER control registers 9..11, their fields (the kernel's bitfields) */
struct linuxabi_per_cr_bits {
	uint32_t __pad;
	uint32_t cr9;                   /* bitfields: em_branching 0x80000000,
	                                   em_instruction_fetch 0x40000000,
	                                   em_storage_alteration 0x20000000,
	                                   em_gpr_alt_unused 0x10000000,
	                                   em_store_real_address 0x08000000,
	                                   branch_addr_ctl 0x00800000,
	                                   storage_alt_space_ctl 0x00200000 */
	uint64_t starting_addr;         /* cr10: the range PER watches */
	uint64_t ending_addr;           /* cr11 */
};

/* the PER event the lowcore recorded, as words */
struct linuxabi_per_lowcore_words {
	uint16_t perc_atmid;            /* the PER code and addressing mode */
	uint16_t __pad1;
	uint32_t __pad2;
	uint64_t address;               /* the event's address */
	uint8_t  access_id;
	uint8_t  __pad3[7];
};

/* the same, its fields (the kernel's bitfields) */
struct linuxabi_per_lowcore_bits {
	uint16_t perc_atmid;            /* bitfields: perc_branching 0x8000,
	                                   perc_instruction_fetch 0x4000,
	                                   perc_storage_alteration 0x2000,
	                                   perc_gpr_alt_unused 0x1000,
	                                   perc_store_real_address 0x0800,
	                                   atmid_psw_bit_31 0x0080,
	                                   atmid_validity_bit 0x0040,
	                                   atmid_psw_bit_32 0x0020,
	                                   atmid_psw_bit_5 0x0010,
	                                   atmid_psw_bit_16 0x0008,
	                                   atmid_psw_bit_17 0x0004,
	                                   si 0x0003 */
	uint16_t __pad1;
	uint32_t __pad2;
	uint64_t address;
	uint8_t  access_id;             /* bitfield access_id: 0x0f */
	uint8_t  __pad3[7];
};

/* struct linuxabi_per_struct control_regs (an untagged union in the kernel) */
union linuxabi_per_struct_control_regs {
	struct linuxabi_per_cr_words words;
	struct linuxabi_per_cr_bits bits;
};

/* struct linuxabi_per_struct lowcore (an untagged union in the kernel) */
union linuxabi_per_struct_lowcore {
	struct linuxabi_per_lowcore_words words;
	struct linuxabi_per_lowcore_bits bits;
};

/* the PER registers in the user area (the kernel's per_struct) */
struct linuxabi_per_struct {
	union linuxabi_per_struct_control_regs control_regs;
	uint32_t flags;                 /* bitfields single_step 0x80000000,
	                                   instruction_fetch 0x40000000: both
	                                   obsolete, always 0 */
	uint32_t __pad;
	uint64_t starting_addr;         /* cr10 and cr11 when not single-stepping */
	uint64_t ending_addr;
	union linuxabi_per_struct_lowcore lowcore;
};

/* the user area of PTRACE_PEEKUSR, PTRACE_POKEUSR and the _AREA requests */
struct linuxabi_user_regs_struct {
	struct linuxabi_psw_t psw;
	uint64_t gprs[16];
	uint32_t acrs[16];
	uint64_t orig_gpr2;
	struct linuxabi_s390_fp_regs fp_regs;
	struct linuxabi_per_struct per_info;
	uint64_t ieee_instruction_pointer; /* obsolete, always 0 */
};

/* the start of the kernel's pt_regs, as BPF perf-event programs see it
   (bpf_user_pt_regs_t) */
struct linuxabi_user_pt_regs {
	uint64_t args[1];
	struct linuxabi_psw_t psw;
	uint64_t gprs[16];
};

#endif
