#ifndef LINUXABI_ARCH_SOCKET_IOS_H
#define LINUXABI_ARCH_SOCKET_IOS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket ioctl(2) requests that vary between
 * ABIs: the numbering of asm-generic, which most ABIs use.
 */

/* ioctl(2) on a socket: the owner that SIGIO and SIGURG go to */
#define FIOSETOWN          0x8901   /* int *: a pid, or -pgid */
#define SIOCSPGRP          0x8902
#define FIOGETOWN          0x8903
#define SIOCGPGRP          0x8904

/* ioctl(2) on a socket */
#define SIOCATMARK         0x8905   /* int *: 1 at the urgent mark */
#define SIOCGSTAMP_OLD     0x8906   /* last packet's time: a timeval */
#define SIOCGSTAMPNS_OLD   0x8907   /* the same as a timespec */
#define SIOCINQ            0x541B   /* int *: bytes queued to read */
#define SIOCOUTQ           0x5411   /* int *: bytes unsent or unacked */

#endif
