#ifndef LINUXABI_ARCH_AUXV_H
#define LINUXABI_ARCH_AUXV_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/auxv.h>: the auxiliary vector's entry types that only some
 * ABIs have.  Here: the vDSO's address.
 */

#define AT_SYSINFO_EHDR      33  /* the address of the vDSO's ELF header */

#endif
