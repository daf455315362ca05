#ifndef LINUXABI_IN6_H
#define LINUXABI_IN6_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/in6.h>: IPv6 for socket(2) with AF_INET6.  struct
 * linuxabi_sockaddr_in6 of bind(2), connect(2), sendto(2) and the others,
 * the IPV6_* options of setsockopt(2)/getsockopt(2) at level IPPROTO_IPV6
 * (<linuxabi/in.h>) and their values and structs, the flow label manager,
 * the protocol numbers of the IPv6 extension headers and the header
 * option types.  The same on every ABI.
 *
 * Addresses, ports, flow information and flow labels in the structs are
 * in network byte order (big endian); the IPV6_FLOWINFO_* masks are in
 * host byte order.  With glibc, include <netinet/in.h> before this header:
 * glibc declares the extension header numbers (IPPROTO_HOPOPTS..) as
 * enumerators.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* socket(2) protocol, and the IPv6 header's next header field: the
   extension headers and the two protocols IPv6 adds */
#define IPPROTO_HOPOPTS   0    /* hop-by-hop options */
#define IPPROTO_ROUTING   43   /* routing header */
#define IPPROTO_FRAGMENT  44   /* fragment header */
#define IPPROTO_ICMPV6    58
#define IPPROTO_NONE      59   /* no next header */
#define IPPROTO_DSTOPTS   60   /* destination options */
#define IPPROTO_MH        135  /* mobility header */

/* option types of the hop-by-hop and destination options headers */
#define IPV6_TLV_PAD1           0
#define IPV6_TLV_PADN           1
#define IPV6_TLV_ROUTERALERT    5
#define IPV6_TLV_CALIPSO        7    /* CALIPSO security label (RFC 5570) */
#define IPV6_TLV_IOAM           49   /* in-situ OAM (RFC 9486) */
#define IPV6_TLV_JUMBO          194  /* jumbo payload */
#define IPV6_TLV_HAO            201  /* mobile IPv6 home address */

/* setsockopt(2)/getsockopt(2) at level IPPROTO_IPV6 */
#define IPV6_ADDRFORM             1   /* int AF_INET: make the socket IPv4 */
#define IPV6_2292PKTINFO          2   /* the RFC 2292 forms of IPV6_PKTINFO.. */
#define IPV6_2292HOPOPTS          3
#define IPV6_2292DSTOPTS          4
#define IPV6_2292RTHDR            5
#define IPV6_2292PKTOPTIONS       6
#define IPV6_CHECKSUM             7   /* int: raw sockets: checksum offset, or -1 */
#define IPV6_2292HOPLIMIT         8
#define IPV6_NEXTHOP              9   /* a struct linuxabi_sockaddr_in6 message */
#define IPV6_AUTHHDR              10  /* obsolete: not implemented */
#define IPV6_FLOWINFO             11  /* int: flow information messages */
#define IPV6_UNICAST_HOPS         16  /* int: the hop limit, -1 for the route's */
#define IPV6_MULTICAST_IF         17  /* int: the sending interface's index */
#define IPV6_MULTICAST_HOPS       18  /* int: multicast hop limit */
#define IPV6_MULTICAST_LOOP       19  /* int: loop multicasts back */
#define IPV6_ADD_MEMBERSHIP       20  /* struct linuxabi_ipv6_mreq: join */
#define IPV6_DROP_MEMBERSHIP      21  /* struct linuxabi_ipv6_mreq: leave */
#define IPV6_ROUTER_ALERT         22  /* int: receive router alert packets */
#define IPV6_MTU_DISCOVER         23  /* int: IPV6_PMTUDISC_* */
#define IPV6_MTU                  24  /* int: the path MTU */
#define IPV6_RECVERR              25  /* int: the error queue */
#define IPV6_V6ONLY               26  /* int: no IPv4-mapped addresses */
#define IPV6_JOIN_ANYCAST         27  /* struct linuxabi_ipv6_mreq */
#define IPV6_LEAVE_ANYCAST        28  /* struct linuxabi_ipv6_mreq */
#define IPV6_MULTICAST_ALL        29  /* int: receive every group joined on the host */
#define IPV6_ROUTER_ALERT_ISOLATE 30  /* int: only this namespace's alerts */
#define IPV6_RECVERR_RFC4884      31  /* int: extended ICMPv6 errors */
#define IPV6_FLOWLABEL_MGR        32  /* struct linuxabi_in6_flowlabel_req */
#define IPV6_FLOWINFO_SEND        33  /* int: send sin6_flowinfo of connect(2) */
#define IPV6_IPSEC_POLICY         34  /* an IPsec policy */
#define IPV6_XFRM_POLICY          35  /* an xfrm policy */
#define IPV6_HDRINCL              36  /* int: raw socket data has the IPv6 header */
#define IPV6_RECVPKTINFO          49  /* int: IPV6_PKTINFO messages (RFC 3542) */
#define IPV6_PKTINFO              50  /* the in6_pktinfo message */
#define IPV6_RECVHOPLIMIT         51  /* int: IPV6_HOPLIMIT messages */
#define IPV6_HOPLIMIT             52  /* int: the hop limit message */
#define IPV6_RECVHOPOPTS          53  /* int: IPV6_HOPOPTS messages */
#define IPV6_HOPOPTS              54  /* the hop-by-hop options header */
#define IPV6_RTHDRDSTOPTS         55  /* the destination options before a
                                         routing header */
#define IPV6_RECVRTHDR            56  /* int: IPV6_RTHDR messages */
#define IPV6_RTHDR                57  /* the routing header */
#define IPV6_RECVDSTOPTS          58  /* int: IPV6_DSTOPTS messages */
#define IPV6_DSTOPTS              59  /* the destination options header */
#define IPV6_RECVPATHMTU          60  /* int: IPV6_PATHMTU messages */
#define IPV6_PATHMTU              61  /* getsockopt(2): the ip6_mtuinfo */
#define IPV6_DONTFRAG             62  /* int: fail instead of fragmenting */
#define IPV6_RECVTCLASS           66  /* int: IPV6_TCLASS messages */
#define IPV6_TCLASS               67  /* int: the traffic class, -1 for the default */
#define IPV6_AUTOFLOWLABEL        70  /* int: compute flow labels */
#define IPV6_ADDR_PREFERENCES     72  /* int: IPV6_PREFER_SRC_* (RFC 5014) */
#define IPV6_MINHOPCOUNT          73  /* int: drop packets with a lower
                                         hop limit (RFC 5082) */
#define IPV6_ORIGDSTADDR          74  /* the original destination, a
                                         struct linuxabi_sockaddr_in6 message */
#define IPV6_RECVORIGDSTADDR      IPV6_ORIGDSTADDR
#define IPV6_TRANSPARENT          75  /* int: transparent proxying */
#define IPV6_UNICAST_IF           76  /* int: the sending interface's index */
#define IPV6_RECVFRAGSIZE         77  /* int: the largest fragment's size */
#define IPV6_FREEBIND             78  /* int: bind(2) to an address not (yet) local */

/* IPV6_MTU_DISCOVER values: as IP_PMTUDISC_* */
#define IPV6_PMTUDISC_DONT        0   /* fragment at the source as needed */
#define IPV6_PMTUDISC_WANT        1   /* per route */
#define IPV6_PMTUDISC_DO          2   /* never fragment */
#define IPV6_PMTUDISC_PROBE       3   /* never fragment, ignore the path MTU */
#define IPV6_PMTUDISC_INTERFACE   4   /* the interface MTU, ignore ICMPv6
                                         packet too big */
#define IPV6_PMTUDISC_OMIT        5   /* as IPV6_PMTUDISC_INTERFACE, but
                                         fragment above the interface MTU */

/* IPV6_ADDR_PREFERENCES flags: which source address to prefer */
#define IPV6_PREFER_SRC_TMP             0x0001  /* temporary (privacy) */
#define IPV6_PREFER_SRC_PUBLIC          0x0002  /* public */
#define IPV6_PREFER_SRC_COA             0x0004  /* mobile IPv6 care-of */
#define IPV6_PREFER_SRC_CGA             0x0008  /* cryptographically generated */
#define IPV6_PREFER_SRC_PUBTMP_DEFAULT  0x0100  /* the system's choice of
                                                   temporary or public */
#define IPV6_PREFER_SRC_HOME            0x0400  /* mobile IPv6 home */
#define IPV6_PREFER_SRC_NONCGA          0x0800  /* not cryptographically
                                                   generated */

/* IPV6_FLOWLABEL_MGR struct linuxabi_in6_flowlabel_req flr_action */
#define IPV6_FL_A_GET     0   /* get (or create) a label */
#define IPV6_FL_A_PUT     1   /* release it */
#define IPV6_FL_A_RENEW   2   /* extend its lifetime */

/* flr_flags */
#define IPV6_FL_F_CREATE  1   /* create the label if it does not exist */
#define IPV6_FL_F_EXCL    2   /* ... and fail if it does */
#define IPV6_FL_F_REFLECT 4   /* reflect the peer's labels */
#define IPV6_FL_F_REMOTE  8   /* the peer's labels */

/* flr_share: who else may use the label */
#define IPV6_FL_S_NONE    0
#define IPV6_FL_S_EXCL    1   /* no one */
#define IPV6_FL_S_PROCESS 2   /* this process */
#define IPV6_FL_S_USER    3   /* this user */
#define IPV6_FL_S_ANY     255 /* anyone */

/* the flow label and traffic class parts of sin6_flowinfo, as a number
   in host byte order (the field itself is in network byte order) */
#define IPV6_FLOWINFO_FLOWLABEL   0x000fffff
#define IPV6_FLOWINFO_PRIORITY    0x0ff00000

/* the priorities of RFC 1883 (obsolete: the field is now the traffic
   class), in the place they had in the first 16 bits of a header */
#define IPV6_PRIORITY_UNCHARACTERIZED 0x0000
#define IPV6_PRIORITY_FILLER          0x0100
#define IPV6_PRIORITY_UNATTENDED      0x0200
#define IPV6_PRIORITY_RESERVED1       0x0300
#define IPV6_PRIORITY_BULK            0x0400
#define IPV6_PRIORITY_RESERVED2       0x0500
#define IPV6_PRIORITY_INTERACTIVE     0x0600
#define IPV6_PRIORITY_CONTROL         0x0700
#define IPV6_PRIORITY_8               0x0800
#define IPV6_PRIORITY_9               0x0900
#define IPV6_PRIORITY_10              0x0a00
#define IPV6_PRIORITY_11              0x0b00
#define IPV6_PRIORITY_12              0x0c00
#define IPV6_PRIORITY_13              0x0d00
#define IPV6_PRIORITY_14              0x0e00
#define IPV6_PRIORITY_15              0x0f00

/* an IPv6 address as bytes, 16-bit or 32-bit words (network byte order);
   the kernel's union has no tag: it is its member in6_u */
union linuxabi_in6_u {
    uint8_t  u6_addr8[16];
    uint16_t u6_addr16[8];
    uint32_t u6_addr32[4];
};

/* an IPv6 address: 16 bytes, aligned as a uint32_t.  Its bytes are
   a.in6_u.u6_addr8 (libc's s6_addr) */
struct linuxabi_in6_addr {
    union linuxabi_in6_u in6_u;
};

/* bind(2), connect(2), sendto(2), accept(2), getsockname(2) and the
   others with AF_INET6: 28 bytes */
struct linuxabi_sockaddr_in6 {
    uint16_t sin6_family;       /* AF_INET6 */
    uint16_t sin6_port;         /* network byte order */
    uint32_t sin6_flowinfo;     /* traffic class and flow label, network
                                   byte order */
    struct linuxabi_in6_addr sin6_addr;
    uint32_t sin6_scope_id;     /* the interface of a link-local address */
};

/* IPV6_ADD_MEMBERSHIP, IPV6_DROP_MEMBERSHIP, IPV6_JOIN_ANYCAST,
   IPV6_LEAVE_ANYCAST */
struct linuxabi_ipv6_mreq {
    struct linuxabi_in6_addr ipv6mr_multiaddr;  /* the group (or anycast
                                                   address) */
    int32_t  ipv6mr_ifindex;    /* the interface index, or 0 */
};

/* IPV6_FLOWLABEL_MGR (setsockopt(2); getsockopt(2) IPV6_FL_A_GET with
   IPV6_FL_F_REMOTE reads one back).  A flow label's options, in the form
   of IPV6_2292PKTOPTIONS' control messages, may follow it. */
struct linuxabi_in6_flowlabel_req {
    struct linuxabi_in6_addr flr_dst;  /* the destination */
    uint32_t flr_label;         /* the label, network byte order */
    uint8_t  flr_action;        /* IPV6_FL_A_* */
    uint8_t  flr_share;         /* IPV6_FL_S_* */
    uint16_t flr_flags;         /* IPV6_FL_F_* */
    uint16_t flr_expires;       /* seconds the label stays valid */
    uint16_t flr_linger;        /* seconds it stays reserved after its
                                   last use */
    uint32_t __pad;             /* zero */
};

#endif
