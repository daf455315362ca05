#ifndef LINUXABI_ARCH_TTY_IOCTLS_H
#define LINUXABI_ARCH_TTY_IOCTLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tty.h>: the tty ioctl(2) requests of MIPS, numbered as
 * IRIX's (0x54xx, 0x74xx, 0x66xx), with the BSD ones.
 */

/* terminal settings: the termios structs of linuxabi/termios.h */
#define TCGETS           0x540D   /* get struct linuxabi_termios */
#define TCSETS           0x540E   /* set it at once */
#define TCSETSW          0x540F   /* after the output drains */
#define TCSETSF          0x5410   /* after draining, discarding input */
/* get struct linuxabi_termios2 */
#define TCGETS2          LINUXABI_IOR('T', 0x2A, struct linuxabi_termios2)
#define TCSETS2          LINUXABI_IOW('T', 0x2B, struct linuxabi_termios2)
#define TCSETSW2         LINUXABI_IOW('T', 0x2C, struct linuxabi_termios2)
#define TCSETSF2         LINUXABI_IOW('T', 0x2D, struct linuxabi_termios2)
#define TCGETA           0x5401   /* get struct linuxabi_termio */
#define TCSETA           0x5402
#define TCSETAW          0x5403
#define TCSETAF          0x5404
#define TIOCGLCKTRMIOS   0x548B   /* get the locked fields (termios) */
#define TIOCSLCKTRMIOS   0x548C   /* set them (CAP_SYS_ADMIN) */

/* the BSD structs (linuxabi/termios.h) */
#define TIOCGETP         0x7408   /* get struct linuxabi_sgttyb */
#define TIOCSETP         0x7409   /* set it, flushing input */
#define TIOCSETN         0x740A   /* set it without flushing */
#define TIOCGLTC         0x7474   /* get struct linuxabi_ltchars */
#define TIOCSLTC         0x7475

/* line control (int argument by value) */
#define TCSBRK           0x5405   /* drain; send a break if arg is 0 */
#define TCSBRKP          0x5486   /* break of arg tenths of a second */
#define TIOCSBRK         0x5427   /* start a break */
#define TIOCCBRK         0x5428   /* stop it */
#define TCXONC           0x5406   /* flow control: TCOOFF.. */
#define TCFLSH           0x5407   /* discard: TCIFLUSH.. */

/* sessions and process groups */
#define TIOCSCTTY        0x5480   /* become the controlling terminal */
#define TIOCNOTTY        0x5471   /* give it up */
/* int *: foreground process group */
#define TIOCGPGRP        LINUXABI_IOR('t', 0x77, int)
/* const int *: set it */
#define TIOCSPGRP        LINUXABI_IOW('t', 0x76, int)
#define TIOCGSID         0x7416   /* int *: the session's id */
/* redirect the console here */
#define TIOCCONS         LINUXABI_IOW('t', 0x78, int)
#define TIOCVHANGUP      0x5437   /* hang up (CAP_SYS_ADMIN) */

/* queues, size, exclusive use */
#define TIOCOUTQ         0x7472   /* int *: bytes not yet sent */
#define TIOCSTI          0x5472   /* const char *: fake input */
/* get struct linuxabi_winsize */
#define TIOCGWINSZ       LINUXABI_IOR('t', 0x68, struct linuxabi_winsize)
/* set it (SIGWINCH) */
#define TIOCSWINSZ       LINUXABI_IOW('t', 0x67, struct linuxabi_winsize)
#define TIOCEXCL         0x740D   /* exclusive use */
#define TIOCNXCL         0x740E   /* not exclusive */
#define TIOCGEXCL        LINUXABI_IOR('T', 0x40, int)  /* int *: exclusive? */
#define TIOCSETD         0x7401   /* const int *: line discipline N_* */
#define TIOCGETD         0x7400   /* int *: the line discipline */
#define TIOCLINUX        0x5483   /* virtual console subcodes */
/* unsigned *: the real console's device */
#define TIOCGDEV         LINUXABI_IOR('T', 0x32, uint32_t)

/* modem lines (TIOCM_*: int argument) */
#define TIOCMGET         0x741D   /* get the lines */
#define TIOCMBIS         0x741B   /* set these */
#define TIOCMBIC         0x741C   /* clear these */
#define TIOCMSET         0x741A   /* set all */
#define TIOCMIWAIT       0x5491   /* wait for a change of these */
#define TIOCGICOUNT      0x5492   /* interrupt counts */
#define TIOCGSOFTCAR     0x5481   /* int *: CLOCAL */
#define TIOCSSOFTCAR     0x5482   /* const int *: set it */

/* pseudo-terminals */
#define TIOCPKT          0x5470   /* const int *: packet mode on/off */
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
#define TIOCGSERIAL      0x5484   /* get struct serial_struct */
#define TIOCSSERIAL      0x5485   /* set it */
/* get struct serial_rs485 */
#define TIOCGRS485       LINUXABI_IOR('T', 0x2E, uint32_t[8])
#define TIOCSRS485       LINUXABI_IOWR('T', 0x2F, uint32_t[8])  /* set it */
/* get struct serial_iso7816 */
#define TIOCGISO7816     LINUXABI_IOR('T', 0x42, uint32_t[10])
#define TIOCSISO7816     LINUXABI_IOWR('T', 0x43, uint32_t[10])  /* set it */
#define TIOCSERCONFIG    0x5488   /* auto-configure the port */
#define TIOCSERGWILD     0x5489   /* obsolete */
#define TIOCSERSWILD     0x548A   /* obsolete */
#define TIOCSERGSTRUCT   0x548D   /* obsolete */
#define TIOCSERGETLSR    0x548E   /* unsigned *: TIOCSER_TEMT */
#define TIOCSERGETMULTI  0x548F   /* obsolete */
#define TIOCSERSETMULTI  0x5490   /* obsolete */

/* every file descriptor */
#define FIOCLEX          0x6601   /* set FD_CLOEXEC */
#define FIONCLEX         0x6602   /* clear FD_CLOEXEC */
#define FIOASYNC         0x667D   /* const int *: O_ASYNC */
#define FIONBIO          0x667E   /* const int *: O_NONBLOCK */
#define FIONREAD         0x467F   /* int *: bytes readable */
#define TIOCINQ          FIONREAD /* FIONREAD, for ttys */

#endif
