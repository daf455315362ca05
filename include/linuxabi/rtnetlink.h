#ifndef LINUXABI_RTNETLINK_H
#define LINUXABI_RTNETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rtnetlink.h>: rtnetlink, the NETLINK_ROUTE protocol of
 * AF_NETLINK sockets (socket(2), bind(2), sendto(2), recvfrom(2)): links,
 * addresses, routes, neighbours, rules, traffic control.  A message is a
 * struct linuxabi_nlmsghdr whose nlmsg_type is an RTM_* below, then the
 * family's fixed header (struct linuxabi_ifinfomsg, linuxabi_ifaddrmsg,
 * linuxabi_rtmsg, linuxabi_ndmsg, linuxabi_tcmsg, ...), then attributes
 * (struct linuxabi_rtattr, padded to RTA_ALIGNTO) from
 * LINUXABI_NLMSG_ALIGN() of that header's size on.  The same on every
 * ABI.
 *
 * The kernel's RTA_ALIGN(), RTA_LENGTH(), RTA_SPACE(), RTNH_ALIGN(),
 * RTNH_LENGTH(), RTNH_SPACE() and RTM_FAM() are here with the LINUXABI_
 * prefix; the ones that walk a message through a pointer (RTA_OK(),
 * RTA_NEXT(), RTA_DATA(), RTA_PAYLOAD(), RTNH_OK(), RTNH_NEXT(),
 * RTNH_DATA(), RTM_RTA(), TCA_RTA(), ...) are not.  As the kernel's, it
 * includes the link, address and neighbour headers (and netlink.h).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/netlink.h>
#include <linuxabi/if_link.h>
#include <linuxabi/if_addr.h>
#include <linuxabi/neighbour.h>

/* rtnetlink families beyond the AF_* ones (rtgen_family, rtm_family) */
#define RTNL_FAMILY_IPMR        128     /* IPv4 multicast routing */
#define RTNL_FAMILY_IP6MR       129     /* IPv6 multicast routing */

/* nlmsg_type: in groups of four, NEW, DEL, GET, SET */
#define RTM_BASE                16
#define RTM_NEWLINK             16      /* struct linuxabi_ifinfomsg */
#define RTM_DELLINK             17
#define RTM_GETLINK             18
#define RTM_SETLINK             19
#define RTM_NEWADDR             20      /* struct linuxabi_ifaddrmsg */
#define RTM_DELADDR             21
#define RTM_GETADDR             22
#define RTM_NEWROUTE            24      /* struct linuxabi_rtmsg */
#define RTM_DELROUTE            25
#define RTM_GETROUTE            26
#define RTM_NEWNEIGH            28      /* struct linuxabi_ndmsg */
#define RTM_DELNEIGH            29
#define RTM_GETNEIGH            30
#define RTM_NEWRULE             32      /* struct linuxabi_fib_rule_hdr */
#define RTM_DELRULE             33
#define RTM_GETRULE             34
#define RTM_NEWQDISC            36      /* struct linuxabi_tcmsg */
#define RTM_DELQDISC            37
#define RTM_GETQDISC            38
#define RTM_NEWTCLASS           40      /* struct linuxabi_tcmsg */
#define RTM_DELTCLASS           41
#define RTM_GETTCLASS           42
#define RTM_NEWTFILTER          44      /* struct linuxabi_tcmsg */
#define RTM_DELTFILTER          45
#define RTM_GETTFILTER          46
#define RTM_NEWACTION           48      /* struct linuxabi_tcamsg */
#define RTM_DELACTION           49
#define RTM_GETACTION           50
#define RTM_NEWPREFIX           52      /* struct linuxabi_prefixmsg */
#define RTM_NEWMULTICAST        56      /* struct linuxabi_ifaddrmsg */
#define RTM_DELMULTICAST        57
#define RTM_GETMULTICAST        58
#define RTM_NEWANYCAST          60      /* struct linuxabi_ifaddrmsg */
#define RTM_DELANYCAST          61
#define RTM_GETANYCAST          62
#define RTM_NEWNEIGHTBL         64      /* struct linuxabi_ndtmsg */
#define RTM_GETNEIGHTBL         66
#define RTM_SETNEIGHTBL         67
#define RTM_NEWNDUSEROPT        68      /* struct linuxabi_nduseroptmsg */
#define RTM_NEWADDRLABEL        72      /* IPv6 address labels */
#define RTM_DELADDRLABEL        73
#define RTM_GETADDRLABEL        74
#define RTM_GETDCB              78      /* data center bridging */
#define RTM_SETDCB              79
#define RTM_NEWNETCONF          80      /* per-device IP configuration */
#define RTM_DELNETCONF          81
#define RTM_GETNETCONF          82
#define RTM_NEWMDB              84      /* the bridge's multicast database */
#define RTM_DELMDB              85
#define RTM_GETMDB              86
#define RTM_NEWNSID             88      /* network namespace ids */
#define RTM_DELNSID             89
#define RTM_GETNSID             90
#define RTM_NEWSTATS            92      /* link statistics */
#define RTM_GETSTATS            94
#define RTM_SETSTATS            95
#define RTM_NEWCACHEREPORT      96      /* multicast routing cache reports */
#define RTM_NEWCHAIN            100     /* traffic control filter chains */
#define RTM_DELCHAIN            101
#define RTM_GETCHAIN            102
#define RTM_NEWNEXTHOP          104     /* struct linuxabi_nhmsg */
#define RTM_DELNEXTHOP          105
#define RTM_GETNEXTHOP          106
#define RTM_NEWLINKPROP         108     /* alternative interface names */
#define RTM_DELLINKPROP         109
#define RTM_GETLINKPROP         110
#define RTM_NEWVLAN             112     /* bridge VLANs */
#define RTM_DELVLAN             113
#define RTM_GETVLAN             114
#define RTM_NEWNEXTHOPBUCKET    116     /* resilient nexthop group buckets */
#define RTM_DELNEXTHOPBUCKET    117
#define RTM_GETNEXTHOPBUCKET    118
#define RTM_NEWTUNNEL           120     /* VXLAN tunnel VNI filters */
#define RTM_DELTUNNEL           121
#define RTM_GETTUNNEL           122

/* which group of four a message type is in: 0 for the link messages */
#define LINUXABI_RTM_FAM(cmd)   (((cmd) - RTM_BASE) >> 2)

/* an attribute: its header, then the data, padded to RTA_ALIGNTO */
struct linuxabi_rtattr {
    uint16_t rta_len;                   /* header and data, unpadded */
    uint16_t rta_type;                  /* RTA_*, IFLA_*, IFA_*, ... */
};

#define RTA_ALIGNTO             4U
/* LEN rounded up to RTA_ALIGNTO */
#define LINUXABI_RTA_ALIGN(len) \
    (((len) + RTA_ALIGNTO - 1) & ~(RTA_ALIGNTO - 1))
/* rta_len of an attribute with LEN bytes of data */
#define LINUXABI_RTA_LENGTH(len) \
    (LINUXABI_RTA_ALIGN(sizeof (struct linuxabi_rtattr)) + (len))
/* the room, padding included, such an attribute takes */
#define LINUXABI_RTA_SPACE(len) LINUXABI_RTA_ALIGN(LINUXABI_RTA_LENGTH(len))

/* after the netlink header of RTM_NEWROUTE, RTM_DELROUTE, RTM_GETROUTE */
struct linuxabi_rtmsg {
    uint8_t  rtm_family;                /* AF_INET, AF_INET6, ... */
    uint8_t  rtm_dst_len;               /* bits of RTA_DST */
    uint8_t  rtm_src_len;               /* bits of RTA_SRC */
    uint8_t  rtm_tos;
    uint8_t  rtm_table;                 /* RT_TABLE_*; RTA_TABLE above 255 */
    uint8_t  rtm_protocol;              /* RTPROT_* */
    uint8_t  rtm_scope;                 /* RT_SCOPE_* */
    uint8_t  rtm_type;                  /* RTN_* */
    uint32_t rtm_flags;                 /* RTM_F_* */
};

/* rtm_type (and ndm_type): the kind of route */
#define RTN_UNSPEC              0
#define RTN_UNICAST             1       /* through a gateway or direct */
#define RTN_LOCAL               2       /* a local address */
#define RTN_BROADCAST           3       /* local, sent as broadcast */
#define RTN_ANYCAST             4       /* local, sent as unicast */
#define RTN_MULTICAST           5
#define RTN_BLACKHOLE           6       /* drop silently */
#define RTN_UNREACHABLE         7       /* fail with EHOSTUNREACH */
#define RTN_PROHIBIT            8       /* fail with EACCES */
#define RTN_THROW               9       /* go on with the next rule */
#define RTN_NAT                 10
#define RTN_XRESOLVE            11      /* an external resolver */

/* rtm_protocol: who added the route (from RTPROT_STATIC on, the kernel
   only stores it) */
#define RTPROT_UNSPEC           0
#define RTPROT_REDIRECT         1       /* ICMP redirects */
#define RTPROT_KERNEL           2       /* the kernel */
#define RTPROT_BOOT             3       /* at boot */
#define RTPROT_STATIC           4       /* the administrator */
#define RTPROT_GATED            8
#define RTPROT_RA               9       /* router advertisements */
#define RTPROT_MRT              10
#define RTPROT_ZEBRA            11
#define RTPROT_BIRD             12
#define RTPROT_DNROUTED         13      /* DECnet */
#define RTPROT_XORP             14
#define RTPROT_NTK              15      /* Netsukuku */
#define RTPROT_DHCP             16
#define RTPROT_MROUTED          17      /* a multicast routing daemon */
#define RTPROT_KEEPALIVED       18
#define RTPROT_BABEL            42
#define RTPROT_OVN              84
#define RTPROT_OPENR            99
#define RTPROT_BGP              186
#define RTPROT_ISIS             187
#define RTPROT_OSPF             188
#define RTPROT_RIP              189
#define RTPROT_EIGRP            192

/* rtm_scope (and ifa_scope): how far the destination is (enum
   rt_scope_t); values in between are allowed */
#define RT_SCOPE_UNIVERSE       0       /* anywhere */
#define RT_SCOPE_SITE           200
#define RT_SCOPE_LINK           253     /* on an attached link */
#define RT_SCOPE_HOST           254     /* this host */
#define RT_SCOPE_NOWHERE        255     /* no such destination */

/* rtm_flags */
#define RTM_F_NOTIFY            0x100   /* notify of the route's change */
#define RTM_F_CLONED            0x200   /* a cached clone */
#define RTM_F_EQUALIZE          0x400   /* never implemented */
#define RTM_F_PREFIX            0x800   /* an IPv6 prefix route */
#define RTM_F_LOOKUP_TABLE      0x1000  /* RTM_GETROUTE: report the table
                                           the lookup used */
#define RTM_F_FIB_MATCH         0x2000  /* RTM_GETROUTE: report the matching
                                           route, not the result */
#define RTM_F_OFFLOAD           0x4000  /* offloaded to hardware */
#define RTM_F_TRAP              0x8000  /* trapping packets to the CPU */
#define RTM_F_OFFLOAD_FAILED    0x20000000

/* rtm_table, RTA_TABLE: the reserved table ids (enum rt_class_t) */
#define RT_TABLE_UNSPEC         0
#define RT_TABLE_COMPAT         252     /* in rtm_table: above 255 */
#define RT_TABLE_DEFAULT        253
#define RT_TABLE_MAIN           254
#define RT_TABLE_LOCAL          255     /* local and broadcast addresses */
#define RT_TABLE_MAX            0xFFFFFFFFU /* the highest table id */

/* attributes of a route message */
#define RTA_UNSPEC              0
#define RTA_DST                 1       /* destination address */
#define RTA_SRC                 2       /* source address */
#define RTA_IIF                 3       /* uint32_t: input interface index */
#define RTA_OIF                 4       /* uint32_t: output interface index */
#define RTA_GATEWAY             5       /* gateway address */
#define RTA_PRIORITY            6       /* uint32_t: the metric */
#define RTA_PREFSRC             7       /* preferred source address */
#define RTA_METRICS             8       /* nested RTAX_* */
#define RTA_MULTIPATH           9       /* struct linuxabi_rtnexthop array */
#define RTA_PROTOINFO           10      /* unused */
#define RTA_FLOW                11      /* uint32_t: the realms */
#define RTA_CACHEINFO           12      /* struct linuxabi_rta_cacheinfo */
#define RTA_SESSION             13      /* unused */
#define RTA_MP_ALGO             14      /* unused */
#define RTA_TABLE               15      /* uint32_t: the table id */
#define RTA_MARK                16      /* uint32_t: the firewall mark */
#define RTA_MFC_STATS           17      /* struct linuxabi_rta_mfc_stats */
#define RTA_VIA                 18      /* struct linuxabi_rtvia */
#define RTA_NEWDST              19      /* MPLS labels to swap to */
#define RTA_PREF                20      /* uint8_t: IPv6 router preference */
#define RTA_ENCAP_TYPE          21      /* uint16_t: LWTUNNEL_ENCAP_* */
#define RTA_ENCAP               22      /* nested: the encapsulation */
#define RTA_EXPIRES             23      /* uint64_t: clock ticks (USER_HZ)
                                           to expiry */
#define RTA_PAD                 24      /* alignment padding */
#define RTA_UID                 25      /* uint32_t: RTM_GETROUTE's uid */
#define RTA_TTL_PROPAGATE       26      /* uint8_t: MPLS TTL propagation */
#define RTA_IP_PROTO            27      /* uint8_t: RTM_GETROUTE's
                                           IPPROTO_* */
#define RTA_SPORT               28      /* uint16_t: RTM_GETROUTE's source
                                           port, network byte order */
#define RTA_DPORT               29      /* uint16_t: its destination port */
#define RTA_NH_ID               30      /* uint32_t: a nexthop object id */
#define RTA_FLOWLABEL           31      /* uint32_t: RTM_GETROUTE's IPv6
                                           flow label, network byte order */

/* RTA_MULTIPATH: one per path, then its own RTA_* attributes, each entry
   padded to RTNH_ALIGNTO */
struct linuxabi_rtnexthop {
    uint16_t rtnh_len;                  /* entry and attributes */
    uint8_t  rtnh_flags;                /* RTNH_F_* */
    uint8_t  rtnh_hops;                 /* the weight, less one */
    int32_t  rtnh_ifindex;              /* the interface's index */
};

/* rtnh_flags (and nh_flags, rtm_flags' low byte) */
#define RTNH_F_DEAD             1       /* the nexthop is dead */
#define RTNH_F_PERVASIVE        2       /* recursive gateway lookup */
#define RTNH_F_ONLINK           4       /* the gateway is on the link */
#define RTNH_F_OFFLOAD          8       /* offloaded to hardware */
#define RTNH_F_LINKDOWN         16      /* its carrier is down */
#define RTNH_F_UNRESOLVED       32      /* unresolved (multicast routing) */
#define RTNH_F_TRAP             64      /* trapping packets to the CPU */

#define RTNH_ALIGNTO            4
/* LEN rounded up to RTNH_ALIGNTO */
#define LINUXABI_RTNH_ALIGN(len) \
    (((len) + RTNH_ALIGNTO - 1) & ~(RTNH_ALIGNTO - 1))
/* rtnh_len of an entry with LEN bytes of attributes */
#define LINUXABI_RTNH_LENGTH(len) \
    (LINUXABI_RTNH_ALIGN(sizeof (struct linuxabi_rtnexthop)) + (len))
/* the room, padding included, such an entry takes */
#define LINUXABI_RTNH_SPACE(len) \
    LINUXABI_RTNH_ALIGN(LINUXABI_RTNH_LENGTH(len))

/* RTA_VIA: the fixed part; the address (of rtvia_family's length)
   follows */
struct linuxabi_rtvia {
    uint16_t rtvia_family;              /* AF_INET, AF_INET6, AF_PACKET */
};

/* RTA_CACHEINFO; times in clock ticks (USER_HZ: 100, alpha's 1024) */
struct linuxabi_rta_cacheinfo {
    uint32_t rta_clntref;               /* references */
    uint32_t rta_lastuse;               /* since last used */
    int32_t  rta_expires;               /* until expiry; 0: never */
    uint32_t rta_error;                 /* the route's error */
    uint32_t rta_used;                  /* times used */
    uint32_t rta_id;                    /* IPv4: the IP id */
    uint32_t rta_ts;                    /* TCP timestamp */
    uint32_t rta_tsage;                 /* its age in seconds */
};

/* struct linuxabi_rta_cacheinfo has rta_id, rta_ts and rta_tsage */
#define RTNETLINK_HAVE_PEERINFO 1

/* attributes of RTA_METRICS */
#define RTAX_UNSPEC             0
#define RTAX_LOCK               1       /* uint32_t: bit 1 << RTAX_* locks
                                           that metric */
#define RTAX_MTU                2
#define RTAX_WINDOW             3
#define RTAX_RTT                4
#define RTAX_RTTVAR             5
#define RTAX_SSTHRESH           6
#define RTAX_CWND               7
#define RTAX_ADVMSS             8
#define RTAX_REORDERING         9
#define RTAX_HOPLIMIT           10
#define RTAX_INITCWND           11
#define RTAX_FEATURES           12      /* uint32_t: RTAX_FEATURE_* */
#define RTAX_RTO_MIN            13
#define RTAX_INITRWND           14
#define RTAX_QUICKACK           15
#define RTAX_CC_ALGO            16      /* string: congestion control */
#define RTAX_FASTOPEN_NO_COOKIE 17

/* RTAX_FEATURES */
#define RTAX_FEATURE_ECN        0x01
#define RTAX_FEATURE_SACK       0x02    /* unused */
#define RTAX_FEATURE_TIMESTAMP  0x04    /* unused */
#define RTAX_FEATURE_ALLFRAG    0x08    /* unused */
#define RTAX_FEATURE_TCP_USEC_TS 0x10   /* microsecond TCP timestamps */

/* struct linuxabi_rta_session u, by proto */
struct linuxabi_rta_session_ports {
    uint16_t sport;
    uint16_t dport;
};

struct linuxabi_rta_session_icmpt {
    uint8_t  type;
    uint8_t  code;
    uint16_t ident;
};

union linuxabi_rta_session_u {
    struct linuxabi_rta_session_ports ports;
    struct linuxabi_rta_session_icmpt icmpt;
    uint32_t spi;
};

/* RTA_SESSION (unused) */
struct linuxabi_rta_session {
    uint8_t  proto;                     /* IPPROTO_* */
    uint8_t  pad1;
    uint16_t pad2;
    union linuxabi_rta_session_u u;
};

/* RTA_MFC_STATS: a multicast route's counters */
struct linuxabi_rta_mfc_stats {
    uint64_t mfcs_packets;
    uint64_t mfcs_bytes;
    uint64_t mfcs_wrong_if;             /* arrived on the wrong interface */
};

/* the header of a GET request (dumps) that needs only a family */
struct linuxabi_rtgenmsg {
    uint8_t  rtgen_family;              /* AF_UNSPEC, AF_INET, ... */
};

/* after the netlink header of RTM_NEWLINK, RTM_DELLINK, RTM_GETLINK,
   RTM_SETLINK; IFLA_* attributes follow */
struct linuxabi_ifinfomsg {
    uint8_t  ifi_family;                /* AF_UNSPEC */
    uint8_t  __pad;
    uint16_t ifi_type;                  /* ARPHRD_* */
    int32_t  ifi_index;                 /* the interface's index */
    uint32_t ifi_flags;                 /* IFF_* */
    uint32_t ifi_change;                /* the IFF_* bits to change */
};

/* after the netlink header of RTM_NEWPREFIX: an IPv6 prefix from a
   router advertisement; PREFIX_* attributes follow */
struct linuxabi_prefixmsg {
    uint8_t  prefix_family;             /* AF_INET6 */
    uint8_t  prefix_pad1;
    uint16_t prefix_pad2;
    int32_t  prefix_ifindex;            /* the interface's index */
    uint8_t  prefix_type;               /* the ND option type, 3 */
    uint8_t  prefix_len;                /* bits of the prefix */
    uint8_t  prefix_flags;              /* the option's L and A bits */
    uint8_t  prefix_pad3;
};

/* attributes of a prefix message */
#define PREFIX_UNSPEC           0
#define PREFIX_ADDRESS          1       /* the prefix */
#define PREFIX_CACHEINFO        2       /* struct linuxabi_prefix_cacheinfo */

/* PREFIX_CACHEINFO: lifetimes in seconds */
struct linuxabi_prefix_cacheinfo {
    uint32_t preferred_time;
    uint32_t valid_time;
};

/* after the netlink header of the qdisc, class, filter and chain
   messages (RTM_NEWQDISC ... RTM_GETTFILTER, RTM_NEWCHAIN ...) */
struct linuxabi_tcmsg {
    uint8_t  tcm_family;                /* AF_UNSPEC */
    uint8_t  __pad1;
    uint16_t __pad2;
    int32_t  tcm_ifindex;               /* the interface's index, or
                                           TCM_IFINDEX_MAGIC_BLOCK */
    uint32_t tcm_handle;
    uint32_t tcm_parent;                /* the parent's handle; the shared
                                           block's index (the kernel's
                                           tcm_block_index) with
                                           TCM_IFINDEX_MAGIC_BLOCK */
    uint32_t tcm_info;
};

/* tcm_ifindex: the filters of a shared block, whose index is in
   tcm_parent */
#define TCM_IFINDEX_MAGIC_BLOCK 0xFFFFFFFFU

/* attributes of a traffic control message */
#define TCA_UNSPEC              0
#define TCA_KIND                1       /* string: the qdisc's or filter's
                                           kind */
#define TCA_OPTIONS             2       /* nested: the kind's options */
#define TCA_STATS               3       /* the old statistics */
#define TCA_XSTATS              4       /* the kind's own statistics */
#define TCA_RATE                5       /* the rate estimator */
#define TCA_FCNT                6
#define TCA_STATS2              7       /* nested statistics */
#define TCA_STAB                8       /* the size table */
#define TCA_PAD                 9       /* alignment padding */
#define TCA_DUMP_INVISIBLE      10      /* flag: dump hidden qdiscs too */
#define TCA_CHAIN               11      /* uint32_t: the chain index */
#define TCA_HW_OFFLOAD          12      /* uint8_t: offloaded */
#define TCA_INGRESS_BLOCK       13      /* uint32_t: a shared block */
#define TCA_EGRESS_BLOCK        14      /* uint32_t: a shared block */
#define TCA_DUMP_FLAGS          15      /* TCA_DUMP_FLAGS_* */
#define TCA_EXT_WARN_MSG        16      /* string: a warning */

/* TCA_DUMP_FLAGS */
#define TCA_DUMP_FLAGS_TERSE    0x1     /* only the identifying data and
                                           the statistics */

/* after the netlink header of RTM_NEWNDUSEROPT: IPv6 neighbour discovery
   options the kernel leaves to user space; the options follow */
struct linuxabi_nduseroptmsg {
    uint8_t  nduseropt_family;          /* AF_INET6 */
    uint8_t  nduseropt_pad1;
    uint16_t nduseropt_opts_len;        /* the options' bytes */
    int32_t  nduseropt_ifindex;         /* the interface's index */
    uint8_t  nduseropt_icmp_type;       /* the ICMPv6 message's type */
    uint8_t  nduseropt_icmp_code;
    uint16_t nduseropt_pad2;
    uint32_t nduseropt_pad3;
};

/* attributes after the options */
#define NDUSEROPT_UNSPEC        0
#define NDUSEROPT_SRCADDR       1       /* the message's source address */

/* struct linuxabi_sockaddr_nl nl_groups: the first 32 groups as bits,
   1 << (RTNLGRP_x - 1) (the old interface; NETLINK_ADD_MEMBERSHIP takes
   every RTNLGRP_*) */
#define RTMGRP_LINK             0x1
#define RTMGRP_NOTIFY           0x2
#define RTMGRP_NEIGH            0x4
#define RTMGRP_TC               0x8
#define RTMGRP_IPV4_IFADDR      0x10
#define RTMGRP_IPV4_MROUTE      0x20
#define RTMGRP_IPV4_ROUTE       0x40
#define RTMGRP_IPV4_RULE        0x80
#define RTMGRP_IPV6_IFADDR      0x100
#define RTMGRP_IPV6_MROUTE      0x200
#define RTMGRP_IPV6_ROUTE       0x400
#define RTMGRP_IPV6_IFINFO      0x800
#define RTMGRP_DECnet_IFADDR    0x1000
#define RTMGRP_DECnet_ROUTE     0x4000
#define RTMGRP_IPV6_PREFIX      0x20000

/* multicast groups: NETLINK_ADD_MEMBERSHIP, NETLINK_DROP_MEMBERSHIP
   (enum rtnetlink_groups) */
#define RTNLGRP_NONE            0
#define RTNLGRP_LINK            1
#define RTNLGRP_NOTIFY          2
#define RTNLGRP_NEIGH           3
#define RTNLGRP_TC              4
#define RTNLGRP_IPV4_IFADDR     5
#define RTNLGRP_IPV4_MROUTE     6
#define RTNLGRP_IPV4_ROUTE      7
#define RTNLGRP_IPV4_RULE       8
#define RTNLGRP_IPV6_IFADDR     9
#define RTNLGRP_IPV6_MROUTE     10
#define RTNLGRP_IPV6_ROUTE      11
#define RTNLGRP_IPV6_IFINFO     12
#define RTNLGRP_DECnet_IFADDR   13      /* DECnet: removed */
#define RTNLGRP_NOP2            14      /* unused */
#define RTNLGRP_DECnet_ROUTE    15      /* DECnet: removed */
#define RTNLGRP_DECnet_RULE     16      /* DECnet: removed */
#define RTNLGRP_NOP4            17      /* unused */
#define RTNLGRP_IPV6_PREFIX     18
#define RTNLGRP_IPV6_RULE       19
#define RTNLGRP_ND_USEROPT      20
#define RTNLGRP_PHONET_IFADDR   21
#define RTNLGRP_PHONET_ROUTE    22
#define RTNLGRP_DCB             23
#define RTNLGRP_IPV4_NETCONF    24
#define RTNLGRP_IPV6_NETCONF    25
#define RTNLGRP_MDB             26
#define RTNLGRP_MPLS_ROUTE      27
#define RTNLGRP_NSID            28
#define RTNLGRP_MPLS_NETCONF    29
#define RTNLGRP_IPV4_MROUTE_R   30
#define RTNLGRP_IPV6_MROUTE_R   31
#define RTNLGRP_NEXTHOP         32
#define RTNLGRP_BRVLAN          33
#define RTNLGRP_MCTP_IFADDR     34
#define RTNLGRP_TUNNEL          35
#define RTNLGRP_STATS           36
#define RTNLGRP_IPV4_MCADDR     37
#define RTNLGRP_IPV6_MCADDR     38
#define RTNLGRP_IPV6_ACADDR     39

/* after the netlink header of RTM_NEWACTION, RTM_DELACTION,
   RTM_GETACTION; TCA_ROOT_* attributes follow */
struct linuxabi_tcamsg {
    uint8_t  tca_family;                /* AF_UNSPEC */
    uint8_t  __pad1;
    uint16_t __pad2;
};

/* attributes of an action message */
#define TCA_ROOT_UNSPEC         0
#define TCA_ROOT_TAB            1       /* nested: the actions */
#define TCA_ACT_TAB             TCA_ROOT_TAB
#define TCAA_MAX                TCA_ROOT_TAB    /* the old count, frozen */
#define TCA_ROOT_FLAGS          2       /* struct linuxabi_nla_bitfield32
                                           of TCA_ACT_FLAG_* */
#define TCA_ROOT_COUNT          3       /* uint32_t: actions dumped */
#define TCA_ROOT_TIME_DELTA     4       /* uint32_t: milliseconds: only the
                                           actions used since */
#define TCA_ROOT_EXT_WARN_MSG   5       /* string: a warning */

/* TCA_ROOT_FLAGS */
#define TCA_FLAG_LARGE_DUMP_ON  0x1     /* dump more actions a message */
#define TCA_ACT_FLAG_LARGE_DUMP_ON TCA_FLAG_LARGE_DUMP_ON
#define TCA_ACT_FLAG_TERSE_DUMP 0x2     /* only the identifying data */

/* IFLA_EXT_MASK of RTM_GETLINK: what else to report */
#define RTEXT_FILTER_VF         0x001   /* the virtual functions */
#define RTEXT_FILTER_BRVLAN     0x002   /* the bridge VLANs */
#define RTEXT_FILTER_BRVLAN_COMPRESSED 0x004 /* as ranges */
#define RTEXT_FILTER_SKIP_STATS 0x008   /* no statistics */
#define RTEXT_FILTER_MRP        0x010   /* media redundancy protocol */
#define RTEXT_FILTER_CFM_CONFIG 0x020   /* connectivity fault management */
#define RTEXT_FILTER_CFM_STATUS 0x040
#define RTEXT_FILTER_MST        0x080   /* multiple spanning trees */
#define RTEXT_FILTER_NAME_ONLY  0x100   /* only the names */

#endif
