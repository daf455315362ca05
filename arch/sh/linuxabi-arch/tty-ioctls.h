#ifndef LINUXABI_ARCH_TTY_IOCTLS_H
#define LINUXABI_ARCH_TTY_IOCTLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the tty ioctl(2) requests of sh: the asm-generic
 * ones, encoded (with sh's own numbers for TCGETA.. and a few others).
 */

/* terminal settings: the termios structs of linuxabi/termios.h */
#define TCGETS           0x5401   /* get struct linuxabi_termios */
#define TCSETS           0x5402   /* set it at once */
#define TCSETSW          0x5403   /* after the output drains */
#define TCSETSF          0x5404   /* after draining, discarding input */
/* get struct linuxabi_termios2 */
#define TCGETS2          LINUXABI_IOR('T', 0x2A, struct linuxabi_termios2)
#define TCSETS2          LINUXABI_IOW('T', 0x2B, struct linuxabi_termios2)
#define TCSETSW2         LINUXABI_IOW('T', 0x2C, struct linuxabi_termios2)
#define TCSETSF2         LINUXABI_IOW('T', 0x2D, struct linuxabi_termios2)
#define TCGETA           0x80127417  /* get struct linuxabi_termio */
#define TCSETA           0x40127418
#define TCSETAW          0x40127419
#define TCSETAF          0x4012741C
#define TIOCGLCKTRMIOS   0x5456   /* get the locked fields (termios) */
#define TIOCSLCKTRMIOS   0x5457   /* set them (CAP_SYS_ADMIN) */

/* line control (int argument by value) */
/* drain; send a break if arg is 0 */
#define TCSBRK           LINUXABI_IO('t', 0x1D)
/* break of arg tenths of a second */
#define TCSBRKP          LINUXABI_IOW('T', 0x25, int)
#define TIOCSBRK         LINUXABI_IO('T', 0x27)  /* start a break */
#define TIOCCBRK         LINUXABI_IO('T', 0x28)  /* stop it */
#define TCXONC           LINUXABI_IO('t', 0x1E)  /* flow control: TCOOFF.. */
#define TCFLSH           LINUXABI_IO('t', 0x1F)  /* discard: TCIFLUSH.. */
/* BSD's: Linux does not implement it */
#define TIOCSTART        LINUXABI_IO('t', 0x6E)
#define TIOCSTOP         LINUXABI_IO('t', 0x6F)  /* likewise */

/* sessions and process groups */
/* become the controlling terminal */
#define TIOCSCTTY        LINUXABI_IO('T', 0x0E)
#define TIOCNOTTY        LINUXABI_IO('T', 0x22)  /* give it up */
/* int *: foreground process group */
#define TIOCGPGRP        LINUXABI_IOR('t', 0x77, int)
/* const int *: set it */
#define TIOCSPGRP        LINUXABI_IOW('t', 0x76, int)
/* int *: the session's id */
#define TIOCGSID         LINUXABI_IOR('T', 0x29, int)
/* redirect the console here */
#define TIOCCONS         LINUXABI_IO('T', 0x1D)
#define TIOCVHANGUP      LINUXABI_IO('T', 0x37)  /* hang up (CAP_SYS_ADMIN) */

/* queues, size, exclusive use */
/* int *: bytes not yet sent */
#define TIOCOUTQ         LINUXABI_IOR('t', 0x73, int)
/* const char *: fake input */
#define TIOCSTI          LINUXABI_IOW('T', 0x12, char)
#define TIOCGWINSZ       0x80087468  /* get struct linuxabi_winsize */
#define TIOCSWINSZ       0x40087467  /* set it (SIGWINCH) */
#define TIOCEXCL         LINUXABI_IO('T', 0x0C)  /* exclusive use */
#define TIOCNXCL         LINUXABI_IO('T', 0x0D)  /* not exclusive */
#define TIOCGEXCL        LINUXABI_IOR('T', 0x40, int)  /* int *: exclusive? */
/* const int *: line discipline N_* */
#define TIOCSETD         LINUXABI_IOW('T', 0x23, int)
/* int *: the line discipline */
#define TIOCGETD         LINUXABI_IOR('T', 0x24, int)
/* virtual console subcodes */
#define TIOCLINUX        LINUXABI_IOW('T', 0x1C, char)
/* unsigned *: the real console's device */
#define TIOCGDEV         LINUXABI_IOR('T', 0x32, uint32_t)

/* modem lines (TIOCM_*: int argument) */
#define TIOCMGET         LINUXABI_IOR('T', 0x15, uint32_t)  /* get the lines */
#define TIOCMBIS         LINUXABI_IOW('T', 0x16, uint32_t)  /* set these */
#define TIOCMBIC         LINUXABI_IOW('T', 0x17, uint32_t)  /* clear these */
#define TIOCMSET         LINUXABI_IOW('T', 0x18, uint32_t)  /* set all */
/* wait for a change of these */
#define TIOCMIWAIT       LINUXABI_IO('T', 0x5C)
#define TIOCGICOUNT      0x545D   /* interrupt counts */
#define TIOCGSOFTCAR     LINUXABI_IOR('T', 0x19, uint32_t)  /* int *: CLOCAL */
/* const int *: set it */
#define TIOCSSOFTCAR     LINUXABI_IOW('T', 0x1A, uint32_t)

/* pseudo-terminals */
/* const int *: packet mode on/off */
#define TIOCPKT          LINUXABI_IOW('T', 0x20, int)
/* int *: packet mode? */
#define TIOCGPKT         LINUXABI_IOR('T', 0x38, int)
/* unsigned *: the pty number */
#define TIOCGPTN         LINUXABI_IOR('T', 0x30, uint32_t)
/* const int *: lock (1) or unlock (0) */
#define TIOCSPTLCK       LINUXABI_IOW('T', 0x31, int)
#define TIOCGPTLCK       LINUXABI_IOR('T', 0x39, int)  /* int *: locked? */
/* signal the slave's process group */
#define TIOCSIG          LINUXABI_IOW('T', 0x36, int)
/* open the slave: flags as argument */
#define TIOCGPTPEER      LINUXABI_IO('T', 0x41)

/* serial ports (linux/serial.h structs, by size) */
#define TIOCGSERIAL      0x803C541E  /* get struct serial_struct */
#define TIOCSSERIAL      0x403C541F  /* set it */
/* get struct serial_rs485 */
#define TIOCGRS485       LINUXABI_IOR('T', 0x2E, uint32_t[8])
#define TIOCSRS485       LINUXABI_IOWR('T', 0x2F, uint32_t[8])  /* set it */
/* get struct serial_iso7816 */
#define TIOCGISO7816     LINUXABI_IOR('T', 0x42, uint32_t[10])
#define TIOCSISO7816     LINUXABI_IOWR('T', 0x43, uint32_t[10])  /* set it */
#define TIOCSERCONFIG    LINUXABI_IO('T', 0x53)  /* auto-configure the port */
#define TIOCSERGWILD     LINUXABI_IOR('T', 0x54, int)  /* obsolete */
#define TIOCSERSWILD     LINUXABI_IOW('T', 0x55, int)  /* obsolete */
#define TIOCSERGSTRUCT   0x80D85458  /* obsolete */
/* unsigned *: TIOCSER_TEMT */
#define TIOCSERGETLSR    LINUXABI_IOR('T', 0x59, uint32_t)
#define TIOCSERGETMULTI  0x80A8545A  /* obsolete */
#define TIOCSERSETMULTI  0x40A8545B  /* obsolete */

/* every file descriptor */
#define FIOCLEX          LINUXABI_IO('f', 0x01)  /* set FD_CLOEXEC */
#define FIONCLEX         LINUXABI_IO('f', 0x02)  /* clear FD_CLOEXEC */
/* const int *: O_ASYNC */
#define FIOASYNC         LINUXABI_IOW('f', 0x7D, int)
/* const int *: O_NONBLOCK */
#define FIONBIO          LINUXABI_IOW('f', 0x7E, int)
/* int *: bytes readable */
#define FIONREAD         LINUXABI_IOR('f', 0x7F, int)
#define TIOCINQ          FIONREAD /* FIONREAD, for ttys */

#endif
