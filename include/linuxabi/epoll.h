#ifndef LINUXABI_EPOLL_H
#define LINUXABI_EPOLL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/epoll.h>: epoll(7): epoll_create1(2), epoll_ctl(2) and
 * epoll_wait(2), epoll_pwait(2), epoll_pwait2(2) (some ABIs have only
 * the last two), and the busy-poll ioctl(2)s of an epoll descriptor.
 * The EPOLL* event bits are the same on every ABI (unlike poll(2)'s
 * POLLWRNORM and others: the kernel translates).  EPOLL_CLOEXEC, which
 * is O_CLOEXEC, comes from <linuxabi-arch/epoll-cloexec.h>, and struct
 * linuxabi_epoll_event, packed on x86_64 and x32 only, from
 * <linuxabi-arch/epoll-event.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/epoll-cloexec.h>
#include <linuxabi-arch/epoll-event.h>

/* epoll_ctl(2) op */
#define EPOLL_CTL_ADD   1   /* watch fd with the given events and data */
#define EPOLL_CTL_DEL   2   /* stop watching fd */
#define EPOLL_CTL_MOD   3   /* change fd's events and data */

/* events of struct linuxabi_epoll_event: what to wait for, and, from
   epoll_wait(2), what holds (EPOLLERR and EPOLLHUP are always reported) */
#define EPOLLIN         0x00000001U   /* there is data to read */
#define EPOLLPRI        0x00000002U   /* exceptional data (TCP urgent data,
                                         ...) */
#define EPOLLOUT        0x00000004U   /* writing will not block */
#define EPOLLERR        0x00000008U   /* an error */
#define EPOLLHUP        0x00000010U   /* hung up: the other end is closed */
#define EPOLLNVAL       0x00000020U   /* not open (never reported by epoll) */
#define EPOLLRDNORM     0x00000040U   /* normal data to read */
#define EPOLLRDBAND     0x00000080U   /* priority band data to read */
#define EPOLLWRNORM     0x00000100U   /* normal data may be written */
#define EPOLLWRBAND     0x00000200U   /* priority band data may be written */
#define EPOLLMSG        0x00000400U   /* a message is available (seldom
                                         set) */
#define EPOLLRDHUP      0x00002000U   /* the peer closed its end, or shut
                                         down writing */

/* events: how to watch (epoll_ctl(2) only) */
#define EPOLLEXCLUSIVE  0x10000000U   /* wake only one of the epoll
                                         descriptors watching the file
                                         (EPOLL_CTL_ADD only) */
#define EPOLLWAKEUP     0x20000000U   /* keep the system from suspending
                                         while the event is pending
                                         (CAP_BLOCK_SUSPEND, else ignored) */
#define EPOLLONESHOT    0x40000000U   /* report once, then disable until
                                         EPOLL_CTL_MOD */
#define EPOLLET         0x80000000U   /* edge-triggered: report changes */

/* ioctl(2) on an epoll descriptor: busy polling of its network sockets */
struct linuxabi_epoll_params {
    uint32_t busy_poll_usecs;    /* how long to busy-poll; 0: not at all */
    uint16_t busy_poll_budget;   /* packets per poll (above the net.core
                                    default needs CAP_NET_ADMIN) */
    uint8_t  prefer_busy_poll;   /* 1: prefer busy polling to interrupts */
    uint8_t  __pad;              /* zero */
};

#define EPOLL_IOC_TYPE  0x8A          /* the ioctl type of epoll */
#define EPIOCSPARAMS    LINUXABI_IOW(EPOLL_IOC_TYPE, 0x01, \
                                     struct linuxabi_epoll_params)
#define EPIOCGPARAMS    LINUXABI_IOR(EPOLL_IOC_TYPE, 0x02, \
                                     struct linuxabi_epoll_params)

#endif
