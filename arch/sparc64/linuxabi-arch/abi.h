#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-sparc64: 64-bit SPARC.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__sparc__) || !defined(__arch64__)
#error "linuxabi-sparc64 headers, but the compiler targets another ABI"
#endif

#endif
