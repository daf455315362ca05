#ifndef LINUXABI_SOCK_DIAG_H
#define LINUXABI_SOCK_DIAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sock_diag.h>: socket monitoring over NETLINK_SOCK_DIAG
 * sockets (what ss(8) reads).  A request is a netlink header of type
 * SOCK_DIAG_BY_FAMILY (or SOCK_DESTROY), then a family's own request,
 * which begins with the two bytes of struct linuxabi_sock_diag_req:
 * <linuxabi/inet_diag.h>, <linuxabi/unix_diag.h>,
 * <linuxabi/packet_diag.h>.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* netlink message types of NETLINK_SOCK_DIAG */
#define SOCK_DIAG_BY_FAMILY     20      /* dump or get sockets of a family */
#define SOCK_DESTROY            21      /* close a socket (CAP_NET_ADMIN) */

/* the start of every family's request */
struct linuxabi_sock_diag_req {
    uint8_t  sdiag_family;              /* AF_INET, AF_UNIX, ... */
    uint8_t  sdiag_protocol;            /* IPPROTO_* for AF_INET, AF_INET6 */
};

/* indexes into the uint32_t array of INET_DIAG_SKMEMINFO,
   UNIX_DIAG_MEMINFO, PACKET_DIAG_MEMINFO (the kernel sends as many as it
   knows: read the attribute's length) */
#define SK_MEMINFO_RMEM_ALLOC   0
#define SK_MEMINFO_RCVBUF       1
#define SK_MEMINFO_WMEM_ALLOC   2
#define SK_MEMINFO_SNDBUF       3
#define SK_MEMINFO_FWD_ALLOC    4
#define SK_MEMINFO_WMEM_QUEUED  5
#define SK_MEMINFO_OPTMEM       6
#define SK_MEMINFO_BACKLOG      7
#define SK_MEMINFO_DROPS        8

/* multicast groups of NETLINK_SOCK_DIAG (enum sknetlink_groups): a
   message for each socket destroyed */
#define SKNLGRP_NONE                0
#define SKNLGRP_INET_TCP_DESTROY    1
#define SKNLGRP_INET_UDP_DESTROY    2
#define SKNLGRP_INET6_TCP_DESTROY   3
#define SKNLGRP_INET6_UDP_DESTROY   4

/* attributes nested in a request's INET_DIAG_REQ_SK_BPF_STORAGES */
#define SK_DIAG_BPF_STORAGE_REQ_NONE    0
#define SK_DIAG_BPF_STORAGE_REQ_MAP_FD  1   /* uint32_t: a BPF map's fd */

/* attributes nested in a reply's INET_DIAG_SK_BPF_STORAGES */
#define SK_DIAG_BPF_STORAGE_REP_NONE    0
#define SK_DIAG_BPF_STORAGE             1   /* a nest: one map's storage */

/* attributes nested in each SK_DIAG_BPF_STORAGE */
#define SK_DIAG_BPF_STORAGE_NONE        0
#define SK_DIAG_BPF_STORAGE_PAD         1
#define SK_DIAG_BPF_STORAGE_MAP_ID      2   /* uint32_t */
#define SK_DIAG_BPF_STORAGE_MAP_VALUE   3   /* the value's bytes */

#endif
