/*
 * A stand-in for the libc header <linux/input.h> includes, for the
 * oracle's freestanding compiles (see socket.h here): it uses no libc
 * type, so nothing.
 */
#ifndef LINUXABI_ORACLE_SYS_TYPES_H
#define LINUXABI_ORACLE_SYS_TYPES_H
#endif
