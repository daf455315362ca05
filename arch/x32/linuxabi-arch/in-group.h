#ifndef LINUXABI_ARCH_IN_GROUP_H
#define LINUXABI_ARCH_IN_GROUP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/in.h>: the protocol-independent multicast requests, which
 * hold struct linuxabi_sockaddr_storage (<linuxabi/socket.h>), aligned
 * as a pointer.  x32, whose pointers are 32-bit: no padding (the
 * storage is 4-byte aligned).
 */

#include <stdint.h>

/* MCAST_JOIN_GROUP, MCAST_LEAVE_GROUP (at level IPPROTO_IP or
   IPPROTO_IPV6: the group is a struct linuxabi_sockaddr_in or _in6) */
struct linuxabi_group_req {
    uint32_t gr_interface;              /* the interface index, or 0 */
    struct linuxabi_sockaddr_storage gr_group;     /* the group */
};

/* MCAST_JOIN_SOURCE_GROUP, MCAST_LEAVE_SOURCE_GROUP, MCAST_BLOCK_SOURCE,
   MCAST_UNBLOCK_SOURCE */
struct linuxabi_group_source_req {
    uint32_t gsr_interface;             /* the interface index, or 0 */
    struct linuxabi_sockaddr_storage gsr_group;    /* the group */
    struct linuxabi_sockaddr_storage gsr_source;   /* the source */
};

/* MCAST_MSFILTER: the fixed part.  gf_numsrc struct
   linuxabi_sockaddr_storage source addresses follow it; the option's
   length is sizeof (struct linuxabi_group_filter) + gf_numsrc * sizeof
   (struct linuxabi_sockaddr_storage).  (The kernel's struct counts one
   source in its size.) */
struct linuxabi_group_filter {
    uint32_t gf_interface;              /* the interface index, or 0 */
    struct linuxabi_sockaddr_storage gf_group;     /* the group */
    uint32_t gf_fmode;                  /* MCAST_INCLUDE or MCAST_EXCLUDE */
    uint32_t gf_numsrc;                 /* how many sources follow */
};

#endif
