#ifndef LINUXABI_POLL_H
#define LINUXABI_POLL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/poll.h>: poll(2) and ppoll(2): the struct linuxabi_pollfd
 * array they take and the event bits of its events and revents.  Most
 * bits are the same on every ABI; POLLWRNORM, POLLWRBAND, POLLMSG and
 * POLLRDHUP differ on MIPS, m68k and sparc64 and come from
 * <linuxabi-arch/poll.h>.  (epoll(7) numbers its EPOLL* bits alike on
 * every ABI: <linuxabi/epoll.h>.)
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/poll.h>

/* events and revents bits numbered alike on every ABI (revents may also
   have POLLERR, POLLHUP and POLLNVAL, which events need not ask for) */
#define POLLIN      0x0001   /* there is data to read */
#define POLLPRI     0x0002   /* exceptional data: TCP urgent data, a
                                terminal's packet mode state change, ... */
#define POLLOUT     0x0004   /* writing will not block */
#define POLLERR     0x0008   /* an error (or the read end of a pipe is
                                closed) */
#define POLLHUP     0x0010   /* hung up: the other end is closed */
#define POLLNVAL    0x0020   /* fd is not open */
#define POLLRDNORM  0x0040   /* normal data to read (as POLLIN) */
#define POLLRDBAND  0x0080   /* priority band data to read */

/* poll(2), ppoll(2): one file descriptor and what to wait for; a negative
   fd is skipped (its revents set to 0) */
struct linuxabi_pollfd {
    int32_t fd;
    int16_t events;    /* POLL* bits asked for */
    int16_t revents;   /* POLL* bits that hold, filled by the kernel */
};

#endif
