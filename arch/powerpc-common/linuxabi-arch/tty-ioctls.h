#ifndef LINUXABI_ARCH_TTY_IOCTLS_H
#define LINUXABI_ARCH_TTY_IOCTLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the tty ioctl(2) requests of powerpc: as alpha's
 * (encoded 't' and 'f' requests, the BSD ones), without termios2's.
 */

/* terminal settings: the termios structs of linuxabi/termios.h */
/* get struct linuxabi_termios */
#define TCGETS           LINUXABI_IOR('t', 0x13, struct linuxabi_termios)
/* set it at once */
#define TCSETS           LINUXABI_IOW('t', 0x14, struct linuxabi_termios)
/* after the output drains */
#define TCSETSW          LINUXABI_IOW('t', 0x15, struct linuxabi_termios)
/* after draining, discarding input */
#define TCSETSF          LINUXABI_IOW('t', 0x16, struct linuxabi_termios)
#define TCGETA           0x40147417  /* get struct linuxabi_termio */
#define TCSETA           0x80147418
#define TCSETAW          0x80147419
#define TCSETAF          0x8014741C
#define TIOCGLCKTRMIOS   0x5456   /* get the locked fields (termios) */
#define TIOCSLCKTRMIOS   0x5457   /* set them (CAP_SYS_ADMIN) */

/* the BSD structs (linuxabi/termios.h) */
/* get struct linuxabi_sgttyb */
#define TIOCGETP         LINUXABI_IOR('t', 0x08, struct linuxabi_sgttyb)
/* set it, flushing input */
#define TIOCSETP         LINUXABI_IOW('t', 0x09, struct linuxabi_sgttyb)
/* set it without flushing */
#define TIOCSETN         LINUXABI_IOW('t', 0x0A, struct linuxabi_sgttyb)
/* get struct linuxabi_tchars */
#define TIOCGETC         LINUXABI_IOR('t', 0x12, struct linuxabi_tchars)
#define TIOCSETC         LINUXABI_IOW('t', 0x11, struct linuxabi_tchars)
/* get struct linuxabi_ltchars */
#define TIOCGLTC         LINUXABI_IOR('t', 0x74, struct linuxabi_ltchars)
#define TIOCSLTC         LINUXABI_IOW('t', 0x75, struct linuxabi_ltchars)

/* line control (int argument by value) */
/* drain; send a break if arg is 0 */
#define TCSBRK           LINUXABI_IO('t', 0x1D)
#define TCSBRKP          0x5425   /* break of arg tenths of a second */
#define TIOCSBRK         0x5427   /* start a break */
#define TIOCCBRK         0x5428   /* stop it */
#define TCXONC           LINUXABI_IO('t', 0x1E)  /* flow control: TCOOFF.. */
#define TCFLSH           LINUXABI_IO('t', 0x1F)  /* discard: TCIFLUSH.. */
/* BSD's: Linux does not implement it */
#define TIOCSTART        LINUXABI_IO('t', 0x6E)
#define TIOCSTOP         LINUXABI_IO('t', 0x6F)  /* likewise */

/* sessions and process groups */
#define TIOCSCTTY        0x540E   /* become the controlling terminal */
#define TIOCNOTTY        0x5422   /* give it up */
/* int *: foreground process group */
#define TIOCGPGRP        LINUXABI_IOR('t', 0x77, int)
/* const int *: set it */
#define TIOCSPGRP        LINUXABI_IOW('t', 0x76, int)
#define TIOCGSID         0x5429   /* int *: the session's id */
#define TIOCCONS         0x541D   /* redirect the console here */
#define TIOCVHANGUP      0x5437   /* hang up (CAP_SYS_ADMIN) */

/* queues, size, exclusive use */
/* int *: bytes not yet sent */
#define TIOCOUTQ         LINUXABI_IOR('t', 0x73, int)
#define TIOCSTI          0x5412   /* const char *: fake input */
/* get struct linuxabi_winsize */
#define TIOCGWINSZ       LINUXABI_IOR('t', 0x68, struct linuxabi_winsize)
/* set it (SIGWINCH) */
#define TIOCSWINSZ       LINUXABI_IOW('t', 0x67, struct linuxabi_winsize)
#define TIOCEXCL         0x540C   /* exclusive use */
#define TIOCNXCL         0x540D   /* not exclusive */
#define TIOCGEXCL        LINUXABI_IOR('T', 0x40, int)  /* int *: exclusive? */
#define TIOCSETD         0x5423   /* const int *: line discipline N_* */
#define TIOCGETD         0x5424   /* int *: the line discipline */
#define TIOCLINUX        0x541C   /* virtual console subcodes */
/* unsigned *: the real console's device */
#define TIOCGDEV         LINUXABI_IOR('T', 0x32, uint32_t)

/* modem lines (TIOCM_*: int argument) */
#define TIOCMGET         0x5415   /* get the lines */
#define TIOCMBIS         0x5416   /* set these */
#define TIOCMBIC         0x5417   /* clear these */
#define TIOCMSET         0x5418   /* set all */
#define TIOCMIWAIT       0x545C   /* wait for a change of these */
#define TIOCGICOUNT      0x545D   /* interrupt counts */
#define TIOCGSOFTCAR     0x5419   /* int *: CLOCAL */
#define TIOCSSOFTCAR     0x541A   /* const int *: set it */

/* pseudo-terminals */
#define TIOCPKT          0x5420   /* const int *: packet mode on/off */
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
#define TIOCGSERIAL      0x541E   /* get struct serial_struct */
#define TIOCSSERIAL      0x541F   /* set it */
#define TIOCGRS485       0x542E   /* get struct serial_rs485 */
#define TIOCSRS485       0x542F   /* set it */
/* get struct serial_iso7816 */
#define TIOCGISO7816     LINUXABI_IOR('T', 0x42, uint32_t[10])
#define TIOCSISO7816     LINUXABI_IOWR('T', 0x43, uint32_t[10])  /* set it */
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
