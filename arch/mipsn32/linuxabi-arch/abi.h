#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mipsn32: the MIPS n32 ABI (MIPS64, 32-bit pointers).
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABIN32))
#error "linuxabi-mipsn32 headers, but the compiler targets another ABI"
#elif !defined(LINUXABI_ANY_ABI) && (_MIPS_SIM != _ABIN32)
#error "linuxabi-mipsn32 headers, but the compiler targets another ABI"
#endif

#endif
