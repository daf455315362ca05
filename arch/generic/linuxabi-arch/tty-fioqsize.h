#ifndef LINUXABI_ARCH_TTY_FIOQSIZE_H
#define LINUXABI_ARCH_TTY_FIOQSIZE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: FIOQSIZE, which varies by ABI.  The asm-generic
 * number.
 */

/* the size of a file or directory: FIOQSIZE */
#define FIOQSIZE         0x5460   /* int64_t *: bytes used */

#endif
