#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mipsn32: the MIPS n32 ABI (MIPS64, 32-bit pointers).
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABIN32)
#error "linuxabi-mipsn32 headers, but the compiler targets another ABI"
#elif _MIPS_SIM != _ABIN32
#error "linuxabi-mipsn32 headers, but the compiler targets another ABI"
#endif

#endif
