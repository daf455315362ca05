#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-alpha: DEC Alpha.
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__alpha__))
#error "linuxabi-alpha headers, but the compiler targets another ABI"
#endif

#endif
