#ifndef LINUXABI_ARCH_SOCKET_TYPE_H
#define LINUXABI_ARCH_SOCKET_TYPE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket(2) types and type flags that vary
 * between ABIs: MIPS swaps SOCK_STREAM and SOCK_DGRAM (as
 * IRIX did); the flags are its O_NONBLOCK and O_CLOEXEC.
 */

/* socket(2), socketpair(2) types (SO_TYPE reads them back) */
#define SOCK_STREAM        2        /* reliable ordered byte stream */
#define SOCK_DGRAM         1        /* datagrams */

/* socket(2), socketpair(2), accept4(2): flags or'ed into the type */
#define SOCK_NONBLOCK      00000200
#define SOCK_CLOEXEC       02000000

#endif
