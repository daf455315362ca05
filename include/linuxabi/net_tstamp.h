#ifndef LINUXABI_NET_TSTAMP_H
#define LINUXABI_NET_TSTAMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/net_tstamp.h>: network packet timestamps.  The flags of
 * setsockopt(2)/getsockopt(2) SO_TIMESTAMPING (SOL_SOCKET, with
 * <linuxabi/socket.h>'s SO_TIMESTAMPING_OLD/_NEW) and of the
 * SO_TIMESTAMPING control message of sendmsg(2), the hardware settings
 * of ioctl(2) SIOCSHWTSTAMP/SIOCGHWTSTAMP (struct linuxabi_hwtstamp_config
 * behind ifr_data), the SCM_TIMESTAMPING_PKTINFO control message, and
 * SO_TXTIME's struct linuxabi_sock_txtime.  The timestamps themselves
 * arrive as <linuxabi/errqueue.h>'s struct linuxabi_scm_timestamping.
 * The same on every ABI.
 *
 * The kernel's enumerators are macros here.  Its masks of every flag
 * (SOF_TIMESTAMPING_MASK, SOF_TIMESTAMPING_TX_RECORD_MASK,
 * HWTSTAMP_FLAG_MASK, SOF_TXTIME_FLAGS_MASK), the last flags they are
 * made from and the counts of the enums grow with each new flag or
 * value, and are left out.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* hardware timestamp provider qualifiers (ethtool netlink; enum
   hwtstamp_provider_qualifier) */
#define HWTSTAMP_PROVIDER_QUALIFIER_PRECISE 0 /* IEEE 1588 quality */
#define HWTSTAMP_PROVIDER_QUALIFIER_APPROX  1 /* at the NIC's DMA */

/* SO_TIMESTAMPING flags: which timestamps to record (TX_*, RX_*) and
   which to report (SOFTWARE, RAW_HARDWARE), and options (OPT_*) */
#define SOF_TIMESTAMPING_TX_HARDWARE    (1 << 0)
#define SOF_TIMESTAMPING_TX_SOFTWARE    (1 << 1)
#define SOF_TIMESTAMPING_RX_HARDWARE    (1 << 2)
#define SOF_TIMESTAMPING_RX_SOFTWARE    (1 << 3)
#define SOF_TIMESTAMPING_SOFTWARE       (1 << 4)  /* report software stamps */
#define SOF_TIMESTAMPING_SYS_HARDWARE   (1 << 5)  /* deprecated: ignored */
#define SOF_TIMESTAMPING_RAW_HARDWARE   (1 << 6)  /* report hardware stamps */
#define SOF_TIMESTAMPING_OPT_ID         (1 << 7)  /* an id in ee_data */
#define SOF_TIMESTAMPING_TX_SCHED       (1 << 8)  /* on entering the qdisc */
#define SOF_TIMESTAMPING_TX_ACK         (1 << 9)  /* on the peer's ack (TCP) */
#define SOF_TIMESTAMPING_OPT_CMSG       (1 << 10) /* IP_PKTINFO with TX stamps */
#define SOF_TIMESTAMPING_OPT_TSONLY     (1 << 11) /* no packet with TX stamps */
#define SOF_TIMESTAMPING_OPT_STATS      (1 << 12) /* SCM_TIMESTAMPING_OPT_STATS */
#define SOF_TIMESTAMPING_OPT_PKTINFO    (1 << 13) /* SCM_TIMESTAMPING_PKTINFO */
#define SOF_TIMESTAMPING_OPT_TX_SWHW    (1 << 14) /* software and hardware TX */
#define SOF_TIMESTAMPING_BIND_PHC       (1 << 15) /* so_timestamping bind_phc */
#define SOF_TIMESTAMPING_OPT_ID_TCP     (1 << 16) /* TCP ids from the write */
#define SOF_TIMESTAMPING_OPT_RX_FILTER  (1 << 17) /* only stamps recorded */
#define SOF_TIMESTAMPING_TX_COMPLETION  (1 << 18) /* on the TX completion */

/* SO_TIMESTAMPING's argument with SOF_TIMESTAMPING_BIND_PHC (else an
   int of flags) */
struct linuxabi_so_timestamping {
    int      flags;                     /* SOF_TIMESTAMPING_* */
    int      bind_phc;                  /* index of a PTP virtual clock */
};

/* SIOCSHWTSTAMP, SIOCGHWTSTAMP: a struct linuxabi_ifreq whose ifr_data
   points to this */
struct linuxabi_hwtstamp_config {
    int      flags;                     /* HWTSTAMP_FLAG_* */
    int      tx_type;                   /* HWTSTAMP_TX_* */
    int      rx_filter;                 /* HWTSTAMP_FILTER_*; the driver
                                           may widen it */
};

/* hwtstamp_config flags (enum hwtstamp_flags) */
#define HWTSTAMP_FLAG_BONDED_PHC_INDEX  (1 << 0) /* a bond's active PHC */

/* hwtstamp_config tx_type (enum hwtstamp_tx_types) */
#define HWTSTAMP_TX_OFF                 0
#define HWTSTAMP_TX_ON                  1
#define HWTSTAMP_TX_ONESTEP_SYNC        2 /* stamps inserted into Sync */
#define HWTSTAMP_TX_ONESTEP_P2P         3 /* and into PDelay_Resp */

/* hwtstamp_config rx_filter (enum hwtstamp_rx_filters): which received
   packets the hardware stamps */
#define HWTSTAMP_FILTER_NONE                    0
#define HWTSTAMP_FILTER_ALL                     1
#define HWTSTAMP_FILTER_SOME                    2 /* answer: more than asked */
#define HWTSTAMP_FILTER_PTP_V1_L4_EVENT         3
#define HWTSTAMP_FILTER_PTP_V1_L4_SYNC          4
#define HWTSTAMP_FILTER_PTP_V1_L4_DELAY_REQ     5
#define HWTSTAMP_FILTER_PTP_V2_L4_EVENT         6
#define HWTSTAMP_FILTER_PTP_V2_L4_SYNC          7
#define HWTSTAMP_FILTER_PTP_V2_L4_DELAY_REQ     8
#define HWTSTAMP_FILTER_PTP_V2_L2_EVENT         9 /* 802.1AS, Ethernet */
#define HWTSTAMP_FILTER_PTP_V2_L2_SYNC          10
#define HWTSTAMP_FILTER_PTP_V2_L2_DELAY_REQ     11
#define HWTSTAMP_FILTER_PTP_V2_EVENT            12 /* any layer */
#define HWTSTAMP_FILTER_PTP_V2_SYNC             13
#define HWTSTAMP_FILTER_PTP_V2_DELAY_REQ        14
#define HWTSTAMP_FILTER_NTP_ALL                 15

/* the SCM_TIMESTAMPING_PKTINFO control message */
struct linuxabi_scm_ts_pktinfo {
    uint32_t if_index;                  /* the receiving interface */
    uint32_t pkt_length;                /* the packet's length at layer 2 */
    uint32_t reserved[2];
};

/* SO_TXTIME flags (enum txtime_flags) */
#define SOF_TXTIME_DEADLINE_MODE        (1 << 0) /* send by, not at */
#define SOF_TXTIME_REPORT_ERRORS        (1 << 1) /* SO_EE_ORIGIN_TXTIME */

/* SO_TXTIME's argument */
struct linuxabi_sock_txtime {
    int32_t  clockid;                   /* CLOCK_* of the SCM_TXTIME times */
    uint32_t flags;                     /* SOF_TXTIME_* */
};

#endif
