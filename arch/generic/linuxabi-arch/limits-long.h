#ifndef LINUXABI_ARCH_LIMITS_LONG_H
#define LINUXABI_ARCH_LIMITS_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/limits.h>: the width of this ABI's long, the kernel's
 * __BITS_PER_LONG (<asm/bitsperlong.h>): 64-bit: long and pointers are 64 bits.
 */

#define LINUXABI_BITS_PER_LONG 64

#endif
