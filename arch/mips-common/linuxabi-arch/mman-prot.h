#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits and pkey rights of mips, mipsn32,
 * mips64: PROT_SEM is 0x10 (0x8 is reserved).
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x10       /* usable for atomic operations */

/* pkey_alloc(2) access rights */
#define PKEY_ACCESS_MASK     (PKEY_DISABLE_ACCESS | PKEY_DISABLE_WRITE)

#endif
