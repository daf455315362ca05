#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mips: the MIPS o32 ABI (32-bit MIPS).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABIO32)
#error "linuxabi-mips headers, but the compiler targets another ABI"
#elif _MIPS_SIM != _ABIO32
#error "linuxabi-mips headers, but the compiler targets another ABI"
#endif

#endif
