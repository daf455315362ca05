#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits and pkey rights of aarch64:
 * asm-generic, PROT_BTI, PROT_MTE, and keys that can deny reads and
 * instruction fetch (POE).
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x8        /* usable for atomic operations */
#define PROT_BTI             0x10       /* BTI-guarded pages */
#define PROT_MTE             0x20       /* MTE-tagged pages */

/* pkey_alloc(2) access rights */
#define PKEY_UNRESTRICTED    0x0        /* no restriction */
#define PKEY_DISABLE_EXECUTE 0x4        /* no instruction fetch */
#define PKEY_DISABLE_READ    0x8        /* no read access */

#endif
