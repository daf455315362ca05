#ifndef LINUXABI_ARCH_TERMIOS_IFLAG_H
#define LINUXABI_ARCH_TERMIOS_IFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_iflag bits of powerpc: IXON, IXOFF
 * and IUCLC move (as on alpha).
 */

/* c_iflag bits (the rest are the same on every ABI: linuxabi/termios.h) */
#define IUCLC            0x1000   /* map upper case to lower case */
#define IXON             0x0200   /* XON/XOFF flow control of output */
#define IXOFF            0x0400   /* XON/XOFF flow control of input */
/* ring the bell when the input queue is full */
#define LINUXABI_IMAXBEL 0x2000
/* input is UTF-8: erase deletes whole characters */
#define LINUXABI_IUTF8   0x4000

#endif
