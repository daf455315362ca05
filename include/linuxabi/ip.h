#ifndef LINUXABI_IP_H
#define LINUXABI_IP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ip.h>: the IPv4 header as raw sockets (socket(2) AF_INET
 * with SOCK_RAW, IP_HDRINCL) and AF_PACKET sockets send and receive it,
 * its type-of-service and option bytes, the IPsec headers that follow it
 * (AH, ESP, IPComp, BEET, IP-TFS), and the per-device settings of
 * rtnetlink's IFLA_INET_CONF (IPV4_DEVCONF_*, enumerators in the kernel,
 * macros here).  The same on every ABI; multi-byte header fields are in
 * network byte order.
 *
 * Bitfields: the kernel declares the first byte of struct iphdr as two
 * 4-bit fields, in the order of the byte order, so that on every ABI
 * the version is the byte's high nibble and the header length its low
 * one.  Here that byte is one member, version_ihl.  glibc's and musl's
 * <netinet/ip.h> define the same IPTOS_* and IPOPT_* values.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* the type-of-service byte (iphdr tos, setsockopt(2) IP_TOS): RFC 1349
   bits 1-4 and the RFC 791 precedence in bits 5-7 */
#define IPTOS_TOS_MASK          0x1E
#define IPTOS_LOWDELAY          0x10
#define IPTOS_THROUGHPUT        0x08
#define IPTOS_RELIABILITY       0x04
#define IPTOS_MINCOST           0x02
#define IPTOS_PREC_MASK         0xE0
#define IPTOS_PREC_NETCONTROL           0xe0
#define IPTOS_PREC_INTERNETCONTROL      0xc0
#define IPTOS_PREC_CRITIC_ECP           0xa0
#define IPTOS_PREC_FLASHOVERRIDE        0x80
#define IPTOS_PREC_FLASH                0x60
#define IPTOS_PREC_IMMEDIATE            0x40
#define IPTOS_PREC_PRIORITY             0x20
#define IPTOS_PREC_ROUTINE              0x00

/* the fields of a type-of-service byte: the kernel's IPTOS_TOS() and
   IPTOS_PREC() */
#define LINUXABI_IPTOS_TOS(tos)         ((tos) & IPTOS_TOS_MASK)
#define LINUXABI_IPTOS_PREC(tos)        ((tos) & IPTOS_PREC_MASK)

/* an option's type byte: the copied flag, the class, the number */
#define IPOPT_COPY              0x80    /* copied into every fragment */
#define IPOPT_CLASS_MASK        0x60
#define IPOPT_NUMBER_MASK       0x1f

/* the fields of an option type: the kernel's IPOPT_COPIED(),
   IPOPT_CLASS() and IPOPT_NUMBER() */
#define LINUXABI_IPOPT_COPIED(o)        ((o) & IPOPT_COPY)
#define LINUXABI_IPOPT_CLASS(o)         ((o) & IPOPT_CLASS_MASK)
#define LINUXABI_IPOPT_NUMBER(o)        ((o) & IPOPT_NUMBER_MASK)

/* option classes */
#define IPOPT_CONTROL           0x00
#define IPOPT_RESERVED1         0x20
#define IPOPT_MEASUREMENT       0x40    /* debugging and measurement */
#define IPOPT_RESERVED2         0x60

/* option types (setsockopt(2) IP_OPTIONS carries such options) */
#define IPOPT_END               0       /* end of the option list */
#define IPOPT_NOOP              1
#define IPOPT_SEC               130     /* security (RFC 1108) */
#define IPOPT_LSRR              131     /* loose source and record route */
#define IPOPT_TIMESTAMP         68
#define IPOPT_CIPSO             134     /* commercial IP security option */
#define IPOPT_RR                7       /* record route */
#define IPOPT_SID               136     /* stream identifier */
#define IPOPT_SSRR              137     /* strict source and record route */
#define IPOPT_RA                148     /* router alert (RFC 2113) */
#define IPOPT_NOP               IPOPT_NOOP
#define IPOPT_EOL               IPOPT_END
#define IPOPT_TS                IPOPT_TIMESTAMP

/* byte offsets in an option */
#define IPOPT_OPTVAL            0       /* the type */
#define IPOPT_OLEN              1       /* the length */
#define IPOPT_OFFSET            2       /* the pointer of a route or
                                           timestamp option */
#define IPOPT_MINOFF            4       /* that pointer's smallest value */
#define MAX_IPOPTLEN            40      /* the most option bytes a header
                                           has room for */

/* the flags of a timestamp option (the low nibble of its fourth byte) */
#define IPOPT_TS_TSONLY         0       /* timestamps only */
#define IPOPT_TS_TSANDADDR      1       /* each with the address */
#define IPOPT_TS_PRESPEC        3       /* at the listed addresses only */

#define IPVERSION               4
#define MAXTTL                  255
#define IPDEFTTL                64      /* the default time to live */

#define IPV4_BEET_PHMAXLEN      8       /* the most a BEET pseudo header
                                           carries */

/* the IPv4 header; options, if any, follow, up to ihl 32-bit words */
struct linuxabi_iphdr {
    uint8_t  version_ihl;               /* bits 4-7: version, 4; bits 0-3:
                                           ihl, the header's length in
                                           32-bit words; the same on both
                                           byte orders */
    uint8_t  tos;                       /* IPTOS_* */
    uint16_t tot_len;                   /* the datagram's length */
    uint16_t id;                        /* identification for reassembly */
    uint16_t frag_off;                  /* flags (0x4000 don't fragment,
                                           0x2000 more fragments) and the
                                           offset in 8-byte units */
    uint8_t  ttl;
    uint8_t  protocol;                  /* IPPROTO_* */
    uint16_t check;                     /* header checksum */
    uint32_t saddr;                     /* source address */
    uint32_t daddr;                     /* destination address */
};

/* the IPsec authentication header (AH, IPPROTO_AH); the authentication
   data, 4 bytes or more, follows */
struct linuxabi_ip_auth_hdr {
    uint8_t  nexthdr;
    uint8_t  hdrlen;                    /* in 32-bit words, minus 2 */
    uint16_t reserved;
    uint32_t spi;                       /* security parameters index */
    uint32_t seq_no;                    /* sequence number */
};

/* the IPsec encapsulating security payload header (ESP, IPPROTO_ESP);
   the encrypted data follows */
struct linuxabi_ip_esp_hdr {
    uint32_t spi;                       /* security parameters index */
    uint32_t seq_no;                    /* sequence number */
};

/* the IP payload compression header (IPComp, IPPROTO_COMP) */
struct linuxabi_ip_comp_hdr {
    uint8_t  nexthdr;
    uint8_t  flags;
    uint16_t cpi;                       /* compression parameter index */
};

/* the pseudo header of IPsec BEET mode (IPPROTO_BEETPH) */
struct linuxabi_ip_beet_phdr {
    uint8_t  nexthdr;
    uint8_t  hdrlen;
    uint8_t  padlen;
    uint8_t  reserved;
};

/* IP traffic flow security (IPPROTO_AGGFRAG): the basic header
   (subtype 0) */
struct linuxabi_ip_iptfs_hdr {
    uint8_t  subtype;
    uint8_t  flags;
    uint16_t block_offset;              /* where the first inner packet
                                           starts */
};

/* the congestion control header (subtype 1) */
struct linuxabi_ip_iptfs_cc_hdr {
    uint8_t  subtype;
    uint8_t  flags;
    uint16_t block_offset;
    uint32_t loss_rate;
    uint64_t rtt_adelay_xdelay;         /* round trip time, actual and
                                           excess delay, packed */
    uint32_t tval;                      /* timestamp value */
    uint32_t techo;                     /* timestamp echoed */
};

/* attribute types in rtnetlink's IFLA_INET_CONF: a device's IPv4
   settings, as in /proc/sys/net/ipv4/conf/<device>/ (enumerators in the
   kernel) */
#define IPV4_DEVCONF_FORWARDING                 1
#define IPV4_DEVCONF_MC_FORWARDING              2
#define IPV4_DEVCONF_PROXY_ARP                  3
#define IPV4_DEVCONF_ACCEPT_REDIRECTS           4
#define IPV4_DEVCONF_SECURE_REDIRECTS           5
#define IPV4_DEVCONF_SEND_REDIRECTS             6
#define IPV4_DEVCONF_SHARED_MEDIA               7
#define IPV4_DEVCONF_RP_FILTER                  8
#define IPV4_DEVCONF_ACCEPT_SOURCE_ROUTE        9
#define IPV4_DEVCONF_BOOTP_RELAY                10
#define IPV4_DEVCONF_LOG_MARTIANS               11
#define IPV4_DEVCONF_TAG                        12
#define IPV4_DEVCONF_ARPFILTER                  13
#define IPV4_DEVCONF_MEDIUM_ID                  14
#define IPV4_DEVCONF_NOXFRM                     15
#define IPV4_DEVCONF_NOPOLICY                   16
#define IPV4_DEVCONF_FORCE_IGMP_VERSION         17
#define IPV4_DEVCONF_ARP_ANNOUNCE               18
#define IPV4_DEVCONF_ARP_IGNORE                 19
#define IPV4_DEVCONF_PROMOTE_SECONDARIES        20
#define IPV4_DEVCONF_ARP_ACCEPT                 21
#define IPV4_DEVCONF_ARP_NOTIFY                 22
#define IPV4_DEVCONF_ACCEPT_LOCAL               23
#define IPV4_DEVCONF_SRC_VMARK                  24
#define IPV4_DEVCONF_PROXY_ARP_PVLAN            25
#define IPV4_DEVCONF_ROUTE_LOCALNET             26
#define IPV4_DEVCONF_IGMPV2_UNSOLICITED_REPORT_INTERVAL 27
#define IPV4_DEVCONF_IGMPV3_UNSOLICITED_REPORT_INTERVAL 28
#define IPV4_DEVCONF_IGNORE_ROUTES_WITH_LINKDOWN 29
#define IPV4_DEVCONF_DROP_UNICAST_IN_L2_MULTICAST 30
#define IPV4_DEVCONF_DROP_GRATUITOUS_ARP        31
#define IPV4_DEVCONF_BC_FORWARDING              32
#define IPV4_DEVCONF_ARP_EVICT_NOCARRIER        33

#endif
