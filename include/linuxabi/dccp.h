#ifndef LINUXABI_DCCP_H
#define LINUXABI_DCCP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/dccp.h>: DCCP, the Datagram Congestion Control Protocol
 * (RFC 4340; socket(AF_INET or AF_INET6, SOCK_DCCP, IPPROTO_DCCP)): the
 * socket options of level SOL_DCCP, the control messages, and the packet
 * header as on the wire with its packet types, options, features and
 * reset codes.  The same on every ABI.  SOCK_DCCP and SOL_DCCP are in
 * <linuxabi/socket.h>, IPPROTO_DCCP in <linuxabi/in.h>.
 * Linux 6.16 removed the protocol; the exported header stays.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/*
 * The generic header, as on the wire: the multi-byte fields are in
 * network byte order.  The kernel declares bytes 5 and 8 as bitfields in
 * an order that depends on the byte order; as bytes they are the same
 * everywhere.  12 bytes; with dccph_x 1 a struct linuxabi_dccp_hdr_ext
 * follows, then the packet type's own header.
 */
struct linuxabi_dccp_hdr {
    uint16_t dccph_sport;               /* source port */
    uint16_t dccph_dport;               /* destination port */
    uint8_t  dccph_doff;                /* header length, 32-bit words */
    uint8_t  dccph_ccval_cscov;         /* bits 4-7: ccval (the sender's
                                           CCID's), bits 0-3: cscov (the
                                           checksum's coverage) */
    uint16_t dccph_checksum;
    uint8_t  dccph_res_type_x;          /* bits 5-7: reserved; bits 1-4:
                                           type (DCCP_PKT_*); bit 0: x
                                           (48-bit sequence numbers) */
    uint8_t  dccph_seq2;                /* sequence number, bits 16-23 */
    uint16_t dccph_seq;                 /* sequence number, bits 0-15 (or
                                           24-39 with x) */
};

/* with dccph_x: the low 24 bits of a 48-bit sequence number */
struct linuxabi_dccp_hdr_ext {
    uint32_t dccph_seq_low;
};

/* after the generic header of a DCCP-Request */
struct linuxabi_dccp_hdr_request {
    uint32_t dccph_req_service;         /* service code */
};

/* the acknowledgement number (48 bits) of most packet types */
struct linuxabi_dccp_hdr_ack_bits {
    uint16_t dccph_reserved1;
    uint16_t dccph_ack_nr_high;
    uint32_t dccph_ack_nr_low;
};

/* after the generic header of a DCCP-Response */
struct linuxabi_dccp_hdr_response {
    struct linuxabi_dccp_hdr_ack_bits dccph_resp_ack;
    uint32_t                          dccph_resp_service;
};

/* after the generic header of a DCCP-Reset */
struct linuxabi_dccp_hdr_reset {
    struct linuxabi_dccp_hdr_ack_bits dccph_reset_ack;
    uint8_t                           dccph_reset_code; /* DCCP_RESET_CODE_* */
    uint8_t                           dccph_reset_data[3];
};

/* packet types, dccph_res_type_x bits 1-4 (enum dccp_pkt_type) */
#define DCCP_PKT_REQUEST        0
#define DCCP_PKT_RESPONSE       1
#define DCCP_PKT_DATA           2
#define DCCP_PKT_ACK            3
#define DCCP_PKT_DATAACK        4
#define DCCP_PKT_CLOSEREQ       5
#define DCCP_PKT_CLOSE          6
#define DCCP_PKT_RESET          7
#define DCCP_PKT_SYNC           8
#define DCCP_PKT_SYNCACK        9

/* reset codes, dccph_reset_code (enum dccp_reset_codes) */
#define DCCP_RESET_CODE_UNSPECIFIED        0
#define DCCP_RESET_CODE_CLOSED             1
#define DCCP_RESET_CODE_ABORTED            2
#define DCCP_RESET_CODE_NO_CONNECTION      3
#define DCCP_RESET_CODE_PACKET_ERROR       4
#define DCCP_RESET_CODE_OPTION_ERROR       5
#define DCCP_RESET_CODE_MANDATORY_ERROR    6
#define DCCP_RESET_CODE_CONNECTION_REFUSED 7
#define DCCP_RESET_CODE_BAD_SERVICE_CODE   8
#define DCCP_RESET_CODE_TOO_BUSY           9
#define DCCP_RESET_CODE_BAD_INIT_COOKIE    10
#define DCCP_RESET_CODE_AGGRESSION_PENALTY 11

/* option types, the first byte of an option */
#define DCCPO_PADDING              0
#define DCCPO_MANDATORY            1
#define DCCPO_MIN_RESERVED         3    /* 3..31: reserved one-byte options */
#define DCCPO_MAX_RESERVED         31
#define DCCPO_CHANGE_L             32   /* feature negotiation */
#define DCCPO_CONFIRM_L            33
#define DCCPO_CHANGE_R             34
#define DCCPO_CONFIRM_R            35
#define DCCPO_NDP_COUNT            37
#define DCCPO_ACK_VECTOR_0         38
#define DCCPO_ACK_VECTOR_1         39
#define DCCPO_TIMESTAMP            41
#define DCCPO_TIMESTAMP_ECHO       42
#define DCCPO_ELAPSED_TIME         43
#define DCCPO_MIN_RX_CCID_SPECIFIC 128  /* 128..191: sender to receiver */
#define DCCPO_MAX_RX_CCID_SPECIFIC 191
#define DCCPO_MIN_TX_CCID_SPECIFIC 192  /* 192..255: receiver to sender */
#define DCCPO_MAX_TX_CCID_SPECIFIC 255

/* the most data bytes of one option, after its type and length */
#define DCCP_SINGLE_OPT_MAXLEN  253

/* congestion control ids (CCIDs) */
#define DCCPC_CCID2             2       /* TCP-like */
#define DCCPC_CCID3             3       /* TFRC */

/* feature numbers of DCCPO_CHANGE_* and DCCPO_CONFIRM_*
   (enum dccp_feature_numbers) */
#define DCCPF_RESERVED          0
#define DCCPF_CCID              1
#define DCCPF_SHORT_SEQNOS      2
#define DCCPF_SEQUENCE_WINDOW   3
#define DCCPF_ECN_INCAPABLE     4
#define DCCPF_ACK_RATIO         5
#define DCCPF_SEND_ACK_VECTOR   6
#define DCCPF_SEND_NDP_COUNT    7
#define DCCPF_MIN_CSUM_COVER    8
#define DCCPF_DATA_CHECKSUM     9
#define DCCPF_MIN_CCID_SPECIFIC 128     /* 128..255: the CCID's own */
#define DCCPF_SEND_LEV_RATE     192     /* CCID 3 (RFC 4342) */
#define DCCPF_MAX_CCID_SPECIFIC 255

/* control message types at level SOL_DCCP, for sendmsg(2)
   (enum dccp_cmsg_type) */
#define DCCP_SCM_PRIORITY       1       /* uint32_t: DCCPQ_POLICY_PRIO's */
#define DCCP_SCM_QPOLICY_MAX    0xFFFF  /* 1..0xFFFF: the queue policies' */

/* queueing policies of DCCP_SOCKOPT_QPOLICY_ID
   (enum dccp_packet_dequeueing_policy) */
#define DCCPQ_POLICY_SIMPLE     0       /* first in, first out */
#define DCCPQ_POLICY_PRIO       1       /* by DCCP_SCM_PRIORITY */

/* setsockopt(2)/getsockopt(2) options at level SOL_DCCP */
#define DCCP_SOCKOPT_PACKET_SIZE     1  /* obsolete, no effect */
#define DCCP_SOCKOPT_SERVICE         2  /* uint32_t[]: service codes,
                                           network byte order */
#define DCCP_SOCKOPT_CHANGE_L        3  /* obsolete, no effect */
#define DCCP_SOCKOPT_CHANGE_R        4  /* obsolete, no effect */
#define DCCP_SOCKOPT_GET_CUR_MPS     5  /* get: int, the current MPS */
#define DCCP_SOCKOPT_SERVER_TIMEWAIT 6  /* int: the server holds TIMEWAIT */
#define DCCP_SOCKOPT_SEND_CSCOV      10 /* int: checksum coverage sent */
#define DCCP_SOCKOPT_RECV_CSCOV      11 /* int: least coverage accepted */
#define DCCP_SOCKOPT_AVAILABLE_CCIDS 12 /* get: uint8_t[]: the CCIDs */
#define DCCP_SOCKOPT_CCID            13 /* set: uint8_t[]: both ways */
#define DCCP_SOCKOPT_TX_CCID         14 /* int: the sending CCID */
#define DCCP_SOCKOPT_RX_CCID         15 /* int: the receiving CCID */
#define DCCP_SOCKOPT_QPOLICY_ID      16 /* int: DCCPQ_POLICY_* */
#define DCCP_SOCKOPT_QPOLICY_TXQLEN  17 /* int: the send queue's length */
#define DCCP_SOCKOPT_CCID_RX_INFO    128 /* 128..191: the receiving CCID's */
#define DCCP_SOCKOPT_CCID_TX_INFO    192 /* 192..255: the sending CCID's */

/* the most service codes of DCCP_SOCKOPT_SERVICE */
#define DCCP_SERVICE_LIST_MAX_LEN    32

#endif /* LINUXABI_DCCP_H */
