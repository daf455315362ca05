#ifndef LINUXABI_NFNETLINK_H
#define LINUXABI_NFNETLINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nfnetlink.h>: nfnetlink, the NETLINK_NETFILTER protocol of
 * socket(2) with AF_NETLINK (the kernel's <linux/netfilter/nfnetlink.h>
 * and the old attribute macros of <linux/netfilter/nfnetlink_compat.h>).
 * A message's nlmsg_type is a subsystem NFNL_SUBSYS_* in its high byte
 * and the subsystem's message in the low byte; a struct
 * linuxabi_nfgenmsg follows the netlink header, then attributes
 * (struct linuxabi_nlattr).  Changes to nf_tables go in a batch between
 * NFNL_MSG_BATCH_BEGIN and NFNL_MSG_BATCH_END.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/netlink.h>

/* multicast groups (enum nfnetlink_groups): NETLINK_ADD_MEMBERSHIP */
#define NFNLGRP_NONE                    0
#define NFNLGRP_CONNTRACK_NEW           1
#define NFNLGRP_CONNTRACK_UPDATE        2
#define NFNLGRP_CONNTRACK_DESTROY       3
#define NFNLGRP_CONNTRACK_EXP_NEW       4
#define NFNLGRP_CONNTRACK_EXP_UPDATE    5
#define NFNLGRP_CONNTRACK_EXP_DESTROY   6
#define NFNLGRP_NFTABLES                7       /* nf_tables changes */
#define NFNLGRP_ACCT_QUOTA              8       /* nfacct over quota */
#define NFNLGRP_NFTRACE                 9       /* nftrace events */

/* the same as bits of nl_groups in bind(2), the old way */
#define NF_NETLINK_CONNTRACK_NEW            0x00000001
#define NF_NETLINK_CONNTRACK_UPDATE         0x00000002
#define NF_NETLINK_CONNTRACK_DESTROY        0x00000004
#define NF_NETLINK_CONNTRACK_EXP_NEW        0x00000008
#define NF_NETLINK_CONNTRACK_EXP_UPDATE     0x00000010
#define NF_NETLINK_CONNTRACK_EXP_DESTROY    0x00000020

/* after the netlink header of every message: 4 bytes */
struct linuxabi_nfgenmsg {
    uint8_t  nfgen_family;      /* NFPROTO_* (<linuxabi/netfilter.h>) */
    uint8_t  version;           /* NFNETLINK_V0 */
    uint16_t res_id;            /* big-endian: a queue or log group
                                   number, or NFNL_SUBSYS_NFTABLES in a
                                   batch's begin message */
};

#define NFNETLINK_V0            0

/* nlmsg_type's halves */
#define LINUXABI_NFNL_SUBSYS_ID(type)   (((type) & 0xff00) >> 8)
#define LINUXABI_NFNL_MSG_TYPE(type)    ((type) & 0x00ff)

/* subsystems: nlmsg_type's high byte */
#define NFNL_SUBSYS_NONE                0
#define NFNL_SUBSYS_CTNETLINK           1       /* conntrack */
#define NFNL_SUBSYS_CTNETLINK_EXP       2       /* conntrack expectations */
#define NFNL_SUBSYS_QUEUE               3       /* nfnetlink_queue */
#define NFNL_SUBSYS_ULOG                4       /* nfnetlink_log */
#define NFNL_SUBSYS_OSF                 5       /* passive OS fingerprints */
#define NFNL_SUBSYS_IPSET               6
#define NFNL_SUBSYS_ACCT                7       /* nfacct */
#define NFNL_SUBSYS_CTNETLINK_TIMEOUT   8       /* conntrack timeout
                                                   policies */
#define NFNL_SUBSYS_CTHELPER            9       /* user-space helpers */
#define NFNL_SUBSYS_NFTABLES            10
#define NFNL_SUBSYS_NFT_COMPAT          11      /* xtables matches and
                                                   targets in nf_tables */
#define NFNL_SUBSYS_HOOK                12      /* the hooks' lists */

/* a batch's first and last message (nlmsg_type; their nfgenmsg's res_id
   names the subsystem) */
#define NFNL_MSG_BATCH_BEGIN    (NLMSG_MIN_TYPE)
#define NFNL_MSG_BATCH_END      (NLMSG_MIN_TYPE + 1)

/* attributes of NFNL_MSG_BATCH_BEGIN (enum nfnl_batch_attributes) */
#define NFNL_BATCH_UNSPEC       0
#define NFNL_BATCH_GENID        1       /* uint32_t: fail unless the
                                           ruleset generation is this */

/* the old attribute header, the same as struct linuxabi_nlattr */
struct linuxabi_nfattr {
    uint16_t nfa_len;           /* header and data, not the padding */
    uint16_t nfa_type;          /* NFNL_NFA_NEST: nested attributes */
};

#define NFNL_NFA_NEST           0x8000
#define NFA_ALIGNTO             4

/* LEN rounded up to NFA_ALIGNTO */
#define LINUXABI_NFA_ALIGN(len) (((len) + NFA_ALIGNTO - 1) & ~(NFA_ALIGNTO - 1))
/* an attribute's nfa_len for LEN bytes of data */
#define LINUXABI_NFA_LENGTH(len) \
    (LINUXABI_NFA_ALIGN(sizeof(struct linuxabi_nfattr)) + (len))
/* the bytes an attribute of LEN bytes of data takes, padding included */
#define LINUXABI_NFA_SPACE(len) LINUXABI_NFA_ALIGN(LINUXABI_NFA_LENGTH(len))

#endif
