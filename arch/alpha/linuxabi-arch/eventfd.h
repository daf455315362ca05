#ifndef LINUXABI_ARCH_EVENTFD_H
#define LINUXABI_ARCH_EVENTFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/eventfd.h>: the eventfd flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * alpha's.
 */

/* eventfd2(2) flags */
#define EFD_NONBLOCK     00000004   /* O_NONBLOCK: nonblocking I/O */
#define EFD_CLOEXEC      010000000  /* O_CLOEXEC: close on execve(2) */

#endif
