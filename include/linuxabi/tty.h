#ifndef LINUXABI_TTY_H
#define LINUXABI_TTY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the ioctl(2) requests of terminals and
 * pseudo-terminals (LINUXABI_TCGETS, LINUXABI_TCSETS.., TIOC*), the FIO*
 * requests every file descriptor takes, the packet mode and modem line
 * bits, and the line disciplines N_*.  The structs the requests read and fill are
 * <linuxabi/termios.h>'s, which this includes.
 *
 * TCGETS, TCSETS, TCSETSW and TCSETSF are LINUXABI_-prefixed on every
 * ABI: glibc's powerpc <sys/ioctl.h> encodes them with its own 60-byte
 * struct termios, not the kernel's 44 bytes, so a program including both
 * would get the wrong numbers from whichever header came last.
 *
 * The request numbers differ on alpha, powerpc, MIPS, hppa, sparc64 and
 * sh (arm, m68k and s390x: FIOQSIZE only): they come from
 * <linuxabi-arch/tty-*.h>.  Many are bare numbers (0x5401) rather than
 * encoded with LINUXABI_IOR() and the others, as the kernel has them; an
 * encoded one takes the size of this ABI's struct.
 *
 * Kept elsewhere: FIOSETOWN, FIOGETOWN, SIOC* (the socket requests);
 * FIOQSIZE's neighbours FIBMAP, FIGETBSZ and the FS_IOC_* requests
 * (the file system requests).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/termios.h>
#include <linuxabi-arch/tty-ioctls.h>
#include <linuxabi-arch/tty-fioqsize.h>
#include <linuxabi-arch/tty-modem.h>

/* TIOCPKT packet mode: the first byte of each read on the master */
#define TIOCPKT_DATA           0        /* data follows */
#define TIOCPKT_FLUSHREAD      1        /* the slave's input was flushed */
#define TIOCPKT_FLUSHWRITE     2        /* its output was flushed */
#define TIOCPKT_STOP           4        /* output stopped (^S) */
#define TIOCPKT_START          8        /* output restarted (^Q) */
#define TIOCPKT_NOSTOP         16       /* ^S/^Q no longer flow control */
#define TIOCPKT_DOSTOP         32       /* ^S/^Q flow control again */
#define TIOCPKT_IOCTL          64       /* the slave's termios changed
                                           (with EXTPROC) */

/* TIOCSERGETLSR result */
#define TIOCSER_TEMT           0x01     /* the transmitter is empty */

/* line disciplines: c_line, TIOCSETD, TIOCGETD */
#define N_TTY                  0        /* the terminal one, the default */
#define N_SLIP                 1        /* SLIP */
#define N_MOUSE                2        /* serial mouse */
#define N_PPP                  3        /* PPP, asynchronous */
#define N_STRIP                4        /* Metricom STRIP */
#define N_AX25                 5        /* amateur radio KISS */
#define N_X25                  6        /* X.25 over a serial line */
#define N_6PACK                7        /* amateur radio 6PACK */
#define N_MASC                 8        /* reserved: Mobitex */
#define N_R3964                9        /* Siemens R3964 */
#define N_PROFIBUS_FDL         10       /* reserved: Profibus */
#define N_IRDA                 11       /* IrDA (removed) */
#define N_SMSBLOCK             12       /* reserved: GSM SMS block mode */
#define N_HDLC                 13       /* HDLC frames */
#define N_SYNC_PPP             14       /* PPP, synchronous */
#define N_HCI                  15       /* Bluetooth HCI UART */
#define N_GIGASET_M101         16       /* Siemens Gigaset M101 DECT */
#define N_SLCAN                17       /* serial CAN adapters */
#define N_PPS                  18       /* pulse per second */
#define N_V253                 19       /* voice modem control */
#define N_CAIF                 20       /* CAIF modems */
#define N_GSM0710              21       /* GSM 07.10 multiplexer */
#define N_TI_WL                22       /* TI WiLink Bluetooth, FM, GPS */
#define N_TRACESINK            23       /* MIPI P1149.7 trace */
#define N_TRACEROUTER          24       /* MIPI P1149.7 trace */
#define N_NCI                  25       /* NFC NCI UART */
#define N_SPEAKUP              26       /* speech synthesizers */
#define N_NULL                 27       /* discards everything */
#define N_MCTP                 28       /* MCTP over serial */
#define N_DEVELOPMENT          29       /* out-of-tree testing */
#define N_CAN327               30       /* ELM327 OBD-II adapters */

#endif
