#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-alpha: DEC Alpha.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__alpha__)
#error "linuxabi-alpha headers, but the compiler targets another ABI"
#endif

#endif
