#ifndef LINUXABI_ARCH_EPOLL_EVENT_H
#define LINUXABI_ARCH_EPOLL_EVENT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/epoll.h>: struct linuxabi_epoll_event on x86_64 and x32,
 * where the kernel packs it (alignment 1, data at offset 4, 12 bytes),
 * the layout of i386 that 32-bit programs on a 64-bit kernel use.
 * Plain C cannot pack a struct; the GNU packed attribute on each member
 * does it (gcc and clang; the kernel's and glibc's own headers pack it
 * with the same attribute), which leaves every member 1-byte aligned, so
 * the struct is too.  Splitting data into two uint32_t would keep the
 * size and offsets, but make the struct 4-byte aligned and its member
 * types differ from every other ABI's.
 */

#include <stdint.h>

#ifndef __GNUC__
#error "<linuxabi/epoll.h> needs __attribute__((__packed__)) on this ABI"
#endif

/* epoll_ctl(2) event, and the array epoll_wait(2) fills */
struct linuxabi_epoll_event {
    __attribute__((__packed__)) uint32_t events;   /* EPOLL* bits */
    __attribute__((__packed__)) uint64_t data;     /* the caller's, returned
                                                      as given to
                                                      epoll_ctl(2); unaligned:
                                                      copy it, do not take
                                                      its address */
};

#endif
