#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the vDSO and the ADI (application data integrity) version tags.
 */

#define AT_SYSINFO_EHDR      33  /* the address of the vDSO's ELF header */

/* ADI: memory version tags of SPARC M7 and later */
#define AT_ADI_BLKSZ         48  /* the bytes one tag covers */
#define AT_ADI_NBITS         49  /* the bits of a tag */
#define AT_ADI_UEONADI       50  /* nonzero: a tag mismatch is a fatal error */

#endif
