#ifndef LINUXABI_IF_ARP_H
#define LINUXABI_IF_ARP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_arp.h>: ARP.  The hardware types of an interface
 * (SIOCGIFHWADDR's sa_family, struct linuxabi_sockaddr_ll's sll_hatype,
 * rtnetlink's ifi_type), the ARP opcodes and header, and the ARP cache
 * entries of the SIOCSARP, SIOCGARP and SIOCDARP ioctl(2)s on an AF_INET
 * socket (<linuxabi/socket.h>'s, which this header includes).  The same
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/socket.h>

/* ARP protocol hardware identifiers: the header's ar_hrd, and the type of
   an interface */
#define ARPHRD_NETROM              0      /* from KA9Q: NET/ROM pseudo */
#define ARPHRD_ETHER               1      /* Ethernet 10Mbps */
#define ARPHRD_EETHER              2      /* Experimental Ethernet */
#define ARPHRD_AX25                3      /* AX.25 Level 2 */
#define ARPHRD_PRONET              4      /* PROnet token ring */
#define ARPHRD_CHAOS               5      /* Chaosnet */
#define ARPHRD_IEEE802             6      /* IEEE 802.2 Ethernet/TR/TB */
#define ARPHRD_ARCNET              7      /* ARCnet */
#define ARPHRD_APPLETLK            8      /* APPLEtalk */
#define ARPHRD_DLCI                15     /* Frame Relay DLCI */
#define ARPHRD_ATM                 19     /* ATM */
#define ARPHRD_METRICOM            23     /* Metricom STRIP (new IANA id) */
#define ARPHRD_IEEE1394            24     /* IEEE 1394 IPv4 - RFC 2734 */
#define ARPHRD_EUI64               27     /* EUI-64 */
#define ARPHRD_INFINIBAND          32     /* InfiniBand */
#define ARPHRD_SLIP                256
#define ARPHRD_CSLIP               257
#define ARPHRD_SLIP6               258
#define ARPHRD_CSLIP6              259
#define ARPHRD_RSRVD               260    /* Notional KISS type */
#define ARPHRD_ADAPT               264
#define ARPHRD_ROSE                270
#define ARPHRD_X25                 271    /* CCITT X.25 */
#define ARPHRD_HWX25               272    /* Boards with X.25 in firmware */
#define ARPHRD_CAN                 280    /* Controller Area Network */
#define ARPHRD_MCTP                290
#define ARPHRD_PPP                 512
#define ARPHRD_CISCO               513    /* Cisco HDLC */
#define ARPHRD_HDLC                ARPHRD_CISCO
#define ARPHRD_LAPB                516    /* LAPB */
#define ARPHRD_DDCMP               517    /* Digital's DDCMP protocol */
#define ARPHRD_RAWHDLC             518    /* Raw HDLC */
#define ARPHRD_RAWIP               519    /* Raw IP */
#define ARPHRD_TUNNEL              768    /* IPIP tunnel */
#define ARPHRD_TUNNEL6             769    /* IP6IP6 tunnel */
#define ARPHRD_FRAD                770    /* Frame Relay Access Device */
#define ARPHRD_SKIP                771    /* SKIP vif */
#define ARPHRD_LOOPBACK            772    /* Loopback device */
#define ARPHRD_LOCALTLK            773    /* Localtalk device */
#define ARPHRD_FDDI                774    /* FDDI */
#define ARPHRD_BIF                 775    /* AP1000 BIF */
#define ARPHRD_SIT                 776    /* sit0 device - IPv6-in-IPv4 */
#define ARPHRD_IPDDP               777    /* IP over DDP tunneller */
#define ARPHRD_IPGRE               778    /* GRE over IP */
#define ARPHRD_PIMREG              779    /* PIMSM register interface */
#define ARPHRD_HIPPI               780    /* HIPPI */
#define ARPHRD_ASH                 781    /* Nexus 64Mbps Ash */
#define ARPHRD_ECONET              782    /* Acorn Econet */
#define ARPHRD_IRDA                783    /* Linux-IrDA */
#define ARPHRD_FCPP                784    /* Point to point fibrechannel */
#define ARPHRD_FCAL                785    /* Fibrechannel arbitrated loop */
#define ARPHRD_FCPL                786    /* Fibrechannel public loop */
#define ARPHRD_FCFABRIC            787    /* Fibrechannel fabric */
#define ARPHRD_IEEE802_TR          800    /* Magic type ident for TR */
#define ARPHRD_IEEE80211           801    /* IEEE 802.11 */
#define ARPHRD_IEEE80211_PRISM     802    /* IEEE 802.11 + Prism2 header */
#define ARPHRD_IEEE80211_RADIOTAP  803    /* IEEE 802.11 + radiotap header */
#define ARPHRD_IEEE802154          804
#define ARPHRD_IEEE802154_MONITOR  805    /* IEEE 802.15.4 network monitor */
#define ARPHRD_PHONET              820    /* PhoNet media type */
#define ARPHRD_PHONET_PIPE         821    /* PhoNet pipe header */
#define ARPHRD_CAIF                822    /* CAIF media type */
#define ARPHRD_IP6GRE              823    /* GRE over IPv6 */
#define ARPHRD_NETLINK             824    /* Netlink header */
#define ARPHRD_6LOWPAN             825    /* IPv6 over LoWPAN */
#define ARPHRD_VSOCKMON            826    /* Vsock monitor header */
#define ARPHRD_VOID                0xFFFF /* Void type, nothing is known */
#define ARPHRD_NONE                0xFFFE /* zero header length */

/* ARP opcodes: the header's ar_op */
#define ARPOP_REQUEST              1      /* ARP request */
#define ARPOP_REPLY                2      /* ARP reply */
#define ARPOP_RREQUEST             3      /* RARP request */
#define ARPOP_RREPLY               4      /* RARP reply */
#define ARPOP_InREQUEST            8      /* InARP request */
#define ARPOP_InREPLY              9      /* InARP reply */
#define ARPOP_NAK                  10     /* (ATM)ARP NAK */

/*
 * The fixed part of an ARP packet (RFC 826), after the link header: the
 * addresses follow, ar_hln and ar_pln bytes each, sender's then target's
 * (for Ethernet and IPv4: 6, 4, 6, 4 bytes).  The 16-bit fields are in
 * network byte order.
 */
struct linuxabi_arphdr {
    uint16_t ar_hrd;                    /* ARPHRD_* of the hardware address */
    uint16_t ar_pro;                    /* ETH_P_* of the protocol address */
    uint8_t  ar_hln;                    /* the hardware address' length */
    uint8_t  ar_pln;                    /* the protocol address' length */
    uint16_t ar_op;                     /* ARPOP_* */
};

/* SIOCSARP, SIOCGARP, SIOCDARP: an ARP cache entry */
struct linuxabi_arpreq {
    struct linuxabi_sockaddr arp_pa;      /* protocol address (AF_INET) */
    struct linuxabi_sockaddr arp_ha;      /* hardware address: sa_family ARPHRD_* */
    int                      arp_flags;   /* ATF_* */
    struct linuxabi_sockaddr arp_netmask; /* ATF_NETMASK: proxy entries */
    char                     arp_dev[16]; /* IFNAMSIZ: the interface, or "" */
};

/* the layout before arp_dev was added */
struct linuxabi_arpreq_old {
    struct linuxabi_sockaddr arp_pa;
    struct linuxabi_sockaddr arp_ha;
    int                      arp_flags;
    struct linuxabi_sockaddr arp_netmask;
};

/* arp_flags */
#define ATF_COM                    0x02   /* completed entry (ha valid) */
#define ATF_PERM                   0x04   /* permanent entry */
#define ATF_PUBL                   0x08   /* publish entry */
#define ATF_USETRAILERS            0x10   /* has requested trailers */
#define ATF_NETMASK                0x20   /* want to use a netmask (proxy entries) */
#define ATF_DONTPUB                0x40   /* do not answer for this address */

#endif
