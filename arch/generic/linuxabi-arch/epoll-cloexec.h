#ifndef LINUXABI_ARCH_EPOLL_CLOEXEC_H
#define LINUXABI_ARCH_EPOLL_CLOEXEC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/epoll.h>: the epoll_create1(2) flag that is the open(2) bit
 * O_CLOEXEC, which varies between ABIs.  This is asm-generic's, for
 * every ABI without its own.
 */

/* epoll_create1(2) flags */
#define EPOLL_CLOEXEC   02000000   /* O_CLOEXEC: close on execve(2) */

#endif
