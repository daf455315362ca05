#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-hppa: PA-RISC, 32-bit.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__hppa__) || defined(__LP64__)
#error "linuxabi-hppa headers, but the compiler targets another ABI"
#endif

#endif
