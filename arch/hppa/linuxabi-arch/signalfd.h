#ifndef LINUXABI_ARCH_SIGNALFD_H
#define LINUXABI_ARCH_SIGNALFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signalfd.h>: the signalfd flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * hppa's.
 */

/* signalfd4(2) flags */
#define SFD_NONBLOCK     00200000   /* O_NONBLOCK: nonblocking I/O */
#define SFD_CLOEXEC      010000000  /* O_CLOEXEC: close on execve(2) */

#endif
