#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-s390x: 64-bit IBM Z.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__s390x__)
#error "linuxabi-s390x headers, but the compiler targets another ABI"
#endif

#endif
