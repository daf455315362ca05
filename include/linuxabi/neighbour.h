#ifndef LINUXABI_NEIGHBOUR_H
#define LINUXABI_NEIGHBOUR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/neighbour.h>: the neighbour tables (ARP, IPv6 neighbour
 * discovery, the bridge's forwarding database) over rtnetlink
 * (NETLINK_ROUTE sockets).  RTM_NEWNEIGH, RTM_DELNEIGH and RTM_GETNEIGH
 * carry a struct linuxabi_ndmsg and NDA_* attributes; RTM_GETNEIGHTBL
 * and RTM_SETNEIGHTBL a struct linuxabi_ndtmsg and NDTA_* attributes.
 * Attributes start LINUXABI_NLMSG_ALIGN() of the struct's size into the
 * payload.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* after the netlink header of RTM_NEWNEIGH, RTM_DELNEIGH, RTM_GETNEIGH */
struct linuxabi_ndmsg {
    uint8_t  ndm_family;                /* AF_INET, AF_INET6, AF_BRIDGE */
    uint8_t  ndm_pad1;
    uint16_t ndm_pad2;
    int32_t  ndm_ifindex;               /* the interface's index */
    uint16_t ndm_state;                 /* NUD_* */
    uint8_t  ndm_flags;                 /* NTF_* */
    uint8_t  ndm_type;                  /* RTN_* */
};

/* attributes of a neighbour message */
#define NDA_UNSPEC              0
#define NDA_DST                 1       /* the network address */
#define NDA_LLADDR              2       /* the link-layer address */
#define NDA_CACHEINFO           3       /* struct linuxabi_nda_cacheinfo */
#define NDA_PROBES              4       /* uint32_t: probes sent */
#define NDA_VLAN                5       /* uint16_t: bridge FDB VLAN id */
#define NDA_PORT                6       /* uint16_t: VXLAN UDP port, network
                                           byte order */
#define NDA_VNI                 7       /* uint32_t: VXLAN network id */
#define NDA_IFINDEX             8       /* uint32_t: VXLAN output device */
#define NDA_MASTER              9       /* uint32_t: the master device */
#define NDA_LINK_NETNSID        10      /* int32_t */
#define NDA_SRC_VNI             11      /* uint32_t: VXLAN source VNI */
#define NDA_PROTOCOL            12      /* uint8_t: who added it, RTPROT_* */
#define NDA_NH_ID               13      /* uint32_t: a nexthop id */
#define NDA_FDB_EXT_ATTRS       14      /* nest of NFEA_* */
#define NDA_FLAGS_EXT           15      /* uint32_t: NTF_EXT_* */
#define NDA_NDM_STATE_MASK      16      /* uint16_t: ndm_state bits to set */
#define NDA_NDM_FLAGS_MASK      17      /* uint8_t: ndm_flags bits to set */

/* ndm_flags */
#define NTF_USE                 0x01    /* mark the entry used */
#define NTF_SELF                0x02    /* the device's own table */
#define NTF_MASTER              0x04    /* the master's (bridge's) table */
#define NTF_PROXY               0x08    /* a proxy entry, ATF_PUBL */
#define NTF_EXT_LEARNED         0x10    /* learned outside the kernel */
#define NTF_OFFLOADED           0x20    /* in hardware */
#define NTF_STICKY              0x40    /* a bridge entry that never moves */
#define NTF_ROUTER              0x80    /* IPv6: a router */

/* NDA_FLAGS_EXT */
#define NTF_EXT_MANAGED         0x01    /* kept reachable by the kernel */
#define NTF_EXT_LOCKED          0x02    /* bridge: a host on a locked port */
#define NTF_EXT_EXT_VALIDATED   0x04    /* validated by user space, kept */

/* ndm_state: neighbour unreachability detection states */
#define NUD_NONE                0x00
#define NUD_INCOMPLETE          0x01    /* resolving */
#define NUD_REACHABLE           0x02
#define NUD_STALE               0x04
#define NUD_DELAY               0x08
#define NUD_PROBE               0x10
#define NUD_FAILED              0x20
#define NUD_NOARP               0x40    /* needs no resolution */
#define NUD_PERMANENT           0x80    /* static, never expires */

/* NDA_CACHEINFO: ages in clock ticks of USER_HZ (100 a second) */
struct linuxabi_nda_cacheinfo {
    uint32_t ndm_confirmed;             /* since last confirmed */
    uint32_t ndm_used;                  /* since last used */
    uint32_t ndm_updated;               /* since last updated */
    uint32_t ndm_refcnt;
};

/* NDTA_STATS: a neighbour table's counters */
struct linuxabi_ndt_stats {
    uint64_t ndts_allocs;
    uint64_t ndts_destroys;
    uint64_t ndts_hash_grows;
    uint64_t ndts_res_failed;
    uint64_t ndts_lookups;
    uint64_t ndts_hits;
    uint64_t ndts_rcv_probes_mcast;
    uint64_t ndts_rcv_probes_ucast;
    uint64_t ndts_periodic_gc_runs;
    uint64_t ndts_forced_gc_runs;
    uint64_t ndts_table_fulls;
};

/* in NDTA_PARMS: a table's or one device's parameters (times in ms) */
#define NDTPA_UNSPEC                    0
#define NDTPA_IFINDEX                   1   /* uint32_t: the device; none
                                               for the defaults */
#define NDTPA_REFCNT                    2   /* uint32_t, read-only */
#define NDTPA_REACHABLE_TIME            3   /* uint64_t, read-only */
#define NDTPA_BASE_REACHABLE_TIME       4   /* uint64_t */
#define NDTPA_RETRANS_TIME              5   /* uint64_t */
#define NDTPA_GC_STALETIME              6   /* uint64_t */
#define NDTPA_DELAY_PROBE_TIME          7   /* uint64_t */
#define NDTPA_QUEUE_LEN                 8   /* uint32_t: packets */
#define NDTPA_APP_PROBES                9   /* uint32_t */
#define NDTPA_UCAST_PROBES              10  /* uint32_t */
#define NDTPA_MCAST_PROBES              11  /* uint32_t */
#define NDTPA_ANYCAST_DELAY             12  /* uint64_t */
#define NDTPA_PROXY_DELAY               13  /* uint64_t */
#define NDTPA_PROXY_QLEN                14  /* uint32_t */
#define NDTPA_LOCKTIME                  15  /* uint64_t */
#define NDTPA_QUEUE_LENBYTES            16  /* uint32_t */
#define NDTPA_MCAST_REPROBES            17  /* uint32_t */
#define NDTPA_PAD                       18  /* alignment padding */
#define NDTPA_INTERVAL_PROBE_TIME_MS    19  /* uint64_t */

/* after the netlink header of RTM_GETNEIGHTBL, RTM_SETNEIGHTBL */
struct linuxabi_ndtmsg {
    uint8_t  ndtm_family;
    uint8_t  ndtm_pad1;
    uint16_t ndtm_pad2;
};

/* NDTA_CONFIG: a table's configuration, read-only */
struct linuxabi_ndt_config {
    uint16_t ndtc_key_len;
    uint16_t ndtc_entry_size;
    uint32_t ndtc_entries;
    uint32_t ndtc_last_flush;           /* ms ago */
    uint32_t ndtc_last_rand;            /* ms ago */
    uint32_t ndtc_hash_rnd;
    uint32_t ndtc_hash_mask;
    uint32_t ndtc_hash_chain_gc;
    uint32_t ndtc_proxy_qlen;
};

/* attributes of a neighbour table message */
#define NDTA_UNSPEC             0
#define NDTA_NAME               1       /* string: the table, "arp_cache" */
#define NDTA_THRESH1            2       /* uint32_t */
#define NDTA_THRESH2            3       /* uint32_t */
#define NDTA_THRESH3            4       /* uint32_t */
#define NDTA_CONFIG             5       /* struct linuxabi_ndt_config */
#define NDTA_PARMS              6       /* nest of NDTPA_* */
#define NDTA_STATS              7       /* struct linuxabi_ndt_stats */
#define NDTA_GC_INTERVAL        8       /* uint64_t, ms */
#define NDTA_PAD                9       /* alignment padding */

/* NFEA_ACTIVITY_NOTIFY bits */
#define FDB_NOTIFY_BIT          0x01    /* notify on activity and expiry */
#define FDB_NOTIFY_INACTIVE_BIT 0x02    /* marked inactive, notified once */

/* in NDA_FDB_EXT_ATTRS */
#define NFEA_UNSPEC             0
#define NFEA_ACTIVITY_NOTIFY    1       /* uint8_t: FDB_NOTIFY_* */
#define NFEA_DONT_REFRESH       2       /* flag: leave the entry's age */

#endif
