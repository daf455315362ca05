#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the cache shapes (alpha has no vDSO: the kernel
 * keeps 32 and 33 reserved for one).
 */

/* cache shapes: bits 0-3 the associativity (0: full), 4-7 log2 of the
   line size, 8 and up the size >> 8; -1 when there is no such cache */
#define AT_L1I_CACHESHAPE    34
#define AT_L1D_CACHESHAPE    35
#define AT_L2_CACHESHAPE     36
#define AT_L3_CACHESHAPE     37

#endif
