#ifndef LINUXABI_ARCH_ABI_H
#define LINUXABI_ARCH_ABI_H

/*
 * linuxabi-riscv64: 64-bit RISC-V.
 * These headers describe this ABI only; another target needs its own tree.
 */
#if !defined(__riscv) || !defined(__LP64__)
#error "linuxabi-riscv64 headers, but the compiler targets another ABI"
#endif

#endif
