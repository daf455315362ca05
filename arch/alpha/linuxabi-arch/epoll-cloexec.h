#ifndef LINUXABI_ARCH_EPOLL_CLOEXEC_H
#define LINUXABI_ARCH_EPOLL_CLOEXEC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/epoll.h>: the epoll_create1(2) flag that is the open(2) bit
 * O_CLOEXEC, which varies between ABIs.  This is alpha's.
 */

/* epoll_create1(2) flags */
#define EPOLL_CLOEXEC   010000000   /* O_CLOEXEC: close on execve(2) */

#endif
