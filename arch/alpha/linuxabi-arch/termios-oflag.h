#ifndef LINUXABI_ARCH_TERMIOS_OFLAG_H
#define LINUXABI_ARCH_TERMIOS_OFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_oflag bits of alpha: ONLCR and OLCUC
 * swap, the delay fields move, NLDLY is two bits wide.
 */

/* c_oflag bits (OPOST, OCRNL, ONOCR, ONLRET, OFILL, OFDEL: termios.h) */
#define OLCUC            0x00004  /* map lower case to upper case */
#define ONLCR            0x00002  /* map NL to CR-NL */
#define NLDLY            0x00300  /* newline delay mask */
#define NL0              0x00000
#define NL1              0x00100
#define NL2              0x00200
#define NL3              0x00300
#define CRDLY            0x03000  /* carriage return delay mask */
#define CR0              0x00000
#define CR1              0x01000
#define CR2              0x02000
#define CR3              0x03000
#define TABDLY           0x00c00  /* horizontal tab delay mask */
#define TAB0             0x00000
#define TAB1             0x00400
#define TAB2             0x00800
#define TAB3             0x00c00  /* expand tabs to spaces */
#define XTABS            TAB3     /* TAB3, its old name */
#define BSDLY            0x08000  /* backspace delay mask */
#define BS0              0x00000
#define BS1              0x08000
#define VTDLY            0x10000  /* vertical tab delay mask */
#define VT0              0x00000
#define VT1              0x10000
#define FFDLY            0x04000  /* form feed delay mask */
#define FF0              0x00000
#define FF1              0x04000

#endif
