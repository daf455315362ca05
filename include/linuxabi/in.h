#ifndef LINUXABI_IN_H
#define LINUXABI_IN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/in.h>: IPv4 for socket(2) with AF_INET.  The protocol numbers
 * of socket(2)'s third argument and of the IPPROTO_IP level of
 * setsockopt(2)/getsockopt(2), the IP_* and MCAST_* options and their
 * values, the well-known addresses, struct linuxabi_sockaddr_in of
 * bind(2), connect(2), sendto(2) and the others, and the option structs.
 * The same on every ABI but the group requests' padding.
 *
 * Addresses and ports in the structs are in network byte order (big
 * endian); the INADDR_* and IN_CLASS* constants are in host order, as
 * numbers, to be converted with htonl(3) before they go into a struct.
 * The kernel's protocol numbers are enumerators; these are macros of the
 * same values.  With glibc, include <netinet/in.h> before this header:
 * glibc declares IPPROTO_* as enumerators too.
 *
 * It includes <linuxabi/socket.h> (AF_INET, the socket calls' structs):
 * the group requests hold its struct linuxabi_sockaddr_storage, which
 * ABIs align differently (<linuxabi-arch/in-group.h>).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/socket.h>
#include <linuxabi-arch/in-group.h>

/* socket(2) protocol, and the level of setsockopt(2) options: IP protocol
   numbers (the IPv6 extension headers' are in <linuxabi/in6.h>) */
#define IPPROTO_IP        0    /* socket(2): the default for the type;
                                  setsockopt(2) level: the IP_* options */
#define IPPROTO_ICMP      1
#define IPPROTO_IGMP      2
#define IPPROTO_IPIP      4    /* IPv4 in IPv4 tunnels */
#define IPPROTO_TCP       6
#define IPPROTO_EGP       8    /* Exterior Gateway Protocol */
#define IPPROTO_PUP       12   /* Xerox PUP */
#define IPPROTO_UDP       17
#define IPPROTO_IDP       22   /* Xerox NS IDP */
#define IPPROTO_TP        29   /* ISO transport class 4 */
#define IPPROTO_DCCP      33
#define IPPROTO_IPV6      41   /* IPv6 in IPv4; setsockopt(2) level: IPV6_* */
#define IPPROTO_RSVP      46
#define IPPROTO_GRE       47   /* generic routing encapsulation */
#define IPPROTO_ESP       50   /* IPsec encapsulated security payload */
#define IPPROTO_AH        51   /* IPsec authentication header */
#define IPPROTO_MTP       92   /* multicast transport */
#define IPPROTO_BEETPH    94   /* the pseudo header of IPsec BEET mode */
#define IPPROTO_ENCAP     98
#define IPPROTO_PIM       103  /* protocol independent multicast */
#define IPPROTO_COMP      108  /* IP payload compression */
#define IPPROTO_L2TP      115  /* layer 2 tunnelling, version 3 */
#define IPPROTO_SCTP      132
#define IPPROTO_UDPLITE   136
#define IPPROTO_MPLS      137  /* MPLS in IP */
#define IPPROTO_ETHERNET  143  /* Ethernet in IPv6 (segment routing) */
#define IPPROTO_AGGFRAG   144  /* aggregation and fragmentation in ESP */
#define IPPROTO_RAW       255  /* raw sockets: the caller writes the header */
#define IPPROTO_SMC       256  /* socket(2) only: shared memory communications */
#define IPPROTO_MPTCP     262  /* socket(2) only: multipath TCP */

/* setsockopt(2)/getsockopt(2) at level IPPROTO_IP */
#define IP_TOS                    1   /* int: the type of service byte */
#define IP_TTL                    2   /* int: the time to live */
#define IP_HDRINCL                3   /* int: raw socket data has the IP header */
#define IP_OPTIONS                4   /* bytes: the IP options to send */
#define IP_ROUTER_ALERT           5   /* int: receive router alert packets */
#define IP_RECVOPTS               6   /* int: IP_OPTIONS control messages */
#define IP_RETOPTS                7   /* int: the options, source route reversed */
#define IP_RECVRETOPTS            IP_RETOPTS
#define IP_PKTINFO                8   /* int: struct linuxabi_in_pktinfo messages */
#define IP_PKTOPTIONS             9   /* getsockopt(2): the stored control messages */
#define IP_MTU_DISCOVER           10  /* int: IP_PMTUDISC_* */
#define IP_RECVERR                11  /* int: the error queue */
#define IP_RECVTTL                12  /* int: IP_TTL control messages */
#define IP_RECVTOS                13  /* int: IP_TOS control messages */
#define IP_MTU                    14  /* getsockopt(2): int, the path MTU */
#define IP_FREEBIND               15  /* int: bind(2) to an address not (yet) local */
#define IP_IPSEC_POLICY           16  /* an IPsec policy */
#define IP_XFRM_POLICY            17  /* an xfrm policy */
#define IP_PASSSEC                18  /* int: SCM_SECURITY control messages */
#define IP_TRANSPARENT            19  /* int: transparent proxying */
#define IP_ORIGDSTADDR            20  /* the original destination, a
                                         struct linuxabi_sockaddr_in message */
#define IP_RECVORIGDSTADDR        IP_ORIGDSTADDR
#define IP_MINTTL                 21  /* int: drop packets with a lower TTL */
#define IP_NODEFRAG               22  /* int: raw sockets: no reassembly */
#define IP_CHECKSUM               23  /* int: the packet checksum in a message */
#define IP_BIND_ADDRESS_NO_PORT   24  /* int: bind(2) leaves the port to connect(2) */
#define IP_RECVFRAGSIZE           25  /* int: the largest fragment's size */
#define IP_RECVERR_RFC4884        26  /* int: extended ICMP errors */
#define IP_MULTICAST_IF           32  /* struct linuxabi_ip_mreqn or
                                         linuxabi_in_addr: the sending interface */
#define IP_MULTICAST_TTL          33  /* int (or a byte): multicast TTL */
#define IP_MULTICAST_LOOP         34  /* int (or a byte): loop multicasts back */
#define IP_ADD_MEMBERSHIP         35  /* struct linuxabi_ip_mreqn or _ip_mreq */
#define IP_DROP_MEMBERSHIP        36  /* likewise */
#define IP_UNBLOCK_SOURCE         37  /* struct linuxabi_ip_mreq_source */
#define IP_BLOCK_SOURCE           38  /* likewise */
#define IP_ADD_SOURCE_MEMBERSHIP  39  /* likewise */
#define IP_DROP_SOURCE_MEMBERSHIP 40  /* likewise */
#define IP_MSFILTER               41  /* struct linuxabi_ip_msfilter and its sources */
#define MCAST_JOIN_GROUP          42  /* struct linuxabi_group_req (IPv4 and IPv6) */
#define MCAST_BLOCK_SOURCE        43  /* struct linuxabi_group_source_req */
#define MCAST_UNBLOCK_SOURCE      44  /* likewise */
#define MCAST_LEAVE_GROUP         45  /* struct linuxabi_group_req */
#define MCAST_JOIN_SOURCE_GROUP   46  /* struct linuxabi_group_source_req */
#define MCAST_LEAVE_SOURCE_GROUP  47  /* likewise */
#define MCAST_MSFILTER            48  /* struct linuxabi_group_filter and its sources */
#define IP_MULTICAST_ALL          49  /* int: receive every group joined on the host */
#define IP_UNICAST_IF             50  /* int: the sending interface's index, in
                                         network byte order */
#define IP_LOCAL_PORT_RANGE       51  /* uint32_t: the low port in the low 16
                                         bits, the high one in the high 16 */
#define IP_PROTOCOL               52  /* raw sockets: int, the protocol (a
                                         sendmsg(2) control message too) */

/* IP_MTU_DISCOVER values */
#define IP_PMTUDISC_DONT          0   /* never set DF */
#define IP_PMTUDISC_WANT          1   /* per route */
#define IP_PMTUDISC_DO            2   /* always set DF */
#define IP_PMTUDISC_PROBE         3   /* set DF, ignore the path MTU */
#define IP_PMTUDISC_INTERFACE     4   /* the interface MTU, no DF, ignore ICMP
                                         fragmentation needed */
#define IP_PMTUDISC_OMIT          5   /* as IP_PMTUDISC_INTERFACE, but fragment
                                         above the interface MTU */

/* struct linuxabi_ip_msfilter imsf_fmode, struct linuxabi_group_filter
   gf_fmode: the filter mode */
#define MCAST_EXCLUDE             0   /* everything but the listed sources */
#define MCAST_INCLUDE             1   /* only the listed sources */

/* the defaults of IP_MULTICAST_TTL and IP_MULTICAST_LOOP */
#define IP_DEFAULT_MULTICAST_TTL  1
#define IP_DEFAULT_MULTICAST_LOOP 1

/* classful addresses (obsolete since CIDR): network masks, shifts and
   host masks of each class, in host byte order */
#define IN_CLASSA_NET             0xff000000
#define IN_CLASSA_NSHIFT          24
#define IN_CLASSA_HOST            0x00ffffffU
#define IN_CLASSA_MAX             128
#define IN_CLASSB_NET             0xffff0000
#define IN_CLASSB_NSHIFT          16
#define IN_CLASSB_HOST            0x0000ffffU
#define IN_CLASSB_MAX             65536
#define IN_CLASSC_NET             0xffffff00
#define IN_CLASSC_NSHIFT          8
#define IN_CLASSC_HOST            0x000000ffU
#define IN_MULTICAST_NET          0xe0000000  /* class D: 224.0.0.0/4 */
#define IN_CLASSE_NET             0xffffffff
#define IN_CLASSE_NSHIFT          0
#define IN_LOOPBACKNET            127         /* the loopback network, 127/8 */

/* well-known addresses, in host byte order: htonl(3) them for a struct */
#define INADDR_ANY                0x00000000U /* bind(2): every local address */
#define INADDR_BROADCAST          0xffffffffU /* 255.255.255.255 */
#define INADDR_NONE               0xffffffffU /* inet_addr(3)'s error return */
#define INADDR_DUMMY              0xc0000008U /* 192.0.0.8, ICMP replies'
                                                 source without an address */
#define INADDR_LOOPBACK           0x7f000001  /* 127.0.0.1 */
#define INADDR_UNSPEC_GROUP       0xe0000000U /* 224.0.0.0 */
#define INADDR_ALLHOSTS_GROUP     0xe0000001U /* 224.0.0.1 */
#define INADDR_ALLRTRS_GROUP      0xe0000002U /* 224.0.0.2 */
#define INADDR_ALLSNOOPERS_GROUP  0xe000006aU /* 224.0.0.106 */
#define INADDR_MAX_LOCAL_GROUP    0xe00000ffU /* 224.0.0.255, the last
                                                 link-local group */

/* an IPv4 address */
struct linuxabi_in_addr {
    uint32_t s_addr;            /* network byte order */
};

/* bind(2), connect(2), sendto(2), accept(2), getsockname(2) and the
   others with AF_INET: 16 bytes, the size of struct sockaddr */
struct linuxabi_sockaddr_in {
    uint16_t sin_family;        /* AF_INET */
    uint16_t sin_port;          /* network byte order */
    struct linuxabi_in_addr sin_addr;
    uint8_t  __pad[8];          /* zero (the kernel's sin_zero) */
};

/* IP_ADD_MEMBERSHIP, IP_DROP_MEMBERSHIP: the interface by address */
struct linuxabi_ip_mreq {
    struct linuxabi_in_addr imr_multiaddr;  /* the group */
    struct linuxabi_in_addr imr_interface;  /* a local address, or INADDR_ANY */
};

/* IP_ADD_MEMBERSHIP, IP_DROP_MEMBERSHIP, IP_MULTICAST_IF: the interface
   by index, or by address where the index is 0 */
struct linuxabi_ip_mreqn {
    struct linuxabi_in_addr imr_multiaddr;  /* the group */
    struct linuxabi_in_addr imr_address;    /* a local address, or INADDR_ANY */
    int32_t  imr_ifindex;                   /* the interface index, or 0 */
};

/* IP_ADD_SOURCE_MEMBERSHIP, IP_DROP_SOURCE_MEMBERSHIP, IP_BLOCK_SOURCE,
   IP_UNBLOCK_SOURCE: addresses in network byte order */
struct linuxabi_ip_mreq_source {
    uint32_t imr_multiaddr;     /* the group */
    uint32_t imr_interface;     /* a local address */
    uint32_t imr_sourceaddr;    /* the source */
};

/* IP_MSFILTER: the fixed part.  imsf_numsrc source addresses (uint32_t,
   network byte order) follow it; the option's length is
   sizeof (struct linuxabi_ip_msfilter) + 4 * imsf_numsrc.  (The kernel's
   struct counts one source in its size.) */
struct linuxabi_ip_msfilter {
    uint32_t imsf_multiaddr;    /* the group */
    uint32_t imsf_interface;    /* a local address */
    uint32_t imsf_fmode;        /* MCAST_INCLUDE or MCAST_EXCLUDE */
    uint32_t imsf_numsrc;       /* how many sources follow */
};

/* IP_PKTINFO control message (recvmsg(2), sendmsg(2)) */
struct linuxabi_in_pktinfo {
    int32_t  ipi_ifindex;                   /* the interface index */
    struct linuxabi_in_addr ipi_spec_dst;   /* the local address: received
                                               on, or the source to send from */
    struct linuxabi_in_addr ipi_addr;       /* the header's destination */
};

#endif
