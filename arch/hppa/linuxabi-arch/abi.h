#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-hppa: PA-RISC, 32-bit.
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__hppa__) || defined(__LP64__))
#error "linuxabi-hppa headers, but the compiler targets another ABI"
#endif

#endif
