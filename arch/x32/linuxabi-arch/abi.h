#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-x32: x86-64 with 32-bit pointers (x32).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__x86_64__) || !defined(__ILP32__)
#error "linuxabi-x32 headers, but the compiler targets another ABI"
#endif

#endif
