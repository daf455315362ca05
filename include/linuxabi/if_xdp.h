#ifndef LINUXABI_IF_XDP_H
#define LINUXABI_IF_XDP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_xdp.h>: AF_XDP sockets.  setsockopt(2) at level SOL_XDP
 * registers the packet memory (XDP_UMEM_REG) and sizes the four rings,
 * getsockopt(2) tells where each ring's fields are (XDP_MMAP_OFFSETS),
 * mmap(2) at the XDP_*PGOFF_* offsets maps the rings, and bind(2) ties
 * the socket to a device queue with a struct linuxabi_sockaddr_xdp.  The
 * same on every ABI (the 64-bit members are aligned to 4 on i386, arc,
 * sh and to 2 on m68k, as the kernel's own __u64 there).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* sxdp_flags of bind(2) */
#define XDP_SHARED_UMEM             (1 << 0)  /* the umem of sxdp_shared_umem_fd */
#define XDP_COPY                    (1 << 1)  /* copy mode only */
#define XDP_ZEROCOPY                (1 << 2)  /* zero-copy mode only */
#define XDP_USE_NEED_WAKEUP         (1 << 3)  /* XDP_RING_NEED_WAKEUP in the rings */
#define XDP_USE_SG                  (1 << 4)  /* multi-buffer packets */

/* flags of struct linuxabi_xdp_umem_reg */
#define XDP_UMEM_UNALIGNED_CHUNK_FLAG (1 << 0) /* chunks anywhere: XSK_UNALIGNED_BUF_* addresses */
#define XDP_UMEM_TX_SW_CSUM         (1 << 1)  /* checksum offload done in software */
#define XDP_UMEM_TX_METADATA_LEN    (1 << 2)  /* tx_metadata_len is valid */

/* bind(2) on an AF_XDP socket */
struct linuxabi_sockaddr_xdp {
    uint16_t sxdp_family;               /* AF_XDP */
    uint16_t sxdp_flags;                /* XDP_SHARED_UMEM, XDP_COPY, ... */
    uint32_t sxdp_ifindex;
    uint32_t sxdp_queue_id;
    uint32_t sxdp_shared_umem_fd;       /* with XDP_SHARED_UMEM */
};

/* the flags word of a ring */
#define XDP_RING_NEED_WAKEUP        (1 << 0)  /* the kernel waits for a syscall */

/* where a ring's fields are in its mapping, in bytes */
struct linuxabi_xdp_ring_offset {
    uint64_t producer;
    uint64_t consumer;
    uint64_t desc;
    uint64_t flags;
};

/* getsockopt(2) XDP_MMAP_OFFSETS */
struct linuxabi_xdp_mmap_offsets {
    struct linuxabi_xdp_ring_offset rx;
    struct linuxabi_xdp_ring_offset tx;
    struct linuxabi_xdp_ring_offset fr; /* the fill ring */
    struct linuxabi_xdp_ring_offset cr; /* the completion ring */
};

/* setsockopt(2), getsockopt(2) options at level SOL_XDP */
#define XDP_MMAP_OFFSETS            1   /* get: struct linuxabi_xdp_mmap_offsets */
#define XDP_RX_RING                 2   /* set: an int, the ring's entries */
#define XDP_TX_RING                 3
#define XDP_UMEM_REG                4   /* set: struct linuxabi_xdp_umem_reg */
#define XDP_UMEM_FILL_RING          5   /* set: an int */
#define XDP_UMEM_COMPLETION_RING    6   /* set: an int */
#define XDP_STATISTICS              7   /* get: struct linuxabi_xdp_statistics */
#define XDP_OPTIONS                 8   /* get: struct linuxabi_xdp_options */
#define XDP_MAX_TX_SKB_BUDGET       9   /* set: an int */

/* XDP_UMEM_REG: the packet memory */
struct linuxabi_xdp_umem_reg {
    uint64_t addr;                      /* its start, a user address */
    uint64_t len;
    uint32_t chunk_size;
    uint32_t headroom;
    uint32_t flags;                     /* XDP_UMEM_* */
    uint32_t tx_metadata_len;           /* with XDP_UMEM_TX_METADATA_LEN */
};

/* XDP_STATISTICS: packets dropped, and why */
struct linuxabi_xdp_statistics {
    uint64_t rx_dropped;
    uint64_t rx_invalid_descs;
    uint64_t tx_invalid_descs;
    uint64_t rx_ring_full;
    uint64_t rx_fill_ring_empty_descs;
    uint64_t tx_ring_empty_descs;
};

/* XDP_OPTIONS */
struct linuxabi_xdp_options {
    uint32_t flags;                     /* XDP_OPTIONS_* */
};

/* flags of struct linuxabi_xdp_options */
#define XDP_OPTIONS_ZEROCOPY        (1 << 0)

/* mmap(2) offsets of the rings */
#define XDP_PGOFF_RX_RING           0
#define XDP_PGOFF_TX_RING           0x80000000
#if defined(__LP64__) || defined(_LP64)
#define XDP_UMEM_PGOFF_FILL_RING        0x100000000UL
#define XDP_UMEM_PGOFF_COMPLETION_RING  0x180000000UL
#else
#define XDP_UMEM_PGOFF_FILL_RING        0x100000000ULL
#define XDP_UMEM_PGOFF_COMPLETION_RING  0x180000000ULL
#endif

/* with XDP_UMEM_UNALIGNED_CHUNK_FLAG a descriptor's addr holds an offset
   above bit 48 and the chunk's address below it */
#define XSK_UNALIGNED_BUF_OFFSET_SHIFT  48
#if defined(__LP64__) || defined(_LP64)
#define XSK_UNALIGNED_BUF_ADDR_MASK     0xffffffffffffUL
#else
#define XSK_UNALIGNED_BUF_ADDR_MASK     0xffffffffffffULL
#endif

/* flags of struct linuxabi_xsk_tx_metadata: what the request holds */
#define XDP_TXMD_FLAGS_TIMESTAMP    (1 << 0)
#define XDP_TXMD_FLAGS_CHECKSUM     (1 << 1)
#define XDP_TXMD_FLAGS_LAUNCH_TIME  (1 << 2)

/* the request part of the TX metadata */
struct linuxabi_xsk_tx_metadata_request {
    uint16_t csum_start;                /* XDP_TXMD_FLAGS_CHECKSUM: from addr */
    uint16_t csum_offset;               /* ... where to write it, from csum_start */
    uint32_t reserved;
    uint64_t launch_time;               /* XDP_TXMD_FLAGS_LAUNCH_TIME: PTP ns */
};

/* the completion part */
struct linuxabi_xsk_tx_metadata_completion {
    uint64_t tx_timestamp;              /* XDP_TXMD_FLAGS_TIMESTAMP */
};

/* the kernel's anonymous union */
union linuxabi_xsk_tx_metadata_u {
    struct linuxabi_xsk_tx_metadata_request    request;
    struct linuxabi_xsk_tx_metadata_completion completion;
};

/* before a TX packet, tx_metadata_len bytes ahead of the descriptor's
   addr, when the descriptor has XDP_TX_METADATA */
struct linuxabi_xsk_tx_metadata {
    uint64_t flags;                     /* XDP_TXMD_FLAGS_* */
    union linuxabi_xsk_tx_metadata_u u;
};

/* an entry of the RX and TX rings */
struct linuxabi_xdp_desc {
    uint64_t addr;                      /* in the umem */
    uint32_t len;
    uint32_t options;                   /* XDP_PKT_CONTD, XDP_TX_METADATA */
};

/* options of struct linuxabi_xdp_desc */
#define XDP_PKT_CONTD               (1 << 0)  /* the packet goes on in the next */
#define XDP_TX_METADATA             (1 << 1)  /* a struct linuxabi_xsk_tx_metadata precedes */

#endif
