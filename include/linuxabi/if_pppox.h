#ifndef LINUXABI_IF_PPPOX_H
#define LINUXABI_IF_PPPOX_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_pppox.h>: PPP over Ethernet, L2TP and PPTP sockets
 * (socket(AF_PPPOX, SOCK_STREAM, PX_PROTO_*), connect(2), bind(2)): the
 * socket addresses, the PPPoL2TP socket options (SOL_PPPOL2TP) and the
 * PPPoE discovery header.  The same on every ABI.
 *
 * The kernel packs its struct sockaddr_pppox and kin: a 32-bit protocol
 * at offset 2, the protocol's address from offset 6, alignment 1.  C89
 * cannot pack, so here those members are bytes of the same sizes at the
 * same offsets; copy values in and out in the ABI's own byte order (the
 * family and protocol) or as the struct they stand for (the address).
 * AF_PPPOX is in <linuxabi/socket.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* the protocol of an AF_PPPOX socket */
#define PX_PROTO_OE             0       /* PPP over Ethernet */
#define PX_PROTO_OL2TP          1       /* PPP over L2TP */
#define PX_PROTO_PPTP           2       /* PPP over PPTP (GRE) */
#define PX_MAX_PROTO            3       /* the number of protocols */

/* a PPPoE session */
struct linuxabi_pppoe_addr {
    uint16_t sid;                       /* session id, network byte order */
    uint8_t  remote[6];                 /* the peer's Ethernet address */
    char     dev[16];                   /* the local device (IFNAMSIZ) */
};

/* a PPTP call */
struct linuxabi_pptp_addr {
    uint16_t call_id;
    uint32_t sin_addr;                  /* a struct linuxabi_in_addr:
                                           IPv4 address, network order */
};

/* PX_PROTO_OE and PX_PROTO_PPTP: 30 bytes, alignment 1 (packed) */
struct linuxabi_sockaddr_pppox {
    uint8_t  sa_family[2];              /* a uint16_t: AF_PPPOX */
    uint8_t  sa_protocol[4];            /* a uint32_t: PX_PROTO_* */
    uint8_t  sa_addr[24];               /* a struct linuxabi_pppoe_addr or
                                           linuxabi_pptp_addr */
};

/* the L2TP addresses (PX_PROTO_OL2TP): a version 2 tunnel over IPv4 */
struct linuxabi_pppol2tp_addr {
    int32_t  pid;                       /* owner of fd; 0: this process */
    int32_t  fd;                        /* the tunnel's UDP socket */
    uint8_t  addr[16];                  /* a struct linuxabi_sockaddr_in:
                                           the peer */
    uint16_t s_tunnel;                  /* ids of incoming packets */
    uint16_t s_session;
    uint16_t d_tunnel;                  /* ids of outgoing packets */
    uint16_t d_session;
};

/* version 2 over IPv6 */
struct linuxabi_pppol2tpin6_addr {
    int32_t  pid;
    int32_t  fd;
    uint16_t s_tunnel;
    uint16_t s_session;
    uint16_t d_tunnel;
    uint16_t d_session;
    uint8_t  addr[28];                  /* a struct linuxabi_sockaddr_in6 */
};

/* version 3 (32-bit ids) over IPv4: fd is a UDP or L2TP/IP socket */
struct linuxabi_pppol2tpv3_addr {
    int32_t  pid;
    int32_t  fd;
    uint8_t  addr[16];                  /* a struct linuxabi_sockaddr_in */
    uint32_t s_tunnel;
    uint32_t s_session;
    uint32_t d_tunnel;
    uint32_t d_session;
};

/* version 3 over IPv6 */
struct linuxabi_pppol2tpv3in6_addr {
    int32_t  pid;
    int32_t  fd;
    uint32_t s_tunnel;
    uint32_t s_session;
    uint32_t d_tunnel;
    uint32_t d_session;
    uint8_t  addr[28];                  /* a struct linuxabi_sockaddr_in6 */
};

/* the socket addresses of PX_PROTO_OL2TP, each packed as
   struct linuxabi_sockaddr_pppox: 38 bytes */
struct linuxabi_sockaddr_pppol2tp {
    uint8_t  sa_family[2];              /* a uint16_t: AF_PPPOX */
    uint8_t  sa_protocol[4];            /* a uint32_t: PX_PROTO_OL2TP */
    uint8_t  pppol2tp[32];              /* a struct linuxabi_pppol2tp_addr */
};

/* 50 bytes */
struct linuxabi_sockaddr_pppol2tpin6 {
    uint8_t  sa_family[2];
    uint8_t  sa_protocol[4];
    uint8_t  pppol2tp[44];              /* a struct
                                           linuxabi_pppol2tpin6_addr */
};

/* 46 bytes */
struct linuxabi_sockaddr_pppol2tpv3 {
    uint8_t  sa_family[2];
    uint8_t  sa_protocol[4];
    uint8_t  pppol2tp[40];              /* a struct linuxabi_pppol2tpv3_addr */
};

/* 58 bytes */
struct linuxabi_sockaddr_pppol2tpv3in6 {
    uint8_t  sa_family[2];
    uint8_t  sa_protocol[4];
    uint8_t  pppol2tp[52];              /* a struct
                                           linuxabi_pppol2tpv3in6_addr */
};

/* setsockopt(2), getsockopt(2) of a PPPoL2TP socket (level SOL_PPPOL2TP),
   int values */
#define PPPOL2TP_SO_DEBUG       1       /* PPPOL2TP_MSG_* (now ignored) */
#define PPPOL2TP_SO_RECVSEQ     2       /* want sequence numbers */
#define PPPOL2TP_SO_SENDSEQ     3       /* send sequence numbers */
#define PPPOL2TP_SO_LNSMODE     4       /* act as the network server */
#define PPPOL2TP_SO_REORDERTO   5       /* reorder timeout, milliseconds */

/* PPPOL2TP_SO_DEBUG bits */
#define PPPOL2TP_MSG_DEBUG      (1 << 0)
#define PPPOL2TP_MSG_CONTROL    (1 << 1)
#define PPPOL2TP_MSG_SEQ        (1 << 2)
#define PPPOL2TP_MSG_DATA       (1 << 3)

/* PPPoE discovery: the code of a struct linuxabi_pppoe_hdr */
#define PADI_CODE               0x09    /* initiation */
#define PADO_CODE               0x07    /* offer */
#define PADR_CODE               0x19    /* request */
#define PADS_CODE               0x65    /* session confirmation */
#define PADT_CODE               0xa7    /* terminate */

/* a tag of a discovery packet (packed: alignment 1); tag_len bytes of
   data follow */
struct linuxabi_pppoe_tag {
    uint8_t  tag_type[2];               /* a uint16_t, network byte order:
                                           0x0101 service name, 0x0102
                                           AC name, 0x0103 host uniq, ... */
    uint8_t  tag_len[2];                /* a uint16_t, network byte order */
};

/* the PPPoE header (packed: alignment 1); tags or the PPP frame follow */
struct linuxabi_pppoe_hdr {
    uint8_t  ver_type;                  /* version (high nibble, 1) and
                                           type (low nibble, 1) */
    uint8_t  code;                      /* *_CODE; 0 in a session */
    uint8_t  sid[2];                    /* a uint16_t, network byte order */
    uint8_t  length[2];                 /* a uint16_t, network byte order:
                                           the payload's */
};

#define PPPOE_SES_HLEN          8       /* the PPPoE and PPP headers of a
                                           session packet */

#endif
