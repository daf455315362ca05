#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-sh: SuperH.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__sh__)
#error "linuxabi-sh headers, but the compiler targets another ABI"
#endif

#endif
