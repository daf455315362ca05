#ifndef LINUXABI_ARCH_TTY_FIOQSIZE_H
#define LINUXABI_ARCH_TTY_FIOQSIZE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: FIOQSIZE of MIPS: in its 0x66xx range.
 */

/* the size of a file or directory: FIOQSIZE */
#define FIOQSIZE         0x667f   /* int64_t *: bytes used */

#endif
