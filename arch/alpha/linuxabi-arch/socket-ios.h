#ifndef LINUXABI_ARCH_SOCKET_IOS_H
#define LINUXABI_ARCH_SOCKET_IOS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket ioctl(2) requests that vary between
 * ABIs: alpha numbers the owner and mark requests in the BSD way, and so
 * its FIONREAD and TIOCOUTQ (SIOCINQ, SIOCOUTQ).
 */

/* ioctl(2) on a socket: the owner that SIGIO and SIGURG go to */
#define FIOSETOWN          LINUXABI_IOW('f', 124, int)  /* int *: a pid, or -pgid */
#define SIOCSPGRP          LINUXABI_IOW('s', 8, int)
#define FIOGETOWN          LINUXABI_IOR('f', 123, int)
#define SIOCGPGRP          LINUXABI_IOR('s', 9, int)

/* ioctl(2) on a socket */
#define SIOCATMARK         LINUXABI_IOR('s', 7, int)  /* int *: 1 at the urgent mark */
#define SIOCGSTAMP_OLD     0x8906   /* last packet's time: a timeval */
#define SIOCGSTAMPNS_OLD   0x8907   /* the same as a timespec */
#define SIOCINQ            LINUXABI_IOR('f', 127, int)  /* int *: bytes queued to read */
#define SIOCOUTQ           LINUXABI_IOR('t', 115, int)  /* int *: bytes unsent or unacked */

#endif
