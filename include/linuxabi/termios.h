#ifndef LINUXABI_TERMIOS_H
#define LINUXABI_TERMIOS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/termios.h>: the kernel's terminal settings, as the tty
 * ioctl(2) requests of <linuxabi/tty.h> read and fill them: struct
 * linuxabi_termios (LINUXABI_TCGETS..), linuxabi_termios2 (TCGETS2..,
 * arbitrary speeds with BOTHER), linuxabi_termio (TCGETA..),
 * linuxabi_winsize (TIOCGWINSZ, TIOCSWINSZ), the c_cc indexes V*, the bits
 * of every flag word, the B* speeds, and the values of TCXONC and TCFLSH.
 *
 * libc's struct termios is not the kernel's (glibc and musl give it 32
 * c_cc entries and, on most ABIs, the speeds): libc's tcgetattr(3)
 * converts.  The flag bits and V* indexes here are the kernel's, which
 * glibc's and musl's <termios.h> share, but for a few that a libc
 * defines with another value on some ABI, which are LINUXABI_-prefixed
 * on every ABI: LINUXABI_NCCS (libc's struct has 32 entries),
 * LINUXABI_IMAXBEL and LINUXABI_IUTF8 (glibc's hppa values),
 * LINUXABI_CBAUDEX (glibc's powerpc one), LINUXABI_FLUSHO (glibc's
 * sparc64 one) and LINUXABI_TCSANOW.. (musl's MIPS ones; tcsetattr(3)
 * takes libc's).  The layouts, the c_cc indexes
 * and most flag bits differ on alpha, powerpc, MIPS, sparc64 and (two
 * c_iflag bits) hppa: they come from <linuxabi-arch/termios-*.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/termios-struct.h>
#include <linuxabi-arch/termios-iflag.h>
#include <linuxabi-arch/termios-oflag.h>
#include <linuxabi-arch/termios-cflag.h>
#include <linuxabi-arch/termios-lflag.h>

/* TIOCGWINSZ, TIOCSWINSZ: the size of a terminal */
struct linuxabi_winsize {
    uint16_t ws_row;                    /* rows, in characters */
    uint16_t ws_col;                    /* columns, in characters */
    uint16_t ws_xpixel;                 /* width in pixels (unused by the
                                           kernel) */
    uint16_t ws_ypixel;                 /* height in pixels (likewise) */
};

/* c_iflag bits the same on every ABI (the rest: linuxabi-arch) */
#define IGNBRK           0x001          /* ignore a break */
#define BRKINT           0x002          /* a break sends SIGINT */
#define IGNPAR           0x004          /* ignore parity and framing
                                           errors */
#define PARMRK           0x008          /* mark them with \377 \0 */
#define INPCK            0x010          /* check input parity */
#define ISTRIP           0x020          /* strip the eighth bit */
#define INLCR            0x040          /* map NL to CR */
#define IGNCR            0x080          /* ignore CR */
#define ICRNL            0x100          /* map CR to NL */
#define IXANY            0x800          /* any character restarts output */

/* c_oflag bits the same on every ABI */
#define OPOST            0x01           /* process output */
#define OCRNL            0x08           /* map CR to NL */
#define ONOCR            0x10           /* no CR in column 0 */
#define ONLRET           0x20           /* NL also returns the carriage */
#define OFILL            0x40           /* fill characters for a delay */
#define OFDEL            0x80           /* the fill character is DEL */

/* c_cflag output speeds (CBAUD; in CIBAUD shifted by IBSHIFT) the same
   on every ABI: the faster ones are per ABI */
#define B0               0x00000000     /* hang up */
#define B50              0x00000001
#define B75              0x00000002
#define B110             0x00000003
#define B134             0x00000004
#define B150             0x00000005
#define B200             0x00000006
#define B300             0x00000007
#define B600             0x00000008
#define B1200            0x00000009
#define B1800            0x0000000a
#define B2400            0x0000000b
#define B4800            0x0000000c
#define B9600            0x0000000d
#define B19200           0x0000000e
#define B38400           0x0000000f
#define EXTA             B19200         /* external clock A */
#define EXTB             B38400         /* external clock B */
#define IBSHIFT          16             /* CIBAUD is CBAUD shifted by this */

/* c_cflag bits the same on every ABI */
#define ADDRB            0x20000000     /* RS-485 address bit */
#define CMSPAR           0x40000000     /* mark or space (stick) parity */
#define CRTSCTS          0x80000000     /* RTS/CTS flow control */

/* TCXONC (tcflow(3)) argument */
#define TCOOFF           0              /* suspend output */
#define TCOON            1              /* resume output */
#define TCIOFF           2              /* send a STOP character */
#define TCION            3              /* send a START character */

/* TCFLSH (tcflush(3)) argument */
#define TCIFLUSH         0              /* discard unread input */
#define TCOFLUSH         1              /* discard unsent output */
#define TCIOFLUSH        2              /* both */

#endif
