#ifndef LINUXABI_ARCH_TERMIOS_LFLAG_H
#define LINUXABI_ARCH_TERMIOS_LFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_lflag bits of MIPS: IEXTEN, FLUSHO and
 * TOSTOP move (SVR4's), with TOSTOP's other name ITOSTOP.
 */

/* c_lflag bits */
#define ISIG             0x00001  /* INTR, QUIT, SUSP send signals */
#define ICANON           0x00002  /* canonical (line by line) input */
#define XCASE            0x00004  /* upper case terminal */
#define ECHO             0x00008  /* echo input */
#define ECHOE            0x00010  /* ERASE erases a character */
#define ECHOK            0x00020  /* KILL erases the line */
#define ECHONL           0x00040  /* echo NL even without ECHO */
#define NOFLSH           0x00080  /* no flush after INTR, QUIT, SUSP */
#define TOSTOP           0x08000  /* SIGTTOU for background output */
#define ITOSTOP          TOSTOP   /* TOSTOP, its SVR4 name */
#define ECHOCTL          0x00200  /* echo control characters as ^X */
#define ECHOPRT          0x00400  /* hardcopy erase */
#define ECHOKE           0x00800  /* KILL erases character by character */
#define LINUXABI_FLUSHO  0x02000  /* output is being flushed (state) */
#define PENDIN           0x04000  /* retype pending input (state) */
#define IEXTEN           0x00100  /* LNEXT, DISCARD, WERASE, REPRINT */
#define EXTPROC          0x10000  /* input processing done elsewhere */

#endif
