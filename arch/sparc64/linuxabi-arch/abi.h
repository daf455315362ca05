#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-sparc64: 64-bit SPARC.
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__sparc__) || !defined(__arch64__))
#error "linuxabi-sparc64 headers, but the compiler targets another ABI"
#endif

#endif
