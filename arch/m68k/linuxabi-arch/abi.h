#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-m68k: Motorola 68000.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__m68k__)
#error "linuxabi-m68k headers, but the compiler targets another ABI"
#endif

#endif
