#ifndef LINUXABI_ARCH_INOTIFY_H
#define LINUXABI_ARCH_INOTIFY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/inotify.h>: the inotify flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * hppa's.
 */

/* inotify_init1(2) flags */
#define IN_NONBLOCK      00200000   /* O_NONBLOCK: nonblocking I/O */
#define IN_CLOEXEC       010000000  /* O_CLOEXEC: close on execve(2) */

#endif
