#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the cache block sizes, the vDSO, the caches.
 */

/* the block sizes that the cache instructions (dcbz..) act on */
#define AT_DCACHEBSIZE       19
#define AT_ICACHEBSIZE       20
#define AT_UCACHEBSIZE       21  /* unified cache */
#define AT_IGNOREPPC         22  /* skip this entry (old glibc padding) */
#define AT_SYSINFO_EHDR      33  /* the address of the vDSO's ELF header */

/* caches: the size in bytes, and the geometry: the line size in the
   low 16 bits, the associativity above (0: unknown) */
#define AT_L1I_CACHESIZE     40
#define AT_L1I_CACHEGEOMETRY 41
#define AT_L1D_CACHESIZE     42
#define AT_L1D_CACHEGEOMETRY 43
#define AT_L2_CACHESIZE      44
#define AT_L2_CACHEGEOMETRY  45
#define AT_L3_CACHESIZE      46
#define AT_L3_CACHEGEOMETRY  47

#endif
