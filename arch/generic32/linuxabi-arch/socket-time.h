#ifndef LINUXABI_ARCH_SOCKET_TIME_H
#define LINUXABI_ARCH_SOCKET_TIME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the time-valued socket options and ioctls under
 * their plain names.  32-bit kernel long: none.  The kernel takes two
 * numbers for each, the _OLD one for 32-bit time fields and the _NEW one
 * for 64-bit ones, and its own headers pick by the size of the C
 * library's time_t, which these headers do not know (it depends on libc
 * and on _TIME_BITS).  Name the one whose layout the program passes:
 * SO_RCVTIMEO_OLD with struct linuxabi_timeval, SO_RCVTIMEO_NEW with two
 * int64_t, SIOCGSTAMPNS_NEW with struct linuxabi_kernel_timespec.  The
 * _NEW numbers need Linux 5.1.
 */

#endif
