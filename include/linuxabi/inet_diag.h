#ifndef LINUXABI_INET_DIAG_H
#define LINUXABI_INET_DIAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/inet_diag.h>: TCP, UDP, raw, SCTP and MPTCP sockets over
 * NETLINK_SOCK_DIAG (ss(8)).  A SOCK_DIAG_BY_FAMILY request
 * (<linuxabi/sock_diag.h>) carries a struct linuxabi_inet_diag_req_v2,
 * optionally followed by INET_DIAG_REQ_* attributes; each reply is a
 * struct linuxabi_inet_diag_msg followed by INET_DIAG_* attributes.  The
 * older requests of type TCPDIAG_GETSOCK and DCCPDIAG_GETSOCK carry a
 * struct linuxabi_inet_diag_req.  Ports and addresses are in network
 * byte order.  The same on every ABI but the host condition's layout.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/inet_diag-hostcond.h>

/* the old netlink message types of NETLINK_SOCK_DIAG (NETLINK_INET_DIAG),
   with struct linuxabi_inet_diag_req; the kernel takes types from 18 up
   to INET_DIAG_GETSOCK_MAX - 1 */
#define TCPDIAG_GETSOCK         18
#define DCCPDIAG_GETSOCK        19
#define INET_DIAG_GETSOCK_MAX   24

/* a socket's identity: in requests, which socket; in replies, this one */
struct linuxabi_inet_diag_sockid {
    uint16_t idiag_sport;               /* local port */
    uint16_t idiag_dport;               /* remote port */
    uint32_t idiag_src[4];              /* local address; IPv4: [0] */
    uint32_t idiag_dst[4];              /* remote address */
    uint32_t idiag_if;                  /* interface index */
    uint32_t idiag_cookie[2];           /* the socket's cookie, or both
                                           INET_DIAG_NOCOOKIE */
};

#define INET_DIAG_NOCOOKIE      0xffffffffU /* idiag_cookie[]: any socket */

/* TCPDIAG_GETSOCK, DCCPDIAG_GETSOCK */
struct linuxabi_inet_diag_req {
    uint8_t  idiag_family;              /* AF_INET, AF_INET6 */
    uint8_t  idiag_src_len;
    uint8_t  idiag_dst_len;
    uint8_t  idiag_ext;                 /* bit n - 1: attribute n wanted */
    struct linuxabi_inet_diag_sockid id;
    uint32_t idiag_states;              /* bit n: sockets in TCP state n */
    uint32_t idiag_dbs;                 /* unused */
};

/* SOCK_DIAG_BY_FAMILY for AF_INET, AF_INET6 */
struct linuxabi_inet_diag_req_v2 {
    uint8_t  sdiag_family;              /* AF_INET, AF_INET6 */
    uint8_t  sdiag_protocol;            /* IPPROTO_TCP, _UDP, _RAW, ... */
    uint8_t  idiag_ext;                 /* bit n - 1: attribute n wanted
                                           (INET_DIAG_MEMINFO to _SHUTDOWN) */
    uint8_t  pad;                       /* 0 */
    uint32_t idiag_states;              /* bit n: sockets in TCP state n
                                           (TCP_LISTEN is 10) */
    struct linuxabi_inet_diag_sockid id;
};

/* the same request for IPPROTO_RAW: pad is the raw protocol */
struct linuxabi_inet_diag_req_raw {
    uint8_t  sdiag_family;
    uint8_t  sdiag_protocol;            /* IPPROTO_RAW */
    uint8_t  idiag_ext;
    uint8_t  sdiag_raw_protocol;        /* the raw socket's protocol */
    uint32_t idiag_states;
    struct linuxabi_inet_diag_sockid id;
};

/* attributes after a request's struct linuxabi_inet_diag_req_v2 */
#define INET_DIAG_REQ_NONE              0
#define INET_DIAG_REQ_BYTECODE          1   /* a filter: inet_diag_bc_op */
#define INET_DIAG_REQ_SK_BPF_STORAGES   2   /* SK_DIAG_BPF_STORAGE_REQ_* */
#define INET_DIAG_REQ_PROTOCOL          3   /* uint32_t: the protocol, past
                                               sdiag_protocol's 8 bits */

/* one operation of an INET_DIAG_REQ_BYTECODE filter: a conditional jump,
   yes bytes on (its own length and operands) or no bytes on, from it */
struct linuxabi_inet_diag_bc_op {
    uint8_t  code;                      /* INET_DIAG_BC_* */
    uint8_t  yes;
    uint16_t no;
};

/* inet_diag_bc_op codes; the operand follows the operation */
#define INET_DIAG_BC_NOP            0
#define INET_DIAG_BC_JMP            1
#define INET_DIAG_BC_S_GE           2   /* local port >= op.no of the next
                                           op */
#define INET_DIAG_BC_S_LE           3
#define INET_DIAG_BC_D_GE           4   /* remote port */
#define INET_DIAG_BC_D_LE           5
#define INET_DIAG_BC_AUTO           6   /* the port was chosen by bind */
#define INET_DIAG_BC_S_COND         7   /* inet_diag_hostcond: local */
#define INET_DIAG_BC_D_COND         8   /* inet_diag_hostcond: remote */
#define INET_DIAG_BC_DEV_COND       9   /* uint32_t: interface index */
#define INET_DIAG_BC_MARK_COND      10  /* inet_diag_markcond */
#define INET_DIAG_BC_S_EQ           11
#define INET_DIAG_BC_D_EQ           12
#define INET_DIAG_BC_CGROUP_COND    13  /* uint64_t: cgroup v2 id */

/* INET_DIAG_BC_MARK_COND: (mark of the socket & mask) == mark */
struct linuxabi_inet_diag_markcond {
    uint32_t mark;
    uint32_t mask;
};

/* each reply: one socket */
struct linuxabi_inet_diag_msg {
    uint8_t  idiag_family;
    uint8_t  idiag_state;               /* TCP state (TCP_LISTEN 10, ...) */
    uint8_t  idiag_timer;               /* IDIAG_TIMER_* */
    uint8_t  idiag_retrans;
    struct linuxabi_inet_diag_sockid id;
    uint32_t idiag_expires;             /* ms until the timer fires */
    uint32_t idiag_rqueue;              /* listening: connections waiting
                                           to be accepted */
    uint32_t idiag_wqueue;              /* listening: the backlog */
    uint32_t idiag_uid;
    uint32_t idiag_inode;
};

/* idiag_timer */
#define IDIAG_TIMER_OFF         0
#define IDIAG_TIMER_ON          1       /* retransmission */
#define IDIAG_TIMER_KEEPALIVE   2
#define IDIAG_TIMER_TIMEWAIT    3
#define IDIAG_TIMER_PROBE0      4       /* zero window probe */
#define IDIAG_TIMER_DELACK      5       /* delayed ACK */

/* attributes after a reply's struct linuxabi_inet_diag_msg; the first
   eight are asked for with bit (n - 1) of idiag_ext */
#define INET_DIAG_NONE              0
#define INET_DIAG_MEMINFO           1   /* struct linuxabi_inet_diag_meminfo */
#define INET_DIAG_INFO              2   /* TCP: struct linuxabi_tcp_info */
#define INET_DIAG_VEGASINFO         3   /* struct linuxabi_tcpvegas_info */
#define INET_DIAG_CONG              4   /* string: congestion control */
#define INET_DIAG_TOS               5   /* uint8_t */
#define INET_DIAG_TCLASS            6   /* uint8_t */
#define INET_DIAG_SKMEMINFO         7   /* uint32_t[]: SK_MEMINFO_* */
#define INET_DIAG_SHUTDOWN          8   /* uint8_t */
#define INET_DIAG_DCTCPINFO         9   /* ask with INET_DIAG_VEGASINFO */
#define INET_DIAG_PROTOCOL          10  /* uint8_t; never asked for */
#define INET_DIAG_SKV6ONLY          11  /* uint8_t */
#define INET_DIAG_LOCALS            12  /* SCTP: addresses */
#define INET_DIAG_PEERS             13
#define INET_DIAG_PAD               14
#define INET_DIAG_MARK              15  /* uint32_t; CAP_NET_ADMIN only */
#define INET_DIAG_BBRINFO           16  /* ask with INET_DIAG_VEGASINFO */
#define INET_DIAG_CLASS_ID          17  /* ask with INET_DIAG_TCLASS */
#define INET_DIAG_MD5SIG            18  /* struct linuxabi_tcp_diag_md5sig[] */
#define INET_DIAG_ULP_INFO          19  /* a nest: INET_ULP_INFO_* */
#define INET_DIAG_SK_BPF_STORAGES   20  /* a nest: SK_DIAG_BPF_STORAGE */
#define INET_DIAG_CGROUP_ID         21  /* uint64_t */
#define INET_DIAG_SOCKOPT           22  /* struct linuxabi_inet_diag_sockopt */

/* attributes nested in INET_DIAG_ULP_INFO */
#define INET_ULP_INFO_UNSPEC    0
#define INET_ULP_INFO_NAME      1       /* string: "tls", "mptcp" */
#define INET_ULP_INFO_TLS       2       /* a nest */
#define INET_ULP_INFO_MPTCP     3       /* a nest */

/* INET_DIAG_MEMINFO */
struct linuxabi_inet_diag_meminfo {
    uint32_t idiag_rmem;
    uint32_t idiag_wmem;
    uint32_t idiag_fmem;
    uint32_t idiag_tmem;
};

/*
 * INET_DIAG_SOCKOPT: two bytes of one-bit fields.  Byte 0, from the
 * first field on: recverr, is_icsk, freebind, hdrincl, mc_loop,
 * transparent, mc_all, nodefrag; byte 1: bind_address_no_port,
 * recverr_rfc4884, defer_connect, then 5 unused bits.  Little-endian
 * ABIs count from bit 0 (recverr is 0x01), big-endian ones from bit 7
 * (recverr is 0x80, bind_address_no_port 0x80).
 */
struct linuxabi_inet_diag_sockopt {
    uint8_t  sockopt0;                  /* recverr .. nodefrag */
    uint8_t  sockopt1;                  /* bind_address_no_port ..
                                           defer_connect */
};

/* INET_DIAG_VEGASINFO: TCP Vegas */
struct linuxabi_tcpvegas_info {
    uint32_t tcpv_enabled;
    uint32_t tcpv_rttcnt;
    uint32_t tcpv_rtt;                  /* microseconds */
    uint32_t tcpv_minrtt;
};

/* INET_DIAG_DCTCPINFO: Data Center TCP */
struct linuxabi_tcp_dctcp_info {
    uint16_t dctcp_enabled;
    uint16_t dctcp_ce_state;
    uint32_t dctcp_alpha;
    uint32_t dctcp_ab_ecn;
    uint32_t dctcp_ab_tot;
};

/* INET_DIAG_BBRINFO: BBR */
struct linuxabi_tcp_bbr_info {
    uint32_t bbr_bw_lo;                 /* bandwidth estimate, bytes per
                                           second: low 32 bits */
    uint32_t bbr_bw_hi;                 /* high 32 bits */
    uint32_t bbr_min_rtt;               /* microseconds */
    uint32_t bbr_pacing_gain;           /* times 256 */
    uint32_t bbr_cwnd_gain;             /* times 256 */
};

/* any of the three congestion control attributes */
union linuxabi_tcp_cc_info {
    struct linuxabi_tcpvegas_info vegas;
    struct linuxabi_tcp_dctcp_info dctcp;
    struct linuxabi_tcp_bbr_info bbr;
};

#endif
