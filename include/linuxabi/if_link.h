#ifndef LINUXABI_IF_LINK_H
#define LINUXABI_IF_LINK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_link.h>: network interfaces over rtnetlink (NETLINK_ROUTE
 * sockets, ip link): RTM_NEWLINK, RTM_DELLINK, RTM_GETLINK and RTM_SETLINK
 * carry a struct ifinfomsg, then IFLA_* attributes from
 * LINUXABI_NLMSG_ALIGN(sizeof (struct ifinfomsg)) on; IFLA_LINKINFO nests
 * the link kind's attributes (IFLA_VLAN_*, IFLA_BR_*, IFLA_BOND_*, ...).
 * RTM_GETSTATS carries a struct linuxabi_if_stats_msg and IFLA_STATS_*,
 * RTM_*TUNNEL a struct linuxabi_tunnel_msg and VXLAN_VNIFILTER_*.
 * The same on every ABI (the 64-bit members align as each ABI aligns
 * uint64_t, as in the kernel).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/netlink.h>

/* IFLA_STATS: 32-bit counters */
struct linuxabi_rtnl_link_stats {
    uint32_t rx_packets;
    uint32_t tx_packets;
    uint32_t rx_bytes;
    uint32_t tx_bytes;
    uint32_t rx_errors;                 /* all receive errors */
    uint32_t tx_errors;                 /* all transmit errors */
    uint32_t rx_dropped;                /* received, not passed up */
    uint32_t tx_dropped;                /* not sent, for lack of room */
    uint32_t multicast;                 /* multicast packets received */
    uint32_t collisions;
    uint32_t rx_length_errors;
    uint32_t rx_over_errors;            /* ring buffer overflows */
    uint32_t rx_crc_errors;
    uint32_t rx_frame_errors;           /* alignment errors */
    uint32_t rx_fifo_errors;
    uint32_t rx_missed_errors;          /* missed by the host */
    uint32_t tx_aborted_errors;
    uint32_t tx_carrier_errors;
    uint32_t tx_fifo_errors;
    uint32_t tx_heartbeat_errors;
    uint32_t tx_window_errors;          /* late collisions */
    uint32_t rx_compressed;
    uint32_t tx_compressed;
    uint32_t rx_nohandler;              /* dropped: no protocol handler */
};

/* IFLA_STATS64, IFLA_STATS_LINK_64, IFLA_OFFLOAD_XSTATS_CPU_HIT: the same
   counters, 64 bits wide, and one more */
struct linuxabi_rtnl_link_stats64 {
    uint64_t rx_packets;
    uint64_t tx_packets;
    uint64_t rx_bytes;
    uint64_t tx_bytes;
    uint64_t rx_errors;
    uint64_t tx_errors;
    uint64_t rx_dropped;
    uint64_t tx_dropped;
    uint64_t multicast;
    uint64_t collisions;
    uint64_t rx_length_errors;
    uint64_t rx_over_errors;
    uint64_t rx_crc_errors;
    uint64_t rx_frame_errors;
    uint64_t rx_fifo_errors;
    uint64_t rx_missed_errors;
    uint64_t tx_aborted_errors;
    uint64_t tx_carrier_errors;
    uint64_t tx_fifo_errors;
    uint64_t tx_heartbeat_errors;
    uint64_t tx_window_errors;
    uint64_t rx_compressed;
    uint64_t tx_compressed;
    uint64_t rx_nohandler;
    uint64_t rx_otherhost_dropped;      /* not for this host's address */
};

/* IFLA_OFFLOAD_XSTATS_L3_STATS: what hardware counts */
struct linuxabi_rtnl_hw_stats64 {
    uint64_t rx_packets;
    uint64_t tx_packets;
    uint64_t rx_bytes;
    uint64_t tx_bytes;
    uint64_t rx_errors;
    uint64_t tx_errors;
    uint64_t rx_dropped;
    uint64_t tx_dropped;
    uint64_t multicast;
};

/* IFLA_MAP: the device's I/O resources (64-bit, unlike struct ifmap) */
struct linuxabi_rtnl_link_ifmap {
    uint64_t mem_start;
    uint64_t mem_end;
    uint64_t base_addr;
    uint16_t irq;
    uint8_t  dma;
    uint8_t  port;
};

/* attributes of a link message (after struct ifinfomsg) */
#define IFLA_UNSPEC             0
#define IFLA_ADDRESS            1       /* link-layer address */
#define IFLA_BROADCAST          2       /* link-layer broadcast address */
#define IFLA_IFNAME             3       /* string: the name */
#define IFLA_MTU                4       /* uint32_t */
#define IFLA_LINK               5       /* uint32_t: ifindex of the lower
                                           device */
#define IFLA_QDISC              6       /* string: the root qdisc */
#define IFLA_STATS              7       /* struct linuxabi_rtnl_link_stats */
#define IFLA_COST               8
#define IFLA_PRIORITY           9
#define IFLA_MASTER             10      /* uint32_t: ifindex of the master */
#define IFLA_WIRELESS           11      /* a wireless extensions event */
#define IFLA_PROTINFO           12      /* nest: per protocol */
#define IFLA_TXQLEN             13      /* uint32_t: transmit queue length */
#define IFLA_MAP                14      /* struct linuxabi_rtnl_link_ifmap */
#define IFLA_WEIGHT             15
#define IFLA_OPERSTATE          16      /* uint8_t: IF_OPER_* */
#define IFLA_LINKMODE           17      /* uint8_t: IF_LINK_MODE_* */
#define IFLA_LINKINFO           18      /* nest: IFLA_INFO_* */
#define IFLA_NET_NS_PID         19      /* uint32_t: move to this pid's
                                           netns */
#define IFLA_IFALIAS            20      /* string: the alias */
#define IFLA_NUM_VF             21      /* uint32_t: SR-IOV VFs */
#define IFLA_VFINFO_LIST        22      /* nest: IFLA_VF_INFO */
#define IFLA_STATS64            23      /* struct linuxabi_rtnl_link_stats64 */
#define IFLA_VF_PORTS           24      /* nest: IFLA_VF_PORT */
#define IFLA_PORT_SELF          25      /* nest: IFLA_PORT_* */
#define IFLA_AF_SPEC            26      /* nest: one per address family */
#define IFLA_GROUP              27      /* uint32_t: device group */
#define IFLA_NET_NS_FD          28      /* uint32_t: move to this netns fd */
#define IFLA_EXT_MASK           29      /* uint32_t: RTEXT_FILTER_* of a
                                           dump */
#define IFLA_PROMISCUITY        30      /* uint32_t: promiscuous users */
#define IFLA_NUM_TX_QUEUES      31      /* uint32_t */
#define IFLA_NUM_RX_QUEUES      32      /* uint32_t */
#define IFLA_CARRIER            33      /* uint8_t */
#define IFLA_PHYS_PORT_ID       34      /* binary */
#define IFLA_CARRIER_CHANGES    35      /* uint32_t */
#define IFLA_PHYS_SWITCH_ID     36      /* binary */
#define IFLA_LINK_NETNSID       37      /* int32_t: IFLA_LINK's netns */
#define IFLA_PHYS_PORT_NAME     38      /* string */
#define IFLA_PROTO_DOWN         39      /* uint8_t */
#define IFLA_GSO_MAX_SEGS       40      /* uint32_t */
#define IFLA_GSO_MAX_SIZE       41      /* uint32_t */
#define IFLA_PAD                42      /* alignment padding */
#define IFLA_XDP                43      /* nest: IFLA_XDP_* */
#define IFLA_EVENT              44      /* uint32_t: IFLA_EVENT_* */
#define IFLA_NEW_NETNSID        45      /* int32_t */
#define IFLA_IF_NETNSID         46      /* int32_t: act in this netns */
#define IFLA_TARGET_NETNSID     IFLA_IF_NETNSID
#define IFLA_CARRIER_UP_COUNT   47      /* uint32_t */
#define IFLA_CARRIER_DOWN_COUNT 48      /* uint32_t */
#define IFLA_NEW_IFINDEX        49      /* int32_t */
#define IFLA_MIN_MTU            50      /* uint32_t */
#define IFLA_MAX_MTU            51      /* uint32_t */
#define IFLA_PROP_LIST          52      /* nest: IFLA_ALT_IFNAME */
#define IFLA_ALT_IFNAME         53      /* string: another name */
#define IFLA_PERM_ADDRESS       54      /* the permanent hardware address */
#define IFLA_PROTO_DOWN_REASON  55      /* nest: IFLA_PROTO_DOWN_REASON_* */
#define IFLA_PARENT_DEV_NAME    56      /* string: the parent's sysfs name */
#define IFLA_PARENT_DEV_BUS_NAME 57     /* string */
#define IFLA_GRO_MAX_SIZE       58      /* uint32_t */
#define IFLA_TSO_MAX_SIZE       59      /* uint32_t */
#define IFLA_TSO_MAX_SEGS       60      /* uint32_t */
#define IFLA_ALLMULTI           61      /* uint32_t: all-multicast users */
#define IFLA_DEVLINK_PORT       62      /* nest */
#define IFLA_GSO_IPV4_MAX_SIZE  63      /* uint32_t */
#define IFLA_GRO_IPV4_MAX_SIZE  64      /* uint32_t */
#define IFLA_DPLL_PIN           65      /* nest */
#define IFLA_MAX_PACING_OFFLOAD_HORIZON 66
#define IFLA_NETNS_IMMUTABLE    67      /* uint8_t */
#define IFLA_HEADROOM           68
#define IFLA_TAILROOM           69

/* IFLA_PROTO_DOWN_REASON nest */
#define IFLA_PROTO_DOWN_REASON_UNSPEC 0
#define IFLA_PROTO_DOWN_REASON_MASK 1   /* uint32_t */
#define IFLA_PROTO_DOWN_REASON_VALUE 2  /* uint32_t */

/* IFLA_AF_SPEC, AF_INET nest */
#define IFLA_INET_UNSPEC        0
#define IFLA_INET_CONF          1       /* uint32_t array: IPV4_DEVCONF_* -
                                           1 */

/* IFLA_AF_SPEC (and IFLA_PROTINFO), AF_INET6 nest */
#define IFLA_INET6_UNSPEC         0
#define IFLA_INET6_FLAGS          1       /* uint32_t */
#define IFLA_INET6_CONF           2       /* int32_t array: DEVCONF_* */
#define IFLA_INET6_STATS          3       /* uint64_t array */
#define IFLA_INET6_MCAST          4
#define IFLA_INET6_CACHEINFO      5       /* struct linuxabi_ifla_cacheinfo */
#define IFLA_INET6_ICMP6STATS     6       /* uint64_t array */
#define IFLA_INET6_TOKEN          7       /* struct in6_addr */
#define IFLA_INET6_ADDR_GEN_MODE  8       /* uint8_t: IN6_ADDR_GEN_MODE_* */
#define IFLA_INET6_RA_MTU         9       /* uint32_t */

/* IFLA_INET6_CACHEINFO: times in milliseconds, the stamp in hundredths of
   a second since boot */
struct linuxabi_ifla_cacheinfo {
    uint32_t max_reasm_len;             /* largest reassembled packet */
    uint32_t tstamp;                    /* last updated */
    uint32_t reachable_time;
    uint32_t retrans_time;
};

/* IFLA_INET6_ADDR_GEN_MODE values (uint8_t) */
#define IN6_ADDR_GEN_MODE_EUI64 0
#define IN6_ADDR_GEN_MODE_NONE  1
#define IN6_ADDR_GEN_MODE_STABLE_PRIVACY 2
#define IN6_ADDR_GEN_MODE_RANDOM 3

/* IFLA_INFO_DATA of a bridge ("bridge") */
#define IFLA_BR_UNSPEC          0
#define IFLA_BR_FORWARD_DELAY   1
#define IFLA_BR_HELLO_TIME      2
#define IFLA_BR_MAX_AGE         3
#define IFLA_BR_AGEING_TIME     4
#define IFLA_BR_STP_STATE       5
#define IFLA_BR_PRIORITY        6
#define IFLA_BR_VLAN_FILTERING  7
#define IFLA_BR_VLAN_PROTOCOL   8
#define IFLA_BR_GROUP_FWD_MASK  9
#define IFLA_BR_ROOT_ID         10      /* struct linuxabi_ifla_bridge_id */
#define IFLA_BR_BRIDGE_ID       11      /* struct linuxabi_ifla_bridge_id */
#define IFLA_BR_ROOT_PORT       12
#define IFLA_BR_ROOT_PATH_COST  13
#define IFLA_BR_TOPOLOGY_CHANGE 14
#define IFLA_BR_TOPOLOGY_CHANGE_DETECTED 15
#define IFLA_BR_HELLO_TIMER     16
#define IFLA_BR_TCN_TIMER       17
#define IFLA_BR_TOPOLOGY_CHANGE_TIMER 18
#define IFLA_BR_GC_TIMER        19
#define IFLA_BR_GROUP_ADDR      20
#define IFLA_BR_FDB_FLUSH       21
#define IFLA_BR_MCAST_ROUTER    22
#define IFLA_BR_MCAST_SNOOPING  23
#define IFLA_BR_MCAST_QUERY_USE_IFADDR 24
#define IFLA_BR_MCAST_QUERIER   25
#define IFLA_BR_MCAST_HASH_ELASTICITY 26
#define IFLA_BR_MCAST_HASH_MAX  27
#define IFLA_BR_MCAST_LAST_MEMBER_CNT 28
#define IFLA_BR_MCAST_STARTUP_QUERY_CNT 29
#define IFLA_BR_MCAST_LAST_MEMBER_INTVL 30
#define IFLA_BR_MCAST_MEMBERSHIP_INTVL 31
#define IFLA_BR_MCAST_QUERIER_INTVL 32
#define IFLA_BR_MCAST_QUERY_INTVL 33
#define IFLA_BR_MCAST_QUERY_RESPONSE_INTVL 34
#define IFLA_BR_MCAST_STARTUP_QUERY_INTVL 35
#define IFLA_BR_NF_CALL_IPTABLES 36
#define IFLA_BR_NF_CALL_IP6TABLES 37
#define IFLA_BR_NF_CALL_ARPTABLES 38
#define IFLA_BR_VLAN_DEFAULT_PVID 39
#define IFLA_BR_PAD             40      /* alignment padding */
#define IFLA_BR_VLAN_STATS_ENABLED 41
#define IFLA_BR_MCAST_STATS_ENABLED 42
#define IFLA_BR_MCAST_IGMP_VERSION 43
#define IFLA_BR_MCAST_MLD_VERSION 44
#define IFLA_BR_VLAN_STATS_PER_PORT 45
#define IFLA_BR_MULTI_BOOLOPT   46      /* struct br_boolopt_multi */
#define IFLA_BR_MCAST_QUERIER_STATE 47
#define IFLA_BR_FDB_N_LEARNED   48
#define IFLA_BR_FDB_MAX_LEARNED 49
#define IFLA_BR_STP_MODE        50      /* uint32_t: BR_STP_MODE_* */

/* IFLA_BR_STP_MODE values */
#define BR_STP_MODE_AUTO        0
#define BR_STP_MODE_USER        1
#define BR_STP_MODE_KERNEL      2

/* IFLA_BR_ROOT_ID, IFLA_BR_BRIDGE_ID, IFLA_BRPORT_ROOT_ID,
   IFLA_BRPORT_BRIDGE_ID: a spanning tree bridge id */
struct linuxabi_ifla_bridge_id {
    uint8_t  prio[2];
    uint8_t  addr[6];                   /* the bridge's MAC address */
};

/* bridge port modes (IFLA_BRIDGE_MODE of the AF_BRIDGE spec) */
#define BRIDGE_MODE_UNSPEC      0
#define BRIDGE_MODE_HAIRPIN     1

/* a bridge port: IFLA_PROTINFO of AF_BRIDGE, IFLA_INFO_SLAVE_DATA */
#define IFLA_BRPORT_UNSPEC      0
#define IFLA_BRPORT_STATE       1       /* uint8_t: BR_STATE_* */
#define IFLA_BRPORT_PRIORITY    2
#define IFLA_BRPORT_COST        3
#define IFLA_BRPORT_MODE        4
#define IFLA_BRPORT_GUARD       5
#define IFLA_BRPORT_PROTECT     6
#define IFLA_BRPORT_FAST_LEAVE  7
#define IFLA_BRPORT_LEARNING    8
#define IFLA_BRPORT_UNICAST_FLOOD 9
#define IFLA_BRPORT_PROXYARP    10
#define IFLA_BRPORT_LEARNING_SYNC 11
#define IFLA_BRPORT_PROXYARP_WIFI 12
#define IFLA_BRPORT_ROOT_ID     13      /* struct linuxabi_ifla_bridge_id */
#define IFLA_BRPORT_BRIDGE_ID   14      /* struct linuxabi_ifla_bridge_id */
#define IFLA_BRPORT_DESIGNATED_PORT 15
#define IFLA_BRPORT_DESIGNATED_COST 16
#define IFLA_BRPORT_ID          17
#define IFLA_BRPORT_NO          18
#define IFLA_BRPORT_TOPOLOGY_CHANGE_ACK 19
#define IFLA_BRPORT_CONFIG_PENDING 20
#define IFLA_BRPORT_MESSAGE_AGE_TIMER 21
#define IFLA_BRPORT_FORWARD_DELAY_TIMER 22
#define IFLA_BRPORT_HOLD_TIMER  23
#define IFLA_BRPORT_FLUSH       24
#define IFLA_BRPORT_MULTICAST_ROUTER 25
#define IFLA_BRPORT_PAD         26      /* alignment padding */
#define IFLA_BRPORT_MCAST_FLOOD 27
#define IFLA_BRPORT_MCAST_TO_UCAST 28
#define IFLA_BRPORT_VLAN_TUNNEL 29
#define IFLA_BRPORT_BCAST_FLOOD 30
#define IFLA_BRPORT_GROUP_FWD_MASK 31
#define IFLA_BRPORT_NEIGH_SUPPRESS 32
#define IFLA_BRPORT_ISOLATED    33
#define IFLA_BRPORT_BACKUP_PORT 34
#define IFLA_BRPORT_MRP_RING_OPEN 35
#define IFLA_BRPORT_MRP_IN_OPEN 36
#define IFLA_BRPORT_MCAST_EHT_HOSTS_LIMIT 37
#define IFLA_BRPORT_MCAST_EHT_HOSTS_CNT 38
#define IFLA_BRPORT_LOCKED      39
#define IFLA_BRPORT_MAB         40
#define IFLA_BRPORT_MCAST_N_GROUPS 41
#define IFLA_BRPORT_MCAST_MAX_GROUPS 42
#define IFLA_BRPORT_NEIGH_VLAN_SUPPRESS 43
#define IFLA_BRPORT_BACKUP_NHID 44
#define IFLA_BRPORT_NEIGH_FORWARD_GRAT 45

/* IFLA_LINKINFO nest */
#define IFLA_INFO_UNSPEC        0
#define IFLA_INFO_KIND          1       /* string: the link kind ("vlan",
                                           "bridge", ...) */
#define IFLA_INFO_DATA          2       /* nest: the kind's attributes */
#define IFLA_INFO_XSTATS        3       /* the kind's statistics */
#define IFLA_INFO_SLAVE_KIND    4       /* string: the master's kind */
#define IFLA_INFO_SLAVE_DATA    5       /* nest: the port's attributes */

/* IFLA_INFO_DATA of "vlan" */
#define IFLA_VLAN_UNSPEC        0
#define IFLA_VLAN_ID            1       /* uint16_t */
#define IFLA_VLAN_FLAGS         2       /* struct linuxabi_ifla_vlan_flags */
#define IFLA_VLAN_EGRESS_QOS    3       /* nest: IFLA_VLAN_QOS_MAPPING */
#define IFLA_VLAN_INGRESS_QOS   4       /* nest: IFLA_VLAN_QOS_MAPPING */
#define IFLA_VLAN_PROTOCOL      5       /* uint16_t: ETH_P_8021Q or
                                           ETH_P_8021AD, network order */

/* IFLA_VLAN_FLAGS: set the flags under mask (VLAN_FLAG_* of if_vlan.h) */
struct linuxabi_ifla_vlan_flags {
    uint32_t flags;
    uint32_t mask;
};

/* IFLA_VLAN_EGRESS_QOS, IFLA_VLAN_INGRESS_QOS nests */
#define IFLA_VLAN_QOS_UNSPEC    0
#define IFLA_VLAN_QOS_MAPPING   1       /* struct
                                           linuxabi_ifla_vlan_qos_mapping */

/* IFLA_VLAN_QOS_MAPPING: a priority to another */
struct linuxabi_ifla_vlan_qos_mapping {
    uint32_t from;
    uint32_t to;
};

/* IFLA_INFO_DATA of "macvlan", "macvtap" */
#define IFLA_MACVLAN_UNSPEC     0
#define IFLA_MACVLAN_MODE       1
#define IFLA_MACVLAN_FLAGS      2
#define IFLA_MACVLAN_MACADDR_MODE 3
#define IFLA_MACVLAN_MACADDR    4
#define IFLA_MACVLAN_MACADDR_DATA 5
#define IFLA_MACVLAN_MACADDR_COUNT 6
#define IFLA_MACVLAN_BC_QUEUE_LEN 7
#define IFLA_MACVLAN_BC_QUEUE_LEN_USED 8
#define IFLA_MACVLAN_BC_CUTOFF  9

/* IFLA_MACVLAN_MODE bits (uint32_t) */
#define MACVLAN_MODE_PRIVATE    1       /* no traffic between macvlans */
#define MACVLAN_MODE_VEPA       2       /* to other macvlans through the
                                           outside bridge */
#define MACVLAN_MODE_BRIDGE     4       /* to other macvlans directly */
#define MACVLAN_MODE_PASSTHRU   8       /* takes the lower device over */
#define MACVLAN_MODE_SOURCE     16      /* by source MAC address list */

/* IFLA_MACVLAN_MACADDR_MODE values: the source MAC list */
#define MACVLAN_MACADDR_ADD     0
#define MACVLAN_MACADDR_DEL     1
#define MACVLAN_MACADDR_FLUSH   2
#define MACVLAN_MACADDR_SET     3

/* IFLA_MACVLAN_FLAGS (uint16_t) */
#define MACVLAN_FLAG_NOPROMISC  1       /* leave the lower device's
                                           promiscuity alone */
#define MACVLAN_FLAG_NODST      2       /* source mode: do not also deliver
                                           to the destination macvlan */

/* IFLA_INFO_DATA of "vrf" */
#define IFLA_VRF_UNSPEC         0
#define IFLA_VRF_TABLE          1

/* IFLA_INFO_SLAVE_DATA of a VRF port */
#define IFLA_VRF_PORT_UNSPEC    0
#define IFLA_VRF_PORT_TABLE     1

/* IFLA_INFO_DATA of "macsec" */
#define IFLA_MACSEC_UNSPEC          0
#define IFLA_MACSEC_SCI             1
#define IFLA_MACSEC_PORT            2
#define IFLA_MACSEC_ICV_LEN         3
#define IFLA_MACSEC_CIPHER_SUITE    4
#define IFLA_MACSEC_WINDOW          5
#define IFLA_MACSEC_ENCODING_SA     6
#define IFLA_MACSEC_ENCRYPT         7
#define IFLA_MACSEC_PROTECT         8
#define IFLA_MACSEC_INC_SCI         9
#define IFLA_MACSEC_ES              10
#define IFLA_MACSEC_SCB             11
#define IFLA_MACSEC_REPLAY_PROTECT  12
#define IFLA_MACSEC_VALIDATION      13
#define IFLA_MACSEC_PAD             14      /* alignment padding */
#define IFLA_MACSEC_OFFLOAD         15

/* IFLA_INFO_DATA of "xfrm" */
#define IFLA_XFRM_UNSPEC            0
#define IFLA_XFRM_LINK              1
#define IFLA_XFRM_IF_ID             2
#define IFLA_XFRM_COLLECT_METADATA  3

/* IFLA_MACSEC_VALIDATION values */
#define MACSEC_VALIDATE_DISABLED  0
#define MACSEC_VALIDATE_CHECK     1
#define MACSEC_VALIDATE_STRICT    2

/* IFLA_MACSEC_OFFLOAD values */
#define MACSEC_OFFLOAD_OFF      0
#define MACSEC_OFFLOAD_PHY      1
#define MACSEC_OFFLOAD_MAC      2

/* IFLA_INFO_DATA of "ipvlan", "ipvtap" */
#define IFLA_IPVLAN_UNSPEC      0
#define IFLA_IPVLAN_MODE        1
#define IFLA_IPVLAN_FLAGS       2

/* IFLA_IPVLAN_MODE values (uint16_t) */
#define IPVLAN_MODE_L2          0
#define IPVLAN_MODE_L3          1
#define IPVLAN_MODE_L3S         2       /* L3 with netfilter */

/* IFLA_IPVLAN_FLAGS (uint16_t) */
#define IPVLAN_F_PRIVATE        0x01    /* no traffic between slaves */
#define IPVLAN_F_VEPA           0x02    /* slave to slave through the
                                           outside switch */

/* after the netlink header of RTM_NEWTUNNEL, RTM_DELTUNNEL,
   RTM_GETTUNNEL (VXLAN VNI filters) */
struct linuxabi_tunnel_msg {
    uint8_t  family;                    /* AF_BRIDGE */
    uint8_t  flags;                     /* TUNNEL_MSG_FLAG_* */
    uint16_t reserved2;
    uint32_t ifindex;
};

/* tunnel_msg flags */
#define TUNNEL_MSG_FLAG_STATS   0x01    /* dump the statistics too */

/* IFLA_NETKIT_POLICY, IFLA_NETKIT_PEER_POLICY: what to do with a packet no
   program decided on */
#define NETKIT_NEXT             (-1)    /* the next program, if any */
#define NETKIT_PASS             0
#define NETKIT_DROP             2
#define NETKIT_REDIRECT         7

/* IFLA_NETKIT_MODE values */
#define NETKIT_L2               0
#define NETKIT_L3               1

/* IFLA_NETKIT_PAIRING values */
#define NETKIT_DEVICE_PAIR      0
#define NETKIT_DEVICE_SINGLE    1

/* IFLA_NETKIT_SCRUB, IFLA_NETKIT_PEER_SCRUB values */
#define NETKIT_SCRUB_NONE       0
#define NETKIT_SCRUB_DEFAULT    1

/* IFLA_INFO_DATA of "netkit" */
#define IFLA_NETKIT_UNSPEC       0
#define IFLA_NETKIT_PEER_INFO    1
#define IFLA_NETKIT_PRIMARY      2
#define IFLA_NETKIT_POLICY       3
#define IFLA_NETKIT_PEER_POLICY  4
#define IFLA_NETKIT_MODE         5
#define IFLA_NETKIT_SCRUB        6
#define IFLA_NETKIT_PEER_SCRUB   7
#define IFLA_NETKIT_HEADROOM     8
#define IFLA_NETKIT_TAILROOM     9
#define IFLA_NETKIT_PAIRING      10

/* VXLAN_VNIFILTER_ENTRY_STATS nest (uint64_t counters) */
#define VNIFILTER_ENTRY_STATS_UNSPEC 0
#define VNIFILTER_ENTRY_STATS_RX_BYTES 1
#define VNIFILTER_ENTRY_STATS_RX_PKTS 2
#define VNIFILTER_ENTRY_STATS_RX_DROPS 3
#define VNIFILTER_ENTRY_STATS_RX_ERRORS 4
#define VNIFILTER_ENTRY_STATS_TX_BYTES 5
#define VNIFILTER_ENTRY_STATS_TX_PKTS 6
#define VNIFILTER_ENTRY_STATS_TX_DROPS 7
#define VNIFILTER_ENTRY_STATS_TX_ERRORS 8
#define VNIFILTER_ENTRY_STATS_PAD 9

/* VXLAN_VNIFILTER_ENTRY nest (RTM_*TUNNEL messages) */
#define VXLAN_VNIFILTER_ENTRY_UNSPEC  0
#define VXLAN_VNIFILTER_ENTRY_START   1
#define VXLAN_VNIFILTER_ENTRY_END     2
#define VXLAN_VNIFILTER_ENTRY_GROUP   3
#define VXLAN_VNIFILTER_ENTRY_GROUP6  4
#define VXLAN_VNIFILTER_ENTRY_STATS   5

/* attributes of an RTM_*TUNNEL message (after struct tunnel_msg) */
#define VXLAN_VNIFILTER_UNSPEC  0
#define VXLAN_VNIFILTER_ENTRY   1

/* IFLA_INFO_DATA of "vxlan" */
#define IFLA_VXLAN_UNSPEC             0
#define IFLA_VXLAN_ID                 1
#define IFLA_VXLAN_GROUP              2
#define IFLA_VXLAN_LINK               3
#define IFLA_VXLAN_LOCAL              4
#define IFLA_VXLAN_TTL                5
#define IFLA_VXLAN_TOS                6
#define IFLA_VXLAN_LEARNING           7
#define IFLA_VXLAN_AGEING             8
#define IFLA_VXLAN_LIMIT              9
#define IFLA_VXLAN_PORT_RANGE         10      /* struct linuxabi_ifla_vxlan_
                                                 port_range */
#define IFLA_VXLAN_PROXY              11
#define IFLA_VXLAN_RSC                12
#define IFLA_VXLAN_L2MISS             13
#define IFLA_VXLAN_L3MISS             14
#define IFLA_VXLAN_PORT               15      /* uint16_t, network order */
#define IFLA_VXLAN_GROUP6             16
#define IFLA_VXLAN_LOCAL6             17
#define IFLA_VXLAN_UDP_CSUM           18
#define IFLA_VXLAN_UDP_ZERO_CSUM6_TX  19
#define IFLA_VXLAN_UDP_ZERO_CSUM6_RX  20
#define IFLA_VXLAN_REMCSUM_TX         21
#define IFLA_VXLAN_REMCSUM_RX         22
#define IFLA_VXLAN_GBP                23
#define IFLA_VXLAN_REMCSUM_NOPARTIAL  24
#define IFLA_VXLAN_COLLECT_METADATA   25
#define IFLA_VXLAN_LABEL              26
#define IFLA_VXLAN_GPE                27
#define IFLA_VXLAN_TTL_INHERIT        28
#define IFLA_VXLAN_DF                 29
#define IFLA_VXLAN_VNIFILTER          30
#define IFLA_VXLAN_LOCALBYPASS        31
#define IFLA_VXLAN_LABEL_POLICY       32
#define IFLA_VXLAN_RESERVED_BITS      33
#define IFLA_VXLAN_MC_ROUTE           34

/* IFLA_VXLAN_PORT_RANGE: UDP source ports, network byte order */
struct linuxabi_ifla_vxlan_port_range {
    uint16_t low;
    uint16_t high;
};

/* IFLA_VXLAN_DF values */
#define VXLAN_DF_UNSET          0
#define VXLAN_DF_SET            1
#define VXLAN_DF_INHERIT        2

/* IFLA_VXLAN_LABEL_POLICY values */
#define VXLAN_LABEL_FIXED       0
#define VXLAN_LABEL_INHERIT     1

/* IFLA_INFO_DATA of "geneve" */
#define IFLA_GENEVE_UNSPEC      0
#define IFLA_GENEVE_ID          1
#define IFLA_GENEVE_REMOTE      2
#define IFLA_GENEVE_TTL         3
#define IFLA_GENEVE_TOS         4
#define IFLA_GENEVE_PORT        5       /* uint16_t, network order */
#define IFLA_GENEVE_COLLECT_METADATA 6
#define IFLA_GENEVE_REMOTE6     7
#define IFLA_GENEVE_UDP_CSUM    8
#define IFLA_GENEVE_UDP_ZERO_CSUM6_TX 9
#define IFLA_GENEVE_UDP_ZERO_CSUM6_RX 10
#define IFLA_GENEVE_LABEL       11
#define IFLA_GENEVE_TTL_INHERIT 12
#define IFLA_GENEVE_DF          13
#define IFLA_GENEVE_INNER_PROTO_INHERIT 14
#define IFLA_GENEVE_PORT_RANGE  15      /* struct
                                           linuxabi_ifla_geneve_port_range */
#define IFLA_GENEVE_GRO_HINT    16
#define IFLA_GENEVE_LOCAL       17
#define IFLA_GENEVE_LOCAL6      18

/* IFLA_GENEVE_DF values */
#define GENEVE_DF_UNSET         0
#define GENEVE_DF_SET           1
#define GENEVE_DF_INHERIT       2

/* IFLA_GENEVE_PORT_RANGE: UDP source ports, network byte order */
struct linuxabi_ifla_geneve_port_range {
    uint16_t low;
    uint16_t high;
};

/* IFLA_INFO_DATA of "bareudp" */
#define IFLA_BAREUDP_UNSPEC           0
#define IFLA_BAREUDP_PORT             1
#define IFLA_BAREUDP_ETHERTYPE        2
#define IFLA_BAREUDP_SRCPORT_MIN      3
#define IFLA_BAREUDP_MULTIPROTO_MODE  4

/* IFLA_INFO_DATA of "ppp" */
#define IFLA_PPP_UNSPEC         0
#define IFLA_PPP_DEV_FD         1

/* IFLA_GTP_ROLE values */
#define GTP_ROLE_GGSN           0
#define GTP_ROLE_SGSN           1

/* IFLA_INFO_DATA of "gtp" */
#define IFLA_GTP_UNSPEC          0
#define IFLA_GTP_FD0             1
#define IFLA_GTP_FD1             2
#define IFLA_GTP_PDP_HASHSIZE    3
#define IFLA_GTP_ROLE            4
#define IFLA_GTP_CREATE_SOCKETS  5
#define IFLA_GTP_RESTART_COUNT   6
#define IFLA_GTP_LOCAL           7
#define IFLA_GTP_LOCAL6          8

/* IFLA_INFO_DATA of "bond" */
#define IFLA_BOND_UNSPEC             0
#define IFLA_BOND_MODE               1
#define IFLA_BOND_ACTIVE_SLAVE       2
#define IFLA_BOND_MIIMON             3
#define IFLA_BOND_UPDELAY            4
#define IFLA_BOND_DOWNDELAY          5
#define IFLA_BOND_USE_CARRIER        6
#define IFLA_BOND_ARP_INTERVAL       7
#define IFLA_BOND_ARP_IP_TARGET      8
#define IFLA_BOND_ARP_VALIDATE       9
#define IFLA_BOND_ARP_ALL_TARGETS    10
#define IFLA_BOND_PRIMARY            11
#define IFLA_BOND_PRIMARY_RESELECT   12
#define IFLA_BOND_FAIL_OVER_MAC      13
#define IFLA_BOND_XMIT_HASH_POLICY   14
#define IFLA_BOND_RESEND_IGMP        15
#define IFLA_BOND_NUM_PEER_NOTIF     16
#define IFLA_BOND_ALL_SLAVES_ACTIVE  17
#define IFLA_BOND_MIN_LINKS          18
#define IFLA_BOND_LP_INTERVAL        19
#define IFLA_BOND_PACKETS_PER_SLAVE  20
#define IFLA_BOND_AD_LACP_RATE       21
#define IFLA_BOND_AD_SELECT          22
#define IFLA_BOND_AD_INFO            23
#define IFLA_BOND_AD_ACTOR_SYS_PRIO  24
#define IFLA_BOND_AD_USER_PORT_KEY   25
#define IFLA_BOND_AD_ACTOR_SYSTEM    26
#define IFLA_BOND_TLB_DYNAMIC_LB     27
#define IFLA_BOND_PEER_NOTIF_DELAY   28
#define IFLA_BOND_AD_LACP_ACTIVE     29
#define IFLA_BOND_MISSED_MAX         30
#define IFLA_BOND_NS_IP6_TARGET      31
#define IFLA_BOND_COUPLED_CONTROL    32
#define IFLA_BOND_BROADCAST_NEIGH    33
#define IFLA_BOND_LACP_STRICT        34

/* IFLA_BOND_AD_INFO nest (802.3ad) */
#define IFLA_BOND_AD_INFO_UNSPEC 0
#define IFLA_BOND_AD_INFO_AGGREGATOR 1
#define IFLA_BOND_AD_INFO_NUM_PORTS 2
#define IFLA_BOND_AD_INFO_ACTOR_KEY 3
#define IFLA_BOND_AD_INFO_PARTNER_KEY 4
#define IFLA_BOND_AD_INFO_PARTNER_MAC 5

/* IFLA_INFO_SLAVE_DATA of a bond port */
#define IFLA_BOND_SLAVE_UNSPEC  0
#define IFLA_BOND_SLAVE_STATE   1
#define IFLA_BOND_SLAVE_MII_STATUS 2
#define IFLA_BOND_SLAVE_LINK_FAILURE_COUNT 3
#define IFLA_BOND_SLAVE_PERM_HWADDR 4
#define IFLA_BOND_SLAVE_QUEUE_ID 5
#define IFLA_BOND_SLAVE_AD_AGGREGATOR_ID 6
#define IFLA_BOND_SLAVE_AD_ACTOR_OPER_PORT_STATE 7
#define IFLA_BOND_SLAVE_AD_PARTNER_OPER_PORT_STATE 8
#define IFLA_BOND_SLAVE_PRIO    9
#define IFLA_BOND_SLAVE_ACTOR_PORT_PRIO 10
#define IFLA_BOND_SLAVE_AD_CHURN_ACTOR_STATE 11
#define IFLA_BOND_SLAVE_AD_CHURN_PARTNER_STATE 12

/* IFLA_VFINFO_LIST nest */
#define IFLA_VF_INFO_UNSPEC     0
#define IFLA_VF_INFO            1

/* IFLA_VF_INFO nest: one SR-IOV virtual function */
#define IFLA_VF_UNSPEC          0
#define IFLA_VF_MAC             1       /* struct linuxabi_ifla_vf_mac */
#define IFLA_VF_VLAN            2       /* struct linuxabi_ifla_vf_vlan */
#define IFLA_VF_TX_RATE         3       /* struct linuxabi_ifla_vf_tx_rate */
#define IFLA_VF_SPOOFCHK        4       /* struct linuxabi_ifla_vf_spoofchk */
#define IFLA_VF_LINK_STATE      5       /* struct
                                           linuxabi_ifla_vf_link_state */
#define IFLA_VF_RATE            6       /* struct linuxabi_ifla_vf_rate */
#define IFLA_VF_RSS_QUERY_EN    7       /* struct
                                           linuxabi_ifla_vf_rss_query_en */
#define IFLA_VF_STATS           8       /* nest: IFLA_VF_STATS_* */
#define IFLA_VF_TRUST           9       /* struct linuxabi_ifla_vf_trust */
#define IFLA_VF_IB_NODE_GUID    10      /* struct linuxabi_ifla_vf_guid */
#define IFLA_VF_IB_PORT_GUID    11      /* struct linuxabi_ifla_vf_guid */
#define IFLA_VF_VLAN_LIST       12      /* nest: IFLA_VF_VLAN_INFO */
#define IFLA_VF_BROADCAST       13      /* struct linuxabi_ifla_vf_broadcast */

/* IFLA_VF_MAC */
struct linuxabi_ifla_vf_mac {
    uint32_t vf;                        /* the VF's number */
    uint8_t  mac[32];
};

/* IFLA_VF_BROADCAST */
struct linuxabi_ifla_vf_broadcast {
    uint8_t  broadcast[32];
};

/* IFLA_VF_VLAN */
struct linuxabi_ifla_vf_vlan {
    uint32_t vf;
    uint32_t vlan;                      /* 0 to 4095; 0: no VLAN */
    uint32_t qos;
};

/* IFLA_VF_VLAN_LIST nest */
#define IFLA_VF_VLAN_INFO_UNSPEC  0
#define IFLA_VF_VLAN_INFO         1       /* struct
                                             linuxabi_ifla_vf_vlan_info */

#define MAX_VLAN_LIST_LEN       1       /* IFLA_VF_VLAN_INFO in a list */

/* IFLA_VF_VLAN_INFO */
struct linuxabi_ifla_vf_vlan_info {
    uint32_t vf;
    uint32_t vlan;                      /* 0 to 4095; 0: no VLAN */
    uint32_t qos;
    uint16_t vlan_proto;                /* ETH_P_8021Q or ETH_P_8021AD,
                                           network byte order */
};

/* IFLA_VF_TX_RATE: Mbit/s, 0 for no limit */
struct linuxabi_ifla_vf_tx_rate {
    uint32_t vf;
    uint32_t rate;
};

/* IFLA_VF_RATE: Mbit/s */
struct linuxabi_ifla_vf_rate {
    uint32_t vf;
    uint32_t min_tx_rate;
    uint32_t max_tx_rate;
};

/* IFLA_VF_SPOOFCHK: setting 0 or 1 */
struct linuxabi_ifla_vf_spoofchk {
    uint32_t vf;
    uint32_t setting;
};

/* IFLA_VF_IB_NODE_GUID, IFLA_VF_IB_PORT_GUID: guid is 8-aligned where
   uint64_t is (offset 8, size 16), 4 or 2 elsewhere, as in the kernel */
struct linuxabi_ifla_vf_guid {
    uint32_t vf;
    uint64_t guid;
};

/* struct linuxabi_ifla_vf_link_state link_state */
#define IFLA_VF_LINK_STATE_AUTO     0       /* follows the PF's link */
#define IFLA_VF_LINK_STATE_ENABLE   1       /* always up */
#define IFLA_VF_LINK_STATE_DISABLE  2       /* always down */

/* IFLA_VF_LINK_STATE */
struct linuxabi_ifla_vf_link_state {
    uint32_t vf;
    uint32_t link_state;                /* IFLA_VF_LINK_STATE_* */
};

/* IFLA_VF_RSS_QUERY_EN: setting 0 or 1 */
struct linuxabi_ifla_vf_rss_query_en {
    uint32_t vf;
    uint32_t setting;
};

/* IFLA_VF_STATS nest (uint64_t counters) */
#define IFLA_VF_STATS_RX_PACKETS  0
#define IFLA_VF_STATS_TX_PACKETS  1
#define IFLA_VF_STATS_RX_BYTES    2
#define IFLA_VF_STATS_TX_BYTES    3
#define IFLA_VF_STATS_BROADCAST   4
#define IFLA_VF_STATS_MULTICAST   5
#define IFLA_VF_STATS_PAD         6       /* alignment padding */
#define IFLA_VF_STATS_RX_DROPPED  7
#define IFLA_VF_STATS_TX_DROPPED  8

/* IFLA_VF_TRUST: setting 0 or 1 */
struct linuxabi_ifla_vf_trust {
    uint32_t vf;
    uint32_t setting;
};

/* IFLA_VF_PORTS nest */
#define IFLA_VF_PORT_UNSPEC     0
#define IFLA_VF_PORT            1

/* IFLA_VF_PORT, IFLA_PORT_SELF nests: 802.1Qbg VDP or 802.1Qbh port
   profiles */
#define IFLA_PORT_UNSPEC         0
#define IFLA_PORT_VF             1       /* uint32_t */
#define IFLA_PORT_PROFILE        2       /* string */
#define IFLA_PORT_VSI_TYPE       3       /* struct linuxabi_ifla_port_vsi */
#define IFLA_PORT_INSTANCE_UUID  4       /* PORT_UUID_MAX bytes */
#define IFLA_PORT_HOST_UUID      5       /* PORT_UUID_MAX bytes */
#define IFLA_PORT_REQUEST        6       /* uint8_t: PORT_REQUEST_* */
#define IFLA_PORT_RESPONSE       7       /* uint16_t: PORT_*_RESPONSE_* */

#define PORT_PROFILE_MAX        40      /* IFLA_PORT_PROFILE's size */
#define PORT_UUID_MAX           16      /* a UUID's size */
#define PORT_SELF_VF            (-1)    /* IFLA_PORT_VF: the device itself */

/* IFLA_PORT_REQUEST values (uint8_t) */
#define PORT_REQUEST_PREASSOCIATE     0
#define PORT_REQUEST_PREASSOCIATE_RR  1
#define PORT_REQUEST_ASSOCIATE        2
#define PORT_REQUEST_DISASSOCIATE     3

/* IFLA_PORT_RESPONSE values (uint16_t): VDP, then port profile */
#define PORT_VDP_RESPONSE_SUCCESS 0
#define PORT_VDP_RESPONSE_INVALID_FORMAT 1
#define PORT_VDP_RESPONSE_INSUFFICIENT_RESOURCES 2
#define PORT_VDP_RESPONSE_UNUSED_VTID 3
#define PORT_VDP_RESPONSE_VTID_VIOLATION 4
#define PORT_VDP_RESPONSE_VTID_VERSION_VIOALTION 5 /* sic: the kernel's
                                                      spelling */
#define PORT_VDP_RESPONSE_OUT_OF_SYNC 6
#define PORT_PROFILE_RESPONSE_SUCCESS 256
#define PORT_PROFILE_RESPONSE_INPROGRESS 257
#define PORT_PROFILE_RESPONSE_INVALID 258
#define PORT_PROFILE_RESPONSE_BADSTATE 259
#define PORT_PROFILE_RESPONSE_INSUFFICIENT_RESOURCES 260
#define PORT_PROFILE_RESPONSE_ERROR 261

/* IFLA_PORT_VSI_TYPE: 802.1Qbg VSI type */
struct linuxabi_ifla_port_vsi {
    uint8_t  vsi_mgr_id;
    uint8_t  vsi_type_id[3];
    uint8_t  vsi_type_version;
    uint8_t  pad[3];
};

/* IFLA_INFO_DATA of "ipoib" */
#define IFLA_IPOIB_UNSPEC       0
#define IFLA_IPOIB_PKEY         1
#define IFLA_IPOIB_MODE         2
#define IFLA_IPOIB_UMCAST       3

/* IFLA_IPOIB_MODE values (uint16_t) */
#define IPOIB_MODE_DATAGRAM     0       /* unreliable datagram */
#define IPOIB_MODE_CONNECTED    1       /* connected mode */

/* IFLA_HSR_PROTOCOL values (uint8_t) */
#define HSR_PROTOCOL_HSR        0
#define HSR_PROTOCOL_PRP        1

/* IFLA_INFO_DATA of "hsr" */
#define IFLA_HSR_UNSPEC            0
#define IFLA_HSR_SLAVE1            1
#define IFLA_HSR_SLAVE2            2
#define IFLA_HSR_MULTICAST_SPEC    3       /* uint8_t: the supervision
                                              address's last byte */
#define IFLA_HSR_SUPERVISION_ADDR  4       /* the supervision multicast
                                              address */
#define IFLA_HSR_SEQ_NR            5
#define IFLA_HSR_VERSION           6
#define IFLA_HSR_PROTOCOL          7
#define IFLA_HSR_INTERLINK         8

/* after the netlink header of RTM_NEWSTATS, RTM_GETSTATS, RTM_SETSTATS */
struct linuxabi_if_stats_msg {
    uint8_t  family;
    uint8_t  pad1;
    uint16_t pad2;
    uint32_t ifindex;                   /* 0 in a dump */
    uint32_t filter_mask;               /* LINUXABI_IFLA_STATS_FILTER_BIT()s */
};


/* attributes of an RTM_NEWSTATS message (after struct if_stats_msg): its
   filter_mask has LINUXABI_IFLA_STATS_FILTER_BIT(x) set for each wanted x */
#define IFLA_STATS_UNSPEC       0       /* also the 64-bit alignment pad */
#define IFLA_STATS_LINK_64      1       /* struct linuxabi_rtnl_link_stats64 */
#define IFLA_STATS_LINK_XSTATS  2
#define IFLA_STATS_LINK_XSTATS_SLAVE 3
#define IFLA_STATS_LINK_OFFLOAD_XSTATS 4
#define IFLA_STATS_AF_SPEC      5

/* filter_mask's bit for the IFLA_STATS_* attribute x (x >= 1) */
#define LINUXABI_IFLA_STATS_FILTER_BIT(x)   (1 << ((x) - 1))

/* attributes of an RTM_GETSTATS request, RTM_SETSTATS */
#define IFLA_STATS_GETSET_UNSPEC 0
#define IFLA_STATS_GET_FILTERS  1       /* nest: a uint32_t filter mask per
                                           IFLA_STATS_* group */
#define IFLA_STATS_SET_OFFLOAD_XSTATS_L3_STATS 2 /* uint8_t: 0 or 1 */

/* IFLA_STATS_LINK_XSTATS(_SLAVE) nests, by link kind */
#define LINK_XSTATS_TYPE_UNSPEC  0
#define LINK_XSTATS_TYPE_BRIDGE  1
#define LINK_XSTATS_TYPE_BOND    2

/* IFLA_STATS_LINK_OFFLOAD_XSTATS nest */
#define IFLA_OFFLOAD_XSTATS_UNSPEC 0
#define IFLA_OFFLOAD_XSTATS_CPU_HIT 1   /* struct linuxabi_rtnl_link_stats64 */
#define IFLA_OFFLOAD_XSTATS_HW_S_INFO 2
#define IFLA_OFFLOAD_XSTATS_L3_STATS 3  /* struct linuxabi_rtnl_hw_stats64 */

/* IFLA_OFFLOAD_XSTATS_HW_S_INFO nest */
#define IFLA_OFFLOAD_XSTATS_HW_S_INFO_UNSPEC 0
#define IFLA_OFFLOAD_XSTATS_HW_S_INFO_REQUEST 1 /* uint8_t */
#define IFLA_OFFLOAD_XSTATS_HW_S_INFO_USED 2 /* uint8_t */

/* IFLA_XDP_FLAGS */
#define XDP_FLAGS_UPDATE_IF_NOEXIST 0x00000001U /* fail if one is there */
#define XDP_FLAGS_SKB_MODE      0x00000002U     /* generic, in the stack */
#define XDP_FLAGS_DRV_MODE      0x00000004U     /* in the driver */
#define XDP_FLAGS_HW_MODE       0x00000008U     /* offloaded */
#define XDP_FLAGS_REPLACE       0x00000010U     /* only over
                                                   IFLA_XDP_EXPECTED_FD */


/* IFLA_XDP_ATTACHED values (uint8_t) */
#define XDP_ATTACHED_NONE       0
#define XDP_ATTACHED_DRV        1
#define XDP_ATTACHED_SKB        2
#define XDP_ATTACHED_HW         3
#define XDP_ATTACHED_MULTI      4       /* more than one mode: see the
                                           *_PROG_ID */

/* IFLA_XDP nest */
#define IFLA_XDP_UNSPEC         0
#define IFLA_XDP_FD             1       /* int32_t: program fd, -1 detaches */
#define IFLA_XDP_ATTACHED       2       /* uint8_t: XDP_ATTACHED_* */
#define IFLA_XDP_FLAGS          3       /* uint32_t: XDP_FLAGS_* */
#define IFLA_XDP_PROG_ID        4       /* uint32_t */
#define IFLA_XDP_DRV_PROG_ID    5
#define IFLA_XDP_SKB_PROG_ID    6
#define IFLA_XDP_HW_PROG_ID     7
#define IFLA_XDP_EXPECTED_FD    8       /* int32_t: replace only this
                                           program */

/* IFLA_EVENT values (uint32_t): why a link notification was sent */
#define IFLA_EVENT_NONE              0
#define IFLA_EVENT_REBOOT            1       /* the device reset */
#define IFLA_EVENT_FEATURES          2       /* offload features changed */
#define IFLA_EVENT_BONDING_FAILOVER  3       /* another active bond port */
#define IFLA_EVENT_NOTIFY_PEERS      4       /* gratuitous ARP/NA sent again */
#define IFLA_EVENT_IGMP_RESEND       5       /* IGMP reports sent again */
#define IFLA_EVENT_BONDING_OPTIONS   6       /* bond options changed */

/* IFLA_INFO_DATA of "tun" */
#define IFLA_TUN_UNSPEC               0
#define IFLA_TUN_OWNER                1       /* uint32_t: uid */
#define IFLA_TUN_GROUP                2       /* uint32_t: gid */
#define IFLA_TUN_TYPE                 3       /* uint8_t: IFF_TUN or IFF_TAP */
#define IFLA_TUN_PI                   4
#define IFLA_TUN_VNET_HDR             5
#define IFLA_TUN_PERSIST              6
#define IFLA_TUN_MULTI_QUEUE          7
#define IFLA_TUN_NUM_QUEUES           8
#define IFLA_TUN_NUM_DISABLED_QUEUES  9

/* struct linuxabi_ifla_rmnet_flags bits */
#define RMNET_FLAGS_INGRESS_DEAGGREGATION   0x00000001U
#define RMNET_FLAGS_INGRESS_MAP_COMMANDS    0x00000002U
#define RMNET_FLAGS_INGRESS_MAP_CKSUMV4     0x00000004U
#define RMNET_FLAGS_EGRESS_MAP_CKSUMV4      0x00000008U
#define RMNET_FLAGS_INGRESS_MAP_CKSUMV5     0x00000010U
#define RMNET_FLAGS_EGRESS_MAP_CKSUMV5      0x00000020U


/* IFLA_INFO_DATA of "rmnet" */
#define IFLA_RMNET_UNSPEC       0
#define IFLA_RMNET_MUX_ID       1
#define IFLA_RMNET_FLAGS        2       /* struct linuxabi_ifla_rmnet_flags */

/* IFLA_RMNET_FLAGS: set the flags under mask */
struct linuxabi_ifla_rmnet_flags {
    uint32_t flags;                     /* RMNET_FLAGS_* */
    uint32_t mask;
};

/* IFLA_INFO_DATA of "mctp" */
#define IFLA_MCTP_UNSPEC        0
#define IFLA_MCTP_NET           1       /* uint32_t */
#define IFLA_MCTP_PHYS_BINDING  2

/* IFLA_INFO_DATA of "dsa" */
#define IFLA_DSA_UNSPEC         0
#define IFLA_DSA_CONDUIT        1       /* uint32_t: ifindex of the conduit */
#define IFLA_DSA_MASTER         IFLA_DSA_CONDUIT

/* IFLA_OVPN_MODE values (uint8_t) */
#define OVPN_MODE_P2P           0
#define OVPN_MODE_MP            1

/* IFLA_INFO_DATA of "ovpn" */
#define IFLA_OVPN_UNSPEC        0
#define IFLA_OVPN_MODE          1

#endif
