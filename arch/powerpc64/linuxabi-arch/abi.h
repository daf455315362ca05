#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-powerpc64: 64-bit PowerPC, either byte order.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__powerpc64__)
#error "linuxabi-powerpc64 headers, but the compiler targets another ABI"
#endif

#endif
