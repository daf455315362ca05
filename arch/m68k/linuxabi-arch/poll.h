#ifndef LINUXABI_ARCH_POLL_H
#define LINUXABI_ARCH_POLL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The poll(2) event bits that are numbered per ABI, as on m68k.
 */

#define POLLWRNORM  0x0004   /* writing will not block: POLLOUT's bit */
#define POLLWRBAND  0x0100   /* priority band data may be written */
#define POLLMSG     0x0400   /* a message is available (seldom set) */
#define POLLRDHUP   0x2000   /* the peer closed its end, or shut down
                                writing (a stream socket) */

#endif
