#ifndef LINUXABI_TCP_H
#define LINUXABI_TCP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/tcp.h>: TCP sockets.  The options of setsockopt(2) and
 * getsockopt(2) at level IPPROTO_TCP (6) and their values, what
 * getsockopt(2) TCP_INFO fills, the TCP_REPAIR, TCP_MD5SIG, TCP-AO and
 * TCP_ZEROCOPY_RECEIVE argument structures, the attribute types of
 * SCM_TIMESTAMPING_OPT_STATS, and the TCP header as it is on the wire.
 * The kernel's enumerators are macros here, of the same values.
 *
 * Bitfields: the kernel declares some bytes of these structures as
 * bitfields.  Here each such byte (or 32-bit word) is one unsigned
 * member, with a comment naming its bits.  Where the bits of a field
 * sit depends on the byte order: the compiler fills a bitfield from the
 * least significant bit on little-endian ABIs and from the most
 * significant bit on big-endian ones (powerpc64 has both).  Both
 * placements are given.
 *
 * It includes <linuxabi/socket.h>: the TCP_MD5SIG and TCP-AO key
 * structures hold the peer's address in its struct
 * linuxabi_sockaddr_storage.  With libc's <netinet/tcp.h>, include that
 * first: glibc declares TCP_CA_* and TCP_*_QUEUE as enumerators, musl
 * TCP_NLA_* and TFO_*.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/socket.h>

/* the TCP header (struct linuxabi_tcphdr) and TCP_MSS_* */
#define TCP_MSS_DEFAULT         536U    /* IPv4 MSS when the peer sends none */
#define TCP_MSS_DESIRED         1220U   /* IPv6 MSS wanted for tunnelled
                                           paths */

/* setsockopt(2)/getsockopt(2) options at level IPPROTO_TCP */
#define TCP_NODELAY             1       /* int: send at once, no Nagle */
#define TCP_MAXSEG              2       /* int: the MSS */
#define TCP_CORK                3       /* int: hold back partial segments */
#define TCP_KEEPIDLE            4       /* int: idle seconds before
                                           keepalive */
#define TCP_KEEPINTVL           5       /* int: seconds between keepalives */
#define TCP_KEEPCNT             6       /* int: unanswered keepalives to
                                           drop */
#define TCP_SYNCNT              7       /* int: SYN retransmissions */
#define TCP_LINGER2             8       /* int: FIN-WAIT-2 lifetime, seconds */
#define TCP_DEFER_ACCEPT        9       /* int: accept(2) only once data
                                           came */
#define TCP_WINDOW_CLAMP        10      /* int: bound of the advertised
                                           window */
#define TCP_INFO                11      /* get: struct linuxabi_tcp_info */
#define TCP_QUICKACK            12      /* int: acknowledge at once */
#define TCP_CONGESTION          13      /* char[]: congestion control name */
#define TCP_MD5SIG              14      /* set: struct linuxabi_tcp_md5sig
                                           (RFC 2385 signatures) */
#define TCP_THIN_LINEAR_TIMEOUTS 16     /* int: linear timeouts, thin
                                           streams */
#define TCP_THIN_DUPACK         17      /* int: accepted, ignored by current
                                           kernels */
#define TCP_USER_TIMEOUT        18      /* int: ms unacknowledged before the
                                           connection is dropped */
#define TCP_REPAIR              19      /* int: TCP_REPAIR_ON, _OFF, ... */
#define TCP_REPAIR_QUEUE        20      /* int: TCP_NO_QUEUE, TCP_*_QUEUE */
#define TCP_QUEUE_SEQ           21      /* sequence number of that queue */
#define TCP_REPAIR_OPTIONS      22      /* set: struct
                                           linuxabi_tcp_repair_opt[] */
#define TCP_FASTOPEN            23      /* int: Fast Open queue of a
                                           listener */
#define TCP_TIMESTAMP           24      /* set: timestamp offset; get: the
                                           timestamp clock */
#define TCP_NOTSENT_LOWAT       25      /* int: most unsent bytes with which
                                           the socket polls writable */
#define TCP_CC_INFO             26      /* get: the congestion control's
                                           data */
#define TCP_SAVE_SYN            27      /* int: keep the SYN's headers */
#define TCP_SAVED_SYN           28      /* get: the saved SYN's headers */
#define TCP_REPAIR_WINDOW       29      /* struct linuxabi_tcp_repair_window */
#define TCP_FASTOPEN_CONNECT    30      /* int: Fast Open from connect(2) */
#define TCP_ULP                 31      /* char[]: upper layer ("tls", ...) */
#define TCP_MD5SIG_EXT          32      /* set: struct linuxabi_tcp_md5sig
                                           with TCP_MD5SIG_FLAG_* */
#define TCP_FASTOPEN_KEY        33      /* Fast Open cookie keys */
#define TCP_FASTOPEN_NO_COOKIE  34      /* int: Fast Open without a cookie */
#define TCP_ZEROCOPY_RECEIVE    35      /* get: struct
                                           linuxabi_tcp_zerocopy_receive */
#define TCP_INQ                 36      /* int: report unread bytes in a
                                           control message */
#define TCP_CM_INQ              TCP_INQ /* that control message's type */
#define TCP_TX_DELAY            37      /* int: delay sent packets (us) */
#define TCP_AO_ADD_KEY          38      /* set: struct linuxabi_tcp_ao_add,
                                           a TCP-AO key (RFC 5925) */
#define TCP_AO_DEL_KEY          39      /* set: struct linuxabi_tcp_ao_del */
#define TCP_AO_INFO             40      /* struct linuxabi_tcp_ao_info_opt */
#define TCP_AO_GET_KEYS         41      /* get: struct
                                           linuxabi_tcp_ao_getsockopt[] */
#define TCP_AO_REPAIR           42      /* struct linuxabi_tcp_ao_repair */
#define TCP_IS_MPTCP            43      /* get int: 1 on an MPTCP socket */
#define TCP_RTO_MAX_MS          44      /* int: largest retransmission
                                           timeout, ms */
#define TCP_RTO_MIN_US          45      /* int: smallest one, us */
#define TCP_DELACK_MAX_US       46      /* int: longest delayed ACK, us */

/* TCP_REPAIR values */
#define TCP_REPAIR_ON           1
#define TCP_REPAIR_OFF          0
#define TCP_REPAIR_OFF_NO_WP    (-1)    /* off, and send no window probe */

/* TCP_REPAIR_QUEUE values (enumerators in the kernel) */
#define TCP_NO_QUEUE            0
#define TCP_RECV_QUEUE          1
#define TCP_SEND_QUEUE          2

/* TCP_REPAIR_OPTIONS: one option to restore; opt_code is the TCP option
   kind (2 MSS, 3 window scale, 4 SACK permitted, 8 timestamps) */
struct linuxabi_tcp_repair_opt {
    uint32_t opt_code;
    uint32_t opt_val;
};

/* TCP_REPAIR_WINDOW: the window state of a connection under repair */
struct linuxabi_tcp_repair_window {
    uint32_t snd_wl1;                   /* segment sequence of the last
                                           window update */
    uint32_t snd_wnd;                   /* the peer's send window */
    uint32_t max_window;                /* the largest window it offered */
    uint32_t rcv_wnd;                   /* our receive window */
    uint32_t rcv_wup;                   /* rcv_nxt at the last update */
};

/* tcpi_fastopen_client_fail: why a client's Fast Open failed (enumerators
   of enum tcp_fastopen_client_fail in the kernel) */
#define TFO_STATUS_UNSPEC       0       /* none of the below */
#define TFO_COOKIE_UNAVAILABLE  1       /* no cookie to send */
#define TFO_DATA_NOT_ACKED      2       /* the SYN-ACK did not ack the data */
#define TFO_SYN_RETRANSMITTED   3       /* likewise, after a timeout */

/* tcpi_options: what the connection negotiated */
#define TCPI_OPT_TIMESTAMPS     1
#define TCPI_OPT_SACK           2
#define TCPI_OPT_WSCALE         4
#define TCPI_OPT_ECN            8       /* ECN negotiated */
#define TCPI_OPT_ECN_SEEN       16      /* an ECT packet came in */
#define TCPI_OPT_SYN_DATA       32      /* a SYN's data was acknowledged */
#define TCPI_OPT_USEC_TS        64      /* timestamps count microseconds */
#define TCPI_OPT_TFO_CHILD      128     /* accepted through Fast Open */

/* tcpi_ca_state: the sender's congestion state (enumerators of enum
   tcp_ca_state in the kernel), and TCPF_CA_*, their bits (1 << state) */
#define TCP_CA_Open             0       /* nothing abnormal seen */
#define TCP_CA_Disorder         1       /* duplicate ACKs or SACKs seen */
#define TCP_CA_CWR              2       /* window reduced after ECN or a
                                           local drop */
#define TCP_CA_Recovery         3       /* fast retransmission */
#define TCP_CA_Loss             4       /* after a retransmission timeout */
#define TCPF_CA_Open            1
#define TCPF_CA_Disorder        2
#define TCPF_CA_CWR             4
#define TCPF_CA_Recovery        8
#define TCPF_CA_Loss            16

/* tcpi_ecn_mode (in tcpi_ecn_fields) */
#define TCPI_ECN_MODE_DISABLED  0x0
#define TCPI_ECN_MODE_RFC3168   0x1     /* classic ECN */
#define TCPI_ECN_MODE_ACCECN    0x2     /* Accurate ECN */
#define TCPI_ECN_MODE_PENDING   0x3     /* still negotiating */

/* tcpi_accecn_opt_seen (in tcpi_ecn_fields): the AccECN option seen */
#define TCP_ACCECN_OPT_NOT_SEEN         0x0
#define TCP_ACCECN_OPT_EMPTY_SEEN       0x1
#define TCP_ACCECN_OPT_COUNTER_SEEN     0x2
#define TCP_ACCECN_OPT_FAIL_SEEN        0x3

/* tcpi_accecn_fail_mode (in tcpi_ecn_fields): bits */
#define TCP_ACCECN_ACE_FAIL_SEND        0x1
#define TCP_ACCECN_ACE_FAIL_RECV        0x2
#define TCP_ACCECN_OPT_FAIL_SEND        0x4
#define TCP_ACCECN_OPT_FAIL_RECV        0x8

/*
 * getsockopt(2) TCP_INFO.  The kernel copies min(optlen, its own size)
 * bytes and stores that count in optlen: an older kernel fills less of
 * this, a newer one more (pass this size).  Times are microseconds
 * unless named otherwise; tcpi_last_* are milliseconds ago.
 */
struct linuxabi_tcp_info {
    uint8_t  tcpi_state;                /* TCP state: 1 established, ... */
    uint8_t  tcpi_ca_state;             /* TCP_CA_* */
    uint8_t  tcpi_retransmits;
    uint8_t  tcpi_probes;
    uint8_t  tcpi_backoff;
    uint8_t  tcpi_options;              /* TCPI_OPT_* */
    uint8_t  tcpi_wscale;               /* bitfields tcpi_snd_wscale (4 bits),
                                           then tcpi_rcv_wscale (4 bits):
                                           little-endian ABIs: snd in bits
                                           0-3, rcv in 4-7; big-endian:
                                           snd in bits 4-7, rcv in 0-3 */
    uint8_t  tcpi_app_limited_tfo;      /* bitfields
                                           tcpi_delivery_rate_app_limited
                                           (1 bit), then
                                           tcpi_fastopen_client_fail (2
                                           bits, TFO_*): little-endian:
                                           bit 0, bits 1-2; big-endian: bit
                                           7, bits 5-6; the rest is 0 */
    uint32_t tcpi_rto;                  /* retransmission timeout */
    uint32_t tcpi_ato;                  /* delayed ACK timeout */
    uint32_t tcpi_snd_mss;
    uint32_t tcpi_rcv_mss;
    uint32_t tcpi_unacked;              /* segments in flight */
    uint32_t tcpi_sacked;
    uint32_t tcpi_lost;
    uint32_t tcpi_retrans;
    uint32_t tcpi_fackets;              /* always 0 */
    uint32_t tcpi_last_data_sent;
    uint32_t tcpi_last_ack_sent;        /* always 0 */
    uint32_t tcpi_last_data_recv;
    uint32_t tcpi_last_ack_recv;
    uint32_t tcpi_pmtu;                 /* path MTU */
    uint32_t tcpi_rcv_ssthresh;
    uint32_t tcpi_rtt;                  /* smoothed round trip time */
    uint32_t tcpi_rttvar;
    uint32_t tcpi_snd_ssthresh;
    uint32_t tcpi_snd_cwnd;             /* congestion window, segments */
    uint32_t tcpi_advmss;
    uint32_t tcpi_reordering;
    uint32_t tcpi_rcv_rtt;
    uint32_t tcpi_rcv_space;
    uint32_t tcpi_total_retrans;
    /* Linux 3.15 */
    uint64_t tcpi_pacing_rate;          /* bytes per second */
    uint64_t tcpi_max_pacing_rate;
    /* Linux 4.1 */
    uint64_t tcpi_bytes_acked;
    uint64_t tcpi_bytes_received;
    uint32_t tcpi_segs_out;             /* segments sent */
    uint32_t tcpi_segs_in;              /* segments received */
    uint32_t tcpi_notsent_bytes;
    uint32_t tcpi_min_rtt;
    uint32_t tcpi_data_segs_in;         /* segments with data */
    uint32_t tcpi_data_segs_out;
    uint64_t tcpi_delivery_rate;        /* bytes per second */
    uint64_t tcpi_busy_time;            /* time sending data */
    uint64_t tcpi_rwnd_limited;         /* time held by the receive window */
    uint64_t tcpi_sndbuf_limited;       /* time held by the send buffer */
    uint32_t tcpi_delivered;            /* segments delivered */
    uint32_t tcpi_delivered_ce;         /* of those, with ECN CE */
    uint64_t tcpi_bytes_sent;           /* data bytes sent, with resends */
    uint64_t tcpi_bytes_retrans;
    uint32_t tcpi_dsack_dups;
    uint32_t tcpi_reord_seen;           /* reordering events */
    uint32_t tcpi_rcv_ooopack;          /* segments received out of order */
    uint32_t tcpi_snd_wnd;              /* the peer's window, bytes */
    uint32_t tcpi_rcv_wnd;              /* ours, bytes */
    uint32_t tcpi_rehash;               /* rehash attempts */
    uint16_t tcpi_total_rto;            /* retransmission timeouts */
    uint16_t tcpi_total_rto_recoveries;
    uint32_t tcpi_total_rto_time;       /* ms spent recovering from them */
    uint32_t tcpi_received_ce;          /* segments received with ECN CE */
    uint32_t tcpi_delivered_e1_bytes;   /* Accurate ECN byte counters */
    uint32_t tcpi_delivered_e0_bytes;
    uint32_t tcpi_delivered_ce_bytes;
    uint32_t tcpi_received_e1_bytes;
    uint32_t tcpi_received_e0_bytes;
    uint32_t tcpi_received_ce_bytes;
    uint32_t tcpi_ecn_fields;           /* bitfields tcpi_ecn_mode (2 bits,
                                           TCPI_ECN_MODE_*),
                                           tcpi_accecn_opt_seen (2,
                                           TCP_ACCECN_OPT_*),
                                           tcpi_accecn_fail_mode (4,
                                           TCP_ACCECN_*_FAIL_*),
                                           tcpi_options2 (24) in that order:
                                           little-endian ABIs: value bits
                                           0-1, 2-3, 4-7, 8-31; big-endian:
                                           30-31, 28-29, 24-27, 0-23 */
};

/* attribute types in SCM_TIMESTAMPING_OPT_STATS control messages (netlink
   attributes; enumerators in the kernel) */
#define TCP_NLA_PAD                     0
#define TCP_NLA_BUSY                    1       /* time sending data, us */
#define TCP_NLA_RWND_LIMITED            2       /* time held by the peer's
                                                   window, us */
#define TCP_NLA_SNDBUF_LIMITED          3       /* time held by the send
                                                   buffer, us */
#define TCP_NLA_DATA_SEGS_OUT           4       /* data segments sent */
#define TCP_NLA_TOTAL_RETRANS           5       /* of those, resent */
#define TCP_NLA_PACING_RATE             6       /* bytes per second */
#define TCP_NLA_DELIVERY_RATE           7       /* bytes per second */
#define TCP_NLA_SND_CWND                8       /* congestion window */
#define TCP_NLA_REORDERING              9
#define TCP_NLA_MIN_RTT                 10
#define TCP_NLA_RECUR_RETRANS           11      /* resends of this segment */
#define TCP_NLA_DELIVERY_RATE_APP_LMT   12      /* rate limited by the
                                                   application? */
#define TCP_NLA_SNDQ_SIZE               13      /* unsent bytes queued */
#define TCP_NLA_CA_STATE                14      /* TCP_CA_* */
#define TCP_NLA_SND_SSTHRESH            15
#define TCP_NLA_DELIVERED               16      /* segments delivered */
#define TCP_NLA_DELIVERED_CE            17      /* of those, ECN CE marked */
#define TCP_NLA_BYTES_SENT              18      /* data bytes, with resends */
#define TCP_NLA_BYTES_RETRANS           19      /* data bytes resent */
#define TCP_NLA_DSACK_DUPS              20      /* DSACK blocks received */
#define TCP_NLA_REORD_SEEN              21      /* reordering events */
#define TCP_NLA_SRTT                    22      /* smoothed RTT, us */
#define TCP_NLA_TIMEOUT_REHASH          23      /* rehashes after timeouts */
#define TCP_NLA_BYTES_NOTSENT           24      /* bytes queued, unsent */
#define TCP_NLA_EDT                     25      /* earliest departure time,
                                                   CLOCK_MONOTONIC */
#define TCP_NLA_TTL                     26      /* TTL or hop limit of a
                                                   received packet */
#define TCP_NLA_REHASH                  27      /* all rehash attempts */

/* TCP_MD5SIG, TCP_MD5SIG_EXT */
#define TCP_MD5SIG_MAXKEYLEN            80      /* bytes of a key */
#define TCP_MD5SIG_FLAG_PREFIX          0x1     /* tcpm_prefixlen is set */
#define TCP_MD5SIG_FLAG_IFINDEX         0x2     /* tcpm_ifindex is set */

/* setsockopt(2) TCP_MD5SIG, TCP_MD5SIG_EXT: add a key for a peer, or
   delete it (tcpm_keylen 0) */
struct linuxabi_tcp_md5sig {
    struct linuxabi_sockaddr_storage tcpm_addr; /* the peer: a struct
                                           linuxabi_sockaddr_in or _in6 */
    uint8_t  tcpm_flags;                /* TCP_MD5SIG_EXT: TCP_MD5SIG_FLAG_* */
    uint8_t  tcpm_prefixlen;            /* TCP_MD5SIG_FLAG_PREFIX: bits of
                                           tcpm_addr that must match */
    uint16_t tcpm_keylen;               /* bytes of tcpm_key */
    int32_t  tcpm_ifindex;              /* TCP_MD5SIG_FLAG_IFINDEX: the
                                           L3 device (VRF), 0: any */
    uint8_t  tcpm_key[80];              /* TCP_MD5SIG_MAXKEYLEN */
};

/* the INET_DIAG_MD5SIG attribute of sock_diag: one key */
struct linuxabi_tcp_diag_md5sig {
    uint8_t  tcpm_family;               /* AF_INET or AF_INET6 */
    uint8_t  tcpm_prefixlen;
    uint16_t tcpm_keylen;
    uint32_t tcpm_addr[4];              /* the address, network byte order */
    uint8_t  tcpm_key[80];              /* TCP_MD5SIG_MAXKEYLEN */
};

/* TCP-AO (RFC 5925) keys */
#define TCP_AO_MAXKEYLEN                80      /* bytes of a key */
#define TCP_AO_KEYF_IFINDEX             0x1     /* the key's ifindex is set */
#define TCP_AO_KEYF_EXCLUDE_OPT         0x2     /* the MAC leaves out the
                                                   other TCP options */

/*
 * The TCP-AO structures are 8-byte aligned in the kernel on every ABI (an
 * attribute).  These are aligned as their widest member: the same on
 * 64-bit ABIs; less on 32-bit ones, with the kernel's offsets and size
 * (setsockopt(2) and getsockopt(2) copy optlen bytes from wherever the
 * struct is).
 */

/* setsockopt(2) TCP_AO_ADD_KEY: add a key (an MKT) for a peer */
struct linuxabi_tcp_ao_add {
    struct linuxabi_sockaddr_storage addr; /* the peer */
    char     alg_name[64];              /* the MAC algorithm's crypto API
                                           name: "hmac(sha256)", ... */
    int32_t  ifindex;                   /* TCP_AO_KEYF_IFINDEX: L3 device */
    uint32_t flags;                     /* bitfields set_current, set_rnext
                                           (1 bit each: make the key the
                                           Current_key, ask the peer for
                                           it as RNext_key), reserved (30,
                                           zero): little-endian ABIs:
                                           value bits 0, 1; big-endian:
                                           31, 30 */
    uint16_t reserved2;                 /* zero */
    uint8_t  prefix;                    /* bits of addr that must match */
    uint8_t  sndid;                     /* SendID of outgoing segments */
    uint8_t  rcvid;                     /* RecvID of incoming ones */
    uint8_t  maclen;                    /* bytes of the MAC, 0: default */
    uint8_t  keyflags;                  /* TCP_AO_KEYF_* */
    uint8_t  keylen;                    /* bytes of key */
    uint8_t  key[80];                   /* TCP_AO_MAXKEYLEN */
};

/* setsockopt(2) TCP_AO_DEL_KEY: delete a key */
struct linuxabi_tcp_ao_del {
    struct linuxabi_sockaddr_storage addr; /* the peer */
    int32_t  ifindex;                   /* TCP_AO_KEYF_IFINDEX: L3 device */
    uint32_t flags;                     /* bitfields set_current,
                                           set_rnext (1 bit each: also set
                                           current_key, rnext), del_async
                                           (1: listening sockets only),
                                           reserved (29, zero):
                                           little-endian ABIs: value bits
                                           0, 1, 2; big-endian: 31, 30, 29 */
    uint16_t reserved2;                 /* zero */
    uint8_t  prefix;
    uint8_t  sndid;                     /* the key's SendID */
    uint8_t  rcvid;                     /* the key's RecvID */
    uint8_t  current_key;               /* KeyID to make Current_key */
    uint8_t  rnext;                     /* KeyID to make RNext_key */
    uint8_t  keyflags;                  /* TCP_AO_KEYF_* */
};

/* setsockopt(2)/getsockopt(2) TCP_AO_INFO: the socket's TCP-AO state */
struct linuxabi_tcp_ao_info_opt {
    uint32_t flags;                     /* bitfields, in this order:
                                           set_current, set_rnext,
                                           ao_required, set_counters,
                                           accept_icmps (1 bit each),
                                           reserved (27, zero):
                                           little-endian ABIs: value bits
                                           0, 1, 2, 3, 4; big-endian: 31,
                                           30, 29, 28, 27 */
    uint16_t reserved2;                 /* zero */
    uint8_t  current_key;               /* KeyID of Current_key */
    uint8_t  rnext;                     /* KeyID of RNext_key */
    uint64_t pkt_good;                  /* segments verified */
    uint64_t pkt_bad;                   /* segments that failed */
    uint64_t pkt_key_not_found;
    uint64_t pkt_ao_required;           /* segments without TCP-AO */
    uint64_t pkt_dropped_icmp;          /* ICMPs ignored */
};

/* getsockopt(2) TCP_AO_GET_KEYS: the keys that match; optval holds
   nkeys of these, the first one also the filter */
struct linuxabi_tcp_ao_getsockopt {
    struct linuxabi_sockaddr_storage addr; /* in/out: the peer (with
                                           prefix) to match */
    char     alg_name[64];              /* out */
    uint8_t  key[80];                   /* out: TCP_AO_MAXKEYLEN */
    uint32_t nkeys;                     /* in: room in optval; out: keys
                                           that matched */
    uint16_t flags;                     /* bitfields is_current, is_rnext,
                                           get_all (1 bit each), reserved
                                           (13, zero): little-endian ABIs:
                                           value bits 0, 1, 2; big-endian:
                                           15, 14, 13 */
    uint8_t  sndid;                     /* in/out */
    uint8_t  rcvid;                     /* in/out */
    uint8_t  prefix;                    /* in/out */
    uint8_t  maclen;                    /* out */
    uint8_t  keyflags;                  /* in/out: TCP_AO_KEYF_* */
    uint8_t  keylen;                    /* out: bytes of key */
    int32_t  ifindex;                   /* in/out: L3 device */
    uint64_t pkt_good;                  /* out: segments verified */
    uint64_t pkt_bad;                   /* out: segments that failed */
};

/* setsockopt(2)/getsockopt(2) TCP_AO_REPAIR, on a socket under repair */
struct linuxabi_tcp_ao_repair {
    uint32_t snt_isn;                   /* network byte order */
    uint32_t rcv_isn;                   /* network byte order */
    uint32_t snd_sne;                   /* sequence number extensions */
    uint32_t rcv_sne;
};

/* getsockopt(2) TCP_ZEROCOPY_RECEIVE: map received data into memory */
#define TCP_RECEIVE_ZEROCOPY_FLAG_TLB_CLEAN_HINT 0x1    /* flags */

struct linuxabi_tcp_zerocopy_receive {
    uint64_t address;                   /* in: the mapping's address */
    uint32_t length;                    /* in/out: bytes to map, mapped */
    uint32_t recv_skip_hint;            /* out: bytes to read(2) instead */
    uint32_t inq;                       /* out: bytes in the receive queue */
    int32_t  err;                       /* out: the socket's error */
    uint64_t copybuf_address;           /* in: buffer for a small rest */
    int32_t  copybuf_len;               /* in/out: its bytes, or -error */
    uint32_t flags;                     /* in: TCP_RECEIVE_ZEROCOPY_FLAG_* */
    uint64_t msg_control;               /* in/out: control buffer address */
    uint64_t msg_controllen;            /* in/out: its length */
    uint32_t msg_flags;                 /* out */
    uint32_t reserved;                  /* zero */
};

/*
 * The TCP header, as on the wire: every multi-byte field is in network
 * byte order.  The kernel declares bytes 12-13 as bitfields whose
 * declaration order depends on the byte order; as bytes they are the
 * same everywhere.  Options follow, up to doff * 4 bytes from the start.
 */
struct linuxabi_tcphdr {
    uint16_t source;                    /* source port */
    uint16_t dest;                      /* destination port */
    uint32_t seq;
    uint32_t ack_seq;
    uint8_t  doff_res;                  /* bits 4-7: doff, the header's
                                           length in 32-bit words; bits
                                           1-3: reserved; bit 0: ae
                                           (Accurate ECN) */
    uint8_t  flags;                     /* bit 7 cwr, 6 ece, 5 urg, 4 ack,
                                           3 psh, 2 rst, 1 syn, 0 fin */
    uint16_t window;
    uint16_t check;                     /* checksum */
    uint16_t urg_ptr;
};

#endif
