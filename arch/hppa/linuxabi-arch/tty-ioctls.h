#ifndef LINUXABI_ARCH_TTY_IOCTLS_H
#define LINUXABI_ARCH_TTY_IOCTLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the tty ioctl(2) requests of hppa: the asm-generic
 * numbers, but the termios, process group and TIOCGSID requests are
 * encoded, as HP-UX's.
 */

/* terminal settings: the termios structs of linuxabi/termios.h */
/* get struct linuxabi_termios */
#define TCGETS           LINUXABI_IOR('T', 0x10, struct linuxabi_termios)
/* set it at once */
#define TCSETS           LINUXABI_IOW('T', 0x11, struct linuxabi_termios)
/* after the output drains */
#define TCSETSW          LINUXABI_IOW('T', 0x12, struct linuxabi_termios)
/* after draining, discarding input */
#define TCSETSF          LINUXABI_IOW('T', 0x13, struct linuxabi_termios)
/* get struct linuxabi_termios2 */
#define TCGETS2          LINUXABI_IOR('T', 0x2A, struct linuxabi_termios2)
#define TCSETS2          LINUXABI_IOW('T', 0x2B, struct linuxabi_termios2)
#define TCSETSW2         LINUXABI_IOW('T', 0x2C, struct linuxabi_termios2)
#define TCSETSF2         LINUXABI_IOW('T', 0x2D, struct linuxabi_termios2)
#define TCGETA           0x40125401  /* get struct linuxabi_termio */
#define TCSETA           0x80125402
#define TCSETAW          0x80125403
#define TCSETAF          0x80125404
#define TIOCGLCKTRMIOS   0x5456   /* get the locked fields (termios) */
#define TIOCSLCKTRMIOS   0x5457   /* set them (CAP_SYS_ADMIN) */

/* the BSD structs (linuxabi/termios.h) */
#define TIOCSLTC         0x5462

/* line control (int argument by value) */
/* drain; send a break if arg is 0 */
#define TCSBRK           LINUXABI_IO('T', 0x05)
#define TCSBRKP          0x5425   /* break of arg tenths of a second */
#define TIOCSBRK         0x5427   /* start a break */
#define TIOCCBRK         0x5428   /* stop it */
#define TCXONC           LINUXABI_IO('T', 0x06)  /* flow control: TCOOFF.. */
#define TCFLSH           LINUXABI_IO('T', 0x07)  /* discard: TCIFLUSH.. */
#define TIOCSTART        0x5461   /* BSD's: Linux does not implement it */
#define TIOCSTOP         0x5462   /* likewise */

/* sessions and process groups */
#define TIOCSCTTY        0x540E   /* become the controlling terminal */
#define TIOCNOTTY        0x5422   /* give it up */
/* int *: foreground process group */
#define TIOCGPGRP        LINUXABI_IOR('T', 0x1E, int)
/* const int *: set it */
#define TIOCSPGRP        LINUXABI_IOW('T', 0x1D, int)
/* int *: the session's id */
#define TIOCGSID         LINUXABI_IOR('T', 0x14, int)
#define TIOCCONS         0x541D   /* redirect the console here */
#define TIOCVHANGUP      0x5437   /* hang up (CAP_SYS_ADMIN) */

/* queues, size, exclusive use */
#define TIOCOUTQ         0x5411   /* int *: bytes not yet sent */
#define TIOCSTI          0x5412   /* const char *: fake input */
#define TIOCGWINSZ       0x5413   /* get struct linuxabi_winsize */
#define TIOCSWINSZ       0x5414   /* set it (SIGWINCH) */
#define TIOCEXCL         0x540C   /* exclusive use */
#define TIOCNXCL         0x540D   /* not exclusive */
#define TIOCGEXCL        LINUXABI_IOR('T', 0x40, int)  /* int *: exclusive? */
#define TIOCSETD         0x5423   /* const int *: line discipline N_* */
#define TIOCGETD         0x5424   /* int *: the line discipline */
#define TIOCLINUX        0x541C   /* virtual console subcodes */
/* unsigned *: the real console's device */
#define TIOCGDEV         LINUXABI_IOR('T', 0x32, int)

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
/* get struct serial_rs485 */
#define TIOCGRS485       LINUXABI_IOR('T', 0x2E, uint32_t[8])
#define TIOCSRS485       LINUXABI_IOWR('T', 0x2F, uint32_t[8])  /* set it */
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
#define FIOCLEX          0x5451   /* set FD_CLOEXEC */
#define FIONCLEX         0x5450   /* clear FD_CLOEXEC */
#define FIOASYNC         0x5452   /* const int *: O_ASYNC */
#define FIONBIO          0x5421   /* const int *: O_NONBLOCK */
#define FIONREAD         0x541B   /* int *: bytes readable */
#define TIOCINQ          FIONREAD /* FIONREAD, for ttys */

#endif
