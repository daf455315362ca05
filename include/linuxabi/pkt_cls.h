#ifndef LINUXABI_PKT_CLS_H
#define LINUXABI_PKT_CLS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pkt_cls.h>: traffic control's filters (classifiers) and
 * actions over rtnetlink (NETLINK_ROUTE: RTM_NEWTFILTER, RTM_GETTFILTER,
 * RTM_NEWACTION, ... with a struct tcmsg or tcamsg, <linuxabi/rtnetlink.h>'s):
 * the verdicts TC_ACT_*, the action attributes TCA_ACT_* and ids TCA_ID_*,
 * the policer, and each classifier's options (TCA_OPTIONS, nested
 * TCA_<CLASSIFIER>_* attributes), the u32 selector and the extended
 * matches.  The kernel's enumerators are macros here.  It includes
 * <linuxabi/pkt_sched.h>, as the kernel's includes <linux/pkt_sched.h>.
 * The same on every ABI; a struct with a 64-bit member has tail padding
 * where uint64_t is 8-byte aligned, as the kernel's.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/pkt_sched.h>
#include <stdint.h>

/* TCA_ACT_COOKIE: bytes at most */
#define TC_COOKIE_MAX_SIZE           16

/* an action's attributes, nested */
#define TCA_ACT_UNSPEC               0
#define TCA_ACT_KIND                 1
#define TCA_ACT_OPTIONS              2
#define TCA_ACT_INDEX                3
#define TCA_ACT_STATS                4
#define TCA_ACT_PAD                  5
#define TCA_ACT_COOKIE               6
#define TCA_ACT_FLAGS                7
#define TCA_ACT_HW_STATS             8
#define TCA_ACT_USED_HW_STATS        9
#define TCA_ACT_IN_HW_COUNT          10

/* TCA_ACT_FLAGS */
#define TCA_ACT_FLAGS_NO_PERCPU_STATS (1 << 0)  /* one counter, not one per CPU */
#define TCA_ACT_FLAGS_SKIP_HW        (1 << 1)   /* not offloaded */
#define TCA_ACT_FLAGS_SKIP_SW        (1 << 2)   /* offloaded only */

/* TCA_ACT_HW_STATS, TCA_ACT_USED_HW_STATS: which hardware counters */
#define TCA_ACT_HW_STATS_IMMEDIATE   (1 << 0)   /* read from the device at dump time */
#define TCA_ACT_HW_STATS_DELAYED     (1 << 1)   /* polled: may lag */

/* action lists */
#define TCA_ACT_MAX_PRIO             32         /* actions in one list at most */

/* tcamsg and the old action flags */
#define TCA_ACT_BIND                 1
#define TCA_ACT_NOBIND               0
#define TCA_ACT_UNBIND               1
#define TCA_ACT_NOUNBIND             0
#define TCA_ACT_REPLACE              1
#define TCA_ACT_NOREPLACE            0

/* verdicts: what a filter or action says to do with the packet (int) */
#define TC_ACT_UNSPEC                (-1)       /* the default of the caller */
#define TC_ACT_OK                    0          /* go on: deliver or send */
#define TC_ACT_RECLASSIFY            1          /* classify again */
#define TC_ACT_SHOT                  2          /* drop */
#define TC_ACT_PIPE                  3          /* on to the next action */
#define TC_ACT_STOLEN                4          /* consumed by the action */
#define TC_ACT_QUEUED                5
#define TC_ACT_REPEAT                6          /* this action again */
#define TC_ACT_REDIRECT              7          /* sent elsewhere */
#define TC_ACT_TRAP                  8          /* hardware: up to the CPU; software: as STOLEN */

/* extended verdicts: an opcode in the top 4 bits, a value below */
#define LINUXABI_TC_ACT_EXT_SHIFT       28
#define LINUXABI_TC_ACT_EXT(local)      ((local) << LINUXABI_TC_ACT_EXT_SHIFT)
#define TC_ACT_EXT_VAL_MASK          ((1 << LINUXABI_TC_ACT_EXT_SHIFT) - 1)
#define LINUXABI_TC_ACT_EXT_OPCODE(combined) \
    ((combined) & ~TC_ACT_EXT_VAL_MASK)
#define LINUXABI_TC_ACT_EXT_CMP(combined, opcode) \
    (LINUXABI_TC_ACT_EXT_OPCODE(combined) == (opcode))
#define TC_ACT_JUMP                  (1 << LINUXABI_TC_ACT_EXT_SHIFT)  /* skip value actions */
#define TC_ACT_GOTO_CHAIN            (2 << LINUXABI_TC_ACT_EXT_SHIFT)  /* to chain value */

/* the old names of the action ids (TCA_ID_*) */
#define TCA_ACT_GACT                 5
#define TCA_ACT_IPT                  6
#define TCA_ACT_PEDIT                7
#define TCA_ACT_MIRRED               8
#define TCA_ACT_NAT                  9
#define TCA_ACT_XT                   10
#define TCA_ACT_SKBEDIT              11
#define TCA_ACT_VLAN                 12
#define TCA_ACT_BPF                  13
#define TCA_ACT_CONNMARK             14
#define TCA_ACT_SKBMOD               15
#define TCA_ACT_CSUM                 16
#define TCA_ACT_TUNNEL_KEY           17
#define TCA_ACT_SIMP                 22
#define TCA_ACT_IFE                  25
#define TCA_ACT_SAMPLE               26

/* action ids (enum tca_id) */
#define TCA_ID_UNSPEC                0
#define TCA_ID_POLICE                1
#define TCA_ID_GACT                  TCA_ACT_GACT
#define TCA_ID_IPT                   TCA_ACT_IPT
#define TCA_ID_PEDIT                 TCA_ACT_PEDIT
#define TCA_ID_MIRRED                TCA_ACT_MIRRED
#define TCA_ID_NAT                   TCA_ACT_NAT
#define TCA_ID_XT                    TCA_ACT_XT
#define TCA_ID_SKBEDIT               TCA_ACT_SKBEDIT
#define TCA_ID_VLAN                  TCA_ACT_VLAN
#define TCA_ID_BPF                   TCA_ACT_BPF
#define TCA_ID_CONNMARK              TCA_ACT_CONNMARK
#define TCA_ID_SKBMOD                TCA_ACT_SKBMOD
#define TCA_ID_CSUM                  TCA_ACT_CSUM
#define TCA_ID_TUNNEL_KEY            TCA_ACT_TUNNEL_KEY
#define TCA_ID_SIMP                  TCA_ACT_SIMP
#define TCA_ID_IFE                   TCA_ACT_IFE
#define TCA_ID_SAMPLE                TCA_ACT_SAMPLE
#define TCA_ID_CTINFO                27
#define TCA_ID_MPLS                  28
#define TCA_ID_CT                    29
#define TCA_ID_GATE                  30
#define TCA_ID_MAX                   255        /* the highest id there can be */

/* TCA_POLICE_TBF: a policer */
struct linuxabi_tc_police {
    uint32_t index;
    int32_t  action;                    /* TC_POLICE_* (TC_ACT_*) */
    uint32_t limit;
    uint32_t burst;
    uint32_t mtu;
    struct linuxabi_tc_ratespec rate;
    struct linuxabi_tc_ratespec peakrate;
    int32_t  refcnt;
    int32_t  bindcnt;
    uint32_t capab;
};

/* tc_police action */
#define TC_POLICE_UNSPEC             TC_ACT_UNSPEC
#define TC_POLICE_OK                 TC_ACT_OK
#define TC_POLICE_RECLASSIFY         TC_ACT_RECLASSIFY
#define TC_POLICE_SHOT               TC_ACT_SHOT
#define TC_POLICE_PIPE               TC_ACT_PIPE

/* an action's times (TCA_*_TM), in jiffies */
struct linuxabi_tcf_t {
    uint64_t install;
    uint64_t lastuse;
    uint64_t expires;
    uint64_t firstuse;
};

/* references to an action */
struct linuxabi_tc_cnt {
    int32_t  refcnt;
    int32_t  bindcnt;
};

/* police action options, nested */
#define TCA_POLICE_UNSPEC            0
#define TCA_POLICE_TBF               1
#define TCA_POLICE_RATE              2
#define TCA_POLICE_PEAKRATE          3
#define TCA_POLICE_AVRATE            4
#define TCA_POLICE_RESULT            5
#define TCA_POLICE_TM                6
#define TCA_POLICE_PAD               7
#define TCA_POLICE_RATE64            8
#define TCA_POLICE_PEAKRATE64        9
#define TCA_POLICE_PKTRATE64         10
#define TCA_POLICE_PKTBURST64        11

/* a filter's flags (TCA_<CLASSIFIER>_FLAGS) */
#define TCA_CLS_FLAGS_SKIP_HW        (1 << 0)   /* not offloaded */
#define TCA_CLS_FLAGS_SKIP_SW        (1 << 1)   /* offloaded only */
#define TCA_CLS_FLAGS_IN_HW          (1 << 2)   /* read only: offloaded */
#define TCA_CLS_FLAGS_NOT_IN_HW      (1 << 3)   /* read only: not offloaded */
#define TCA_CLS_FLAGS_VERBOSE        (1 << 4)   /* more in the extended ack */

/* u32 handles: a 12-bit hash table, an 8-bit bucket and a 12-bit node */
#define LINUXABI_TC_U32_HTID(h)     ((h) & 0xFFF00000)
#define LINUXABI_TC_U32_USERHTID(h) (LINUXABI_TC_U32_HTID(h) >> 20)
#define LINUXABI_TC_U32_HASH(h)     (((h) >> 12) & 0xFF)
#define LINUXABI_TC_U32_NODE(h)     ((h) & 0xFFF)
#define LINUXABI_TC_U32_KEY(h)      ((h) & 0xFFFFF)
#define TC_U32_UNSPEC                0
#define TC_U32_ROOT                  0xFFF00000 /* the root hash table */

/* u32 options, nested */
#define TCA_U32_UNSPEC               0
#define TCA_U32_CLASSID              1
#define TCA_U32_HASH                 2
#define TCA_U32_LINK                 3
#define TCA_U32_DIVISOR              4
#define TCA_U32_SEL                  5
#define TCA_U32_POLICE               6
#define TCA_U32_ACT                  7
#define TCA_U32_INDEV                8
#define TCA_U32_PCNT                 9
#define TCA_U32_MARK                 10
#define TCA_U32_FLAGS                11
#define TCA_U32_PAD                  12

/* one 32-bit match of a selector */
struct linuxabi_tc_u32_key {
    uint32_t mask;                      /* network byte order */
    uint32_t val;                       /* network byte order */
    int32_t  off;                       /* bytes into the header */
    int32_t  offmask;
};

/* a selector's header, the kernel's struct group within tc_u32_sel */
struct linuxabi_tc_u32_sel_hdr {
    uint8_t  flags;                     /* TC_U32_* */
    uint8_t  offshift;
    uint8_t  nkeys;                     /* keys that follow */
    uint8_t  __pad;
    uint16_t offmask;                   /* network byte order */
    uint16_t off;
    int16_t  offoff;
    int16_t  hoff;
    uint32_t hmask;                     /* network byte order */
};

/* TCA_U32_SEL: the selector's fixed part; nkeys struct linuxabi_tc_u32_key
   follow it, a tail this header cannot declare */
struct linuxabi_tc_u32_sel {
    uint8_t  flags;
    uint8_t  offshift;
    uint8_t  nkeys;
    uint8_t  __pad;
    uint16_t offmask;
    uint16_t off;
    int16_t  offoff;
    int16_t  hoff;
    uint32_t hmask;
};

/* TCA_U32_MARK */
struct linuxabi_tc_u32_mark {
    uint32_t val;
    uint32_t mask;
    uint32_t success;                   /* read only */
};

/* TCA_U32_PCNT: the fixed part; a uint64_t hit count per key follows */
struct linuxabi_tc_u32_pcnt {
    uint64_t rcnt;
    uint64_t rhit;
};

/* tc_u32_sel flags */
#define TC_U32_TERMINAL              1          /* a match classifies */
#define TC_U32_OFFSET                2
#define TC_U32_VAROFFSET             4
#define TC_U32_EAT                   8
#define TC_U32_MAXDEPTH              8          /* links followed at most */

/* route options, nested */
#define TCA_ROUTE4_UNSPEC            0
#define TCA_ROUTE4_CLASSID           1
#define TCA_ROUTE4_TO                2
#define TCA_ROUTE4_FROM              3
#define TCA_ROUTE4_IIF               4
#define TCA_ROUTE4_POLICE            5
#define TCA_ROUTE4_ACT               6

/* fw options, nested */
#define TCA_FW_UNSPEC                0
#define TCA_FW_CLASSID               1
#define TCA_FW_POLICE                2
#define TCA_FW_INDEV                 3
#define TCA_FW_ACT                   4
#define TCA_FW_MASK                  5

/* flow: the keys, bits of TCA_FLOW_KEYS */
#define FLOW_KEY_SRC                 0
#define FLOW_KEY_DST                 1
#define FLOW_KEY_PROTO               2
#define FLOW_KEY_PROTO_SRC           3
#define FLOW_KEY_PROTO_DST           4
#define FLOW_KEY_IIF                 5
#define FLOW_KEY_PRIORITY            6
#define FLOW_KEY_MARK                7
#define FLOW_KEY_NFCT                8
#define FLOW_KEY_NFCT_SRC            9
#define FLOW_KEY_NFCT_DST            10
#define FLOW_KEY_NFCT_PROTO_SRC      11
#define FLOW_KEY_NFCT_PROTO_DST      12
#define FLOW_KEY_RTCLASSID           13
#define FLOW_KEY_SKUID               14
#define FLOW_KEY_SKGID               15
#define FLOW_KEY_VLAN_TAG            16
#define FLOW_KEY_RXHASH              17

/* TCA_FLOW_MODE */
#define FLOW_MODE_MAP                0
#define FLOW_MODE_HASH               1

/* flow options, nested */
#define TCA_FLOW_UNSPEC              0
#define TCA_FLOW_KEYS                1
#define TCA_FLOW_MODE                2
#define TCA_FLOW_BASECLASS           3
#define TCA_FLOW_RSHIFT              4
#define TCA_FLOW_ADDEND              5
#define TCA_FLOW_MASK                6
#define TCA_FLOW_XOR                 7
#define TCA_FLOW_DIVISOR             8
#define TCA_FLOW_ACT                 9
#define TCA_FLOW_POLICE              10
#define TCA_FLOW_EMATCHES            11
#define TCA_FLOW_PERTURB             12

/* TCA_BASIC_PCNT */
struct linuxabi_tc_basic_pcnt {
    uint64_t rcnt;
    uint64_t rhit;
};

/* basic options, nested */
#define TCA_BASIC_UNSPEC             0
#define TCA_BASIC_CLASSID            1
#define TCA_BASIC_EMATCHES           2
#define TCA_BASIC_ACT                3
#define TCA_BASIC_POLICE             4
#define TCA_BASIC_PCNT               5
#define TCA_BASIC_PAD                6

/* cgroup options, nested */
#define TCA_CGROUP_UNSPEC            0
#define TCA_CGROUP_ACT               1
#define TCA_CGROUP_POLICE            2
#define TCA_CGROUP_EMATCHES          3

/* TCA_BPF_FLAGS */
#define TCA_BPF_FLAG_ACT_DIRECT      (1 << 0)   /* the program's return is the verdict */

/* bpf options, nested */
#define TCA_BPF_UNSPEC               0
#define TCA_BPF_ACT                  1
#define TCA_BPF_POLICE               2
#define TCA_BPF_CLASSID              3
#define TCA_BPF_OPS_LEN              4
#define TCA_BPF_OPS                  5
#define TCA_BPF_FD                   6
#define TCA_BPF_NAME                 7
#define TCA_BPF_FLAGS                8
#define TCA_BPF_FLAGS_GEN            9
#define TCA_BPF_TAG                  10
#define TCA_BPF_ID                   11

/* flower options, nested: keys and masks, in network byte order where the packet has them */
#define TCA_FLOWER_UNSPEC            0
#define TCA_FLOWER_CLASSID           1
#define TCA_FLOWER_INDEV             2
#define TCA_FLOWER_ACT               3
#define TCA_FLOWER_KEY_ETH_DST       4
#define TCA_FLOWER_KEY_ETH_DST_MASK  5
#define TCA_FLOWER_KEY_ETH_SRC       6
#define TCA_FLOWER_KEY_ETH_SRC_MASK  7
#define TCA_FLOWER_KEY_ETH_TYPE      8
#define TCA_FLOWER_KEY_IP_PROTO      9
#define TCA_FLOWER_KEY_IPV4_SRC      10
#define TCA_FLOWER_KEY_IPV4_SRC_MASK 11
#define TCA_FLOWER_KEY_IPV4_DST      12
#define TCA_FLOWER_KEY_IPV4_DST_MASK 13
#define TCA_FLOWER_KEY_IPV6_SRC      14
#define TCA_FLOWER_KEY_IPV6_SRC_MASK 15
#define TCA_FLOWER_KEY_IPV6_DST      16
#define TCA_FLOWER_KEY_IPV6_DST_MASK 17
#define TCA_FLOWER_KEY_TCP_SRC       18
#define TCA_FLOWER_KEY_TCP_DST       19
#define TCA_FLOWER_KEY_UDP_SRC       20
#define TCA_FLOWER_KEY_UDP_DST       21
#define TCA_FLOWER_FLAGS             22
#define TCA_FLOWER_KEY_VLAN_ID       23
#define TCA_FLOWER_KEY_VLAN_PRIO     24
#define TCA_FLOWER_KEY_VLAN_ETH_TYPE 25
#define TCA_FLOWER_KEY_ENC_KEY_ID    26
#define TCA_FLOWER_KEY_ENC_IPV4_SRC  27
#define TCA_FLOWER_KEY_ENC_IPV4_SRC_MASK 28
#define TCA_FLOWER_KEY_ENC_IPV4_DST  29
#define TCA_FLOWER_KEY_ENC_IPV4_DST_MASK 30
#define TCA_FLOWER_KEY_ENC_IPV6_SRC  31
#define TCA_FLOWER_KEY_ENC_IPV6_SRC_MASK 32
#define TCA_FLOWER_KEY_ENC_IPV6_DST  33
#define TCA_FLOWER_KEY_ENC_IPV6_DST_MASK 34
#define TCA_FLOWER_KEY_TCP_SRC_MASK  35
#define TCA_FLOWER_KEY_TCP_DST_MASK  36
#define TCA_FLOWER_KEY_UDP_SRC_MASK  37
#define TCA_FLOWER_KEY_UDP_DST_MASK  38
#define TCA_FLOWER_KEY_SCTP_SRC_MASK 39
#define TCA_FLOWER_KEY_SCTP_DST_MASK 40
#define TCA_FLOWER_KEY_SCTP_SRC      41
#define TCA_FLOWER_KEY_SCTP_DST      42
#define TCA_FLOWER_KEY_ENC_UDP_SRC_PORT 43
#define TCA_FLOWER_KEY_ENC_UDP_SRC_PORT_MASK 44
#define TCA_FLOWER_KEY_ENC_UDP_DST_PORT 45
#define TCA_FLOWER_KEY_ENC_UDP_DST_PORT_MASK 46
#define TCA_FLOWER_KEY_FLAGS         47
#define TCA_FLOWER_KEY_FLAGS_MASK    48
#define TCA_FLOWER_KEY_ICMPV4_CODE   49
#define TCA_FLOWER_KEY_ICMPV4_CODE_MASK 50
#define TCA_FLOWER_KEY_ICMPV4_TYPE   51
#define TCA_FLOWER_KEY_ICMPV4_TYPE_MASK 52
#define TCA_FLOWER_KEY_ICMPV6_CODE   53
#define TCA_FLOWER_KEY_ICMPV6_CODE_MASK 54
#define TCA_FLOWER_KEY_ICMPV6_TYPE   55
#define TCA_FLOWER_KEY_ICMPV6_TYPE_MASK 56
#define TCA_FLOWER_KEY_ARP_SIP       57
#define TCA_FLOWER_KEY_ARP_SIP_MASK  58
#define TCA_FLOWER_KEY_ARP_TIP       59
#define TCA_FLOWER_KEY_ARP_TIP_MASK  60
#define TCA_FLOWER_KEY_ARP_OP        61
#define TCA_FLOWER_KEY_ARP_OP_MASK   62
#define TCA_FLOWER_KEY_ARP_SHA       63
#define TCA_FLOWER_KEY_ARP_SHA_MASK  64
#define TCA_FLOWER_KEY_ARP_THA       65
#define TCA_FLOWER_KEY_ARP_THA_MASK  66
#define TCA_FLOWER_KEY_MPLS_TTL      67
#define TCA_FLOWER_KEY_MPLS_BOS      68
#define TCA_FLOWER_KEY_MPLS_TC       69
#define TCA_FLOWER_KEY_MPLS_LABEL    70
#define TCA_FLOWER_KEY_TCP_FLAGS     71
#define TCA_FLOWER_KEY_TCP_FLAGS_MASK 72
#define TCA_FLOWER_KEY_IP_TOS        73
#define TCA_FLOWER_KEY_IP_TOS_MASK   74
#define TCA_FLOWER_KEY_IP_TTL        75
#define TCA_FLOWER_KEY_IP_TTL_MASK   76
#define TCA_FLOWER_KEY_CVLAN_ID      77
#define TCA_FLOWER_KEY_CVLAN_PRIO    78
#define TCA_FLOWER_KEY_CVLAN_ETH_TYPE 79
#define TCA_FLOWER_KEY_ENC_IP_TOS    80
#define TCA_FLOWER_KEY_ENC_IP_TOS_MASK 81
#define TCA_FLOWER_KEY_ENC_IP_TTL    82
#define TCA_FLOWER_KEY_ENC_IP_TTL_MASK 83
#define TCA_FLOWER_KEY_ENC_OPTS      84
#define TCA_FLOWER_KEY_ENC_OPTS_MASK 85
#define TCA_FLOWER_IN_HW_COUNT       86
#define TCA_FLOWER_KEY_PORT_SRC_MIN  87
#define TCA_FLOWER_KEY_PORT_SRC_MAX  88
#define TCA_FLOWER_KEY_PORT_DST_MIN  89
#define TCA_FLOWER_KEY_PORT_DST_MAX  90
#define TCA_FLOWER_KEY_CT_STATE      91
#define TCA_FLOWER_KEY_CT_STATE_MASK 92
#define TCA_FLOWER_KEY_CT_ZONE       93
#define TCA_FLOWER_KEY_CT_ZONE_MASK  94
#define TCA_FLOWER_KEY_CT_MARK       95
#define TCA_FLOWER_KEY_CT_MARK_MASK  96
#define TCA_FLOWER_KEY_CT_LABELS     97
#define TCA_FLOWER_KEY_CT_LABELS_MASK 98
#define TCA_FLOWER_KEY_MPLS_OPTS     99
#define TCA_FLOWER_KEY_HASH          100
#define TCA_FLOWER_KEY_HASH_MASK     101
#define TCA_FLOWER_KEY_NUM_OF_VLANS  102
#define TCA_FLOWER_KEY_PPPOE_SID     103
#define TCA_FLOWER_KEY_PPP_PROTO     104
#define TCA_FLOWER_KEY_L2TPV3_SID    105
#define TCA_FLOWER_L2_MISS           106
#define TCA_FLOWER_KEY_CFM           107
#define TCA_FLOWER_KEY_SPI           108
#define TCA_FLOWER_KEY_SPI_MASK      109
#define TCA_FLOWER_KEY_ENC_FLAGS     110
#define TCA_FLOWER_KEY_ENC_FLAGS_MASK 111

/* TCA_FLOWER_KEY_CT_STATE bits */
#define TCA_FLOWER_KEY_CT_FLAGS_NEW  (1 << 0)
#define TCA_FLOWER_KEY_CT_FLAGS_ESTABLISHED (1 << 1)
#define TCA_FLOWER_KEY_CT_FLAGS_RELATED (1 << 2)
#define TCA_FLOWER_KEY_CT_FLAGS_TRACKED (1 << 3)
#define TCA_FLOWER_KEY_CT_FLAGS_INVALID (1 << 4)
#define TCA_FLOWER_KEY_CT_FLAGS_REPLY (1 << 5)

/* TCA_FLOWER_KEY_ENC_OPTS, nested: tunnel options */
#define TCA_FLOWER_KEY_ENC_OPTS_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPTS_GENEVE 1
#define TCA_FLOWER_KEY_ENC_OPTS_VXLAN 2
#define TCA_FLOWER_KEY_ENC_OPTS_ERSPAN 3
#define TCA_FLOWER_KEY_ENC_OPTS_GTP  4
#define TCA_FLOWER_KEY_ENC_OPTS_PFCP 5

/* TCA_FLOWER_KEY_ENC_OPTS_GENEVE, nested */
#define TCA_FLOWER_KEY_ENC_OPT_GENEVE_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPT_GENEVE_CLASS 1
#define TCA_FLOWER_KEY_ENC_OPT_GENEVE_TYPE 2
#define TCA_FLOWER_KEY_ENC_OPT_GENEVE_DATA 3

/* TCA_FLOWER_KEY_ENC_OPTS_VXLAN, nested */
#define TCA_FLOWER_KEY_ENC_OPT_VXLAN_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPT_VXLAN_GBP 1

/* TCA_FLOWER_KEY_ENC_OPTS_ERSPAN, nested */
#define TCA_FLOWER_KEY_ENC_OPT_ERSPAN_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPT_ERSPAN_VER 1
#define TCA_FLOWER_KEY_ENC_OPT_ERSPAN_INDEX 2
#define TCA_FLOWER_KEY_ENC_OPT_ERSPAN_DIR 3
#define TCA_FLOWER_KEY_ENC_OPT_ERSPAN_HWID 4

/* TCA_FLOWER_KEY_ENC_OPTS_GTP, nested */
#define TCA_FLOWER_KEY_ENC_OPT_GTP_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPT_GTP_PDU_TYPE 1
#define TCA_FLOWER_KEY_ENC_OPT_GTP_QFI 2

/* TCA_FLOWER_KEY_ENC_OPTS_PFCP, nested */
#define TCA_FLOWER_KEY_ENC_OPT_PFCP_UNSPEC 0
#define TCA_FLOWER_KEY_ENC_OPT_PFCP_TYPE 1
#define TCA_FLOWER_KEY_ENC_OPT_PFCP_SEID 2

/* TCA_FLOWER_KEY_MPLS_OPTS, nested */
#define TCA_FLOWER_KEY_MPLS_OPTS_UNSPEC 0
#define TCA_FLOWER_KEY_MPLS_OPTS_LSE 1

/* TCA_FLOWER_KEY_MPLS_OPTS_LSE, nested: one label stack entry */
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_UNSPEC 0
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_DEPTH 1
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_TTL 2
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_BOS 3
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_TC 4
#define TCA_FLOWER_KEY_MPLS_OPT_LSE_LABEL 5

/* TCA_FLOWER_KEY_FLAGS, TCA_FLOWER_KEY_ENC_FLAGS bits */
#define TCA_FLOWER_KEY_FLAGS_IS_FRAGMENT (1 << 0)
#define TCA_FLOWER_KEY_FLAGS_FRAG_IS_FIRST (1 << 1)
#define TCA_FLOWER_KEY_FLAGS_TUNNEL_CSUM (1 << 2)
#define TCA_FLOWER_KEY_FLAGS_TUNNEL_DONT_FRAGMENT (1 << 3)
#define TCA_FLOWER_KEY_FLAGS_TUNNEL_OAM (1 << 4)
#define TCA_FLOWER_KEY_FLAGS_TUNNEL_CRIT_OPT (1 << 5)

/* TCA_FLOWER_KEY_CFM, nested */
#define TCA_FLOWER_KEY_CFM_OPT_UNSPEC 0
#define TCA_FLOWER_KEY_CFM_MD_LEVEL  1
#define TCA_FLOWER_KEY_CFM_OPCODE    2

/* flower mask flags */
#define TCA_FLOWER_MASK_FLAGS_RANGE  (1 << 0)   /* the ports are ranges */

/* TCA_MATCHALL_PCNT */
struct linuxabi_tc_matchall_pcnt {
    uint64_t rhit;
};

/* matchall options, nested */
#define TCA_MATCHALL_UNSPEC          0
#define TCA_MATCHALL_CLASSID         1
#define TCA_MATCHALL_ACT             2
#define TCA_MATCHALL_FLAGS           3
#define TCA_MATCHALL_PCNT            4
#define TCA_MATCHALL_PAD             5

/* TCA_EMATCH_TREE_HDR */
struct linuxabi_tcf_ematch_tree_hdr {
    uint16_t nmatches;
    uint16_t progid;                    /* TCF_EM_PROG_* */
};

/* TCA_*_EMATCHES, nested: an extended match tree */
#define TCA_EMATCH_TREE_UNSPEC       0
#define TCA_EMATCH_TREE_HDR          1
#define TCA_EMATCH_TREE_LIST         2

/* each of TCA_EMATCH_TREE_LIST's attributes: this, then the match's data */
struct linuxabi_tcf_ematch_hdr {
    uint16_t matchid;
    uint16_t kind;                      /* TCF_EM_CONTAINER ... */
    uint16_t flags;                     /* TCF_EM_REL_*, _INVERT, _SIMPLE */
    uint16_t pad;
};

/* tcf_ematch_hdr flags: bits 0-1 the relation to the next match */
#define TCF_EM_REL_END               0          /* the last */
#define TCF_EM_REL_AND               (1 << 0)
#define TCF_EM_REL_OR                (1 << 1)
#define TCF_EM_INVERT                (1 << 2)
#define TCF_EM_SIMPLE                (1 << 3)   /* a uint32_t of data, no more */
#define TCF_EM_REL_MASK              3
#define LINUXABI_TCF_EM_REL_VALID(v) \
    (((v) & TCF_EM_REL_MASK) != TCF_EM_REL_MASK)

/* the packet layer a match's offset counts from */
#define TCF_LAYER_LINK               0
#define TCF_LAYER_NETWORK            1
#define TCF_LAYER_TRANSPORT          2

/* tcf_ematch_hdr kind (32768 and up are free for out-of-tree matches) */
#define TCF_EM_CONTAINER             0
#define TCF_EM_CMP                   1
#define TCF_EM_NBYTE                 2
#define TCF_EM_U32                   3
#define TCF_EM_META                  4
#define TCF_EM_TEXT                  5
#define TCF_EM_VLAN                  6
#define TCF_EM_CANID                 7
#define TCF_EM_IPSET                 8
#define TCF_EM_IPT                   9

/* tcf_ematch_tree_hdr progid */
#define TCF_EM_PROG_TC               0

/* the comparisons of the cmp and meta matches */
#define TCF_EM_OPND_EQ               0
#define TCF_EM_OPND_GT               1
#define TCF_EM_OPND_LT               2

#endif
