#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-x86_64: 64-bit x86.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__x86_64__) || defined(__ILP32__)
#error "linuxabi-x86_64 headers, but the compiler targets another ABI"
#endif

#endif
