#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: s390x: the register save
 * area (struct linuxabi_sigregs: the PSW, general and access registers,
 * then the floating-point registers) and the vector extension's
 * (struct linuxabi_sigregs_ext, after the ucontext in the rt frame).
 * struct linuxabi_s390_fp_regs is <linuxabi-arch/fp-regs.h>'s, shared
 * with <linuxabi/ptrace.h>.  The kernel's names of the counts begin with
 * underscores: ours take the LINUXABI_ prefix instead.
 */

#include <stdint.h>
#include <linuxabi-arch/fp-regs.h> /* struct linuxabi_s390_fp_regs */

#define LINUXABI_NUM_GPRS       16  /* general registers */
#define LINUXABI_NUM_FPRS       16  /* floating-point registers */
#define LINUXABI_NUM_ACRS       16  /* access registers */
#define LINUXABI_NUM_VXRS       32  /* vector registers */
#define LINUXABI_NUM_VXRS_LOW   16  /* V0..V15: their low halves here, high halves the FPRs */
#define LINUXABI_NUM_VXRS_HIGH  16  /* V16..V31, whole */

/* the old signal frame's mask: _SIGCONTEXT_NSIG bits in words of
   _SIGCONTEXT_NSIG_BPW */
#define LINUXABI_SIGCONTEXT_NSIG        64
#define LINUXABI_SIGCONTEXT_NSIG_BPW    64
#define LINUXABI_SIGCONTEXT_NSIG_WORDS  1
#define LINUXABI_SIGMASK_COPY_SIZE      8UL /* bytes of sigcontext's oldmask */
#define LINUXABI_SIGNAL_FRAMESIZE       160 /* the stack frame below a handler's signal frame */

/* the program status word */
struct linuxabi_psw {
	uint64_t mask;                  /* the PSW's flags: address space, condition code, program mask */
	uint64_t addr;                  /* the instruction address */
};

/* the general and access registers with the PSW */
struct linuxabi_s390_regs_common {
	struct linuxabi_psw psw;
	uint64_t gprs[16];
	uint32_t acrs[16];
};

/* the registers at the signal (the kernel's _sigregs) */
struct linuxabi_sigregs {
	struct linuxabi_s390_regs_common regs;
	struct linuxabi_s390_fp_regs fpregs;
};

/* the vector registers beyond the FPRs (the kernel's _sigregs_ext),
   with uc_flags' UC_VXRS */
struct linuxabi_sigregs_ext {
	uint64_t vxrs_low[16];          /* V0..V15's low halves */
	uint64_t vxrs_high[32];         /* V16..V31, high then low half each */
	uint8_t  __reserved[128];
};

#endif
