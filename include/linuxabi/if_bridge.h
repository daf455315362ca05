#ifndef LINUXABI_IF_BRIDGE_H
#define LINUXABI_IF_BRIDGE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_bridge.h>: the Ethernet bridge.  The old ioctl interface
 * (SIOCDEVPRIVATE with BRCTL_* commands: struct linuxabi_bridge_info,
 * linuxabi_port_info, and the fdb read from sysfs as
 * struct linuxabi_fdb_entry records), and the rtnetlink side: the
 * AF_BRIDGE attributes of RTM_SETLINK/RTM_GETLINK (IFLA_BRIDGE_*, MRP, CFM,
 * MST), the VLAN database (RTM_NEWVLAN.. with struct linuxabi_br_vlan_msg,
 * BRIDGE_VLANDB_*), the multicast database (RTM_NEWMDB.. with
 * struct linuxabi_br_port_msg, MDBA_*, MDBE_*) and the bridge's extended
 * statistics (BRIDGE_XSTATS_*).  The link kind's IFLA_BR_* and the port's
 * IFLA_BRPORT_* are in <linuxabi/if_link.h>.  The same on every ABI but
 * for the alignment of uint64_t (the structs' padding follows it, as the
 * kernel's).  The kernel's enumerators are macros here; its growing
 * *_MAX counts are left out.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* the old interface: BRCTL_GET_VERSION answers this */
#define BRCTL_VERSION 1

/* commands: the first unsigned long of the SIOCDEVPRIVATE (or
   SIOCGIFBR/SIOCSIFBR) argument array */
#define BRCTL_GET_VERSION               0
#define BRCTL_GET_BRIDGES               1
#define BRCTL_ADD_BRIDGE                2
#define BRCTL_DEL_BRIDGE                3
#define BRCTL_ADD_IF                    4
#define BRCTL_DEL_IF                    5
#define BRCTL_GET_BRIDGE_INFO           6
#define BRCTL_GET_PORT_LIST             7
#define BRCTL_SET_BRIDGE_FORWARD_DELAY  8
#define BRCTL_SET_BRIDGE_HELLO_TIME     9
#define BRCTL_SET_BRIDGE_MAX_AGE        10
#define BRCTL_SET_AGEING_TIME           11
#define BRCTL_SET_GC_INTERVAL           12
#define BRCTL_GET_PORT_INFO             13
#define BRCTL_SET_BRIDGE_STP_STATE      14
#define BRCTL_SET_BRIDGE_PRIORITY       15
#define BRCTL_SET_PORT_PRIORITY         16
#define BRCTL_SET_PATH_COST             17
#define BRCTL_GET_FDB_ENTRIES           18

/* spanning tree port states (IFLA_BRPORT_STATE, struct
   linuxabi_port_info's state) */
#define BR_STATE_DISABLED               0
#define BR_STATE_LISTENING              1
#define BR_STATE_LEARNING               2
#define BR_STATE_FORWARDING             3
#define BR_STATE_BLOCKING               4

/* BRCTL_GET_BRIDGE_INFO; times and timers in clock ticks (USER_HZ) */
struct linuxabi_bridge_info {
    uint64_t designated_root;           /* bridge ids: priority and MAC */
    uint64_t bridge_id;
    uint32_t root_path_cost;
    uint32_t max_age;
    uint32_t hello_time;
    uint32_t forward_delay;
    uint32_t bridge_max_age;
    uint32_t bridge_hello_time;
    uint32_t bridge_forward_delay;
    uint8_t  topology_change;
    uint8_t  topology_change_detected;
    uint8_t  root_port;
    uint8_t  stp_enabled;
    uint32_t ageing_time;
    uint32_t gc_interval;
    uint32_t hello_timer_value;
    uint32_t tcn_timer_value;
    uint32_t topology_change_timer_value;
    uint32_t gc_timer_value;
};

/* BRCTL_GET_PORT_INFO */
struct linuxabi_port_info {
    uint64_t designated_root;
    uint64_t designated_bridge;
    uint16_t port_id;
    uint16_t designated_port;
    uint32_t path_cost;
    uint32_t designated_cost;
    uint8_t  state;                     /* BR_STATE_* */
    uint8_t  top_change_ack;
    uint8_t  config_pending;
    uint8_t  unused0;
    uint32_t message_age_timer_value;
    uint32_t forward_delay_timer_value;
    uint32_t hold_timer_value;
};

/* BRCTL_GET_FDB_ENTRIES, and the records of sysfs's brforward file */
struct linuxabi_fdb_entry {
    uint8_t  mac_addr[6];
    uint8_t  port_no;                   /* the port number's low byte */
    uint8_t  is_local;
    uint32_t ageing_timer_value;
    uint8_t  port_hi;                   /* its high byte */
    uint8_t  pad0;
    uint16_t unused;
};

/* IFLA_BRIDGE_FLAGS: which device a request is for */
#define BRIDGE_FLAGS_MASTER     1       /* the bridge */
#define BRIDGE_FLAGS_SELF       2       /* the port device itself */

/* IFLA_BRIDGE_MODE */
#define BRIDGE_MODE_VEB         0       /* loop back between ports */
#define BRIDGE_MODE_VEPA        1       /* 802.1Qbg: send all to the
                                           adjacent switch */
#define BRIDGE_MODE_UNDEF       0xFFFF

/* the attributes of IFLA_AF_SPEC in an AF_BRIDGE link message */
#define IFLA_BRIDGE_FLAGS               0
#define IFLA_BRIDGE_MODE                1
#define IFLA_BRIDGE_VLAN_INFO           2
#define IFLA_BRIDGE_VLAN_TUNNEL_INFO    3
#define IFLA_BRIDGE_MRP                 4
#define IFLA_BRIDGE_CFM                 5
#define IFLA_BRIDGE_MST                 6

/* struct linuxabi_bridge_vlan_info's flags */
#define BRIDGE_VLAN_INFO_MASTER         (1 << 0)  /* the bridge too */
#define BRIDGE_VLAN_INFO_PVID           (1 << 1)  /* untagged ingress
                                                     gets this VLAN */
#define BRIDGE_VLAN_INFO_UNTAGGED       (1 << 2)  /* egress untagged */
#define BRIDGE_VLAN_INFO_RANGE_BEGIN    (1 << 3)
#define BRIDGE_VLAN_INFO_RANGE_END      (1 << 4)
#define BRIDGE_VLAN_INFO_BRENTRY        (1 << 5)  /* a global entry */
#define BRIDGE_VLAN_INFO_ONLY_OPTS      (1 << 6)  /* change options only */

/* IFLA_BRIDGE_VLAN_INFO, BRIDGE_VLANDB_ENTRY_INFO */
struct linuxabi_bridge_vlan_info {
    uint16_t flags;                     /* BRIDGE_VLAN_INFO_* */
    uint16_t vid;
};

/* IFLA_BRIDGE_VLAN_TUNNEL_INFO's attributes */
#define IFLA_BRIDGE_VLAN_TUNNEL_UNSPEC  0
#define IFLA_BRIDGE_VLAN_TUNNEL_ID      1
#define IFLA_BRIDGE_VLAN_TUNNEL_VID     2
#define IFLA_BRIDGE_VLAN_TUNNEL_FLAGS   3

/* BRIDGE_XSTATS_VLAN */
struct linuxabi_bridge_vlan_xstats {
    uint64_t rx_bytes;
    uint64_t rx_packets;
    uint64_t tx_bytes;
    uint64_t tx_packets;
    uint16_t vid;
    uint16_t flags;                     /* BRIDGE_VLAN_INFO_* */
    uint32_t pad2;
};

/* IFLA_BRIDGE_MRP (media redundancy protocol) and its nests */
#define IFLA_BRIDGE_MRP_UNSPEC          0
#define IFLA_BRIDGE_MRP_INSTANCE        1
#define IFLA_BRIDGE_MRP_PORT_STATE      2
#define IFLA_BRIDGE_MRP_PORT_ROLE       3
#define IFLA_BRIDGE_MRP_RING_STATE      4
#define IFLA_BRIDGE_MRP_RING_ROLE       5
#define IFLA_BRIDGE_MRP_START_TEST      6
#define IFLA_BRIDGE_MRP_INFO            7
#define IFLA_BRIDGE_MRP_IN_ROLE         8
#define IFLA_BRIDGE_MRP_IN_STATE        9
#define IFLA_BRIDGE_MRP_START_IN_TEST   10
#define IFLA_BRIDGE_MRP_INSTANCE_UNSPEC 0
#define IFLA_BRIDGE_MRP_INSTANCE_RING_ID 1
#define IFLA_BRIDGE_MRP_INSTANCE_P_IFINDEX 2
#define IFLA_BRIDGE_MRP_INSTANCE_S_IFINDEX 3
#define IFLA_BRIDGE_MRP_INSTANCE_PRIO   4
#define IFLA_BRIDGE_MRP_PORT_STATE_UNSPEC 0
#define IFLA_BRIDGE_MRP_PORT_STATE_STATE 1
#define IFLA_BRIDGE_MRP_PORT_ROLE_UNSPEC 0
#define IFLA_BRIDGE_MRP_PORT_ROLE_ROLE  1
#define IFLA_BRIDGE_MRP_RING_STATE_UNSPEC 0
#define IFLA_BRIDGE_MRP_RING_STATE_RING_ID 1
#define IFLA_BRIDGE_MRP_RING_STATE_STATE 2
#define IFLA_BRIDGE_MRP_RING_ROLE_UNSPEC 0
#define IFLA_BRIDGE_MRP_RING_ROLE_RING_ID 1
#define IFLA_BRIDGE_MRP_RING_ROLE_ROLE  2
#define IFLA_BRIDGE_MRP_START_TEST_UNSPEC 0
#define IFLA_BRIDGE_MRP_START_TEST_RING_ID 1
#define IFLA_BRIDGE_MRP_START_TEST_INTERVAL 2
#define IFLA_BRIDGE_MRP_START_TEST_MAX_MISS 3
#define IFLA_BRIDGE_MRP_START_TEST_PERIOD 4
#define IFLA_BRIDGE_MRP_START_TEST_MONITOR 5
#define IFLA_BRIDGE_MRP_INFO_UNSPEC     0
#define IFLA_BRIDGE_MRP_INFO_RING_ID    1
#define IFLA_BRIDGE_MRP_INFO_P_IFINDEX  2
#define IFLA_BRIDGE_MRP_INFO_S_IFINDEX  3
#define IFLA_BRIDGE_MRP_INFO_PRIO       4
#define IFLA_BRIDGE_MRP_INFO_RING_STATE 5
#define IFLA_BRIDGE_MRP_INFO_RING_ROLE  6
#define IFLA_BRIDGE_MRP_INFO_TEST_INTERVAL 7
#define IFLA_BRIDGE_MRP_INFO_TEST_MAX_MISS 8
#define IFLA_BRIDGE_MRP_INFO_TEST_MONITOR 9
#define IFLA_BRIDGE_MRP_INFO_I_IFINDEX  10
#define IFLA_BRIDGE_MRP_INFO_IN_STATE   11
#define IFLA_BRIDGE_MRP_INFO_IN_ROLE    12
#define IFLA_BRIDGE_MRP_INFO_IN_TEST_INTERVAL 13
#define IFLA_BRIDGE_MRP_INFO_IN_TEST_MAX_MISS 14
#define IFLA_BRIDGE_MRP_IN_STATE_UNSPEC 0
#define IFLA_BRIDGE_MRP_IN_STATE_IN_ID  1
#define IFLA_BRIDGE_MRP_IN_STATE_STATE  2
#define IFLA_BRIDGE_MRP_IN_ROLE_UNSPEC  0
#define IFLA_BRIDGE_MRP_IN_ROLE_RING_ID 1
#define IFLA_BRIDGE_MRP_IN_ROLE_IN_ID   2
#define IFLA_BRIDGE_MRP_IN_ROLE_ROLE    3
#define IFLA_BRIDGE_MRP_IN_ROLE_I_IFINDEX 4
#define IFLA_BRIDGE_MRP_START_IN_TEST_UNSPEC 0
#define IFLA_BRIDGE_MRP_START_IN_TEST_IN_ID 1
#define IFLA_BRIDGE_MRP_START_IN_TEST_INTERVAL 2
#define IFLA_BRIDGE_MRP_START_IN_TEST_MAX_MISS 3
#define IFLA_BRIDGE_MRP_START_IN_TEST_PERIOD 4

/* the MRP records of switchdev notifications */
struct linuxabi_br_mrp_instance {
    uint32_t ring_id;
    uint32_t p_ifindex;                 /* primary port */
    uint32_t s_ifindex;                 /* secondary port */
    uint16_t prio;
};

struct linuxabi_br_mrp_ring_state {
    uint32_t ring_id;
    uint32_t ring_state;
};

struct linuxabi_br_mrp_ring_role {
    uint32_t ring_id;
    uint32_t ring_role;
};

struct linuxabi_br_mrp_start_test {
    uint32_t ring_id;
    uint32_t interval;
    uint32_t max_miss;
    uint32_t period;
    uint32_t monitor;
};

struct linuxabi_br_mrp_in_state {
    uint32_t in_state;
    uint16_t in_id;
};

struct linuxabi_br_mrp_in_role {
    uint32_t ring_id;
    uint32_t in_role;
    uint32_t i_ifindex;
    uint16_t in_id;
};

struct linuxabi_br_mrp_start_in_test {
    uint32_t interval;
    uint32_t max_miss;
    uint32_t period;
    uint16_t in_id;
};

/* IFLA_BRIDGE_CFM (connectivity fault management) and its nests */
#define IFLA_BRIDGE_CFM_UNSPEC          0
#define IFLA_BRIDGE_CFM_MEP_CREATE      1
#define IFLA_BRIDGE_CFM_MEP_DELETE      2
#define IFLA_BRIDGE_CFM_MEP_CONFIG      3
#define IFLA_BRIDGE_CFM_CC_CONFIG       4
#define IFLA_BRIDGE_CFM_CC_PEER_MEP_ADD 5
#define IFLA_BRIDGE_CFM_CC_PEER_MEP_REMOVE 6
#define IFLA_BRIDGE_CFM_CC_RDI          7
#define IFLA_BRIDGE_CFM_CC_CCM_TX       8
#define IFLA_BRIDGE_CFM_MEP_CREATE_INFO 9
#define IFLA_BRIDGE_CFM_MEP_CONFIG_INFO 10
#define IFLA_BRIDGE_CFM_CC_CONFIG_INFO  11
#define IFLA_BRIDGE_CFM_CC_RDI_INFO     12
#define IFLA_BRIDGE_CFM_CC_CCM_TX_INFO  13
#define IFLA_BRIDGE_CFM_CC_PEER_MEP_INFO 14
#define IFLA_BRIDGE_CFM_MEP_STATUS_INFO 15
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_INFO 16
#define IFLA_BRIDGE_CFM_MEP_CREATE_UNSPEC 0
#define IFLA_BRIDGE_CFM_MEP_CREATE_INSTANCE 1
#define IFLA_BRIDGE_CFM_MEP_CREATE_DOMAIN 2
#define IFLA_BRIDGE_CFM_MEP_CREATE_DIRECTION 3
#define IFLA_BRIDGE_CFM_MEP_CREATE_IFINDEX 4
#define IFLA_BRIDGE_CFM_MEP_DELETE_UNSPEC 0
#define IFLA_BRIDGE_CFM_MEP_DELETE_INSTANCE 1
#define IFLA_BRIDGE_CFM_MEP_CONFIG_UNSPEC 0
#define IFLA_BRIDGE_CFM_MEP_CONFIG_INSTANCE 1
#define IFLA_BRIDGE_CFM_MEP_CONFIG_UNICAST_MAC 2
#define IFLA_BRIDGE_CFM_MEP_CONFIG_MDLEVEL 3
#define IFLA_BRIDGE_CFM_MEP_CONFIG_MEPID 4
#define IFLA_BRIDGE_CFM_CC_CONFIG_UNSPEC 0
#define IFLA_BRIDGE_CFM_CC_CONFIG_INSTANCE 1
#define IFLA_BRIDGE_CFM_CC_CONFIG_ENABLE 2
#define IFLA_BRIDGE_CFM_CC_CONFIG_EXP_INTERVAL 3
#define IFLA_BRIDGE_CFM_CC_CONFIG_EXP_MAID 4
#define IFLA_BRIDGE_CFM_CC_PEER_MEP_UNSPEC 0
#define IFLA_BRIDGE_CFM_CC_PEER_MEP_INSTANCE 1
#define IFLA_BRIDGE_CFM_CC_PEER_MEPID   2
#define IFLA_BRIDGE_CFM_CC_RDI_UNSPEC   0
#define IFLA_BRIDGE_CFM_CC_RDI_INSTANCE 1
#define IFLA_BRIDGE_CFM_CC_RDI_RDI      2
#define IFLA_BRIDGE_CFM_CC_CCM_TX_UNSPEC 0
#define IFLA_BRIDGE_CFM_CC_CCM_TX_INSTANCE 1
#define IFLA_BRIDGE_CFM_CC_CCM_TX_DMAC  2
#define IFLA_BRIDGE_CFM_CC_CCM_TX_SEQ_NO_UPDATE 3
#define IFLA_BRIDGE_CFM_CC_CCM_TX_PERIOD 4
#define IFLA_BRIDGE_CFM_CC_CCM_TX_IF_TLV 5
#define IFLA_BRIDGE_CFM_CC_CCM_TX_IF_TLV_VALUE 6
#define IFLA_BRIDGE_CFM_CC_CCM_TX_PORT_TLV 7
#define IFLA_BRIDGE_CFM_CC_CCM_TX_PORT_TLV_VALUE 8
#define IFLA_BRIDGE_CFM_MEP_STATUS_UNSPEC 0
#define IFLA_BRIDGE_CFM_MEP_STATUS_INSTANCE 1
#define IFLA_BRIDGE_CFM_MEP_STATUS_OPCODE_UNEXP_SEEN 2
#define IFLA_BRIDGE_CFM_MEP_STATUS_VERSION_UNEXP_SEEN 3
#define IFLA_BRIDGE_CFM_MEP_STATUS_RX_LEVEL_LOW_SEEN 4
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_UNSPEC 0
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_INSTANCE 1
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_PEER_MEPID 2
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_CCM_DEFECT 3
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_RDI 4
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_PORT_TLV_VALUE 5
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_IF_TLV_VALUE 6
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_SEEN 7
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_TLV_SEEN 8
#define IFLA_BRIDGE_CFM_CC_PEER_STATUS_SEQ_UNEXP_SEEN 9

/* IFLA_BRIDGE_MST (multiple spanning trees) and its entries */
#define IFLA_BRIDGE_MST_UNSPEC          0
#define IFLA_BRIDGE_MST_ENTRY           1
#define IFLA_BRIDGE_MST_ENTRY_UNSPEC    0
#define IFLA_BRIDGE_MST_ENTRY_MSTI      1
#define IFLA_BRIDGE_MST_ENTRY_STATE     2

/* BRIDGE_XSTATS_STP */
struct linuxabi_bridge_stp_xstats {
    uint64_t transition_blk;
    uint64_t transition_fwd;
    uint64_t rx_bpdu;
    uint64_t tx_bpdu;
    uint64_t rx_tcn;
    uint64_t tx_tcn;
};

/* after the netlink header of RTM_NEWVLAN, RTM_DELVLAN, RTM_GETVLAN */
struct linuxabi_br_vlan_msg {
    uint8_t  family;                    /* AF_BRIDGE */
    uint8_t  reserved1;
    uint16_t reserved2;
    uint32_t ifindex;
};

/* the VLAN database dump's attributes and BRIDGE_VLANDB_DUMP_FLAGS */
#define BRIDGE_VLANDB_DUMP_UNSPEC       0
#define BRIDGE_VLANDB_DUMP_FLAGS        1
#define BRIDGE_VLANDB_DUMPF_STATS       (1 << 0)  /* with statistics */
#define BRIDGE_VLANDB_DUMPF_GLOBAL      (1 << 1)  /* global options only */

/* the VLAN database's attributes and their nests */
#define BRIDGE_VLANDB_UNSPEC            0
#define BRIDGE_VLANDB_ENTRY             1
#define BRIDGE_VLANDB_GLOBAL_OPTIONS    2
#define BRIDGE_VLANDB_ENTRY_UNSPEC      0
#define BRIDGE_VLANDB_ENTRY_INFO        1
#define BRIDGE_VLANDB_ENTRY_RANGE       2
#define BRIDGE_VLANDB_ENTRY_STATE       3
#define BRIDGE_VLANDB_ENTRY_TUNNEL_INFO 4
#define BRIDGE_VLANDB_ENTRY_STATS       5
#define BRIDGE_VLANDB_ENTRY_MCAST_ROUTER 6
#define BRIDGE_VLANDB_ENTRY_MCAST_N_GROUPS 7
#define BRIDGE_VLANDB_ENTRY_MCAST_MAX_GROUPS 8
#define BRIDGE_VLANDB_ENTRY_NEIGH_SUPPRESS 9
#define BRIDGE_VLANDB_ENTRY_NEIGH_FORWARD_GRAT 10
#define BRIDGE_VLANDB_TINFO_UNSPEC      0
#define BRIDGE_VLANDB_TINFO_ID          1
#define BRIDGE_VLANDB_TINFO_CMD         2
#define BRIDGE_VLANDB_STATS_UNSPEC      0
#define BRIDGE_VLANDB_STATS_RX_BYTES    1
#define BRIDGE_VLANDB_STATS_RX_PACKETS  2
#define BRIDGE_VLANDB_STATS_TX_BYTES    3
#define BRIDGE_VLANDB_STATS_TX_PACKETS  4
#define BRIDGE_VLANDB_STATS_PAD         5
#define BRIDGE_VLANDB_GOPTS_UNSPEC      0
#define BRIDGE_VLANDB_GOPTS_ID          1
#define BRIDGE_VLANDB_GOPTS_RANGE       2
#define BRIDGE_VLANDB_GOPTS_MCAST_SNOOPING 3
#define BRIDGE_VLANDB_GOPTS_MCAST_IGMP_VERSION 4
#define BRIDGE_VLANDB_GOPTS_MCAST_MLD_VERSION 5
#define BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_CNT 6
#define BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_CNT 7
#define BRIDGE_VLANDB_GOPTS_MCAST_LAST_MEMBER_INTVL 8
#define BRIDGE_VLANDB_GOPTS_PAD         9
#define BRIDGE_VLANDB_GOPTS_MCAST_MEMBERSHIP_INTVL 10
#define BRIDGE_VLANDB_GOPTS_MCAST_QUERIER_INTVL 11
#define BRIDGE_VLANDB_GOPTS_MCAST_QUERY_INTVL 12
#define BRIDGE_VLANDB_GOPTS_MCAST_QUERY_RESPONSE_INTVL 13
#define BRIDGE_VLANDB_GOPTS_MCAST_STARTUP_QUERY_INTVL 14
#define BRIDGE_VLANDB_GOPTS_MCAST_QUERIER 15
#define BRIDGE_VLANDB_GOPTS_MCAST_ROUTER_PORTS 16
#define BRIDGE_VLANDB_GOPTS_MCAST_QUERIER_STATE 17
#define BRIDGE_VLANDB_GOPTS_MSTI        18

/* the multicast database: attributes of RTM_GETMDB, RTM_NEWMDB and
   their nests */
#define MDBA_UNSPEC                     0
#define MDBA_MDB                        1
#define MDBA_ROUTER                     2
#define MDBA_MDB_UNSPEC                 0
#define MDBA_MDB_ENTRY                  1
#define MDBA_MDB_ENTRY_UNSPEC           0
#define MDBA_MDB_ENTRY_INFO             1
#define MDBA_MDB_EATTR_UNSPEC           0
#define MDBA_MDB_EATTR_TIMER            1
#define MDBA_MDB_EATTR_SRC_LIST         2
#define MDBA_MDB_EATTR_GROUP_MODE       3
#define MDBA_MDB_EATTR_SOURCE           4
#define MDBA_MDB_EATTR_RTPROT           5
#define MDBA_MDB_EATTR_DST              6
#define MDBA_MDB_EATTR_DST_PORT         7
#define MDBA_MDB_EATTR_VNI              8
#define MDBA_MDB_EATTR_IFINDEX          9
#define MDBA_MDB_EATTR_SRC_VNI          10
#define MDBA_MDB_SRCLIST_UNSPEC         0
#define MDBA_MDB_SRCLIST_ENTRY          1
#define MDBA_MDB_SRCATTR_UNSPEC         0
#define MDBA_MDB_SRCATTR_ADDRESS        1
#define MDBA_MDB_SRCATTR_TIMER          2

/* multicast router port types (MDBA_ROUTER_PATTR_TYPE,
   IFLA_BR_MCAST_ROUTER, IFLA_BRPORT_MULTICAST_ROUTER) */
#define MDB_RTR_TYPE_DISABLED           0
#define MDB_RTR_TYPE_TEMP_QUERY         1
#define MDB_RTR_TYPE_PERM               2
#define MDB_RTR_TYPE_TEMP               3

#define MDBA_ROUTER_UNSPEC              0
#define MDBA_ROUTER_PORT                1
#define MDBA_ROUTER_PATTR_UNSPEC        0
#define MDBA_ROUTER_PATTR_TIMER         1
#define MDBA_ROUTER_PATTR_TYPE          2
#define MDBA_ROUTER_PATTR_INET_TIMER    3
#define MDBA_ROUTER_PATTR_INET6_TIMER   4
#define MDBA_ROUTER_PATTR_VID           5

/* after the netlink header of RTM_NEWMDB, RTM_DELMDB, RTM_GETMDB */
struct linuxabi_br_port_msg {
    uint8_t  family;                    /* AF_BRIDGE */
    uint32_t ifindex;                   /* the bridge */
};

/* struct linuxabi_br_mdb_entry's state */
#define MDB_TEMPORARY           0
#define MDB_PERMANENT           1

/* struct linuxabi_br_mdb_entry's flags */
#define MDB_FLAGS_OFFLOAD               (1 << 0)
#define MDB_FLAGS_FAST_LEAVE            (1 << 1)
#define MDB_FLAGS_STAR_EXCL             (1 << 2)
#define MDB_FLAGS_BLOCKED               (1 << 3)
#define MDB_FLAGS_OFFLOAD_FAILED        (1 << 4)

/* the group of an mdb entry: the kernel's union and struct have no tag
   (members u and addr of struct br_mdb_entry) */
union linuxabi_br_mdb_entry_u {
    uint32_t ip4;                       /* network byte order */
    uint8_t  ip6[16];                   /* a struct linuxabi_in6_addr */
    uint8_t  mac_addr[6];
};

struct linuxabi_br_mdb_entry_addr {
    union linuxabi_br_mdb_entry_u u;
    uint16_t proto;                     /* ETH_P_IP, ETH_P_IPV6, or 0 for
                                           a MAC; network byte order */
};

/* MDBA_MDB_ENTRY_INFO, MDBA_SET_ENTRY, MDBA_GET_ENTRY */
struct linuxabi_br_mdb_entry {
    uint32_t ifindex;                   /* the port */
    uint8_t  state;                     /* MDB_TEMPORARY, MDB_PERMANENT */
    uint8_t  flags;                     /* MDB_FLAGS_* */
    uint16_t vid;
    struct linuxabi_br_mdb_entry_addr addr;
};

#define MDBA_SET_ENTRY_UNSPEC           0
#define MDBA_SET_ENTRY                  1
#define MDBA_SET_ENTRY_ATTRS            2
#define MDBA_GET_ENTRY_UNSPEC           0
#define MDBA_GET_ENTRY                  1
#define MDBA_GET_ENTRY_ATTRS            2

/* MDBA_SET_ENTRY_ATTRS, MDBA_GET_ENTRY_ATTRS nests */
#define MDBE_ATTR_UNSPEC                0
#define MDBE_ATTR_SOURCE                1
#define MDBE_ATTR_SRC_LIST              2
#define MDBE_ATTR_GROUP_MODE            3
#define MDBE_ATTR_RTPROT                4
#define MDBE_ATTR_DST                   5
#define MDBE_ATTR_DST_PORT              6
#define MDBE_ATTR_VNI                   7
#define MDBE_ATTR_IFINDEX               8
#define MDBE_ATTR_SRC_VNI               9
#define MDBE_ATTR_STATE_MASK            10
#define MDBE_SRC_LIST_UNSPEC            0
#define MDBE_SRC_LIST_ENTRY             1
#define MDBE_SRCATTR_UNSPEC             0
#define MDBE_SRCATTR_ADDRESS            1

/* the bridge's extended statistics (IFLA_STATS_LINK_XSTATS and _SLAVE,
   LINK_XSTATS_TYPE_BRIDGE) */
#define BRIDGE_XSTATS_UNSPEC            0
#define BRIDGE_XSTATS_VLAN              1
#define BRIDGE_XSTATS_MCAST             2
#define BRIDGE_XSTATS_PAD               3
#define BRIDGE_XSTATS_STP               4

/* the index of struct linuxabi_br_mcast_stats's pairs */
#define BR_MCAST_DIR_RX                 0
#define BR_MCAST_DIR_TX                 1
#define BR_MCAST_DIR_SIZE               2

/* BRIDGE_XSTATS_MCAST: pairs of received and sent counts */
struct linuxabi_br_mcast_stats {
    uint64_t igmp_v1queries[2];
    uint64_t igmp_v2queries[2];
    uint64_t igmp_v3queries[2];
    uint64_t igmp_leaves[2];
    uint64_t igmp_v1reports[2];
    uint64_t igmp_v2reports[2];
    uint64_t igmp_v3reports[2];
    uint64_t igmp_parse_errors;
    uint64_t mld_v1queries[2];
    uint64_t mld_v2queries[2];
    uint64_t mld_leaves[2];
    uint64_t mld_v1reports[2];
    uint64_t mld_v2reports[2];
    uint64_t mld_parse_errors;
    uint64_t mcast_bytes[2];
    uint64_t mcast_packets[2];
};

/* bridge options of IFLA_BR_MULTI_BOOLOPT, bit numbers
   (enum br_boolopt_id) */
#define BR_BOOLOPT_NO_LL_LEARN          0
#define BR_BOOLOPT_MCAST_VLAN_SNOOPING  1
#define BR_BOOLOPT_MST_ENABLE           2
#define BR_BOOLOPT_MDB_OFFLOAD_FAIL_NOTIFICATION 3
#define BR_BOOLOPT_FDB_LOCAL_VLAN_0     4

/* IFLA_BR_MULTI_BOOLOPT: the bits 1 << BR_BOOLOPT_* */
struct linuxabi_br_boolopt_multi {
    uint32_t optval;
    uint32_t optmask;                   /* which of optval's bits count */
};

/* IFLA_BR_MCAST_QUERIER_STATE, BRIDGE_VLANDB_GOPTS_MCAST_QUERIER_STATE */
#define BRIDGE_QUERIER_UNSPEC           0
#define BRIDGE_QUERIER_IP_ADDRESS       1
#define BRIDGE_QUERIER_IP_PORT          2
#define BRIDGE_QUERIER_IP_OTHER_TIMER   3
#define BRIDGE_QUERIER_PAD              4
#define BRIDGE_QUERIER_IPV6_ADDRESS     5
#define BRIDGE_QUERIER_IPV6_PORT        6
#define BRIDGE_QUERIER_IPV6_OTHER_TIMER 7

#endif
