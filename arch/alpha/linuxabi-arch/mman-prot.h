#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits of alpha: its own
 * mman.h, not asm-generic's, so no PKEY_UNRESTRICTED.
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x8        /* usable for atomic operations */

#endif
