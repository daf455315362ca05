#ifndef LINUXABI_PACKET_DIAG_H
#define LINUXABI_PACKET_DIAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/packet_diag.h>: AF_PACKET sockets over NETLINK_SOCK_DIAG
 * (ss(8) -0).  A SOCK_DIAG_BY_FAMILY dump request
 * (<linuxabi/sock_diag.h>) carries a struct linuxabi_packet_diag_req;
 * each reply is a struct linuxabi_packet_diag_msg followed by the
 * PACKET_DIAG_* attributes its PACKET_SHOW_* bits asked for.  The same
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* SOCK_DIAG_BY_FAMILY, sdiag_family AF_PACKET, NLM_F_DUMP */
struct linuxabi_packet_diag_req {
    uint8_t  sdiag_family;              /* AF_PACKET */
    uint8_t  sdiag_protocol;            /* 0 */
    uint16_t pad;                       /* 0 */
    uint32_t pdiag_ino;                 /* unused */
    uint32_t pdiag_show;                /* PACKET_SHOW_* */
    uint32_t pdiag_cookie[2];           /* unused */
};

/* pdiag_show: the attributes wanted */
#define PACKET_SHOW_INFO        0x00000001  /* PACKET_DIAG_INFO */
#define PACKET_SHOW_MCLIST      0x00000002  /* PACKET_DIAG_MCLIST */
#define PACKET_SHOW_RING_CFG    0x00000004  /* PACKET_DIAG_RX_RING, _TX_RING */
#define PACKET_SHOW_FANOUT      0x00000008  /* PACKET_DIAG_FANOUT */
#define PACKET_SHOW_MEMINFO     0x00000010  /* PACKET_DIAG_MEMINFO */
#define PACKET_SHOW_FILTER      0x00000020  /* PACKET_DIAG_FILTER */

/* each reply: one socket */
struct linuxabi_packet_diag_msg {
    uint8_t  pdiag_family;              /* AF_PACKET */
    uint8_t  pdiag_type;                /* SOCK_RAW, SOCK_DGRAM */
    uint16_t pdiag_num;                 /* the bound protocol (ETH_P_*) */
    uint32_t pdiag_ino;
    uint32_t pdiag_cookie[2];
};

/* attributes after a reply's struct linuxabi_packet_diag_msg (type 0 is
   an attribute too: there is no PACKET_DIAG_NONE) */
#define PACKET_DIAG_INFO        0   /* struct linuxabi_packet_diag_info */
#define PACKET_DIAG_MCLIST      1   /* struct linuxabi_packet_diag_mclist[] */
#define PACKET_DIAG_RX_RING     2   /* struct linuxabi_packet_diag_ring */
#define PACKET_DIAG_TX_RING     3   /* struct linuxabi_packet_diag_ring */
#define PACKET_DIAG_FANOUT      4   /* uint32_t: group id, mode and flags
                                       as PACKET_FANOUT takes them */
#define PACKET_DIAG_UID         5   /* uint32_t */
#define PACKET_DIAG_MEMINFO     6   /* uint32_t[]: SK_MEMINFO_* */
#define PACKET_DIAG_FILTER      7   /* struct linuxabi_sock_filter[] */

/* PACKET_DIAG_INFO */
struct linuxabi_packet_diag_info {
    uint32_t pdi_index;                 /* the bound interface's index */
    uint32_t pdi_version;               /* TPACKET_V* */
    uint32_t pdi_reserve;               /* PACKET_RESERVE */
    uint32_t pdi_copy_thresh;           /* PACKET_COPY_THRESH */
    uint32_t pdi_tstamp;                /* PACKET_TIMESTAMP */
    uint32_t pdi_flags;                 /* PDI_* */
};

/* pdi_flags: the socket options set */
#define PDI_RUNNING             0x1     /* bound and receiving */
#define PDI_AUXDATA             0x2     /* PACKET_AUXDATA */
#define PDI_ORIGDEV             0x4     /* PACKET_ORIGDEV */
#define PDI_VNETHDR             0x8     /* PACKET_VNET_HDR */
#define PDI_LOSS                0x10    /* PACKET_LOSS */

/* PACKET_DIAG_MCLIST: one PACKET_ADD_MEMBERSHIP */
struct linuxabi_packet_diag_mclist {
    uint32_t pdmc_index;                /* interface index */
    uint32_t pdmc_count;                /* times added */
    uint16_t pdmc_type;                 /* PACKET_MR_* */
    uint16_t pdmc_alen;                 /* bytes of pdmc_addr used */
    uint8_t  pdmc_addr[32];
};

/* PACKET_DIAG_RX_RING, PACKET_DIAG_TX_RING: PACKET_RX_RING's request */
struct linuxabi_packet_diag_ring {
    uint32_t pdr_block_size;
    uint32_t pdr_block_nr;
    uint32_t pdr_frame_size;
    uint32_t pdr_frame_nr;
    uint32_t pdr_retire_tmo;            /* TPACKET_V3 only */
    uint32_t pdr_sizeof_priv;           /* TPACKET_V3 only */
    uint32_t pdr_features;              /* TPACKET_V3 only */
};

#endif
