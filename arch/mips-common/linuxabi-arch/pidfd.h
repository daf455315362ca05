#ifndef LINUXABI_ARCH_PIDFD_H
#define LINUXABI_ARCH_PIDFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/* pidfd_open(2) flags: the open(2) bits they share */
#define PIDFD_NONBLOCK  0x0080  /* = O_NONBLOCK: waitid(2) gets EAGAIN */
#define PIDFD_THREAD    0x0400  /* = O_EXCL: of a thread, not a process */

#endif
