#ifndef LINUXABI_ARCH_EPOLL_EVENT_H
#define LINUXABI_ARCH_EPOLL_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/epoll.h>: struct linuxabi_epoll_event with the ABI's own
 * alignment of a 64-bit integer (data at offset 8, 16 bytes, on most;
 * at 4, 12 bytes, where uint64_t is 4- or 2-byte aligned: i386, arc, sh,
 * m68k).  x86_64 and x32 pack it: <linuxabi-arch/epoll-event.h> there.
 */

#include <stdint.h>

/* epoll_ctl(2) event, and the array epoll_wait(2) fills */
struct linuxabi_epoll_event {
    uint32_t events;   /* EPOLL* bits */
    uint64_t data;     /* the caller's, returned as given to epoll_ctl(2) */
};

#endif
