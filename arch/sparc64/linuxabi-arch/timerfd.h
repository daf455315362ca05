#ifndef LINUXABI_ARCH_TIMERFD_H
#define LINUXABI_ARCH_TIMERFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/timerfd.h>: the timerfd flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * sparc64's.
 */

/* timerfd_create(2) flags */
#define TFD_NONBLOCK     0x4000     /* O_NONBLOCK: nonblocking I/O */
#define TFD_CLOEXEC      0x400000   /* O_CLOEXEC: close on execve(2) */

#endif
