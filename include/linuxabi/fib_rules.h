#ifndef LINUXABI_FIB_RULES_H
#define LINUXABI_FIB_RULES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fib_rules.h>: policy routing rules over rtnetlink
 * (NETLINK_ROUTE sockets, ip rule): RTM_NEWRULE, RTM_DELRULE and
 * RTM_GETRULE carry a struct linuxabi_fib_rule_hdr, then FRA_* attributes
 * from LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_fib_rule_hdr)) on.
 * The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* fib_rule_hdr flags */
#define FIB_RULE_PERMANENT      0x00000001  /* cannot be deleted */
#define FIB_RULE_INVERT         0x00000002  /* match when the selector
                                               does not */
#define FIB_RULE_UNRESOLVED     0x00000004  /* a goto to no rule yet */
#define FIB_RULE_IIF_DETACHED   0x00000008  /* the input device is gone */
#define FIB_RULE_DEV_DETACHED   FIB_RULE_IIF_DETACHED
#define FIB_RULE_OIF_DETACHED   0x00000010  /* the output device is gone */
#define FIB_RULE_FIND_SADDR     0x00010000  /* look up a source address */

/* after the netlink header of RTM_NEWRULE, RTM_DELRULE, RTM_GETRULE */
struct linuxabi_fib_rule_hdr {
    uint8_t  family;                    /* AF_INET, AF_INET6, ... */
    uint8_t  dst_len;                   /* bits of FRA_DST */
    uint8_t  src_len;                   /* bits of FRA_SRC */
    uint8_t  tos;
    uint8_t  table;                     /* RT_TABLE_*; FRA_TABLE above 255 */
    uint8_t  res1;                      /* zero */
    uint8_t  res2;                      /* zero */
    uint8_t  action;                    /* FR_ACT_* */
    uint32_t flags;                     /* FIB_RULE_* */
};

/* FRA_UID_RANGE */
struct linuxabi_fib_rule_uid_range {
    uint32_t start;
    uint32_t end;
};

/* FRA_SPORT_RANGE, FRA_DPORT_RANGE */
struct linuxabi_fib_rule_port_range {
    uint16_t start;
    uint16_t end;
};

/* attributes of a rule message */
#define FRA_UNSPEC              0
#define FRA_DST                 1       /* destination address */
#define FRA_SRC                 2       /* source address */
#define FRA_IIFNAME             3       /* string: the input device */
#define FRA_IFNAME              FRA_IIFNAME
#define FRA_GOTO                4       /* uint32_t: the rule FR_ACT_GOTO
                                           jumps to */
#define FRA_UNUSED2             5
#define FRA_PRIORITY            6       /* uint32_t: the rule's preference */
#define FRA_UNUSED3             7
#define FRA_UNUSED4             8
#define FRA_UNUSED5             9
#define FRA_FWMARK              10      /* uint32_t: the firewall mark */
#define FRA_FLOW                11      /* uint32_t: the realm */
#define FRA_TUN_ID              12      /* uint64_t: tunnel id, network
                                           byte order */
#define FRA_SUPPRESS_IFGROUP    13      /* uint32_t */
#define FRA_SUPPRESS_PREFIXLEN  14      /* uint32_t */
#define FRA_TABLE               15      /* uint32_t: the table */
#define FRA_FWMASK              16      /* uint32_t: the mark's mask */
#define FRA_OIFNAME             17      /* string: the output device */
#define FRA_PAD                 18      /* alignment padding */
#define FRA_L3MDEV              19      /* uint8_t: use the L3 master
                                           device's table */
#define FRA_UID_RANGE           20      /* struct
                                           linuxabi_fib_rule_uid_range */
#define FRA_PROTOCOL            21      /* uint8_t: who added it, RTPROT_* */
#define FRA_IP_PROTO            22      /* uint8_t: IPPROTO_* */
#define FRA_SPORT_RANGE         23      /* struct
                                           linuxabi_fib_rule_port_range */
#define FRA_DPORT_RANGE         24      /* struct
                                           linuxabi_fib_rule_port_range */
#define FRA_DSCP                25      /* uint8_t */
#define FRA_FLOWLABEL           26      /* uint32_t, network byte order */
#define FRA_FLOWLABEL_MASK      27      /* uint32_t, network byte order */
#define FRA_SPORT_MASK          28      /* uint16_t */
#define FRA_DPORT_MASK          29      /* uint16_t */
#define FRA_DSCP_MASK           30      /* uint8_t */

/* fib_rule_hdr action */
#define FR_ACT_UNSPEC           0
#define FR_ACT_TO_TBL           1       /* look up in the table */
#define FR_ACT_GOTO             2       /* go on at FRA_GOTO */
#define FR_ACT_NOP              3
#define FR_ACT_RES3             4
#define FR_ACT_RES4             5
#define FR_ACT_BLACKHOLE        6       /* drop silently */
#define FR_ACT_UNREACHABLE      7       /* fail with ENETUNREACH */
#define FR_ACT_PROHIBIT         8       /* fail with EACCES */

#endif
