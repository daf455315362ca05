#ifndef LINUXABI_ARCH_SOCKET_TYPE_H
#define LINUXABI_ARCH_SOCKET_TYPE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket(2) types and type flags that vary
 * between ABIs: the flags: SOCK_CLOEXEC is alpha's O_CLOEXEC,
 * SOCK_NONBLOCK a bit of its own (alpha's O_NONBLOCK is 4, which is
 * SOCK_RDM).
 */

/* socket(2), socketpair(2) types (SO_TYPE reads them back) */
#define SOCK_STREAM        1        /* reliable ordered byte stream */
#define SOCK_DGRAM         2        /* datagrams */

/* socket(2), socketpair(2), accept4(2): flags or'ed into the type */
#define SOCK_NONBLOCK      0x40000000
#define SOCK_CLOEXEC       010000000

#endif
