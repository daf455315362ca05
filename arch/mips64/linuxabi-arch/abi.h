#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mips64: the MIPS n64 ABI (64-bit MIPS).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABI64)
#error "linuxabi-mips64 headers, but the compiler targets another ABI"
#elif _MIPS_SIM != _ABI64
#error "linuxabi-mips64 headers, but the compiler targets another ABI"
#endif

#endif
