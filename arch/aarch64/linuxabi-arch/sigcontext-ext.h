#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: aarch64: the records in a
 * sigcontext's __reserved area, each a header (struct
 * linuxabi_aarch64_ctx: its magic and its size in bytes, 16-byte
 * multiples) and its data, one after another up to a header whose magic
 * and size are 0; an EXTRA_MAGIC record points to more of them
 * elsewhere in the frame.  With the SVE and SME register layouts of
 * their records, as helpers of the vector length in quadwords (vq: 16
 * bytes each), on those of <linuxabi-arch/sve-context.h> (ptrace's
 * NT_ARM_SVE has the same layout), which this file includes.
 */

#include <stdint.h>
#include <linuxabi-arch/sve-context.h>

/* struct linuxabi_aarch64_ctx magic: which record follows */
#define FPSIMD_MAGIC    0x46508001      /* struct linuxabi_fpsimd_context */
#define ESR_MAGIC       0x45535201      /* struct linuxabi_esr_context */
#define POE_MAGIC       0x504f4530      /* struct linuxabi_poe_context */
#define EXTRA_MAGIC     0x45585401      /* struct linuxabi_extra_context */
#define SVE_MAGIC       0x53564501      /* struct linuxabi_sve_context */
#define TPIDR2_MAGIC    0x54504902      /* struct linuxabi_tpidr2_context */
#define FPMR_MAGIC      0x46504d52      /* struct linuxabi_fpmr_context */
#define ZA_MAGIC        0x54366345      /* struct linuxabi_za_context */
#define ZT_MAGIC        0x5a544e01      /* struct linuxabi_zt_context */
#define GCS_MAGIC       0x47435300      /* struct linuxabi_gcs_context */

/* a record's header */
struct linuxabi_aarch64_ctx {
	uint32_t magic;                 /* *_MAGIC; 0 ends the records */
	uint32_t size;                  /* of the whole record, header included */
};

/* the floating-point and Advanced SIMD registers (always present) */
struct linuxabi_fpsimd_context {
	struct linuxabi_aarch64_ctx head;
	uint32_t fpsr;
	uint32_t fpcr;
	uint64_t vregs[64];             /* V0..V31, 128 bits each (the kernel's
	                                   __uint128_t): Vn in vregs[2n] (low
	                                   half) and [2n+1] on little-endian */
};

/* the exception syndrome of a fault */
struct linuxabi_esr_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t esr;                   /* ESR_EL1 */
};

/* the permission overlay register */
struct linuxabi_poe_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t por_el0;
};

/* where the records go on, outside the sigcontext */
struct linuxabi_extra_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t datap;                 /* address of the records, 16-byte aligned */
	uint32_t size;                  /* their size in bytes */
	uint32_t __reserved[3];
};

/* struct linuxabi_sve_context flags */
#define SVE_SIG_FLAG_SM 0x1             /* the streaming mode's registers */

/* the SVE registers: at offset SVE_SIG_REGS_OFFSET in the record, when
   head.size exceeds that, the registers of LINUXABI_SVE_SIG_ZREG_OFFSET()
   and the rest, for vq LINUXABI_SVE_VQ_FROM_VL(vl) */
struct linuxabi_sve_context {
	struct linuxabi_aarch64_ctx head;
	uint16_t vl;                    /* the vector length in bytes */
	uint16_t flags;                 /* SVE_SIG_FLAG_* */
	uint16_t __reserved[2];
};

/* the SME thread register TPIDR2 */
struct linuxabi_tpidr2_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t tpidr2;
};

/* the floating-point mode register */
struct linuxabi_fpmr_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t fpmr;
};

/* the SME ZA array: at ZA_SIG_REGS_OFFSET in the record, when head.size
   exceeds that, vl rows of vl bytes (LINUXABI_ZA_SIG_ZAV_OFFSET()) */
struct linuxabi_za_context {
	struct linuxabi_aarch64_ctx head;
	uint16_t vl;                    /* the streaming vector length in bytes */
	uint16_t __reserved[3];
};

/* the SME2 ZT registers: at ZT_SIG_REGS_OFFSET, nregs of
   ZT_SIG_REG_BYTES */
struct linuxabi_zt_context {
	struct linuxabi_aarch64_ctx head;
	uint16_t nregs;
	uint16_t __reserved[3];
};

/* the guarded control stack */
struct linuxabi_gcs_context {
	struct linuxabi_aarch64_ctx head;
	uint64_t gcspr;                 /* GCSPR_EL0 */
	uint64_t features_enabled;      /* the PR_SHADOW_STACK_* of the thread */
	uint64_t reserved;
};

/* SVE: vector lengths; vq is a length in quadwords (128 bits) */
#define SVE_VQ_BYTES    16              /* bytes a quadword */
#define SVE_VQ_MIN      1
#define SVE_VQ_MAX      512             /* room in the layout; the architecture stops at 16 */
#define SVE_VL_MIN      16              /* bytes */
#define SVE_VL_MAX      8192
#define SVE_NUM_ZREGS   32
#define SVE_NUM_PREGS   16
#define LINUXABI_SVE_VL_VALID(vl) \
	((vl) % 16 == 0 && (vl) >= 16 && (vl) <= 8192)
#define LINUXABI_SVE_VQ_FROM_VL(vl)     ((vl) / 16)
#define LINUXABI_SVE_VL_FROM_VQ(vq)     ((vq) * 16)

/* an SVE record's registers: offsets from the record's start, sizes in
   bytes: Z0..Z31, then P0..P15, then FFR */
#define SVE_SIG_REGS_OFFSET     16UL
#define SVE_SIG_ZREGS_OFFSET    16UL
#define LINUXABI_SVE_SIG_ZREG_SIZE(vq)  LINUXABI_SVE_ZREG_SIZE(vq)
#define LINUXABI_SVE_SIG_PREG_SIZE(vq)  LINUXABI_SVE_PREG_SIZE(vq)
#define LINUXABI_SVE_SIG_FFR_SIZE(vq)   LINUXABI_SVE_FFR_SIZE(vq)
#define LINUXABI_SVE_SIG_ZREG_OFFSET(vq, n) \
	(16UL + LINUXABI_SVE_ZREG_OFFSET(vq, n))
#define LINUXABI_SVE_SIG_ZREGS_SIZE(vq) LINUXABI_SVE_ZREGS_SIZE(vq)
#define LINUXABI_SVE_SIG_PREGS_OFFSET(vq) \
	(16UL + LINUXABI_SVE_PREGS_OFFSET(vq))
#define LINUXABI_SVE_SIG_PREG_OFFSET(vq, n) \
	(16UL + LINUXABI_SVE_PREG_OFFSET(vq, n))
#define LINUXABI_SVE_SIG_PREGS_SIZE(vq) LINUXABI_SVE_PREGS_SIZE(vq)
#define LINUXABI_SVE_SIG_FFR_OFFSET(vq) \
	(16UL + LINUXABI_SVE_FFR_OFFSET(vq))
#define LINUXABI_SVE_SIG_REGS_SIZE(vq) \
	(LINUXABI_SVE_SIG_ZREGS_SIZE(vq) + LINUXABI_SVE_SIG_PREGS_SIZE(vq) \
	 + LINUXABI_SVE_SIG_FFR_SIZE(vq))
#define LINUXABI_SVE_SIG_CONTEXT_SIZE(vq) \
	(16UL + LINUXABI_SVE_SIG_REGS_SIZE(vq))

/* a ZA record's array: offset from the record's start, sizes in bytes
   (vq of the streaming vector length) */
#define ZA_SIG_REGS_OFFSET      16UL
#define LINUXABI_ZA_SIG_REGS_SIZE(vq)   (((vq) * 16) * ((vq) * 16))
#define LINUXABI_ZA_SIG_ZAV_OFFSET(vq, n) \
	(16UL + LINUXABI_SVE_ZREG_SIZE(vq) * (n))
#define LINUXABI_ZA_SIG_CONTEXT_SIZE(vq) (16UL + LINUXABI_ZA_SIG_REGS_SIZE(vq))

/* a ZT record's registers */
#define ZT_SIG_REG_SIZE         512     /* bits a register */
#define ZT_SIG_REG_BYTES        (ZT_SIG_REG_SIZE / 8)
#define ZT_SIG_REGS_OFFSET      16UL
#define LINUXABI_ZT_SIG_REGS_SIZE(n)    (64 * (n))
#define LINUXABI_ZT_SIG_CONTEXT_SIZE(n) (16UL + LINUXABI_ZT_SIG_REGS_SIZE(n))

#endif
