#ifndef LINUXABI_ARCH_TTY_FIOQSIZE_H
#define LINUXABI_ARCH_TTY_FIOQSIZE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: FIOQSIZE of sparc64: an encoded 'f' request.
 */

/* the size of a file or directory: FIOQSIZE */
/* int64_t *: bytes used */
#define FIOQSIZE         LINUXABI_IOR('f', 128, int64_t)

#endif
