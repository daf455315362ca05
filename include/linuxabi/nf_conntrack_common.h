#ifndef LINUXABI_NF_CONNTRACK_COMMON_H
#define LINUXABI_NF_CONNTRACK_COMMON_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nf_conntrack_common.h>: the values of netfilter's connection
 * tracking that user space sees (the kernel's
 * <linux/netfilter/nf_conntrack_common.h>): a packet's relation to its
 * connection (NFQA_CT_INFO, NFULA_CT_INFO), a connection's status bits
 * (ctnetlink's CTA_STATUS), its event and its expectations' event
 * numbers and the expectation flags (CTA_EXPECT_FLAGS).  The kernel's
 * enumerators are macros here.  Only values: the same on every ABI.
 */

/* a packet's relation to its connection (enum ip_conntrack_info) */
#define IP_CT_ESTABLISHED               0       /* of a connection, the original direction */
#define IP_CT_RELATED                   1       /* of a related one, or an ICMP error */
#define IP_CT_NEW                       2       /* opens one */
#define IP_CT_IS_REPLY                  3       /* added for the reply direction */
#define IP_CT_ESTABLISHED_REPLY         3
#define IP_CT_RELATED_REPLY             4
#define IP_CT_NEW_REPLY                 5       /* never given: a reply opens nothing */

/* the state bits of conntrack matches ("ct state", xt_conntrack) */
#define NF_CT_STATE_INVALID_BIT         (1 << 0)
#define NF_CT_STATE_UNTRACKED_BIT       (1 << 6)
/* the bit of IP_CT_* CTINFO: established 2, related 4, new 8 */
#define LINUXABI_NF_CT_STATE_BIT(ctinfo) (1 << ((ctinfo) % IP_CT_IS_REPLY + 1))

/* a connection's status (enum ip_conntrack_status): bit numbers and
   their masks */
#define IPS_EXPECTED_BIT                0       /* made for an expectation */
#define IPS_EXPECTED                    (1 << 0)
#define IPS_SEEN_REPLY_BIT              1       /* packets seen both ways */
#define IPS_SEEN_REPLY                  (1 << 1)
#define IPS_ASSURED_BIT                 2       /* not to be dropped early */
#define IPS_ASSURED                     (1 << 2)
#define IPS_CONFIRMED_BIT               3       /* its first packet has left */
#define IPS_CONFIRMED                   (1 << 3)
#define IPS_SRC_NAT_BIT                 4       /* source NAT, original direction */
#define IPS_SRC_NAT                     (1 << 4)
#define IPS_DST_NAT_BIT                 5       /* destination NAT, likewise */
#define IPS_DST_NAT                     (1 << 5)
#define IPS_NAT_MASK                    (IPS_DST_NAT | IPS_SRC_NAT)
#define IPS_SEQ_ADJUST_BIT              6       /* TCP sequence numbers adjusted */
#define IPS_SEQ_ADJUST                  (1 << 6)
#define IPS_SRC_NAT_DONE_BIT            7       /* source NAT set up */
#define IPS_SRC_NAT_DONE                (1 << 7)
#define IPS_DST_NAT_DONE_BIT            8       /* destination NAT set up */
#define IPS_DST_NAT_DONE                (1 << 8)
#define IPS_NAT_DONE_MASK               (IPS_DST_NAT_DONE | IPS_SRC_NAT_DONE)
#define IPS_DYING_BIT                   9       /* being removed */
#define IPS_DYING                       (1 << 9)
#define IPS_FIXED_TIMEOUT_BIT           10      /* its timeout does not change */
#define IPS_FIXED_TIMEOUT               (1 << 10)
#define IPS_TEMPLATE_BIT                11      /* a template, not a connection */
#define IPS_TEMPLATE                    (1 << 11)
#define IPS_UNTRACKED_BIT               12      /* obsolete, no longer set */
#define IPS_UNTRACKED                   (1 << 12)
#define IPS_HELPER_BIT                  13      /* its helper given explicitly */
#define IPS_HELPER                      (1 << 13)
#define IPS_OFFLOAD_BIT                 14      /* in a flowtable */
#define IPS_OFFLOAD                     (1 << 14)
#define IPS_HW_OFFLOAD_BIT              15      /* offloaded to hardware */
#define IPS_HW_OFFLOAD                  (1 << 15)

/* connection events (enum ip_conntrack_events): bit numbers */
#define IPCT_NEW                        0
#define IPCT_RELATED                    1
#define IPCT_DESTROY                    2
#define IPCT_REPLY                      3       /* seen both ways */
#define IPCT_ASSURED                    4
#define IPCT_PROTOINFO                  5
#define IPCT_HELPER                     6
#define IPCT_MARK                       7
#define IPCT_SEQADJ                     8
#define IPCT_NATSEQADJ                  IPCT_SEQADJ
#define IPCT_SECMARK                    9
#define IPCT_LABEL                      10
#define IPCT_SYNPROXY                   11

/* expectation events (enum ip_conntrack_expect_events): bit numbers */
#define IPEXP_NEW                       0
#define IPEXP_DESTROY                   1

/* expectation flags (CTA_EXPECT_FLAGS) */
#define NF_CT_EXPECT_PERMANENT          0x1     /* stays after it is used */
#define NF_CT_EXPECT_INACTIVE           0x2     /* not yet to be matched */
#define NF_CT_EXPECT_USERSPACE          0x4     /* made by user space */

#endif
