#ifndef LINUXABI_UN_H
#define LINUXABI_UN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/un.h>: AF_UNIX sockets.  The address of bind(2), connect(2),
 * accept(2), getsockname(2), getpeername(2), sendto(2) and recvfrom(2)
 * for the local family, and its socket ioctl(2).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

#define UNIX_PATH_MAX           108     /* bytes of sun_path */

/*
 * An AF_UNIX address.  A path name need not end in a NUL when it fills
 * sun_path: pass the address length, offsetof sun_path (2) plus the
 * name's bytes (plus 1 for its NUL).  sun_path[0] == 0 names an abstract
 * address (the bytes up to the length); a length of 2 an unnamed socket.
 */
struct linuxabi_sockaddr_un {
    uint16_t sun_family;                /* AF_UNIX (1) */
    char     sun_path[108];             /* UNIX_PATH_MAX */
};

/* socket ioctl(2) (SIOCPROTOPRIVATE + 0, not an _IO() number): open the
   socket's file as an O_PATH descriptor, which it returns; needs
   CAP_NET_ADMIN */
#define SIOCUNIXFILE            0x89E0

#endif
