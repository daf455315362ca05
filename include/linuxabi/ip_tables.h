#ifndef LINUXABI_IP_TABLES_H
#define LINUXABI_IP_TABLES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ip_tables.h>: iptables, the IPv4 packet filter tables read
 * and replaced whole through getsockopt(2) and setsockopt(2) at level
 * IPPROTO_IP on a raw socket(2) of AF_INET (the kernel's
 * <linux/netfilter_ipv4/ip_tables.h>), and the IPv4 hook numbers and
 * priorities of <linux/netfilter_ipv4.h>.  A table is a sequence of
 * struct linuxabi_ipt_entry, each followed by its matches and its target
 * (<linuxabi/x_tables.h>).  Hooks: valid_hooks, hook_entry and underflow
 * are indexed by the hook numbers, 5 of them (the kernel's
 * NF_INET_NUMHOOKS).  The fixed parts of struct linuxabi_ipt_replace and
 * linuxabi_ipt_get_entries are per ABI (<linuxabi-arch/ip_tables-tail.h>).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/x_tables.h>

/* the IPv4 hooks (legacy names of the kernel's NF_INET_*) */
#define NF_IP_PRE_ROUTING       0       /* every packet received */
#define NF_IP_LOCAL_IN          1       /* for this host */
#define NF_IP_FORWARD           2       /* routed through */
#define NF_IP_LOCAL_OUT         3       /* sent by this host */
#define NF_IP_POST_ROUTING      4       /* every packet sent */
#define NF_IP_NUMHOOKS          5

/* hook priorities, lowest first (enum nf_ip_hook_priorities, int) */
#define NF_IP_PRI_FIRST                 (-2147483647 - 1)
#define NF_IP_PRI_RAW_BEFORE_DEFRAG     (-450)
#define NF_IP_PRI_CONNTRACK_DEFRAG      (-400)
#define NF_IP_PRI_RAW                   (-300)
#define NF_IP_PRI_SELINUX_FIRST         (-225)
#define NF_IP_PRI_CONNTRACK             (-200)
#define NF_IP_PRI_MANGLE                (-150)
#define NF_IP_PRI_NAT_DST               (-100)
#define NF_IP_PRI_FILTER                0
#define NF_IP_PRI_SECURITY              50
#define NF_IP_PRI_NAT_SRC               100
#define NF_IP_PRI_SELINUX_LAST          225
#define NF_IP_PRI_CONNTRACK_HELPER      300
#define NF_IP_PRI_CONNTRACK_CONFIRM     2147483647
#define NF_IP_PRI_LAST                  2147483647

/* getsockopt(2) level IPPROTO_IP on a TCP socket: the destination before
   NAT, a struct linuxabi_sockaddr_in */
#define SO_ORIGINAL_DST         80

/* the x_tables names under their IPv4 names */
#define IPT_FUNCTION_MAXNAMELEN XT_FUNCTION_MAXNAMELEN
#define IPT_TABLE_MAXNAMELEN    XT_TABLE_MAXNAMELEN
#define IPT_CONTINUE            XT_CONTINUE
#define IPT_RETURN              XT_RETURN

/* invflags of the tcp and udp matches (the kernel's XT_TCP_INV_*,
   XT_UDP_INV_*) */
#define IPT_TCP_INV_SRCPT       0x01    /* source ports */
#define IPT_TCP_INV_DSTPT       0x02    /* destination ports */
#define IPT_TCP_INV_FLAGS       0x04    /* TCP flags */
#define IPT_TCP_INV_OPTION      0x08    /* TCP option */
#define IPT_UDP_INV_SRCPT       0x01
#define IPT_UDP_INV_DSTPT       0x02

/* what a rule matches in the IPv4 header; unused bytes must be 0 */
struct linuxabi_ipt_ip {
    uint32_t src;                       /* struct linuxabi_in_addr, */
    uint32_t dst;                       /* network byte order */
    uint32_t smsk;                      /* masks of src and dst */
    uint32_t dmsk;
    char     iniface[16];               /* IFNAMSIZ; "eth+" for a prefix */
    char     outiface[16];
    uint8_t  iniface_mask[16];          /* 0xFF for each byte compared */
    uint8_t  outiface_mask[16];
    uint16_t proto;                     /* IPPROTO_*, 0 for any */
    uint8_t  flags;                     /* IPT_F_* */
    uint8_t  invflags;                  /* IPT_INV_* */
};

/* flags of struct linuxabi_ipt_ip */
#define IPT_F_FRAG              0x01    /* non-first fragments only */
#define IPT_F_GOTO              0x02    /* the jump is a goto */

/* invflags of struct linuxabi_ipt_ip: the test's sense inverted */
#define IPT_INV_VIA_IN          0x01    /* iniface */
#define IPT_INV_VIA_OUT         0x02    /* outiface */
#define IPT_INV_TOS             0x04
#define IPT_INV_SRCIP           0x08    /* src/smsk */
#define IPT_INV_DSTIP           0x10    /* dst/dmsk */
#define IPT_INV_FRAG            0x20    /* IPT_F_FRAG */
#define IPT_INV_PROTO           XT_INV_PROTO

/* a rule: this, its matches, then its target at target_offset; the next
   rule at next_offset */
struct linuxabi_ipt_entry {
    struct linuxabi_ipt_ip       ip;
    uint32_t                     nfcache;
    uint16_t                     target_offset;
    uint16_t                     next_offset;
    uint32_t                     comefrom;   /* the kernel's, on reading */
    struct linuxabi_xt_counters  counters;
};

/* setsockopt(2) and getsockopt(2) options at level IPPROTO_IP */
#define IPT_BASE_CTL                64
#define IPT_SO_SET_REPLACE          (IPT_BASE_CTL)      /* ipt_replace */
#define IPT_SO_SET_ADD_COUNTERS     (IPT_BASE_CTL + 1)  /* xt_counters_info */
#define IPT_SO_GET_INFO             (IPT_BASE_CTL)      /* ipt_getinfo */
#define IPT_SO_GET_ENTRIES          (IPT_BASE_CTL + 1)  /* ipt_get_entries */
#define IPT_SO_GET_REVISION_MATCH   (IPT_BASE_CTL + 2)  /* xt_get_revision */
#define IPT_SO_GET_REVISION_TARGET  (IPT_BASE_CTL + 3)  /* xt_get_revision */

/* the data of the icmp match */
struct linuxabi_ipt_icmp {
    uint8_t type;
    uint8_t code[2];                    /* the lowest and highest code */
    uint8_t invflags;                   /* IPT_ICMP_INV */
};

/* invflags of struct linuxabi_ipt_icmp */
#define IPT_ICMP_INV            0x01

/* IPT_SO_GET_INFO: the caller names the table, the kernel fills in the
   rest; hook_entry and underflow are offsets into the entries */
struct linuxabi_ipt_getinfo {
    char     name[XT_TABLE_MAXNAMELEN];
    uint32_t valid_hooks;               /* 1 << NF_IP_* of the hooks used */
    uint32_t hook_entry[5];             /* each hook's first rule */
    uint32_t underflow[5];              /* each hook's policy rule */
    uint32_t num_entries;
    uint32_t size;                      /* of the entries, in bytes */
};

#include <linuxabi-arch/ip_tables-tail.h>

#endif
