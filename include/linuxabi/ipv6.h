#ifndef LINUXABI_IPV6_H
#define LINUXABI_IPV6_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ipv6.h>: the IPv6 header and its extension headers as raw
 * sockets (socket(2) AF_INET6 with SOCK_RAW) and AF_PACKET sockets send
 * and receive them, the ancillary data of IPV6_PKTINFO and IPV6_PATHMTU
 * (recvmsg(2), getsockopt(2)), the address ioctl(2)s' struct
 * linuxabi_in6_ifreq (SIOCSIFADDR, SIOCDIFADDR on an AF_INET6 socket),
 * and the per-device settings of rtnetlink's IFLA_INET6_CONF (DEVCONF_*,
 * enumerators in the kernel, macros here).  The same on every ABI;
 * multi-byte header fields are in network byte order.  Includes
 * <linuxabi/in6.h>, as the kernel's includes <linux/in6.h>.
 *
 * Bitfields: the kernel declares the first byte of struct ipv6hdr as two
 * 4-bit fields, in the order of the byte order, so that on every ABI the
 * version is the byte's high nibble.  Here that byte is one member,
 * version_priority.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/in6.h>

/* the least MTU of an IPv6 link (RFC 8200) */
#define IPV6_MIN_MTU            1280

/* IPV6_PKTINFO: a control message of recvmsg(2)/sendmsg(2), and
   setsockopt(2)'s sticky source */
struct linuxabi_in6_pktinfo {
    struct linuxabi_in6_addr ipi6_addr; /* destination (received) or
                                           source (sent) */
    int      ipi6_ifindex;              /* interface index */
};

/* IPV6_PATHMTU: getsockopt(2) and recvmsg(2)'s control message */
struct linuxabi_ip6_mtuinfo {
    struct linuxabi_sockaddr_in6 ip6m_addr; /* the destination */
    uint32_t ip6m_mtu;                  /* its path MTU */
};

/* SIOCSIFADDR, SIOCDIFADDR on an AF_INET6 socket: an interface address */
struct linuxabi_in6_ifreq {
    struct linuxabi_in6_addr ifr6_addr;
    uint32_t ifr6_prefixlen;
    int      ifr6_ifindex;
};

/* routing header types (ipv6_rt_hdr type), and the strict flag of type 0 */
#define IPV6_SRCRT_STRICT       0x01    /* type 0, deprecated (RFC 5095) */
#define IPV6_SRCRT_TYPE_0       0       /* deprecated (RFC 5095) */
#define IPV6_SRCRT_TYPE_2       2       /* Mobile IPv6 (RFC 6275) */
#define IPV6_SRCRT_TYPE_3       3       /* RPL source route (RFC 6554) */
#define IPV6_SRCRT_TYPE_4       4       /* segment routing (RFC 8754) */

/* the routing header (IPPROTO_ROUTING); type-specific data follows */
struct linuxabi_ipv6_rt_hdr {
    uint8_t  nexthdr;
    uint8_t  hdrlen;                    /* in 8-byte units, minus 1 */
    uint8_t  type;                      /* IPV6_SRCRT_TYPE_* */
    uint8_t  segments_left;
};

/* the hop-by-hop (IPPROTO_HOPOPTS) and destination options
   (IPPROTO_DSTOPTS) headers, the kernel's ipv6_hopopt_hdr and
   ipv6_destopt_hdr; options (IPV6_TLV_*) follow */
struct linuxabi_ipv6_opt_hdr {
    uint8_t  nexthdr;
    uint8_t  hdrlen;                    /* in 8-byte units, minus 1 */
};

/* the router alert option's value for MLD (RFC 2711) */
#define IPV6_OPT_ROUTERALERT_MLD 0x0000

/* routing header type 0 (also the IPV6_RTHDR control message); the
   addresses, hdrlen / 2 struct linuxabi_in6_addr, follow */
struct linuxabi_rt0_hdr {
    struct linuxabi_ipv6_rt_hdr rt_hdr;
    uint32_t reserved;
};

/* routing header type 2: one home address */
struct linuxabi_rt2_hdr {
    struct linuxabi_ipv6_rt_hdr rt_hdr;
    uint32_t reserved;
    struct linuxabi_in6_addr addr;
};

/* the home address option of a destination options header (Mobile IPv6);
   packed in the kernel: the address is 16 bytes at offset 2 */
struct linuxabi_ipv6_destopt_hao {
    uint8_t  type;
    uint8_t  length;
    uint8_t  addr[16];                  /* a struct linuxabi_in6_addr */
};

/* the IPv6 header; extension headers or the payload follow */
struct linuxabi_ipv6hdr {
    uint8_t  version_priority;          /* bits 4-7: version, 6; bits 0-3:
                                           the high 4 bits of the traffic
                                           class; the same on both byte
                                           orders */
    uint8_t  flow_lbl[3];               /* bits 4-7 of flow_lbl[0]: the
                                           low 4 bits of the traffic class;
                                           the rest: the 20-bit flow label */
    uint16_t payload_len;               /* the length after this header */
    uint8_t  nexthdr;                   /* IPPROTO_* */
    uint8_t  hop_limit;
    struct linuxabi_in6_addr saddr;     /* source address */
    struct linuxabi_in6_addr daddr;     /* destination address */
};

/* attribute types in rtnetlink's IFLA_INET6_CONF: a device's IPv6
   settings, as in /proc/sys/net/ipv6/conf/<device>/ (enumerators in the
   kernel) */
#define DEVCONF_FORWARDING                           0
#define DEVCONF_HOPLIMIT                             1
#define DEVCONF_MTU6                                 2
#define DEVCONF_ACCEPT_RA                            3
#define DEVCONF_ACCEPT_REDIRECTS                     4
#define DEVCONF_AUTOCONF                             5
#define DEVCONF_DAD_TRANSMITS                        6
#define DEVCONF_RTR_SOLICITS                         7
#define DEVCONF_RTR_SOLICIT_INTERVAL                 8
#define DEVCONF_RTR_SOLICIT_DELAY                    9
#define DEVCONF_USE_TEMPADDR                         10
#define DEVCONF_TEMP_VALID_LFT                       11
#define DEVCONF_TEMP_PREFERED_LFT                    12
#define DEVCONF_REGEN_MAX_RETRY                      13
#define DEVCONF_MAX_DESYNC_FACTOR                    14
#define DEVCONF_MAX_ADDRESSES                        15
#define DEVCONF_FORCE_MLD_VERSION                    16
#define DEVCONF_ACCEPT_RA_DEFRTR                     17
#define DEVCONF_ACCEPT_RA_PINFO                      18
#define DEVCONF_ACCEPT_RA_RTR_PREF                   19
#define DEVCONF_RTR_PROBE_INTERVAL                   20
#define DEVCONF_ACCEPT_RA_RT_INFO_MAX_PLEN           21
#define DEVCONF_PROXY_NDP                            22
#define DEVCONF_OPTIMISTIC_DAD                       23
#define DEVCONF_ACCEPT_SOURCE_ROUTE                  24
#define DEVCONF_MC_FORWARDING                        25
#define DEVCONF_DISABLE_IPV6                         26
#define DEVCONF_ACCEPT_DAD                           27
#define DEVCONF_FORCE_TLLAO                          28
#define DEVCONF_NDISC_NOTIFY                         29
#define DEVCONF_MLDV1_UNSOLICITED_REPORT_INTERVAL    30
#define DEVCONF_MLDV2_UNSOLICITED_REPORT_INTERVAL    31
#define DEVCONF_SUPPRESS_FRAG_NDISC                  32
#define DEVCONF_ACCEPT_RA_FROM_LOCAL                 33
#define DEVCONF_USE_OPTIMISTIC                       34
#define DEVCONF_ACCEPT_RA_MTU                        35
#define DEVCONF_STABLE_SECRET                        36
#define DEVCONF_USE_OIF_ADDRS_ONLY                   37
#define DEVCONF_ACCEPT_RA_MIN_HOP_LIMIT              38
#define DEVCONF_IGNORE_ROUTES_WITH_LINKDOWN          39
#define DEVCONF_DROP_UNICAST_IN_L2_MULTICAST         40
#define DEVCONF_DROP_UNSOLICITED_NA                  41
#define DEVCONF_KEEP_ADDR_ON_DOWN                    42
#define DEVCONF_RTR_SOLICIT_MAX_INTERVAL             43
#define DEVCONF_SEG6_ENABLED                         44
#define DEVCONF_SEG6_REQUIRE_HMAC                    45
#define DEVCONF_ENHANCED_DAD                         46
#define DEVCONF_ADDR_GEN_MODE                        47
#define DEVCONF_DISABLE_POLICY                       48
#define DEVCONF_ACCEPT_RA_RT_INFO_MIN_PLEN           49
#define DEVCONF_NDISC_TCLASS                         50
#define DEVCONF_RPL_SEG_ENABLED                      51
#define DEVCONF_RA_DEFRTR_METRIC                     52
#define DEVCONF_IOAM6_ENABLED                        53
#define DEVCONF_IOAM6_ID                             54
#define DEVCONF_IOAM6_ID_WIDE                        55
#define DEVCONF_NDISC_EVICT_NOCARRIER                56
#define DEVCONF_ACCEPT_UNTRACKED_NA                  57
#define DEVCONF_ACCEPT_RA_MIN_LFT                    58
#define DEVCONF_FORCE_FORWARDING                     59

#endif
