#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: loongarch64: the records
 * from the sigcontext's end (offset sizeof(struct linuxabi_sigcontext),
 * the kernel's sc_extcontext) on, each a header (struct
 * linuxabi_sctx_info: its magic and its size in bytes, header included)
 * followed by its data at the next multiple of the record's *_CTX_ALIGN
 * (16 at least), one after another up to a header whose magic and size
 * are 0.  The floating-point state is one of FPU_CTX_MAGIC's,
 * LSX_CTX_MAGIC's or LASX_CTX_MAGIC's, the widest unit in use.
 */

#include <stdint.h>

/* struct linuxabi_sigcontext sc_flags */
#define SC_USED_FP              0x1         /* the floating-point unit was in use */
#define SC_ADDRERR_RD           0x40000000  /* an address error on a load */
#define SC_ADDRERR_WR           0x80000000U /* an address error on a store */

/* records start at multiples of this */
#define CONTEXT_INFO_ALIGN      16

/* a record's header */
struct linuxabi_sctx_info {
	uint32_t magic;                 /* *_CTX_MAGIC; 0 ends the records */
	uint32_t size;                  /* of the whole record, header included */
	uint64_t padding;               /* 0 */
};

/* struct linuxabi_sctx_info magic, and each record's alignment */
#define FPU_CTX_MAGIC           0x46505501  /* struct linuxabi_fpu_context */
#define FPU_CTX_ALIGN           8
#define LSX_CTX_MAGIC           0x53580001  /* struct linuxabi_lsx_context */
#define LSX_CTX_ALIGN           16
#define LASX_CTX_MAGIC          0x41535801  /* struct linuxabi_lasx_context */
#define LASX_CTX_ALIGN          32
#define LBT_CTX_MAGIC           0x42540001  /* struct linuxabi_lbt_context */
#define LBT_CTX_ALIGN           8

/* the floating-point registers */
struct linuxabi_fpu_context {
	uint64_t regs[32];              /* f0..f31 */
	uint64_t fcc;                   /* the condition flags fcc0..fcc7, a byte each */
	uint32_t fcsr;
	uint32_t __pad;
};

/* the 128-bit LSX vector registers (their low 64 bits are f0..f31) */
struct linuxabi_lsx_context {
	uint64_t regs[2 * 32];          /* vr0..vr31, two words each */
	uint64_t fcc;
	uint32_t fcsr;
	uint32_t __pad;
};

/* the 256-bit LASX vector registers */
struct linuxabi_lasx_context {
	uint64_t regs[4 * 32];          /* xr0..xr31, four words each */
	uint64_t fcc;
	uint32_t fcsr;
	uint32_t __pad;
};

/* the binary translation registers */
struct linuxabi_lbt_context {
	uint64_t regs[4];               /* scr0..scr3 */
	uint32_t eflags;
	uint32_t ftop;                  /* the x87 stack top */
};

#endif
