#ifndef LINUXABI_ARCH_TIMERFD_H
#define LINUXABI_ARCH_TIMERFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/timerfd.h>: the timerfd flags that are the open(2) bits
 * O_NONBLOCK and O_CLOEXEC, which vary between ABIs.  These are
 * MIPS' (o32, n32 and n64 alike; O_CLOEXEC is the asm-generic bit).
 */

/* timerfd_create(2) flags */
#define TFD_NONBLOCK     0x0080     /* O_NONBLOCK: nonblocking I/O */
#define TFD_CLOEXEC      02000000   /* O_CLOEXEC: close on execve(2) */

#endif
