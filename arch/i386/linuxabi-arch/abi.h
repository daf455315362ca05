#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-i386: 32-bit x86.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__i386__)
#error "linuxabi-i386 headers, but the compiler targets another ABI"
#endif

#endif
