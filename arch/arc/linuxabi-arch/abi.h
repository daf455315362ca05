#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-arc: Synopsys ARC, 32-bit.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__arc__) || defined(__LP64__)
#error "linuxabi-arc headers, but the compiler targets another ABI"
#endif

#endif
