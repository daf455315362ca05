#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits and pkey rights of aarch64:
 * asm-generic, and PROT_BTI, PROT_MTE.
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x8        /* usable for atomic operations */
#define PROT_BTI             0x10       /* BTI-guarded pages */
#define PROT_MTE             0x20       /* MTE-tagged pages */

/* pkey_alloc(2) access rights */
#define PKEY_ACCESS_MASK     (PKEY_DISABLE_ACCESS | PKEY_DISABLE_WRITE)

#endif
