#ifndef LINUXABI_ARCH_PTRACE_REGSETS_H
#define LINUXABI_ARCH_PTRACE_REGSETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register sets beyond the general registers,
 * the status register's bits and the PTRACE_PEEKUSR offsets the ABI's
 * <asm/ptrace.h> defines.  Here: aarch64: the PSTATE bits (struct
 * linuxabi_user_regs pstate), and the layouts PTRACE_GETREGSET reads
 * and writes for the note types NT_ARM_HW_BREAK and NT_ARM_HW_WATCH
 * (debug registers), NT_ARM_SVE and NT_ARM_SSVE (SVE: a header, then
 * the registers in FPSIMD or SVE form), NT_ARM_PAC_MASK,
 * NT_ARM_PACA_KEYS and NT_ARM_PACG_KEYS (pointer authentication),
 * NT_ARM_ZA (SME's ZA array: a header, then the array) and NT_ARM_GCS
 * (the guarded control stack); NT_PRFPREG's struct
 * linuxabi_user_fpsimd_state is <linuxabi-arch/ptrace-regs.h>'s.  The
 * SVE and ZA layouts are helpers of the vector length in quadwords (vq:
 * 16 bytes each), on <linuxabi-arch/sve-context.h>'s, which the signal
 * frame's share.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>
#include <linuxabi-arch/sve-context.h>

/* PSTATE: the exception level and stack pointer (PSR_MODE_MASK); a
   traced process is in PSR_MODE_EL0t */
#define PSR_MODE_EL0t   0x00000000
#define PSR_MODE_EL1t   0x00000004
#define PSR_MODE_EL1h   0x00000005
#define PSR_MODE_EL2t   0x00000008
#define PSR_MODE_EL2h   0x00000009
#define PSR_MODE_EL3t   0x0000000c
#define PSR_MODE_EL3h   0x0000000d
#define PSR_MODE_MASK   0x0000000f
#define PSR_MODE32_BIT  0x00000010      /* an AArch32 (compat) task */

/* PSTATE bits */
#define PSR_F_BIT       0x00000040      /* FIQs masked */
#define PSR_I_BIT       0x00000080      /* IRQs masked */
#define PSR_A_BIT       0x00000100      /* SErrors masked */
#define PSR_D_BIT       0x00000200      /* debug exceptions masked */
#define PSR_BTYPE_MASK  0x00000c00      /* branch target type (BTI) */
#define PSR_SSBS_BIT    0x00001000      /* speculative store bypass safe */
#define PSR_PAN_BIT     0x00400000      /* privileged access never */
#define PSR_UAO_BIT     0x00800000      /* user access override */
#define PSR_DIT_BIT     0x01000000      /* data-independent timing */
#define PSR_TCO_BIT     0x02000000      /* MTE tag checks suppressed */
#define PSR_V_BIT       0x10000000
#define PSR_C_BIT       0x20000000
#define PSR_Z_BIT       0x40000000
#define PSR_N_BIT       0x80000000
#define PSR_BTYPE_SHIFT 10

/* PSTATE byte fields */
#define PSR_f           0xff000000      /* flags */
#define PSR_s           0x00ff0000      /* status */
#define PSR_x           0x0000ff00      /* extension */
#define PSR_c           0x000000ff      /* control */

/* PSR_BTYPE_MASK values: the branch that reached the instruction */
#define PSR_BTYPE_NONE  0x000
#define PSR_BTYPE_JC    0x400
#define PSR_BTYPE_C     0x800
#define PSR_BTYPE_J     0xc00

/* NT_ARM_HW_BREAK, NT_ARM_HW_WATCH: one breakpoint or watchpoint
   register pair */
struct linuxabi_user_hwdebug_state_dbg_regs {
	uint64_t addr;
	uint32_t ctrl;                  /* DBGBCR/DBGWCR: enable, length, type */
	uint32_t __pad;
};

/* NT_ARM_HW_BREAK, NT_ARM_HW_WATCH: the debug registers; a read fills
   dbg_info and as many dbg_regs as the CPU has */
struct linuxabi_user_hwdebug_state {
	uint32_t dbg_info;              /* debug architecture (bits 8..15),
	                                   number of registers (bits 0..7) */
	uint32_t __pad;
	struct linuxabi_user_hwdebug_state_dbg_regs dbg_regs[16];
};

/* NT_ARM_SVE, NT_ARM_SSVE (streaming mode): the header; the registers
   follow at SVE_PT_REGS_OFFSET, in the form flags says, up to size */
struct linuxabi_user_sve_header {
	uint32_t size;                  /* bytes of the set, header included */
	uint32_t max_size;              /* the most it can be for this thread */
	uint16_t vl;                    /* the vector length in bytes */
	uint16_t max_vl;
	uint16_t flags;                 /* SVE_PT_REGS_*, SVE_PT_VL_* */
	uint16_t __reserved;
};

/* struct linuxabi_user_sve_header flags */
#define SVE_PT_REGS_MASK        1
#define SVE_PT_REGS_FPSIMD      0       /* a struct linuxabi_user_fpsimd_state */
#define SVE_PT_REGS_SVE         1       /* the SVE registers */
#define SVE_PT_VL_INHERIT       2       /* PR_SVE_VL_INHERIT >> 16 */
#define SVE_PT_VL_ONEXEC        4       /* PR_SVE_SET_VL_ONEXEC >> 16: set
                                           vl at the next execve */

/* NT_ARM_SVE, NT_ARM_SSVE: offsets from the header's start, sizes in
   bytes; the registers start at the header's size rounded up to 16 */
#define SVE_PT_REGS_OFFSET      16UL
#define SVE_PT_FPSIMD_OFFSET    16UL
#define SVE_PT_SVE_OFFSET       16UL
#define SVE_PT_SVE_ZREGS_OFFSET 16UL
#define SVE_PT_SVE_FPSR_SIZE    4UL
#define SVE_PT_SVE_FPCR_SIZE    4UL
#define LINUXABI_SVE_PT_FPSIMD_SIZE(vq, flags) \
	(sizeof(struct linuxabi_user_fpsimd_state))
#define LINUXABI_SVE_PT_SVE_ZREG_SIZE(vq)       LINUXABI_SVE_ZREG_SIZE(vq)
#define LINUXABI_SVE_PT_SVE_PREG_SIZE(vq)       LINUXABI_SVE_PREG_SIZE(vq)
#define LINUXABI_SVE_PT_SVE_FFR_SIZE(vq)        LINUXABI_SVE_FFR_SIZE(vq)
#define LINUXABI_SVE_PT_SVE_ZREG_OFFSET(vq, n) \
	(SVE_PT_REGS_OFFSET + LINUXABI_SVE_ZREG_OFFSET(vq, n))
#define LINUXABI_SVE_PT_SVE_ZREGS_SIZE(vq) \
	(LINUXABI_SVE_PT_SVE_ZREG_OFFSET(vq, 32) - SVE_PT_SVE_ZREGS_OFFSET)
#define LINUXABI_SVE_PT_SVE_PREGS_OFFSET(vq) \
	(SVE_PT_REGS_OFFSET + LINUXABI_SVE_PREGS_OFFSET(vq))
#define LINUXABI_SVE_PT_SVE_PREG_OFFSET(vq, n) \
	(SVE_PT_REGS_OFFSET + LINUXABI_SVE_PREG_OFFSET(vq, n))
#define LINUXABI_SVE_PT_SVE_PREGS_SIZE(vq) \
	(LINUXABI_SVE_PT_SVE_PREG_OFFSET(vq, 16) \
	 - LINUXABI_SVE_PT_SVE_PREGS_OFFSET(vq))
#define LINUXABI_SVE_PT_SVE_FFR_OFFSET(vq) \
	(SVE_PT_REGS_OFFSET + LINUXABI_SVE_FFR_OFFSET(vq))
#define LINUXABI_SVE_PT_SVE_FPSR_OFFSET(vq) \
	((LINUXABI_SVE_PT_SVE_FFR_OFFSET(vq) + LINUXABI_SVE_FFR_SIZE(vq) \
	  + 15) / 16 * 16)
#define LINUXABI_SVE_PT_SVE_FPCR_OFFSET(vq) \
	(LINUXABI_SVE_PT_SVE_FPSR_OFFSET(vq) + SVE_PT_SVE_FPSR_SIZE)
#define LINUXABI_SVE_PT_SVE_SIZE(vq, flags) \
	((LINUXABI_SVE_PT_SVE_FPCR_OFFSET(vq) + SVE_PT_SVE_FPCR_SIZE \
	  - SVE_PT_SVE_OFFSET + 15) / 16 * 16)
/* the whole set, header included, for flags' form */
#define LINUXABI_SVE_PT_SIZE(vq, flags) \
	(((flags) & SVE_PT_REGS_MASK) == SVE_PT_REGS_SVE \
	 ? SVE_PT_SVE_OFFSET + LINUXABI_SVE_PT_SVE_SIZE(vq, flags) \
	 : SVE_PT_FPSIMD_OFFSET + LINUXABI_SVE_PT_FPSIMD_SIZE(vq, flags))

/* NT_ARM_PAC_MASK: the bits of an address that hold its authentication
   code */
struct linuxabi_user_pac_mask {
	uint64_t data_mask;
	uint64_t insn_mask;
};

/* NT_ARM_PACA_KEYS: the address keys, 128 bits each (the kernel's
   __uint128_t, which makes its struct 16-byte aligned; here two
   uint64_t, in memory order, 8-byte aligned: offsets and size the
   kernel's) */
struct linuxabi_user_pac_address_keys {
	uint64_t apiakey[2];
	uint64_t apibkey[2];
	uint64_t apdakey[2];
	uint64_t apdbkey[2];
};

/* NT_ARM_PACG_KEYS: the generic key, likewise */
struct linuxabi_user_pac_generic_keys {
	uint64_t apgakey[2];
};

/* NT_ARM_ZA: the header; the array follows at ZA_PT_ZA_OFFSET when size
   exceeds that (ZA enabled) */
struct linuxabi_user_za_header {
	uint32_t size;                  /* bytes of the set, header included */
	uint32_t max_size;              /* the most it can be for this thread */
	uint16_t vl;                    /* the streaming vector length in bytes */
	uint16_t max_vl;
	uint16_t flags;                 /* ZA_PT_VL_* */
	uint16_t __reserved;
};

/* struct linuxabi_user_za_header flags */
#define ZA_PT_VL_INHERIT        2       /* PR_SME_VL_INHERIT >> 16 */
#define ZA_PT_VL_ONEXEC         4       /* PR_SME_SET_VL_ONEXEC >> 16 */

/* NT_ARM_ZA: the array, vl rows of vl bytes (vq of the streaming vector
   length); offsets from the header's start */
#define ZA_PT_ZA_OFFSET         16UL
#define LINUXABI_ZA_PT_ZAV_OFFSET(vq, n) \
	(ZA_PT_ZA_OFFSET + LINUXABI_SVE_ZREG_SIZE(vq) * (n))
#define LINUXABI_ZA_PT_ZA_SIZE(vq) \
	(LINUXABI_SVE_ZREG_SIZE(vq) * LINUXABI_SVE_ZREG_SIZE(vq))
#define LINUXABI_ZA_PT_SIZE(vq) (ZA_PT_ZA_OFFSET + LINUXABI_ZA_PT_ZA_SIZE(vq))

/* NT_ARM_GCS: the guarded control stack */
struct linuxabi_user_gcs {
	uint64_t features_enabled;      /* PR_SHADOW_STACK_* */
	uint64_t features_locked;
	uint64_t gcspr_el0;             /* the stack pointer */
};

#endif
