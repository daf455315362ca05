#ifndef LINUXABI_ARCH_TTY_FIOQSIZE_H
#define LINUXABI_ARCH_TTY_FIOQSIZE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: FIOQSIZE of arm (0x5460 was a Hayes ESP
 * modem request there).
 */

/* the size of a file or directory: FIOQSIZE */
#define FIOQSIZE         0x545E   /* int64_t *: bytes used */

#endif
