#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-powerpc: 32-bit PowerPC.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__powerpc__) || defined(__powerpc64__)
#error "linuxabi-powerpc headers, but the compiler targets another ABI"
#endif

#endif
