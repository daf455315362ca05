#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-aarch64: 64-bit Arm (AArch64, LP64).
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__aarch64__) || defined(__ILP32__))
#error "linuxabi-aarch64 headers, but the compiler targets another ABI"
#endif

#endif
