#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: x86 (i386, x32, x86_64,
 * the same layouts on each): the floating-point and extended (XSAVE)
 * state a sigcontext's fpstate points to, and the 32-bit and 64-bit
 * sigcontexts by the kernel's own register names (sigcontext_32 is an
 * i386 program's frame, sigcontext_64 an x86_64 or x32 program's, on
 * any of the three: for tracers of the other kind).
 */

#include <stdint.h>

/* struct linuxabi_fpx_sw_bytes magic1: the fpstate is an XSAVE area
   (struct linuxabi_xstate and more, extended_size bytes in all) */
#define FP_XSTATE_MAGIC1        0x46505853U
/* the last 4 bytes of that area, at fpstate + extended_size - 4 */
#define FP_XSTATE_MAGIC2        0x46505845U
#define FP_XSTATE_MAGIC2_SIZE   4U      /* its size */

/* struct linuxabi_fpstate_32 magic: FXSAVE data follows the legacy part
   (0xffff: legacy FSAVE data only) */
#define X86_FXSR_MAGIC          0x0000

/* struct linuxabi_ucontext uc_flags: uc_mcontext.fpstate is an XSAVE
   area (struct linuxabi_fpx_sw_bytes magic1 is FP_XSTATE_MAGIC1) */
#define UC_FP_XSTATE            0x1

/* the software-reserved last 48 bytes of an FXSAVE area */
struct linuxabi_fpx_sw_bytes {
	uint32_t magic1;                /* FP_XSTATE_MAGIC1, or 0: legacy, no XSAVE */
	uint32_t extended_size;         /* the whole area's size, FP_XSTATE_MAGIC2 included */
	uint64_t xfeatures;             /* the XSAVE components in the area */
	uint32_t xstate_size;           /* the XSAVE data's size, without FP_XSTATE_MAGIC2 */
	uint32_t padding[7];
};

/* an 80-bit x87 register (FSAVE) */
struct linuxabi_fpreg {
	uint16_t significand[4];
	uint16_t exponent;
};

/* an x87 register in 16 bytes (FXSAVE) */
struct linuxabi_fpxreg {
	uint16_t significand[4];
	uint16_t exponent;
	uint16_t padding[3];
};

/* an XMM register */
struct linuxabi_xmmreg {
	uint32_t element[4];
};

/* the floating-point state of an i386 program's frame: FSAVE's
   environment and registers, then the FXSAVE area's (the kernel's
   anonymous unions are their members padding1 and sw_reserved here) */
struct linuxabi_fpstate_32 {
	uint32_t cw;
	uint32_t sw;
	uint32_t tag;
	uint32_t ipoff;
	uint32_t cssel;
	uint32_t dataoff;
	uint32_t datasel;
	struct linuxabi_fpreg _st[8];
	uint16_t status;                /* the status word at the signal */
	uint16_t magic;                 /* X86_FXSR_MAGIC, or 0xffff: no FXSAVE part */
	uint32_t _fxsr_env[6];
	uint32_t mxcsr;
	uint32_t reserved;
	struct linuxabi_fpxreg _fxsr_st[8];
	struct linuxabi_xmmreg _xmm[8];
	uint32_t padding1[44];          /* XMM8..15 and padding; the kernel's alias: padding */
	struct linuxabi_fpx_sw_bytes sw_reserved; /* the kernel's alias: padding2[12] */
};

/* the floating-point state of an x86_64 or x32 program's frame: the
   FXSAVE area */
struct linuxabi_fpstate_64 {
	uint16_t cwd;
	uint16_t swd;
	uint16_t twd;                   /* FXSAVE's abridged tag word */
	uint16_t fop;
	uint64_t rip;
	uint64_t rdp;
	uint32_t mxcsr;
	uint32_t mxcsr_mask;
	uint32_t st_space[32];          /* ST0..7, 16 bytes each */
	uint32_t xmm_space[64];         /* XMM0..15, 16 bytes each */
	uint32_t reserved2[12];
	struct linuxabi_fpx_sw_bytes sw_reserved; /* the kernel's alias: reserved3[12] */
};

/* the XSAVE header after the FXSAVE area (the kernel's struct _header) */
struct linuxabi_xstate_header {
	uint64_t xfeatures;             /* the components saved */
	uint64_t reserved1[2];
	uint64_t reserved2[5];
};

/* the upper halves of YMM0..15, the XSAVE area's first component */
struct linuxabi_ymmh_state {
	uint32_t ymmh_space[64];
};

/* an i386 program's sigcontext (struct linuxabi_sigcontext on i386) */
struct linuxabi_sigcontext_32 {
	uint16_t gs, __gsh;
	uint16_t fs, __fsh;
	uint16_t es, __esh;
	uint16_t ds, __dsh;
	uint32_t di;
	uint32_t si;
	uint32_t bp;
	uint32_t sp;
	uint32_t bx;
	uint32_t dx;
	uint32_t cx;
	uint32_t ax;
	uint32_t trapno;
	uint32_t err;
	uint32_t ip;
	uint16_t cs, __csh;
	uint32_t flags;
	uint32_t sp_at_signal;
	uint16_t ss, __ssh;
	uint32_t fpstate;               /* address of the floating-point state, or 0 */
	uint32_t oldmask;
	uint32_t cr2;
};

/* an x86_64 or x32 program's sigcontext (struct linuxabi_sigcontext
   there, with the registers' own names) */
struct linuxabi_sigcontext_64 {
	uint64_t r8;
	uint64_t r9;
	uint64_t r10;
	uint64_t r11;
	uint64_t r12;
	uint64_t r13;
	uint64_t r14;
	uint64_t r15;
	uint64_t di;
	uint64_t si;
	uint64_t bp;
	uint64_t bx;
	uint64_t dx;
	uint64_t ax;
	uint64_t cx;
	uint64_t sp;
	uint64_t ip;
	uint64_t flags;
	uint16_t cs;
	uint16_t gs;
	uint16_t fs;
	uint16_t ss;
	uint64_t err;
	uint64_t trapno;
	uint64_t oldmask;
	uint64_t cr2;
	uint64_t fpstate;               /* address of the floating-point state, or 0 */
	uint64_t reserved1[8];
};

#endif
