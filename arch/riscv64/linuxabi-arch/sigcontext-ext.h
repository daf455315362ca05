#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: riscv64: the F, D or Q
 * floating-point state (union linuxabi_riscv_fp_state, ptrace's too:
 * <linuxabi-arch/ptrace-regs.h>), and the extension records that follow
 * the sigcontext when its last header (sc_ext.sc_extdesc.hdr) is not
 * END_MAGIC: each a struct linuxabi_riscv_ctx_hdr and its data, up to
 * one whose magic is END_MAGIC.  The kernel aligns the extension header
 * and the vector record to 16 bytes; ours are aligned to 8 (4), with
 * every offset and size the kernel's.
 */

#include <stdint.h>
#include <linuxabi-arch/ptrace-regs.h>

/* struct linuxabi_riscv_ctx_hdr magic: which record follows */
#define RISCV_V_MAGIC           0x53465457  /* struct linuxabi_sc_riscv_v_state */
#define RISCV_ZICFISS_MAGIC     0x9487      /* struct linuxabi_sc_riscv_cfi_state */
#define END_MAGIC               0x0         /* no more records */
#define END_HDR_SIZE            0x0         /* the size of END_MAGIC's */

/* an extension record's header */
struct linuxabi_riscv_ctx_hdr {
	uint32_t magic;                 /* *_MAGIC */
	uint32_t size;                  /* of the whole record, header included */
};

/* the floating-point state's last bytes read as the first record's
   header: hdr is the Q state's reserved words */
struct linuxabi_riscv_extra_ext_header {
	uint32_t __padding[129];
	uint32_t reserved;              /* 0 */
	struct linuxabi_riscv_ctx_hdr hdr;
};

/* the vector extension's state (the kernel's struct __riscv_v_ext_state) */
struct linuxabi_riscv_v_ext_state {
	uint64_t vstart;
	uint64_t vl;
	uint64_t vtype;
	uint64_t vcsr;
	uint64_t vlenb;                 /* bytes a vector register */
	uint64_t datap;                 /* address of V0..V31, vlenb bytes each */
};

/* RISCV_V_MAGIC's record, after its header; V0..V31 follow it */
struct linuxabi_sc_riscv_v_state {
	struct linuxabi_riscv_v_ext_state v_state;
};

/* RISCV_ZICFISS_MAGIC's record, after its header */
struct linuxabi_sc_riscv_cfi_state {
	uint64_t ss_ptr;                /* the shadow stack pointer */
};

#endif
