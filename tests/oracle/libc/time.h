/*
 * A stand-in for the libc header <sound/asound.h> includes, for the
 * oracle's freestanding compiles (see socket.h here): struct timespec
 * and time_t as the kernel's <linux/time.h> has them, the kernel long,
 * which is the layout the exported header's structs have where libc's
 * time_t is not 64-bit on a 32-bit ABI.
 */
#ifndef LINUXABI_ORACLE_TIME_H
#define LINUXABI_ORACLE_TIME_H
#include <linux/time.h>
typedef __kernel_old_time_t time_t;
#endif
