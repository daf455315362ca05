#ifndef LINUXABI_ARCH_TERMIOS_CFLAG_H
#define LINUXABI_ARCH_TERMIOS_CFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_cflag bits of alpha: a 5-bit CBAUD holds
 * every speed (no CBAUDEX), the other bits move up.
 */

/* c_cflag: the output speed field (B0..B38400: linuxabi/termios.h) */
#define CBAUD            0x0000001f  /* mask of the output speed */
#define LINUXABI_CBAUDEX 0x00000000  /* set by the speeds above B38400 */
#define BOTHER           0x0000001f  /* the speed is in c_ospeed, c_ispeed */
#define B57600           0x00000010
#define B115200          0x00000011
#define B230400          0x00000012
#define B460800          0x00000013
#define B500000          0x00000014
#define B576000          0x00000015
#define B921600          0x00000016
#define B1000000         0x00000017
#define B1152000         0x00000018
#define B1500000         0x00000019
#define B2000000         0x0000001a
#define B2500000         0x0000001b
#define B3000000         0x0000001c
#define B3500000         0x0000001d
#define B4000000         0x0000001e
#define CIBAUD           0x001f0000  /* input speed mask (0: the output one) */

/* c_cflag: the other bits (ADDRB, CMSPAR, CRTSCTS: linuxabi/termios.h) */
#define CSIZE            0x00000300  /* mask of the character size */
#define CS5              0x00000000
#define CS6              0x00000100
#define CS7              0x00000200
#define CS8              0x00000300
#define CSTOPB           0x00000400  /* two stop bits */
#define CREAD            0x00000800  /* enable the receiver */
#define PARENB           0x00001000  /* parity on */
#define PARODD           0x00002000  /* odd parity */
#define HUPCL            0x00004000  /* hang up on the last close */
#define CLOCAL           0x00008000  /* ignore the modem lines */

#endif
