#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits and pkey rights of powerpc and
 * powerpc64: PROT_SAO, and keys that can deny execution.
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x8        /* usable for atomic operations */
#define PROT_SAO             0x10       /* strong access ordering */

/* pkey_alloc(2) access rights */
#define PKEY_UNRESTRICTED    0x0        /* no restriction */
#define PKEY_DISABLE_EXECUTE 0x4        /* no instruction fetch */

#endif
