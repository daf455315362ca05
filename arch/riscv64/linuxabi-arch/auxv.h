#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the vDSO and the caches.
 */

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
