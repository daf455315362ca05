#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-mips64: the MIPS n64 ABI (64-bit MIPS).
 * These headers describe this ABI only; another target needs its own tree.
 * Define LINUXABI_ANY_ABI to read its constants with another compiler
 * (struct layouts are then that compiler's, not this ABI's).
 */
#if !defined(LINUXABI_ANY_ABI) && (!defined(__mips__) || !defined(_MIPS_SIM) || !defined(_ABI64))
#error "linuxabi-mips64 headers, but the compiler targets another ABI"
#elif !defined(LINUXABI_ANY_ABI) && (_MIPS_SIM != _ABI64)
#error "linuxabi-mips64 headers, but the compiler targets another ABI"
#endif

#endif
