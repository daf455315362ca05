#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits and pkey rights that vary by ABI.
 * The asm-generic values; PROT_NONE..PROT_EXEC are in the generic header.
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x8        /* usable for atomic operations */

/* pkey_alloc(2) access rights */
#define PKEY_UNRESTRICTED    0x0        /* no restriction */

#endif
