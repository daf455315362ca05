#ifndef LINUXABI_ARCH_TERMIOS_CFLAG_H
#define LINUXABI_ARCH_TERMIOS_CFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_cflag bits that vary by ABI.
 * The asm-generic values: the speeds above B38400 set CBAUDEX.
 */

/* c_cflag: the output speed field (B0..B38400: linuxabi/termios.h) */
#define CBAUD            0x0000100f  /* mask of the output speed */
#define LINUXABI_CBAUDEX 0x00001000  /* set by the speeds above B38400 */
#define BOTHER           0x00001000  /* the speed is in c_ospeed, c_ispeed */
#define B57600           0x00001001
#define B115200          0x00001002
#define B230400          0x00001003
#define B460800          0x00001004
#define B500000          0x00001005
#define B576000          0x00001006
#define B921600          0x00001007
#define B1000000         0x00001008
#define B1152000         0x00001009
#define B1500000         0x0000100a
#define B2000000         0x0000100b
#define B2500000         0x0000100c
#define B3000000         0x0000100d
#define B3500000         0x0000100e
#define B4000000         0x0000100f
#define CIBAUD           0x100f0000  /* input speed mask (0: the output one) */

/* c_cflag: the other bits (ADDRB, CMSPAR, CRTSCTS: linuxabi/termios.h) */
#define CSIZE            0x00000030  /* mask of the character size */
#define CS5              0x00000000
#define CS6              0x00000010
#define CS7              0x00000020
#define CS8              0x00000030
#define CSTOPB           0x00000040  /* two stop bits */
#define CREAD            0x00000080  /* enable the receiver */
#define PARENB           0x00000100  /* parity on */
#define PARODD           0x00000200  /* odd parity */
#define HUPCL            0x00000400  /* hang up on the last close */
#define CLOCAL           0x00000800  /* ignore the modem lines */

#endif
