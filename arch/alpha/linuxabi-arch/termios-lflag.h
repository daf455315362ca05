#ifndef LINUXABI_ARCH_TERMIOS_LFLAG_H
#define LINUXABI_ARCH_TERMIOS_LFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_lflag bits of alpha (4.4BSD's).
 */

/* c_lflag bits */
#define ISIG             0x00000080  /* INTR, QUIT, SUSP send signals */
#define ICANON           0x00000100  /* canonical (line by line) input */
#define XCASE            0x00004000  /* upper case terminal */
#define ECHO             0x00000008  /* echo input */
#define ECHOE            0x00000002  /* ERASE erases a character */
#define ECHOK            0x00000004  /* KILL erases the line */
#define ECHONL           0x00000010  /* echo NL even without ECHO */
#define NOFLSH           0x80000000  /* no flush after INTR, QUIT, SUSP */
#define TOSTOP           0x00400000  /* SIGTTOU for background output */
#define ECHOCTL          0x00000040  /* echo control characters as ^X */
#define ECHOPRT          0x00000020  /* hardcopy erase */
#define ECHOKE           0x00000001  /* KILL erases character by character */
#define LINUXABI_FLUSHO  0x00800000  /* output is being flushed (state) */
#define PENDIN           0x20000000  /* retype pending input (state) */
#define IEXTEN           0x00000400  /* LNEXT, DISCARD, WERASE, REPRINT */
#define EXTPROC          0x10000000  /* input processing done elsewhere */

#endif
