#ifndef LINUXABI_VIRTIO_H
#define LINUXABI_VIRTIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/virtio.h>: virtio devices as a driver or a back end sees
 * them (vhost, vDPA, VFIO, vhost-user): the device status and feature
 * bits, the split and packed rings in shared memory, and the net and
 * block devices' config spaces and request headers.  No system call
 * reads these: they are the layouts in the memory the rings and the
 * config space share.  The kernel's __virtio16/32/64 (the device's
 * byte order: little-endian from VIRTIO_F_VERSION_1 on, the guest's
 * before) and __le16/32/64 are plain uint16_t, uint32_t, uint64_t here.
 * A struct the kernel ends in a flexible array is its fixed part, the
 * tail described; a packed one is byte arrays (alignment 1).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* ------------------------------------------------------------------ */
/* device status (the config space's status byte, VHOST_VDPA_*_STATUS) */
#define VIRTIO_CONFIG_S_ACKNOWLEDGE     1       /* the guest saw the device */
#define VIRTIO_CONFIG_S_DRIVER          2       /* and has a driver for it */
#define VIRTIO_CONFIG_S_DRIVER_OK       4       /* the driver is ready */
#define VIRTIO_CONFIG_S_FEATURES_OK     8       /* feature negotiation done */
#define VIRTIO_CONFIG_S_NEEDS_RESET     0x40    /* the device gave up */
#define VIRTIO_CONFIG_S_FAILED          0x80    /* the driver gave up */

/* feature bit numbers of the transport, device-independent: from
   VIRTIO_TRANSPORT_F_START on (and the legacy 24 and 27) */
#define VIRTIO_TRANSPORT_F_START        28
#define VIRTIO_F_NOTIFY_ON_EMPTY        24      /* legacy */
#define VIRTIO_F_ANY_LAYOUT             27      /* legacy */
#define VIRTIO_F_VERSION_1              32      /* virtio 1.0, little-endian */
#define VIRTIO_F_ACCESS_PLATFORM        33      /* DMA through the IOMMU */
#define VIRTIO_F_IOMMU_PLATFORM         VIRTIO_F_ACCESS_PLATFORM  /* the old name */
#define VIRTIO_F_RING_PACKED            34
#define VIRTIO_F_IN_ORDER               35      /* buffers used in order */
#define VIRTIO_F_ORDER_PLATFORM         36
#define VIRTIO_F_SR_IOV                 37
#define VIRTIO_F_NOTIFICATION_DATA      38
#define VIRTIO_F_NOTIF_CONFIG_DATA      39
#define VIRTIO_F_RING_RESET             40      /* one ring can be reset */
#define VIRTIO_F_ADMIN_VQ               41

/* ring feature bit numbers */
#define VIRTIO_RING_F_INDIRECT_DESC     28      /* VRING_DESC_F_INDIRECT */
#define VIRTIO_RING_F_EVENT_IDX         29      /* the used_event/avail_event words */

/* ------------------------------------------------------------------ */
/* the split ring */

/* struct linuxabi_vring_desc flags */
#define VRING_DESC_F_NEXT               1       /* next is valid */
#define VRING_DESC_F_WRITE              2       /* the device writes the buffer */
#define VRING_DESC_F_INDIRECT           4       /* the buffer is a table of descriptors */

/* struct linuxabi_vring_used flags: the device needs no kick */
#define VRING_USED_F_NO_NOTIFY          1
/* struct linuxabi_vring_avail flags: the driver needs no interrupt */
#define VRING_AVAIL_F_NO_INTERRUPT      1

/* the alignment of each part of the split ring, in bytes */
#define VRING_AVAIL_ALIGN_SIZE          2
#define VRING_USED_ALIGN_SIZE           4
#define VRING_DESC_ALIGN_SIZE           16

/* the descriptor table: num of these */
struct linuxabi_vring_desc {
    uint64_t addr;                      /* the buffer's (guest) address */
    uint32_t len;
    uint16_t flags;                     /* VRING_DESC_F_* */
    uint16_t next;                      /* the chain's next, with _F_NEXT */
};

/* the available ring: followed by num uint16_t descriptor heads, then
   (VIRTIO_RING_F_EVENT_IDX) the uint16_t used_event */
struct linuxabi_vring_avail {
    uint16_t flags;                     /* VRING_AVAIL_F_* */
    uint16_t idx;                       /* where the driver puts the next */
};

/* an element of the used ring */
struct linuxabi_vring_used_elem {
    uint32_t id;                        /* the chain's head */
    uint32_t len;                       /* bytes written to it */
};

/* the used ring: followed by num struct linuxabi_vring_used_elem, then
   (VIRTIO_RING_F_EVENT_IDX) the uint16_t avail_event.  The kernel's is
   4-byte aligned by its array; ours as its uint16_t, the offsets the same */
struct linuxabi_vring_used {
    uint16_t flags;                     /* VRING_USED_F_* */
    uint16_t idx;                       /* where the device puts the next */
};

/* ------------------------------------------------------------------ */
/* the packed ring (VIRTIO_F_RING_PACKED) */

/* struct linuxabi_vring_packed_desc flags: bit numbers, beside
   VRING_DESC_F_* */
#define VRING_PACKED_DESC_F_AVAIL       7
#define VRING_PACKED_DESC_F_USED        15

/* struct linuxabi_vring_packed_desc_event flags */
#define VRING_PACKED_EVENT_FLAG_ENABLE  0x0
#define VRING_PACKED_EVENT_FLAG_DISABLE 0x1
#define VRING_PACKED_EVENT_FLAG_DESC    0x2     /* at off_wrap's descriptor */
/* struct linuxabi_vring_packed_desc_event off_wrap: the bit number of
   the wrap counter above the 15-bit offset */
#define VRING_PACKED_EVENT_F_WRAP_CTR   15

/* the driver's and the device's event suppression areas */
struct linuxabi_vring_packed_desc_event {
    uint16_t off_wrap;
    uint16_t flags;                     /* VRING_PACKED_EVENT_FLAG_* */
};

/* a packed ring descriptor */
struct linuxabi_vring_packed_desc {
    uint64_t addr;
    uint32_t len;
    uint16_t id;                        /* the buffer's id */
    uint16_t flags;                     /* VRING_DESC_F_*, the AVAIL/USED bits */
};

/* ------------------------------------------------------------------ */
/* the network device (virtio id 1) */

/* feature bit numbers */
#define VIRTIO_NET_F_CSUM               0       /* the device checksums partial packets */
#define VIRTIO_NET_F_GUEST_CSUM         1       /* the driver does */
#define VIRTIO_NET_F_CTRL_GUEST_OFFLOADS 2
#define VIRTIO_NET_F_MTU                3       /* config mtu is valid */
#define VIRTIO_NET_F_MAC                5       /* config mac is valid */
#define VIRTIO_NET_F_GSO                6       /* legacy */
#define VIRTIO_NET_F_GUEST_TSO4         7
#define VIRTIO_NET_F_GUEST_TSO6         8
#define VIRTIO_NET_F_GUEST_ECN          9
#define VIRTIO_NET_F_GUEST_UFO          10
#define VIRTIO_NET_F_HOST_TSO4          11
#define VIRTIO_NET_F_HOST_TSO6          12
#define VIRTIO_NET_F_HOST_ECN           13
#define VIRTIO_NET_F_HOST_UFO           14
#define VIRTIO_NET_F_MRG_RXBUF          15      /* num_buffers is used */
#define VIRTIO_NET_F_STATUS             16      /* config status is valid */
#define VIRTIO_NET_F_CTRL_VQ            17      /* a control queue */
#define VIRTIO_NET_F_CTRL_RX            18
#define VIRTIO_NET_F_CTRL_VLAN          19
#define VIRTIO_NET_F_CTRL_RX_EXTRA      20
#define VIRTIO_NET_F_GUEST_ANNOUNCE     21
#define VIRTIO_NET_F_MQ                 22      /* several queue pairs */
#define VIRTIO_NET_F_CTRL_MAC_ADDR      23
#define VIRTIO_NET_F_GUEST_UDP_TUNNEL_GSO_MAPPED      46  /* 65, where the driver sees 64 bits */
#define VIRTIO_NET_F_GUEST_UDP_TUNNEL_GSO_CSUM_MAPPED 47  /* 66, likewise */
#define VIRTIO_NET_F_DEVICE_STATS       50
#define VIRTIO_NET_F_VQ_NOTF_COAL       52
#define VIRTIO_NET_F_NOTF_COAL          53
#define VIRTIO_NET_F_GUEST_USO4         54
#define VIRTIO_NET_F_GUEST_USO6         55
#define VIRTIO_NET_F_HOST_USO           56
#define VIRTIO_NET_F_HASH_REPORT        57
#define VIRTIO_NET_F_GUEST_HDRLEN       59
#define VIRTIO_NET_F_RSS                60
#define VIRTIO_NET_F_RSC_EXT            61
#define VIRTIO_NET_F_STANDBY            62
#define VIRTIO_NET_F_SPEED_DUPLEX       63
#define VIRTIO_NET_F_GUEST_UDP_TUNNEL_GSO      65
#define VIRTIO_NET_F_GUEST_UDP_TUNNEL_GSO_CSUM 66
#define VIRTIO_NET_F_HOST_UDP_TUNNEL_GSO       67
#define VIRTIO_NET_F_HOST_UDP_TUNNEL_GSO_CSUM  68

/* struct linuxabi_virtio_net_config status */
#define VIRTIO_NET_S_LINK_UP            1
#define VIRTIO_NET_S_ANNOUNCE           2

/* hash types: config supported_hash_types, the RSS and hash commands */
#define VIRTIO_NET_RSS_HASH_TYPE_IPv4   (1 << 0)
#define VIRTIO_NET_RSS_HASH_TYPE_TCPv4  (1 << 1)
#define VIRTIO_NET_RSS_HASH_TYPE_UDPv4  (1 << 2)
#define VIRTIO_NET_RSS_HASH_TYPE_IPv6   (1 << 3)
#define VIRTIO_NET_RSS_HASH_TYPE_TCPv6  (1 << 4)
#define VIRTIO_NET_RSS_HASH_TYPE_UDPv6  (1 << 5)
#define VIRTIO_NET_RSS_HASH_TYPE_IP_EX  (1 << 6)
#define VIRTIO_NET_RSS_HASH_TYPE_TCP_EX (1 << 7)
#define VIRTIO_NET_RSS_HASH_TYPE_UDP_EX (1 << 8)

/* the config space; packed in the kernel: byte arrays here, each
   multi-byte member little-endian (or legacy: the guest's order) */
struct linuxabi_virtio_net_config {
    uint8_t  mac[6];                    /* VIRTIO_NET_F_MAC */
    uint8_t  status[2];                 /* uint16_t VIRTIO_NET_S_* */
    uint8_t  max_virtqueue_pairs[2];    /* uint16_t, VIRTIO_NET_F_MQ */
    uint8_t  mtu[2];                    /* uint16_t, VIRTIO_NET_F_MTU */
    uint8_t  speed[4];                  /* uint32_t Mb/s, ~0: unknown */
    uint8_t  duplex;                    /* 0 half, 1 full, 0xff unknown */
    uint8_t  rss_max_key_size;
    uint8_t  rss_max_indirection_table_length[2];  /* uint16_t */
    uint8_t  supported_hash_types[4];   /* uint32_t VIRTIO_NET_RSS_HASH_TYPE_* */
};

/* struct linuxabi_virtio_net_hdr(_v1) flags */
#define VIRTIO_NET_HDR_F_NEEDS_CSUM     1       /* csum_start, csum_offset are valid */
#define VIRTIO_NET_HDR_F_DATA_VALID     2       /* the checksum was checked */
#define VIRTIO_NET_HDR_F_RSC_INFO       4       /* u is rsc */
#define VIRTIO_NET_HDR_F_UDP_TUNNEL_CSUM 8

/* struct linuxabi_virtio_net_hdr(_v1) gso_type: one of these, with the
   tunnel and ECN bits */
#define VIRTIO_NET_HDR_GSO_NONE         0
#define VIRTIO_NET_HDR_GSO_TCPV4        1
#define VIRTIO_NET_HDR_GSO_UDP          3
#define VIRTIO_NET_HDR_GSO_TCPV6        4
#define VIRTIO_NET_HDR_GSO_UDP_L4       5
#define VIRTIO_NET_HDR_GSO_UDP_TUNNEL_IPV4 0x20
#define VIRTIO_NET_HDR_GSO_UDP_TUNNEL_IPV6 0x40
#define VIRTIO_NET_HDR_GSO_UDP_TUNNEL   0x60    /* either tunnel bit */
#define VIRTIO_NET_HDR_GSO_ECN          0x80

/* the kernel's csum member of its anonymous union (its anonymous
   struct's csum_start, csum_offset are the same two words) */
struct linuxabi_virtio_net_hdr_v1_csum {
    uint16_t start;                     /* where checksumming starts */
    uint16_t offset;                    /* where after it the sum goes */
};

/* the kernel's rsc member (VIRTIO_NET_HDR_F_RSC_INFO, on receive) */
struct linuxabi_virtio_net_hdr_v1_rsc {
    uint16_t segments;                  /* segments coalesced */
    uint16_t dup_acks;
};

/* the kernel's anonymous union */
union linuxabi_virtio_net_hdr_v1_u {
    struct linuxabi_virtio_net_hdr_v1_csum csum;
    struct linuxabi_virtio_net_hdr_v1_rsc  rsc;
};

/* the header before each packet (VIRTIO_F_VERSION_1): the kernel's
   csum_start is u.csum.start here */
struct linuxabi_virtio_net_hdr_v1 {
    uint8_t  flags;                     /* VIRTIO_NET_HDR_F_* */
    uint8_t  gso_type;                  /* VIRTIO_NET_HDR_GSO_* */
    uint16_t hdr_len;                   /* Ethernet + IP + L4 headers */
    uint16_t gso_size;                  /* payload bytes per segment */
    union linuxabi_virtio_net_hdr_v1_u u;
    uint16_t num_buffers;               /* receive buffers merged */
};

/* struct linuxabi_virtio_net_hdr_v1_hash hash_report */
#define VIRTIO_NET_HASH_REPORT_NONE     0
#define VIRTIO_NET_HASH_REPORT_IPv4     1
#define VIRTIO_NET_HASH_REPORT_TCPv4    2
#define VIRTIO_NET_HASH_REPORT_UDPv4    3
#define VIRTIO_NET_HASH_REPORT_IPv6     4
#define VIRTIO_NET_HASH_REPORT_TCPv6    5
#define VIRTIO_NET_HASH_REPORT_UDPv6    6
#define VIRTIO_NET_HASH_REPORT_IPv6_EX  7
#define VIRTIO_NET_HASH_REPORT_TCPv6_EX 8
#define VIRTIO_NET_HASH_REPORT_UDPv6_EX 9

/* the header with VIRTIO_NET_F_HASH_REPORT */
struct linuxabi_virtio_net_hdr_v1_hash {
    struct linuxabi_virtio_net_hdr_v1 hdr;
    uint16_t hash_value_lo;
    uint16_t hash_value_hi;
    uint16_t hash_report;               /* VIRTIO_NET_HASH_REPORT_* */
    uint16_t padding;
};

/* the header with the UDP tunnel features */
struct linuxabi_virtio_net_hdr_v1_hash_tunnel {
    struct linuxabi_virtio_net_hdr_v1_hash hash_hdr;
    uint16_t outer_th_offset;           /* the outer transport header */
    uint16_t inner_nh_offset;           /* the inner network header */
};

/* the legacy header (no VIRTIO_F_VERSION_1) */
struct linuxabi_virtio_net_hdr {
    uint8_t  flags;                     /* VIRTIO_NET_HDR_F_* */
    uint8_t  gso_type;                  /* VIRTIO_NET_HDR_GSO_* */
    uint16_t hdr_len;
    uint16_t gso_size;
    uint16_t csum_start;
    uint16_t csum_offset;
};

/* the legacy header with VIRTIO_NET_F_MRG_RXBUF */
struct linuxabi_virtio_net_hdr_mrg_rxbuf {
    struct linuxabi_virtio_net_hdr hdr;
    uint16_t num_buffers;
};

/* a control queue command: this header, its data, then the device's
   uint8_t ack (VIRTIO_NET_OK or VIRTIO_NET_ERR) */
struct linuxabi_virtio_net_ctrl_hdr {
    uint8_t  ctrl_class;                /* VIRTIO_NET_CTRL_* (the kernel's class, a C++ keyword) */
    uint8_t  cmd;                       /* VIRTIO_NET_CTRL_<class>_* */
};

/* the ack */
#define VIRTIO_NET_OK                   0
#define VIRTIO_NET_ERR                  1

/* classes and their commands; RX's take one uint8_t, 0 off, 1 on */
#define VIRTIO_NET_CTRL_RX              0
#define VIRTIO_NET_CTRL_RX_PROMISC      0
#define VIRTIO_NET_CTRL_RX_ALLMULTI     1
#define VIRTIO_NET_CTRL_RX_ALLUNI       2
#define VIRTIO_NET_CTRL_RX_NOMULTI      3
#define VIRTIO_NET_CTRL_RX_NOUNI        4
#define VIRTIO_NET_CTRL_RX_NOBCAST      5
#define VIRTIO_NET_CTRL_MAC             1
#define VIRTIO_NET_CTRL_MAC_TABLE_SET   0       /* two struct linuxabi_virtio_net_ctrl_mac */
#define VIRTIO_NET_CTRL_MAC_ADDR_SET    1       /* six bytes */
#define VIRTIO_NET_CTRL_VLAN            2
#define VIRTIO_NET_CTRL_VLAN_ADD        0       /* a uint16_t VLAN id */
#define VIRTIO_NET_CTRL_VLAN_DEL        1
#define VIRTIO_NET_CTRL_ANNOUNCE        3
#define VIRTIO_NET_CTRL_ANNOUNCE_ACK    0
#define VIRTIO_NET_CTRL_MQ              4
#define VIRTIO_NET_CTRL_MQ_VQ_PAIRS_SET 0       /* struct linuxabi_virtio_net_ctrl_mq */
#define VIRTIO_NET_CTRL_MQ_RSS_CONFIG   1       /* struct linuxabi_virtio_net_rss_config_hdr ... */
#define VIRTIO_NET_CTRL_MQ_HASH_CONFIG  2       /* struct linuxabi_virtio_net_hash_config */
#define VIRTIO_NET_CTRL_MQ_VQ_PAIRS_MIN 1       /* the range of virtqueue_pairs */
#define VIRTIO_NET_CTRL_MQ_VQ_PAIRS_MAX 0x8000
#define VIRTIO_NET_CTRL_GUEST_OFFLOADS  5
#define VIRTIO_NET_CTRL_GUEST_OFFLOADS_SET 0    /* a uint64_t of VIRTIO_NET_F_GUEST_* bits */
#define VIRTIO_NET_CTRL_NOTF_COAL       6
#define VIRTIO_NET_CTRL_NOTF_COAL_TX_SET 0      /* struct linuxabi_virtio_net_ctrl_coal_tx */
#define VIRTIO_NET_CTRL_NOTF_COAL_RX_SET 1      /* struct linuxabi_virtio_net_ctrl_coal_rx */
#define VIRTIO_NET_CTRL_NOTF_COAL_VQ_SET 2      /* struct linuxabi_virtio_net_ctrl_coal_vq */
#define VIRTIO_NET_CTRL_NOTF_COAL_VQ_GET 3
#define VIRTIO_NET_CTRL_STATS           8
#define VIRTIO_NET_CTRL_STATS_QUERY     0       /* struct linuxabi_virtio_net_stats_capabilities */
#define VIRTIO_NET_CTRL_STATS_GET       1       /* struct linuxabi_virtio_net_ctrl_queue_stats */

/* VIRTIO_NET_CTRL_MAC_TABLE_SET: entries, then entries six-byte
   addresses; packed in the kernel (uint32_t entries) */
struct linuxabi_virtio_net_ctrl_mac {
    uint8_t  entries[4];
};

/* VIRTIO_NET_CTRL_MQ_VQ_PAIRS_SET */
struct linuxabi_virtio_net_ctrl_mq {
    uint16_t virtqueue_pairs;
};

/* VIRTIO_NET_CTRL_MQ_RSS_CONFIG: this, then 1 + indirection_table_mask
   uint16_t queue numbers, then struct linuxabi_virtio_net_rss_config_trailer */
struct linuxabi_virtio_net_rss_config_hdr {
    uint32_t hash_types;                /* VIRTIO_NET_RSS_HASH_TYPE_* */
    uint16_t indirection_table_mask;
    uint16_t unclassified_queue;
};

/* the end of VIRTIO_NET_CTRL_MQ_RSS_CONFIG: hash_key_length bytes of
   key follow max_tx_vq and hash_key_length, from offset 3 (in __pad) */
struct linuxabi_virtio_net_rss_config_trailer {
    uint16_t max_tx_vq;
    uint8_t  hash_key_length;
    uint8_t  __pad;
};

/* VIRTIO_NET_CTRL_NOTF_COAL_TX_SET */
struct linuxabi_virtio_net_ctrl_coal_tx {
    uint32_t tx_max_packets;            /* packets before a notification */
    uint32_t tx_usecs;                  /* delay of a notification */
};

/* VIRTIO_NET_CTRL_NOTF_COAL_RX_SET */
struct linuxabi_virtio_net_ctrl_coal_rx {
    uint32_t rx_max_packets;
    uint32_t rx_usecs;
};

/* the coalescing parameters of one queue */
struct linuxabi_virtio_net_ctrl_coal {
    uint32_t max_packets;
    uint32_t max_usecs;
};

/* VIRTIO_NET_CTRL_NOTF_COAL_VQ_SET and _GET */
struct linuxabi_virtio_net_ctrl_coal_vq {
    uint16_t vqn;                       /* the queue */
    uint16_t reserved;
    struct linuxabi_virtio_net_ctrl_coal coal;
};

/* statistics types: bits of the capabilities and of a query's
   types_bitmap (uint64_t: UL or ULL as long is 64 or 32 bits) */
#if defined(__LP64__) || defined(_LP64)
#define VIRTIO_NET_STATS_TYPE_RX_BASIC  0x1UL
#define VIRTIO_NET_STATS_TYPE_RX_CSUM   0x2UL
#define VIRTIO_NET_STATS_TYPE_RX_GSO    0x4UL
#define VIRTIO_NET_STATS_TYPE_RX_SPEED  0x8UL
#define VIRTIO_NET_STATS_TYPE_TX_BASIC  0x10000UL
#define VIRTIO_NET_STATS_TYPE_TX_CSUM   0x20000UL
#define VIRTIO_NET_STATS_TYPE_TX_GSO    0x40000UL
#define VIRTIO_NET_STATS_TYPE_TX_SPEED  0x80000UL
#define VIRTIO_NET_STATS_TYPE_CVQ       0x100000000UL
#else
#define VIRTIO_NET_STATS_TYPE_RX_BASIC  0x1ULL
#define VIRTIO_NET_STATS_TYPE_RX_CSUM   0x2ULL
#define VIRTIO_NET_STATS_TYPE_RX_GSO    0x4ULL
#define VIRTIO_NET_STATS_TYPE_RX_SPEED  0x8ULL
#define VIRTIO_NET_STATS_TYPE_TX_BASIC  0x10000ULL
#define VIRTIO_NET_STATS_TYPE_TX_CSUM   0x20000ULL
#define VIRTIO_NET_STATS_TYPE_TX_GSO    0x40000ULL
#define VIRTIO_NET_STATS_TYPE_TX_SPEED  0x80000ULL
#define VIRTIO_NET_STATS_TYPE_CVQ       0x100000000ULL
#endif

/* VIRTIO_NET_CTRL_STATS_QUERY's answer */
struct linuxabi_virtio_net_stats_capabilities {
    uint64_t supported_stats_types[1];  /* VIRTIO_NET_STATS_TYPE_* */
};

/* one queue of VIRTIO_NET_CTRL_STATS_GET (the kernel's anonymous struct) */
struct linuxabi_virtio_net_ctrl_queue_stats_entry {
    uint16_t vq_index;
    uint16_t reserved[3];
    uint64_t types_bitmap[1];           /* VIRTIO_NET_STATS_TYPE_* */
};

/* VIRTIO_NET_CTRL_STATS_GET: one entry a queue (one shown) */
struct linuxabi_virtio_net_ctrl_queue_stats {
    struct linuxabi_virtio_net_ctrl_queue_stats_entry stats[1];
};

/* struct linuxabi_virtio_net_stats_reply_hdr type */
#define VIRTIO_NET_STATS_TYPE_REPLY_RX_BASIC  0
#define VIRTIO_NET_STATS_TYPE_REPLY_RX_CSUM   1
#define VIRTIO_NET_STATS_TYPE_REPLY_RX_GSO    2
#define VIRTIO_NET_STATS_TYPE_REPLY_RX_SPEED  3
#define VIRTIO_NET_STATS_TYPE_REPLY_TX_BASIC  16
#define VIRTIO_NET_STATS_TYPE_REPLY_TX_CSUM   17
#define VIRTIO_NET_STATS_TYPE_REPLY_TX_GSO    18
#define VIRTIO_NET_STATS_TYPE_REPLY_TX_SPEED  19
#define VIRTIO_NET_STATS_TYPE_REPLY_CVQ       32

/* each block of VIRTIO_NET_CTRL_STATS_GET's answer starts with this */
struct linuxabi_virtio_net_stats_reply_hdr {
    uint8_t  type;                      /* VIRTIO_NET_STATS_TYPE_REPLY_* */
    uint8_t  reserved;
    uint16_t vq_index;
    uint16_t reserved1;
    uint16_t size;                      /* the block's bytes */
};

struct linuxabi_virtio_net_stats_cvq {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t command_num;
    uint64_t ok_num;
};

struct linuxabi_virtio_net_stats_rx_basic {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t rx_notifications;
    uint64_t rx_packets;
    uint64_t rx_bytes;
    uint64_t rx_interrupts;
    uint64_t rx_drops;
    uint64_t rx_drop_overruns;
};

struct linuxabi_virtio_net_stats_tx_basic {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t tx_notifications;
    uint64_t tx_packets;
    uint64_t tx_bytes;
    uint64_t tx_interrupts;
    uint64_t tx_drops;
    uint64_t tx_drop_malformed;
};

struct linuxabi_virtio_net_stats_rx_csum {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t rx_csum_valid;
    uint64_t rx_needs_csum;
    uint64_t rx_csum_none;
    uint64_t rx_csum_bad;
};

struct linuxabi_virtio_net_stats_tx_csum {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t tx_csum_none;
    uint64_t tx_needs_csum;
};

struct linuxabi_virtio_net_stats_rx_gso {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t rx_gso_packets;
    uint64_t rx_gso_bytes;
    uint64_t rx_gso_packets_coalesced;
    uint64_t rx_gso_bytes_coalesced;
};

struct linuxabi_virtio_net_stats_tx_gso {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t tx_gso_packets;
    uint64_t tx_gso_bytes;
    uint64_t tx_gso_segments;
    uint64_t tx_gso_segments_bytes;
    uint64_t tx_gso_packets_noseg;
    uint64_t tx_gso_bytes_noseg;
};

/* the packets and bytes over the device's rate limit */
struct linuxabi_virtio_net_stats_rx_speed {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t rx_ratelimit_packets;
    uint64_t rx_ratelimit_bytes;
};

struct linuxabi_virtio_net_stats_tx_speed {
    struct linuxabi_virtio_net_stats_reply_hdr hdr;
    uint64_t tx_ratelimit_packets;
    uint64_t tx_ratelimit_bytes;
};

/* ------------------------------------------------------------------ */
/* the block device (virtio id 2) */

/* feature bit numbers */
#define VIRTIO_BLK_F_BARRIER            0       /* legacy */
#define VIRTIO_BLK_F_SIZE_MAX           1       /* config size_max is valid */
#define VIRTIO_BLK_F_SEG_MAX            2       /* config seg_max is valid */
#define VIRTIO_BLK_F_GEOMETRY           4       /* config geometry is valid */
#define VIRTIO_BLK_F_RO                 5       /* read-only */
#define VIRTIO_BLK_F_BLK_SIZE           6       /* config blk_size is valid */
#define VIRTIO_BLK_F_SCSI               7       /* legacy: SCSI commands */
#define VIRTIO_BLK_F_FLUSH              9       /* VIRTIO_BLK_T_FLUSH (legacy name) */
#define VIRTIO_BLK_F_WCE                VIRTIO_BLK_F_FLUSH
#define VIRTIO_BLK_F_TOPOLOGY           10
#define VIRTIO_BLK_F_CONFIG_WCE         11      /* config wce is writable */
#define VIRTIO_BLK_F_MQ                 12      /* config num_queues is valid */
#define VIRTIO_BLK_F_DISCARD            13
#define VIRTIO_BLK_F_WRITE_ZEROES       14
#define VIRTIO_BLK_F_SECURE_ERASE       16
#define VIRTIO_BLK_F_ZONED              17

/* the length of VIRTIO_BLK_T_GET_ID's string */
#define VIRTIO_BLK_ID_BYTES             20

/* struct linuxabi_virtio_blk_config geometry (legacy CHS) */
struct linuxabi_virtio_blk_geometry {
    uint16_t cylinders;
    uint8_t  heads;
    uint8_t  sectors;
};

/* struct linuxabi_virtio_blk_config zoned (VIRTIO_BLK_F_ZONED) */
struct linuxabi_virtio_blk_zoned_characteristics {
    uint32_t zone_sectors;
    uint32_t max_open_zones;
    uint32_t max_active_zones;
    uint32_t max_append_sectors;
    uint32_t write_granularity;
    uint8_t  model;                     /* VIRTIO_BLK_Z_* */
    uint8_t  unused2[3];
};

/* the config space; packed in the kernel: byte arrays here (each an
   integer of its size, or the struct named); sectors are 512 bytes */
struct linuxabi_virtio_blk_config {
    uint8_t  capacity[8];               /* uint64_t, in sectors */
    uint8_t  size_max[4];               /* uint32_t, bytes a segment */
    uint8_t  seg_max[4];                /* uint32_t, segments a request */
    uint8_t  geometry[4];               /* struct linuxabi_virtio_blk_geometry */
    uint8_t  blk_size[4];               /* uint32_t */
    uint8_t  physical_block_exp;        /* log2 of logical blocks a physical one */
    uint8_t  alignment_offset;          /* in logical blocks */
    uint8_t  min_io_size[2];            /* uint16_t, in logical blocks */
    uint8_t  opt_io_size[4];            /* uint32_t, in logical blocks */
    uint8_t  wce;                       /* 1: writeback */
    uint8_t  unused;
    uint8_t  num_queues[2];             /* uint16_t */
    uint8_t  max_discard_sectors[4];    /* uint32_t */
    uint8_t  max_discard_seg[4];        /* uint32_t */
    uint8_t  discard_sector_alignment[4]; /* uint32_t */
    uint8_t  max_write_zeroes_sectors[4]; /* uint32_t */
    uint8_t  max_write_zeroes_seg[4];   /* uint32_t */
    uint8_t  write_zeroes_may_unmap;
    uint8_t  unused1[3];
    uint8_t  max_secure_erase_sectors[4]; /* uint32_t */
    uint8_t  max_secure_erase_seg[4];   /* uint32_t */
    uint8_t  secure_erase_sector_alignment[4]; /* uint32_t */
    uint8_t  zoned[24];                 /* struct linuxabi_virtio_blk_zoned_characteristics */
};

/* struct linuxabi_virtio_blk_outhdr type */
#define VIRTIO_BLK_T_IN                 0
#define VIRTIO_BLK_T_OUT                1
#define VIRTIO_BLK_T_SCSI_CMD           2       /* legacy */
#define VIRTIO_BLK_T_FLUSH              4
#define VIRTIO_BLK_T_GET_ID             8       /* VIRTIO_BLK_ID_BYTES of id */
#define VIRTIO_BLK_T_DISCARD            11      /* struct linuxabi_virtio_blk_discard_write_zeroes */
#define VIRTIO_BLK_T_WRITE_ZEROES       13      /* likewise */
#define VIRTIO_BLK_T_SECURE_ERASE       14      /* likewise */
#define VIRTIO_BLK_T_ZONE_APPEND        15
#define VIRTIO_BLK_T_ZONE_REPORT        16      /* struct linuxabi_virtio_blk_zone_report */
#define VIRTIO_BLK_T_ZONE_OPEN          18
#define VIRTIO_BLK_T_ZONE_CLOSE         20
#define VIRTIO_BLK_T_ZONE_FINISH        22
#define VIRTIO_BLK_T_ZONE_RESET         24
#define VIRTIO_BLK_T_ZONE_RESET_ALL     26
#define VIRTIO_BLK_T_BARRIER            0x80000000U  /* legacy: a bit of the type */

/* a request: this, the data, then one status byte (VIRTIO_BLK_S_*) */
struct linuxabi_virtio_blk_outhdr {
    uint32_t type;                      /* VIRTIO_BLK_T_* */
    uint32_t ioprio;
    uint64_t sector;                    /* in 512-byte sectors */
};

/* struct linuxabi_virtio_blk_zoned_characteristics model */
#define VIRTIO_BLK_Z_NONE               0
#define VIRTIO_BLK_Z_HM                 1       /* host-managed */
#define VIRTIO_BLK_Z_HA                 2       /* host-aware */

/* one zone of VIRTIO_BLK_T_ZONE_REPORT */
struct linuxabi_virtio_blk_zone_descriptor {
    uint64_t z_cap;                     /* capacity in sectors */
    uint64_t z_start;
    uint64_t z_wp;                      /* the write pointer */
    uint8_t  z_type;                    /* VIRTIO_BLK_ZT_* */
    uint8_t  z_state;                   /* VIRTIO_BLK_ZS_* */
    uint8_t  reserved[38];
};

/* VIRTIO_BLK_T_ZONE_REPORT's answer: followed by nr_zones struct
   linuxabi_virtio_blk_zone_descriptor */
struct linuxabi_virtio_blk_zone_report {
    uint64_t nr_zones;
    uint8_t  reserved[56];
};

/* struct linuxabi_virtio_blk_zone_descriptor z_type */
#define VIRTIO_BLK_ZT_CONV              1       /* conventional */
#define VIRTIO_BLK_ZT_SWR               2       /* sequential write required */
#define VIRTIO_BLK_ZT_SWP               3       /* sequential write preferred */

/* struct linuxabi_virtio_blk_zone_descriptor z_state */
#define VIRTIO_BLK_ZS_NOT_WP            0
#define VIRTIO_BLK_ZS_EMPTY             1
#define VIRTIO_BLK_ZS_IOPEN             2       /* implicitly open */
#define VIRTIO_BLK_ZS_EOPEN             3       /* explicitly open */
#define VIRTIO_BLK_ZS_CLOSED            4
#define VIRTIO_BLK_ZS_RDONLY            13
#define VIRTIO_BLK_ZS_FULL              14
#define VIRTIO_BLK_ZS_OFFLINE           15

/* struct linuxabi_virtio_blk_discard_write_zeroes flags */
#define VIRTIO_BLK_WRITE_ZEROES_FLAG_UNMAP 0x00000001

/* a range of VIRTIO_BLK_T_DISCARD, _WRITE_ZEROES, _SECURE_ERASE */
struct linuxabi_virtio_blk_discard_write_zeroes {
    uint64_t sector;
    uint32_t num_sectors;
    uint32_t flags;                     /* VIRTIO_BLK_WRITE_ZEROES_FLAG_* */
};

/* legacy VIRTIO_BLK_T_SCSI_CMD's answer before the status byte */
struct linuxabi_virtio_scsi_inhdr {
    uint32_t errors;
    uint32_t data_len;
    uint32_t sense_len;
    uint32_t residual;
};

/* the status byte that ends a request */
#define VIRTIO_BLK_S_OK                 0
#define VIRTIO_BLK_S_IOERR              1
#define VIRTIO_BLK_S_UNSUPP             2
#define VIRTIO_BLK_S_ZONE_INVALID_CMD   3
#define VIRTIO_BLK_S_ZONE_UNALIGNED_WP  4
#define VIRTIO_BLK_S_ZONE_OPEN_RESOURCE 5
#define VIRTIO_BLK_S_ZONE_ACTIVE_RESOURCE 6

#include <linuxabi-arch/virtio-net-rss.h>

#endif
