#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mips: the MIPS o32 ABI (32-bit MIPS).
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABIO32))
#error "linuxabi-mips headers, but the compiler targets another ABI"
#elif !defined(LINUXABI_ANY_ABI) && (_MIPS_SIM != _ABIO32)
#error "linuxabi-mips headers, but the compiler targets another ABI"
#endif

#endif
