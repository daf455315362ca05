#ifndef LINUXABI_IF_PACKET_H
#define LINUXABI_IF_PACKET_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_packet.h>: AF_PACKET sockets (packet(7)).  The link-level
 * addresses of bind(2), sendto(2) and recvfrom(2), the packet types, the
 * options of setsockopt(2) and getsockopt(2) at level SOL_PACKET, the
 * fanout modes, and the headers of the memory-mapped rings (TPACKET_V1,
 * V2, V3).  struct linuxabi_tpacket_hdr (TPACKET_V1) holds a kernel long:
 * <linuxabi-arch/if_packet-hdr.h> has each ABI's.  The rest is the same
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* bind(2), sendto(2), recvfrom(2) on an AF_PACKET socket: a link-level
   address */
struct linuxabi_sockaddr_ll {
    uint16_t sll_family;                /* AF_PACKET */
    uint16_t sll_protocol;              /* ETH_P_*, network byte order */
    int      sll_ifindex;               /* the interface (SIOCGIFINDEX) */
    uint16_t sll_hatype;                /* ARPHRD_* */
    uint8_t  sll_pkttype;               /* PACKET_HOST.. */
    uint8_t  sll_halen;                 /* bytes of sll_addr */
    uint8_t  sll_addr[8];               /* the hardware address */
};

/* the obsolete SOCK_PACKET sockets' address: the device by name */
struct linuxabi_sockaddr_pkt {
    uint16_t spkt_family;               /* AF_PACKET */
    uint8_t  spkt_device[14];           /* the interface's name */
    uint16_t spkt_protocol;             /* ETH_P_*, network byte order */
};

/* sll_pkttype: who the packet was for */
#define PACKET_HOST             0       /* us */
#define PACKET_BROADCAST        1       /* everyone */
#define PACKET_MULTICAST        2       /* a group */
#define PACKET_OTHERHOST        3       /* another host (promiscuous) */
#define PACKET_OUTGOING         4       /* sent by us */
#define PACKET_LOOPBACK         5       /* kernel-internal: MC/BRD loopback */
#define PACKET_USER             6       /* to user space */
#define PACKET_KERNEL           7       /* to the kernel */
#define PACKET_FASTROUTE        6       /* unused, the old name of 6 */

/* setsockopt(2), getsockopt(2) options at level SOL_PACKET */
#define PACKET_ADD_MEMBERSHIP   1       /* struct linuxabi_packet_mreq */
#define PACKET_DROP_MEMBERSHIP  2
#define PACKET_RECV_OUTPUT      3       /* unused */
#define PACKET_RX_RING          5       /* struct linuxabi_tpacket_req(3) */
#define PACKET_STATISTICS       6       /* struct linuxabi_tpacket_stats(_v3) */
#define PACKET_COPY_THRESH      7       /* unused */
#define PACKET_AUXDATA          8       /* int: struct tpacket_auxdata cmsgs */
#define PACKET_ORIGDEV          9       /* int: report the original device */
#define PACKET_VERSION          10      /* int: TPACKET_V1.. */
#define PACKET_HDRLEN           11      /* int: a version's header length */
#define PACKET_RESERVE          12      /* int: headroom in the ring frames */
#define PACKET_TX_RING          13      /* struct linuxabi_tpacket_req(3) */
#define PACKET_LOSS             14      /* int: drop malformed TX frames */
#define PACKET_VNET_HDR         15      /* int: a virtio_net_hdr first */
#define PACKET_TX_TIMESTAMP     16      /* int: SOF_TIMESTAMPING_* */
#define PACKET_TIMESTAMP        17      /* int: SOF_TIMESTAMPING_* of the rings */
#define PACKET_FANOUT           18      /* int or struct linuxabi_fanout_args */
#define PACKET_TX_HAS_OFF       19      /* int: TX frames give their offset */
#define PACKET_QDISC_BYPASS     20      /* int */
#define PACKET_ROLLOVER_STATS   21      /* struct linuxabi_tpacket_rollover_stats */
#define PACKET_FANOUT_DATA      22      /* the CBPF or EBPF fanout program */
#define PACKET_IGNORE_OUTGOING  23      /* int */
#define PACKET_VNET_HDR_SZ      24      /* int: the virtio_net_hdr's size */

/* PACKET_FANOUT: the mode (low 16 bits: the group id; type_flags) */
#define PACKET_FANOUT_HASH      0
#define PACKET_FANOUT_LB        1       /* round robin */
#define PACKET_FANOUT_CPU       2
#define PACKET_FANOUT_ROLLOVER  3
#define PACKET_FANOUT_RND       4
#define PACKET_FANOUT_QM        5       /* by the queue mapping */
#define PACKET_FANOUT_CBPF      6       /* a classic BPF program chooses */
#define PACKET_FANOUT_EBPF      7       /* an eBPF program chooses */
/* and its flags */
#define PACKET_FANOUT_FLAG_ROLLOVER         0x1000
#define PACKET_FANOUT_FLAG_UNIQUEID         0x2000
#define PACKET_FANOUT_FLAG_IGNORE_OUTGOING  0x4000
#define PACKET_FANOUT_FLAG_DEFRAG           0x8000

/* PACKET_STATISTICS: TPACKET_V1, V2 */
struct linuxabi_tpacket_stats {
    uint32_t tp_packets;
    uint32_t tp_drops;
};

/* PACKET_STATISTICS: TPACKET_V3 */
struct linuxabi_tpacket_stats_v3 {
    uint32_t tp_packets;
    uint32_t tp_drops;
    uint32_t tp_freeze_q_cnt;
};

/* PACKET_ROLLOVER_STATS (8-byte aligned in the kernel: doc/HACKING §4.4) */
struct linuxabi_tpacket_rollover_stats {
    uint64_t tp_all;
    uint64_t tp_huge;
    uint64_t tp_failed;
};

union linuxabi_tpacket_stats_u {
    struct linuxabi_tpacket_stats    stats1;
    struct linuxabi_tpacket_stats_v3 stats3;
};

/* PACKET_AUXDATA: the control message of each packet recvmsg(2) reads */
struct linuxabi_tpacket_auxdata {
    uint32_t tp_status;                 /* TP_STATUS_* */
    uint32_t tp_len;
    uint32_t tp_snaplen;
    uint16_t tp_mac;
    uint16_t tp_net;
    uint16_t tp_vlan_tci;
    uint16_t tp_vlan_tpid;
};

/* tp_status of an RX ring frame */
#define TP_STATUS_KERNEL            0   /* the kernel's */
#define TP_STATUS_USER              (1 << 0) /* ours to read */
#define TP_STATUS_COPY              (1 << 1)
#define TP_STATUS_LOSING            (1 << 2) /* drops since the last read */
#define TP_STATUS_CSUMNOTREADY      (1 << 3)
#define TP_STATUS_VLAN_VALID        (1 << 4)
#define TP_STATUS_BLK_TMO           (1 << 5) /* V3: the block timed out */
#define TP_STATUS_VLAN_TPID_VALID   (1 << 6)
#define TP_STATUS_CSUM_VALID        (1 << 7)
#define TP_STATUS_GSO_TCP           (1 << 8)
/* of a TX ring frame */
#define TP_STATUS_AVAILABLE         0
#define TP_STATUS_SEND_REQUEST      (1 << 0)
#define TP_STATUS_SENDING           (1 << 1)
#define TP_STATUS_WRONG_FORMAT      (1 << 2)
/* and of both: the timestamp's source */
#define TP_STATUS_TS_SOFTWARE       (1 << 29)
#define TP_STATUS_TS_SYS_HARDWARE   (1 << 30)
#define TP_STATUS_TS_RAW_HARDWARE   (1U << 31)

/* tp_feature_req_word of struct linuxabi_tpacket_req3 */
#define TP_FT_REQ_FILL_RXHASH       0x1

/* PACKET_VERSION (enum tpacket_versions) */
#define TPACKET_V1                  0
#define TPACKET_V2                  1
#define TPACKET_V3                  2

/* the ring frames' alignment, and a length rounded up to it */
#define TPACKET_ALIGNMENT           16
#define LINUXABI_TPACKET_ALIGN(x) \
    (((x) + TPACKET_ALIGNMENT - 1) & ~(TPACKET_ALIGNMENT - 1))

/* TPACKET_V1's frame header: <linuxabi-arch/if_packet-hdr.h> */
#include <linuxabi-arch/if_packet-hdr.h>

/* TPACKET_V2's frame header */
struct linuxabi_tpacket2_hdr {
    uint32_t tp_status;                 /* TP_STATUS_* */
    uint32_t tp_len;                    /* the packet's length */
    uint32_t tp_snaplen;                /* bytes captured */
    uint16_t tp_mac;                    /* offset of the link header */
    uint16_t tp_net;                    /* offset of the network header */
    uint32_t tp_sec;
    uint32_t tp_nsec;
    uint16_t tp_vlan_tci;
    uint16_t tp_vlan_tpid;
    uint8_t  tp_padding[4];
};

struct linuxabi_tpacket_hdr_variant1 {
    uint32_t tp_rxhash;
    uint32_t tp_vlan_tci;
    uint16_t tp_vlan_tpid;
    uint16_t tp_padding;
};

/* TPACKET_V3's packet header in a block (the kernel's anonymous union of
   one member is its member hv1) */
struct linuxabi_tpacket3_hdr {
    uint32_t                             tp_next_offset; /* the next packet's */
    uint32_t                             tp_sec;
    uint32_t                             tp_nsec;
    uint32_t                             tp_snaplen;
    uint32_t                             tp_len;
    uint32_t                             tp_status;
    uint16_t                             tp_mac;
    uint16_t                             tp_net;
    struct linuxabi_tpacket_hdr_variant1 hv1;
    uint8_t                              tp_padding[8];
};

/* a block's timestamp (the kernel's anonymous union of ts_usec and
   ts_nsec is ts_nsec: TPACKET_V3 fills nanoseconds) */
struct linuxabi_tpacket_bd_ts {
    uint32_t ts_sec;
    uint32_t ts_nsec;
};

/* TPACKET_V3's block header (8-byte aligned in the kernel:
   doc/HACKING §4.4) */
struct linuxabi_tpacket_hdr_v1 {
    uint32_t                      block_status; /* TP_STATUS_* */
    uint32_t                      num_pkts;
    uint32_t                      offset_to_first_pkt;
    uint32_t                      blk_len;      /* bytes used, with padding */
    uint64_t                      seq_num;
    struct linuxabi_tpacket_bd_ts ts_first_pkt;
    struct linuxabi_tpacket_bd_ts ts_last_pkt;
};

union linuxabi_tpacket_bd_header_u {
    struct linuxabi_tpacket_hdr_v1 bh1;
};

/* TPACKET_V3: a block of the ring */
struct linuxabi_tpacket_block_desc {
    uint32_t                           version;
    uint32_t                           offset_to_priv;
    union linuxabi_tpacket_bd_header_u hdr;
};

/* PACKET_HDRLEN's answers: a version's frame header, aligned, and the
   struct linuxabi_sockaddr_ll after it (the same on every ABI) */
#define TPACKET_HDRLEN              52
#define TPACKET2_HDRLEN             52
#define TPACKET3_HDRLEN             68

/* PACKET_RX_RING, PACKET_TX_RING: TPACKET_V1, V2 */
struct linuxabi_tpacket_req {
    uint32_t tp_block_size;             /* bytes, a multiple of the page size */
    uint32_t tp_block_nr;
    uint32_t tp_frame_size;             /* a multiple of TPACKET_ALIGNMENT */
    uint32_t tp_frame_nr;
};

/* PACKET_RX_RING, PACKET_TX_RING: TPACKET_V3 */
struct linuxabi_tpacket_req3 {
    uint32_t tp_block_size;
    uint32_t tp_block_nr;
    uint32_t tp_frame_size;
    uint32_t tp_frame_nr;
    uint32_t tp_retire_blk_tov;         /* a block's timeout, ms */
    uint32_t tp_sizeof_priv;            /* private bytes per block */
    uint32_t tp_feature_req_word;       /* TP_FT_REQ_* */
};

union linuxabi_tpacket_req_u {
    struct linuxabi_tpacket_req  req;
    struct linuxabi_tpacket_req3 req3;
};

/* PACKET_ADD_MEMBERSHIP, PACKET_DROP_MEMBERSHIP */
struct linuxabi_packet_mreq {
    int      mr_ifindex;
    uint16_t mr_type;                   /* PACKET_MR_* */
    uint16_t mr_alen;                   /* bytes of mr_address */
    uint8_t  mr_address[8];
};

/* PACKET_FANOUT's long form.  The kernel's id and type_flags are two
   16-bit halves in an order that depends on the byte order, so that the
   first 32 bits read as PACKET_FANOUT's int form on both: that word here,
   the same on every byte order */
struct linuxabi_fanout_args {
    uint32_t id_type_flags;             /* id | type_flags << 16 (PACKET_FANOUT_*
                                           and flags) */
    uint32_t max_num_members;           /* the group's size limit */
};

/* mr_type */
#define PACKET_MR_MULTICAST         0
#define PACKET_MR_PROMISC           1
#define PACKET_MR_ALLMULTI          2
#define PACKET_MR_UNICAST           3

#endif
