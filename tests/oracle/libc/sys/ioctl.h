/*
 * A stand-in for the libc header <linux/input.h> includes, for the
 * oracle's freestanding compiles (see socket.h here): _IOR() and the
 * other request macros its EVIOC* use, from <linux/ioctl.h>.
 */
#ifndef LINUXABI_ORACLE_SYS_IOCTL_H
#define LINUXABI_ORACLE_SYS_IOCTL_H
#include <linux/ioctl.h>
#endif
