#ifndef LINUXABI_ARCH_SVE_CONTEXT_H
#define LINUXABI_ARCH_SVE_CONTEXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h> and <linuxabi/sigcontext.h>: the SVE register
 * layout both ptrace(2)'s NT_ARM_SVE register set and the signal
 * frame's SVE record hold after a 16-byte header (the kernel's
 * <asm/sve_context.h>, whose reserved __SVE_* names are these
 * LINUXABI_SVE_* helpers).  Here: aarch64.
 */

#include <stdint.h>

/* offsets from the first Z register and sizes in bytes, for vq (the
   vector length in quadwords, 16 bytes each): Z0..Z31, then P0..P15,
   then FFR */
#define LINUXABI_SVE_ZREG_SIZE(vq)      ((uint32_t)(vq) * 16)
#define LINUXABI_SVE_PREG_SIZE(vq)      ((uint32_t)(vq) * 2)
#define LINUXABI_SVE_FFR_SIZE(vq)       LINUXABI_SVE_PREG_SIZE(vq)
#define LINUXABI_SVE_ZREG_OFFSET(vq, n) (LINUXABI_SVE_ZREG_SIZE(vq) * (n))
#define LINUXABI_SVE_ZREGS_SIZE(vq)     LINUXABI_SVE_ZREG_OFFSET(vq, 32)
#define LINUXABI_SVE_PREGS_OFFSET(vq)   LINUXABI_SVE_ZREGS_SIZE(vq)
#define LINUXABI_SVE_PREG_OFFSET(vq, n) \
	(LINUXABI_SVE_PREGS_OFFSET(vq) + LINUXABI_SVE_PREG_SIZE(vq) * (n))
#define LINUXABI_SVE_PREGS_SIZE(vq)     (LINUXABI_SVE_PREG_SIZE(vq) * 16)
#define LINUXABI_SVE_FFR_OFFSET(vq) \
	(LINUXABI_SVE_PREGS_OFFSET(vq) + LINUXABI_SVE_PREGS_SIZE(vq))

#endif
