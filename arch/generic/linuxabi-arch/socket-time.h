#ifndef LINUXABI_ARCH_SOCKET_TIME_H
#define LINUXABI_ARCH_SOCKET_TIME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the time-valued socket options and ioctls under
 * their plain names.  64-bit kernel long (and x32, which uses x86_64's
 * calls): one layout only, the _OLD numbers, whose timeval and timespec
 * have 64-bit fields here.
 */

/* setsockopt(2), getsockopt(2) at level SOL_SOCKET */
#define SO_TIMESTAMP           SO_TIMESTAMP_OLD
#define SO_TIMESTAMPNS         SO_TIMESTAMPNS_OLD
#define SO_TIMESTAMPING        SO_TIMESTAMPING_OLD
#define SO_RCVTIMEO            SO_RCVTIMEO_OLD
#define SO_SNDTIMEO            SO_SNDTIMEO_OLD

/* recvmsg(2) control message types of the options above */
#define SCM_TIMESTAMP          SO_TIMESTAMP
#define SCM_TIMESTAMPNS        SO_TIMESTAMPNS
#define SCM_TIMESTAMPING       SO_TIMESTAMPING

/* ioctl(2) on a socket: the last packet's receive time */
#define SIOCGSTAMP             SIOCGSTAMP_OLD    /* struct linuxabi_timeval */
#define SIOCGSTAMPNS           SIOCGSTAMPNS_OLD  /* struct linuxabi_timespec */

#endif
