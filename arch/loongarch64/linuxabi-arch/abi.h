#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-loongarch64: 64-bit LoongArch (LP64D and the other LP64 ABIs).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__loongarch__) || !defined(__LP64__)
#error "linuxabi-loongarch64 headers, but the compiler targets another ABI"
#endif

#endif
