#ifndef LINUXABI_IP6_TABLES_H
#define LINUXABI_IP6_TABLES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ip6_tables.h>: ip6tables, the IPv6 packet filter tables read
 * and replaced whole through getsockopt(2) and setsockopt(2) at level
 * IPPROTO_IPV6 on a raw socket(2) of AF_INET6 (the kernel's
 * <linux/netfilter_ipv6/ip6_tables.h>), and the IPv6 hook numbers and
 * priorities of <linux/netfilter_ipv6.h>.  A table is a sequence of
 * struct linuxabi_ip6t_entry, each followed by its matches and its
 * target (<linuxabi/x_tables.h>).  Hooks: valid_hooks, hook_entry and
 * underflow are indexed by the hook numbers, 5 of them (the kernel's
 * NF_INET_NUMHOOKS).  The fixed parts of struct linuxabi_ip6t_replace
 * and linuxabi_ip6t_get_entries are per ABI
 * (<linuxabi-arch/ip6_tables-tail.h>).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/x_tables.h>

/* the IPv6 hooks (legacy names of the kernel's NF_INET_*) */
#define NF_IP6_PRE_ROUTING      0       /* every packet received */
#define NF_IP6_LOCAL_IN         1       /* for this host */
#define NF_IP6_FORWARD          2       /* routed through */
#define NF_IP6_LOCAL_OUT        3       /* sent by this host */
#define NF_IP6_POST_ROUTING     4       /* every packet sent */
#define NF_IP6_NUMHOOKS         5

/* hook priorities, lowest first (enum nf_ip6_hook_priorities, int) */
#define NF_IP6_PRI_FIRST                (-2147483647 - 1)
#define NF_IP6_PRI_RAW_BEFORE_DEFRAG    (-450)
#define NF_IP6_PRI_CONNTRACK_DEFRAG     (-400)
#define NF_IP6_PRI_RAW                  (-300)
#define NF_IP6_PRI_SELINUX_FIRST        (-225)
#define NF_IP6_PRI_CONNTRACK            (-200)
#define NF_IP6_PRI_MANGLE               (-150)
#define NF_IP6_PRI_NAT_DST              (-100)
#define NF_IP6_PRI_FILTER               0
#define NF_IP6_PRI_SECURITY             50
#define NF_IP6_PRI_NAT_SRC              100
#define NF_IP6_PRI_SELINUX_LAST         225
#define NF_IP6_PRI_CONNTRACK_HELPER     300
#define NF_IP6_PRI_LAST                 2147483647

/* the x_tables names under their IPv6 names */
#define IP6T_FUNCTION_MAXNAMELEN XT_FUNCTION_MAXNAMELEN
#define IP6T_TABLE_MAXNAMELEN   XT_TABLE_MAXNAMELEN
#define IP6T_CONTINUE           XT_CONTINUE
#define IP6T_RETURN             XT_RETURN

/* invflags of the tcp and udp matches (the kernel's XT_TCP_INV_*,
   XT_UDP_INV_*) */
#define IP6T_TCP_INV_SRCPT      0x01    /* source ports */
#define IP6T_TCP_INV_DSTPT      0x02    /* destination ports */
#define IP6T_TCP_INV_FLAGS      0x04    /* TCP flags */
#define IP6T_TCP_INV_OPTION     0x08    /* TCP option */
#define IP6T_UDP_INV_SRCPT      0x01
#define IP6T_UDP_INV_DSTPT      0x02

/* what a rule matches in the IPv6 header; unused bytes must be 0.
   133 bytes, then tail padding to 4 (2 on m68k) */
struct linuxabi_ip6t_ip6 {
    uint32_t src[4];                    /* struct linuxabi_in6_addr, */
    uint32_t dst[4];                    /* network byte order */
    uint32_t smsk[4];                   /* masks of src and dst */
    uint32_t dmsk[4];
    char     iniface[16];               /* IFNAMSIZ; "eth+" for a prefix */
    char     outiface[16];
    uint8_t  iniface_mask[16];          /* 0xFF for each byte compared */
    uint8_t  outiface_mask[16];
    uint16_t proto;                     /* IPPROTO_*, with IP6T_F_PROTO */
    uint8_t  tos;                       /* with IP6T_F_TOS */
    uint8_t  flags;                     /* IP6T_F_* */
    uint8_t  invflags;                  /* IP6T_INV_* */
};

/* flags of struct linuxabi_ip6t_ip6 */
#define IP6T_F_PROTO            0x01    /* proto is tested */
#define IP6T_F_TOS              0x02    /* tos is tested */
#define IP6T_F_GOTO             0x04    /* the jump is a goto */

/* invflags of struct linuxabi_ip6t_ip6: the test's sense inverted */
#define IP6T_INV_VIA_IN         0x01    /* iniface */
#define IP6T_INV_VIA_OUT        0x02    /* outiface */
#define IP6T_INV_TOS            0x04
#define IP6T_INV_SRCIP          0x08    /* src/smsk */
#define IP6T_INV_DSTIP          0x10    /* dst/dmsk */
#define IP6T_INV_FRAG           0x20
#define IP6T_INV_PROTO          XT_INV_PROTO

/* a rule: this, its matches, then its target at target_offset; the next
   rule at next_offset.  counters is 8-aligned where a uint64_t is. */
struct linuxabi_ip6t_entry {
    struct linuxabi_ip6t_ip6     ipv6;
    uint32_t                     nfcache;
    uint16_t                     target_offset;
    uint16_t                     next_offset;
    uint32_t                     comefrom;   /* the kernel's, on reading */
    struct linuxabi_xt_counters  counters;
};

/* a rule whose target is the standard target: a chain's policy */
struct linuxabi_ip6t_standard {
    struct linuxabi_ip6t_entry         entry;
    struct linuxabi_xt_standard_target target;
};

/* a rule whose target is the error target: a chain's head, a table's end */
struct linuxabi_ip6t_error {
    struct linuxabi_ip6t_entry      entry;
    struct linuxabi_xt_error_target target;
};

/* setsockopt(2) and getsockopt(2) options at level IPPROTO_IPV6 */
#define IP6T_BASE_CTL               64
#define IP6T_SO_SET_REPLACE         (IP6T_BASE_CTL)     /* ip6t_replace */
#define IP6T_SO_SET_ADD_COUNTERS    (IP6T_BASE_CTL + 1) /* xt_counters_info */
#define IP6T_SO_GET_INFO            (IP6T_BASE_CTL)     /* ip6t_getinfo */
#define IP6T_SO_GET_ENTRIES         (IP6T_BASE_CTL + 1) /* ip6t_get_entries */
#define IP6T_SO_GET_REVISION_MATCH  (IP6T_BASE_CTL + 4) /* xt_get_revision */
#define IP6T_SO_GET_REVISION_TARGET (IP6T_BASE_CTL + 5) /* xt_get_revision */
/* getsockopt(2) on a TCP socket: the destination before NAT, a struct
   linuxabi_sockaddr_in6 */
#define IP6T_SO_ORIGINAL_DST        80

/* the data of the icmp6 match */
struct linuxabi_ip6t_icmp {
    uint8_t type;
    uint8_t code[2];                    /* the lowest and highest code */
    uint8_t invflags;                   /* IP6T_ICMP_INV */
};

/* invflags of struct linuxabi_ip6t_icmp */
#define IP6T_ICMP_INV           0x01

/* IP6T_SO_GET_INFO: the caller names the table, the kernel fills in the
   rest; hook_entry and underflow are offsets into the entries */
struct linuxabi_ip6t_getinfo {
    char     name[XT_TABLE_MAXNAMELEN];
    uint32_t valid_hooks;               /* 1 << NF_IP6_* of the hooks used */
    uint32_t hook_entry[5];             /* each hook's first rule */
    uint32_t underflow[5];              /* each hook's policy rule */
    uint32_t num_entries;
    uint32_t size;                      /* of the entries, in bytes */
};

#include <linuxabi-arch/ip6_tables-tail.h>

#endif
