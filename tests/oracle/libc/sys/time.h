/*
 * A stand-in for the libc header <linux/input.h> includes, for the
 * oracle's freestanding compiles (see socket.h here): struct timeval,
 * which its struct input_event holds where time_t is the kernel long,
 * in kernel types, from <linux/time.h>.
 */
#ifndef LINUXABI_ORACLE_SYS_TIME_H
#define LINUXABI_ORACLE_SYS_TIME_H
#include <linux/time.h>
#endif
