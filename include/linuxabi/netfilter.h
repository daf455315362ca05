#ifndef LINUXABI_NETFILTER_H
#define LINUXABI_NETFILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/netfilter.h>: what every netfilter interface shares (the
 * kernel's <linux/netfilter.h>): the verdicts a packet gets, the hooks
 * of the IPv4/IPv6/inet and netdev families, the NFPROTO_* families that
 * nfnetlink messages (<linuxabi/nfnetlink.h>), nf_tables and the xtables
 * setsockopt(2) calls name, and union linuxabi_nf_inet_addr.  The same
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/in.h>
#include <linuxabi/in6.h>

/* verdicts: the low byte of a verdict word (NFQA verdicts, nf_tables'
   NFT_* immediate verdicts' positive values) */
#define NF_DROP         0
#define NF_ACCEPT       1
#define NF_STOLEN       2       /* the hook took the packet */
#define NF_QUEUE        3       /* to user space, nfnetlink_queue */
#define NF_REPEAT       4       /* call the hook again */
#define NF_STOP         5       /* accept, no further hooks (deprecated) */

/* the other bits of a verdict word */
#define NF_VERDICT_MASK                 0x000000ff  /* the verdict */
#define NF_VERDICT_FLAG_QUEUE_BYPASS    0x00008000  /* NF_QUEUE: accept
                                                       when nobody listens */
#define NF_VERDICT_QMASK                0xffff0000  /* queue number or
                                                       errno */
#define NF_VERDICT_QBITS                16          /* its shift */
#define NF_VERDICT_BITS                 16          /* the same, old name */

/* NF_QUEUE to queue number N */
#define LINUXABI_NF_QUEUE_NR(n) \
    ((((unsigned int)(n) << 16) & NF_VERDICT_QMASK) | NF_QUEUE)
/* NF_DROP with error NEGERR (a negative errno) */
#define LINUXABI_NF_DROP_ERR(negerr) (((-(negerr)) << 16) | NF_DROP)

/* hooks of NFPROTO_IPV4, _IPV6, _INET, _BRIDGE (enum nf_inet_hooks) */
#define NF_INET_PRE_ROUTING     0
#define NF_INET_LOCAL_IN        1
#define NF_INET_FORWARD         2
#define NF_INET_LOCAL_OUT       3
#define NF_INET_POST_ROUTING    4
#define NF_INET_INGRESS         5       /* NFPROTO_INET only */

/* hooks of NFPROTO_NETDEV (enum nf_dev_hooks) */
#define NF_NETDEV_INGRESS       0
#define NF_NETDEV_EGRESS        1

/* netfilter families: nfgen_family, NFTA_TABLE's family */
#define NFPROTO_UNSPEC          0       /* any: dumps of every family */
#define NFPROTO_INET            1       /* IPv4 and IPv6 together */
#define NFPROTO_IPV4            2       /* AF_INET */
#define NFPROTO_ARP             3
#define NFPROTO_NETDEV          5       /* per device, before the stack */
#define NFPROTO_BRIDGE          7       /* AF_BRIDGE */
#define NFPROTO_IPV6            10      /* AF_INET6 */
#define NFPROTO_DECNET          12      /* unused: DECnet is gone */

/* an IPv4 or IPv6 address, 16 bytes; an IPv4 one in the first word */
union linuxabi_nf_inet_addr {
    uint32_t all[4];
    uint32_t ip;                        /* network byte order */
    uint32_t ip6[4];                    /* network byte order */
    struct linuxabi_in_addr in;
    struct linuxabi_in6_addr in6;
};

#endif
