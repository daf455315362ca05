#ifndef LINUXABI_ARCH_TTY_MODEM_H
#define LINUXABI_ARCH_TTY_MODEM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the modem line bits, which vary by ABI.  The
 * asm-generic values.
 */

/* TIOCMGET, TIOCMSET.. bits */
#define TIOCM_LE         0x001    /* line enable */
#define TIOCM_DTR        0x002    /* data terminal ready */
#define TIOCM_RTS        0x004    /* request to send */
#define TIOCM_ST         0x008    /* secondary transmit */
#define TIOCM_SR         0x010    /* secondary receive */
#define TIOCM_CTS        0x020    /* clear to send */
#define TIOCM_CAR        0x040    /* carrier detect */
#define TIOCM_CD         TIOCM_CAR
#define TIOCM_RNG        0x080    /* ring */
#define TIOCM_RI         TIOCM_RNG
#define TIOCM_DSR        0x100    /* data set ready */
#define TIOCM_OUT1       0x2000
#define TIOCM_OUT2       0x4000
#define TIOCM_LOOP       0x8000   /* loopback */

#endif
