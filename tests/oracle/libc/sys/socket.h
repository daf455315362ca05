/*
 * The one libc header an exported kernel header of a topic includes:
 * <linux/if.h> takes struct sockaddr from <sys/socket.h>, and
 * <linux/vm_sockets.h> struct sockaddr and sa_family_t.  The oracle's
 * compiles are freestanding, so this is it, after every other include
 * directory: the layout of include/linux/socket.h, in kernel types.
 */
#ifndef LINUXABI_ORACLE_SYS_SOCKET_H
#define LINUXABI_ORACLE_SYS_SOCKET_H
#include <linux/socket.h>
typedef __kernel_sa_family_t sa_family_t;
struct sockaddr {
	__kernel_sa_family_t sa_family;
	char sa_data[14];
};
#endif
