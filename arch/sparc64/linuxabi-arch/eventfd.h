#ifndef LINUXABI_ARCH_EVENTFD_H
#define LINUXABI_ARCH_EVENTFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/eventfd.h>: the eventfd flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * sparc64's.
 */

/* eventfd2(2) flags */
#define EFD_NONBLOCK     0x4000     /* O_NONBLOCK: nonblocking I/O */
#define EFD_CLOEXEC      0x400000   /* O_CLOEXEC: close on execve(2) */

#endif
