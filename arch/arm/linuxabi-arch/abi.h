#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-arm: 32-bit Arm, EABI.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__arm__) || !defined(__ARM_EABI__)
#error "linuxabi-arm headers, but the compiler targets another ABI"
#endif

#endif
