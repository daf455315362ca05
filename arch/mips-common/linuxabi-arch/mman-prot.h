#ifndef LINUXABI_ARCH_MMAN_PROT_H
#define LINUXABI_ARCH_MMAN_PROT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the prot bits of mips, mipsn32, mips64: PROT_SEM
 * is 0x10 (0x8 is reserved), and the kernel's own mman.h, not
 * asm-generic's, so no PKEY_UNRESTRICTED.
 */

/* mmap(2), mprotect(2), pkey_mprotect(2) prot bits */
#define PROT_SEM             0x10       /* usable for atomic operations */

#endif
