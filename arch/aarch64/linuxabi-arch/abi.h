#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-aarch64: 64-bit Arm (AArch64, LP64).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__aarch64__) || defined(__ILP32__)
#error "linuxabi-aarch64 headers, but the compiler targets another ABI"
#endif

#endif
