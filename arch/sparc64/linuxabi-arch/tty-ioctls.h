#ifndef LINUXABI_ARCH_TTY_IOCTLS_H
#define LINUXABI_ARCH_TTY_IOCTLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the tty ioctl(2) requests of sparc64: encoded 'T',
 * 't' and 'f' requests, as SunOS's, and a few asm-generic numbers.
 */

/* terminal settings: the termios structs of linuxabi/termios.h */
/* get struct linuxabi_termios */
#define TCGETS           LINUXABI_IOR('T', 0x08, struct linuxabi_termios)
/* set it at once */
#define TCSETS           LINUXABI_IOW('T', 0x09, struct linuxabi_termios)
/* after the output drains */
#define TCSETSW          LINUXABI_IOW('T', 0x0A, struct linuxabi_termios)
/* after draining, discarding input */
#define TCSETSF          LINUXABI_IOW('T', 0x0B, struct linuxabi_termios)
/* get struct linuxabi_termios2 */
#define TCGETS2          LINUXABI_IOR('T', 0x0C, struct linuxabi_termios2)
#define TCSETS2          LINUXABI_IOW('T', 0x0D, struct linuxabi_termios2)
#define TCSETSW2         LINUXABI_IOW('T', 0x0E, struct linuxabi_termios2)
#define TCSETSF2         LINUXABI_IOW('T', 0x0F, struct linuxabi_termios2)
#define TCGETA           0x40125401  /* get struct linuxabi_termio */
#define TCSETA           0x80125402
#define TCSETAW          0x80125403
#define TCSETAF          0x80125404
#define TIOCGLCKTRMIOS   0x5456   /* get the locked fields (termios) */
#define TIOCSLCKTRMIOS   0x5457   /* set them (CAP_SYS_ADMIN) */

/* line control (int argument by value) */
/* drain; send a break if arg is 0 */
#define TCSBRK           LINUXABI_IO('T', 0x05)
#define TCSBRKP          0x5425   /* break of arg tenths of a second */
#define TIOCSBRK         LINUXABI_IO('t', 0x7B)  /* start a break */
#define TIOCCBRK         LINUXABI_IO('t', 0x7A)  /* stop it */
#define TCXONC           LINUXABI_IO('T', 0x06)  /* flow control: TCOOFF.. */
#define TCFLSH           LINUXABI_IO('T', 0x07)  /* discard: TCIFLUSH.. */
/* BSD's: Linux does not implement it */
#define TIOCSTART        LINUXABI_IO('t', 0x6E)
#define TIOCSTOP         LINUXABI_IO('t', 0x6F)  /* likewise */

/* sessions and process groups */
/* become the controlling terminal */
#define TIOCSCTTY        LINUXABI_IO('t', 0x84)
#define TIOCNOTTY        LINUXABI_IO('t', 0x71)  /* give it up */
/* int *: foreground process group */
#define TIOCGPGRP        LINUXABI_IOR('t', 0x83, int)
/* const int *: set it */
#define TIOCSPGRP        LINUXABI_IOW('t', 0x82, int)
/* int *: the session's id */
#define TIOCGSID         LINUXABI_IOR('t', 0x85, int)
/* redirect the console here */
#define TIOCCONS         LINUXABI_IO('t', 0x24)
#define TIOCVHANGUP      LINUXABI_IO('T', 0x37)  /* hang up (CAP_SYS_ADMIN) */

/* queues, size, exclusive use */
/* int *: bytes not yet sent */
#define TIOCOUTQ         LINUXABI_IOR('t', 0x73, int)
/* const char *: fake input */
#define TIOCSTI          LINUXABI_IOW('t', 0x72, char)
/* get struct linuxabi_winsize */
#define TIOCGWINSZ       LINUXABI_IOR('t', 0x68, struct linuxabi_winsize)
/* set it (SIGWINCH) */
#define TIOCSWINSZ       LINUXABI_IOW('t', 0x67, struct linuxabi_winsize)
#define TIOCEXCL         LINUXABI_IO('t', 0x0D)  /* exclusive use */
#define TIOCNXCL         LINUXABI_IO('t', 0x0E)  /* not exclusive */
#define TIOCGEXCL        LINUXABI_IOR('T', 0x40, int)  /* int *: exclusive? */
/* const int *: line discipline N_* */
#define TIOCSETD         LINUXABI_IOW('t', 0x01, int)
/* int *: the line discipline */
#define TIOCGETD         LINUXABI_IOR('t', 0x00, int)
#define TIOCLINUX        0x541C   /* virtual console subcodes */
/* unsigned *: the real console's device */
#define TIOCGDEV         LINUXABI_IOR('T', 0x32, uint32_t)

/* modem lines (TIOCM_*: int argument) */
#define TIOCMGET         LINUXABI_IOR('t', 0x6A, int)  /* get the lines */
#define TIOCMBIS         LINUXABI_IOW('t', 0x6C, int)  /* set these */
#define TIOCMBIC         LINUXABI_IOW('t', 0x6B, int)  /* clear these */
#define TIOCMSET         LINUXABI_IOW('t', 0x6D, int)  /* set all */
#define TIOCMIWAIT       0x545C   /* wait for a change of these */
#define TIOCGICOUNT      0x545D   /* interrupt counts */
#define TIOCGSOFTCAR     LINUXABI_IOR('t', 0x64, int)  /* int *: CLOCAL */
/* const int *: set it */
#define TIOCSSOFTCAR     LINUXABI_IOW('t', 0x65, int)

/* pseudo-terminals */
/* const int *: packet mode on/off */
#define TIOCPKT          LINUXABI_IOW('t', 0x70, int)
/* int *: packet mode? */
#define TIOCGPKT         LINUXABI_IOR('T', 0x38, int)
/* unsigned *: the pty number */
#define TIOCGPTN         LINUXABI_IOR('t', 0x86, uint32_t)
/* const int *: lock (1) or unlock (0) */
#define TIOCSPTLCK       LINUXABI_IOW('t', 0x87, int)
#define TIOCGPTLCK       LINUXABI_IOR('T', 0x39, int)  /* int *: locked? */
/* signal the slave's process group */
#define TIOCSIG          LINUXABI_IOW('t', 0x88, int)
/* open the slave: flags as argument */
#define TIOCGPTPEER      LINUXABI_IO('t', 0x89)

/* serial ports (linux/serial.h structs, by size) */
#define TIOCGSERIAL      0x541E   /* get struct serial_struct */
#define TIOCSSERIAL      0x541F   /* set it */
/* get struct serial_rs485 */
#define TIOCGRS485       LINUXABI_IOR('T', 0x41, uint32_t[8])
#define TIOCSRS485       LINUXABI_IOWR('T', 0x42, uint32_t[8])  /* set it */
/* get struct serial_iso7816 */
#define TIOCGISO7816     LINUXABI_IOR('T', 0x43, uint32_t[10])
#define TIOCSISO7816     LINUXABI_IOWR('T', 0x44, uint32_t[10])  /* set it */
#define TIOCSERCONFIG    0x5453   /* auto-configure the port */
#define TIOCSERGWILD     0x5454   /* obsolete */
#define TIOCSERSWILD     0x5455   /* obsolete */
#define TIOCSERGSTRUCT   0x5458   /* obsolete */
#define TIOCSERGETLSR    0x5459   /* unsigned *: TIOCSER_TEMT */
#define TIOCSERGETMULTI  0x545A   /* obsolete */
#define TIOCSERSETMULTI  0x545B   /* obsolete */

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
