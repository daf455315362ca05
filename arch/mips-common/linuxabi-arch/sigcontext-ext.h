#ifndef LINUXABI_ARCH_SIGCONTEXT_EXT_H
#define LINUXABI_ARCH_SIGCONTEXT_EXT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sigcontext.h>: the architecture's records of the signal
 * frame beyond the general registers.  Here: MIPS (o32, n32, n64), the
 * bits of the sigcontext's sc_used_math and the extended context records
 * that follow the ucontext's uc_sigmask (and a sigframe's sigmask) when
 * sc_used_math has USED_EXTCONTEXT: each begins with struct
 * linuxabi_extcontext, its size covers the whole record, and the list
 * ends with a header whose magic is END_EXTCONTEXT_MAGIC.
 */

#include <stdint.h>

/* sc_used_math bits */
#define USED_FP                (1 << 0)        /* sc_fpregs hold the FP registers */
#define USED_FR1               (1 << 1)        /* Status.FR was 1: 64-bit FP registers */
#define USED_HYBRID_FPRS       (1 << 2)        /* FR=1, odd singles in bits 63:32 of the even double before */
#define USED_EXTCONTEXT        (1 << 3)        /* extended context records follow the mask */

/* the magic of a record, in struct linuxabi_extcontext */
#define MSA_EXTCONTEXT_MAGIC   0x784d5341      /* "xMSA": struct linuxabi_msa_extcontext */
#define END_EXTCONTEXT_MAGIC   0x78454e44      /* "xEND": no more records */

/* every record's header */
struct linuxabi_extcontext {
	uint32_t magic;                 /* *_EXTCONTEXT_MAGIC */
	uint32_t size;                  /* bytes of the whole record, header included */
};

/* the MSA vector registers' upper halves (the lower halves are sc_fpregs) */
struct linuxabi_msa_extcontext {
	struct linuxabi_extcontext ext; /* MSA_EXTCONTEXT_MAGIC */
	uint64_t wr[32];                /* bits 127:64 of w0..w31 */
	uint32_t csr;                   /* MSACSR */
	uint32_t __pad;
};

#endif
