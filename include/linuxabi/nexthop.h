#ifndef LINUXABI_NEXTHOP_H
#define LINUXABI_NEXTHOP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nexthop.h>: nexthop objects over rtnetlink (NETLINK_ROUTE
 * sockets, ip nexthop): RTM_NEWNEXTHOP, RTM_DELNEXTHOP, RTM_GETNEXTHOP and
 * the resilient groups' RTM_*NEXTHOPBUCKET carry a struct linuxabi_nhmsg,
 * then NHA_* attributes from LINUXABI_NLMSG_ALIGN(sizeof (struct
 * linuxabi_nhmsg)) on.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* after the netlink header of the nexthop messages */
struct linuxabi_nhmsg {
    uint8_t  nh_family;                 /* AF_INET, AF_INET6, AF_UNSPEC */
    uint8_t  nh_scope;                  /* RT_SCOPE_*, in replies only */
    uint8_t  nh_protocol;               /* RTPROT_*: who added it */
    uint8_t  resvd;                     /* zero */
    uint32_t nh_flags;                  /* RTNH_F_* */
};

/* NHA_GROUP: an array of these; an entry's weight is
   ((weight_high << 8) | weight) + 1 */
struct linuxabi_nexthop_grp {
    uint32_t id;                        /* the member nexthop's id */
    uint8_t  weight;                    /* the weight's low 8 bits, less
                                           one */
    uint8_t  weight_high;               /* its high 8 bits */
    uint16_t resvd2;                    /* zero */
};

/* NHA_GROUP_TYPE (uint16_t) */
#define NEXTHOP_GRP_TYPE_MPATH  0       /* hash-threshold: the default */
#define NEXTHOP_GRP_TYPE_RES    1       /* resilient: hash buckets */

/* NHA_OP_FLAGS, in a request */
#define NHA_OP_FLAG_DUMP_STATS          0x1U   /* the group statistics */
#define NHA_OP_FLAG_DUMP_HW_STATS       0x2U   /* with the hardware's */
/* NHA_OP_FLAGS, in a reply */
#define NHA_OP_FLAG_RESP_GRP_RESVD_0    0x80000000U /* the dump zeroes
                                                       resvd fields */

/* attributes of a nexthop message */
#define NHA_UNSPEC              0
#define NHA_ID                  1       /* uint32_t: the id; 0: the kernel
                                           picks one */
#define NHA_GROUP               2       /* struct linuxabi_nexthop_grp
                                           array */
#define NHA_GROUP_TYPE          3       /* uint16_t: NEXTHOP_GRP_TYPE_* */
#define NHA_BLACKHOLE           4       /* flag: drop the packets */
#define NHA_OIF                 5       /* uint32_t: the output device */
#define NHA_GATEWAY             6       /* the gateway's IPv4 or IPv6
                                           address */
#define NHA_ENCAP_TYPE          7       /* uint16_t: LWTUNNEL_ENCAP_* */
#define NHA_ENCAP               8       /* nested: the encapsulation */
#define NHA_GROUPS              9       /* flag: dump only groups */
#define NHA_MASTER              10      /* uint32_t: dump only those with
                                           this master device */
#define NHA_FDB                 11      /* flag: for the bridge FDB */
#define NHA_RES_GROUP           12      /* nested NHA_RES_GROUP_* */
#define NHA_RES_BUCKET          13      /* nested NHA_RES_BUCKET_* */
#define NHA_OP_FLAGS            14      /* uint32_t: NHA_OP_FLAG_* */
#define NHA_GROUP_STATS         15      /* nested NHA_GROUP_STATS_* */
#define NHA_HW_STATS_ENABLE     16      /* uint32_t: collect hardware
                                           statistics */
#define NHA_HW_STATS_USED       17      /* uint32_t, read-only: a driver
                                           collects them */

/* attributes of NHA_RES_GROUP; times in clock ticks (USER_HZ) */
#define NHA_RES_GROUP_UNSPEC            0
#define NHA_RES_GROUP_PAD               0       /* alignment padding */
#define NHA_RES_GROUP_BUCKETS           1       /* uint16_t: the number of
                                                   buckets */
#define NHA_RES_GROUP_IDLE_TIMER        2       /* uint32_t */
#define NHA_RES_GROUP_UNBALANCED_TIMER  3       /* uint32_t */
#define NHA_RES_GROUP_UNBALANCED_TIME   4       /* uint64_t */

/* attributes of NHA_RES_BUCKET */
#define NHA_RES_BUCKET_UNSPEC           0
#define NHA_RES_BUCKET_PAD              0       /* alignment padding */
#define NHA_RES_BUCKET_INDEX            1       /* uint16_t */
#define NHA_RES_BUCKET_IDLE_TIME        2       /* uint64_t: clock ticks */
#define NHA_RES_BUCKET_NH_ID            3       /* uint32_t: its nexthop */

/* attributes of NHA_GROUP_STATS */
#define NHA_GROUP_STATS_UNSPEC          0
#define NHA_GROUP_STATS_ENTRY           1       /* nested
                                                   NHA_GROUP_STATS_ENTRY_* */

/* attributes of NHA_GROUP_STATS_ENTRY */
#define NHA_GROUP_STATS_ENTRY_UNSPEC    0
#define NHA_GROUP_STATS_ENTRY_ID        1       /* uint32_t: the member's
                                                   id */
#define NHA_GROUP_STATS_ENTRY_PACKETS   2       /* uint32_t or uint64_t:
                                                   packets forwarded */
#define NHA_GROUP_STATS_ENTRY_PACKETS_HW 3      /* the same, in hardware */

#endif
