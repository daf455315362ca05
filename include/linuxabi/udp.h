#ifndef LINUXABI_UDP_H
#define LINUXABI_UDP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/udp.h>: UDP sockets.  The options of setsockopt(2) and
 * getsockopt(2) at level IPPROTO_UDP (17), the encapsulation types of
 * UDP_ENCAP, and the UDP header as it is on the wire.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* setsockopt(2)/getsockopt(2) options at level IPPROTO_UDP; 10 and 11
   were UDP-Lite's checksum coverage options, which Linux no longer has */
#define UDP_CORK                1       /* int: hold datagrams until unset */
#define UDP_ENCAP               100     /* int: UDP_ENCAP_*: hand received
                                           datagrams to the kernel's IPsec
                                           or tunnel code */
#define UDP_NO_CHECK6_TX        101     /* int: send IPv6 with checksum 0 */
#define UDP_NO_CHECK6_RX        102     /* int: accept IPv6 checksum 0 */
#define UDP_SEGMENT             103     /* int: segment size for GSO sends */
#define UDP_GRO                 104     /* int: receive coalesced datagrams */

/* UDP_ENCAP types */
#define UDP_ENCAP_ESPINUDP_NON_IKE 1    /* ESP in UDP, an old draft; unused */
#define UDP_ENCAP_ESPINUDP      2       /* ESP in UDP (RFC 3948) */
#define UDP_ENCAP_L2TPINUDP     3       /* L2TP (RFC 2661) */
#define UDP_ENCAP_GTP0          4       /* GTP version 0 (GSM) */
#define UDP_ENCAP_GTP1U         5       /* GTP-U version 1 (3GPP) */
#define UDP_ENCAP_RXRPC         6       /* AF_RXRPC */
#define TCP_ENCAP_ESPINTCP      7       /* ESP in TCP (RFC 8229): an xfrm
                                           encapsulation type, not a
                                           UDP_ENCAP value */
#define UDP_ENCAP_OVPNINUDP     8       /* OpenVPN data channel */

/* the UDP header, as on the wire: each field in network byte order */
struct linuxabi_udphdr {
    uint16_t source;                    /* source port */
    uint16_t dest;                      /* destination port */
    uint16_t len;                       /* bytes, header included */
    uint16_t check;                     /* checksum, 0: none (IPv4) */
};

#endif
