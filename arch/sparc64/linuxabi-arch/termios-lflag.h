#ifndef LINUXABI_ARCH_TERMIOS_LFLAG_H
#define LINUXABI_ARCH_TERMIOS_LFLAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the c_lflag bits of sparc64: the asm-generic
 * ones shifted by SunOS's DEFECHO.
 */

/* c_lflag bits */
#define ISIG             0x00000001  /* INTR, QUIT, SUSP send signals */
#define ICANON           0x00000002  /* canonical (line by line) input */
#define XCASE            0x00000004  /* upper case terminal */
#define ECHO             0x00000008  /* echo input */
#define ECHOE            0x00000010  /* ERASE erases a character */
#define ECHOK            0x00000020  /* KILL erases the line */
#define ECHONL           0x00000040  /* echo NL even without ECHO */
#define NOFLSH           0x00000080  /* no flush after INTR, QUIT, SUSP */
#define TOSTOP           0x00000100  /* SIGTTOU for background output */
#define ECHOCTL          0x00000200  /* echo control characters as ^X */
#define ECHOPRT          0x00000400  /* hardcopy erase */
#define ECHOKE           0x00000800  /* KILL erases character by character */
#define DEFECHO          0x00001000  /* SunOS: no effect in Linux */
#define LINUXABI_FLUSHO  0x00002000  /* output is being flushed (state) */
#define PENDIN           0x00004000  /* retype pending input (state) */
#define IEXTEN           0x00008000  /* LNEXT, DISCARD, WERASE, REPRINT */
#define EXTPROC          0x00010000  /* input processing done elsewhere */

#endif
