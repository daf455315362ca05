#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the FPU control word, the vDSO and the cache shapes.
 */

#define AT_FPUCW             18  /* the FPU control word the kernel set */
#define AT_SYSINFO_EHDR      33  /* the address of the vDSO's ELF header */

/* cache shapes: bits 0-3 the associativity (0: full), 4-7 log2 of the
   line size, 8 and up the size >> 8; -1 when there is no such cache */
#define AT_L1I_CACHESHAPE    34
#define AT_L1D_CACHESHAPE    35
#define AT_L2_CACHESHAPE     36

#endif
