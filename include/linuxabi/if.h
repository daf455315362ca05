#ifndef LINUXABI_IF_H
#define LINUXABI_IF_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if.h>: network interfaces.  The interface flags, name sizes
 * and operational states, and the structures of the interface ioctl(2)
 * requests on any socket (SIOCGIFFLAGS, SIOCGIFINDEX, SIOCGIFMTU,
 * SIOCGIFCONF, SIOCWANDEV, ...: <linuxabi/socket.h>'s, which this header
 * includes).  The maps and the interface list hold a kernel long or a
 * pointer: <linuxabi-arch/if-*.h> has each ABI's.  With glibc, include
 * <net/if.h> before this header: glibc declares IFF_* as enumerators.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/socket.h>

/* sizes of names */
#define IFNAMSIZ                16      /* an interface's name, with its NUL */
#define IFALIASZ                256     /* IFLA_IFALIAS: its alias */
#define ALTIFNAMSIZ             128     /* IFLA_ALT_IFNAME: an alternative name */
#define IFHWADDRLEN             6       /* an Ethernet hardware address */

/* SIOCGIFFLAGS, SIOCSIFFLAGS (ifru_flags), and rtnetlink's ifi_flags: the
   interface flags (enum net_device_flags) */
#define IFF_UP                  0x1     /* administratively up */
#define IFF_BROADCAST           0x2     /* broadcast address valid */
#define IFF_DEBUG               0x4
#define IFF_LOOPBACK            0x8
#define IFF_POINTOPOINT         0x10    /* point-to-point link */
#define IFF_NOTRAILERS          0x20    /* unused */
#define IFF_RUNNING             0x40    /* operationally up */
#define IFF_NOARP               0x80
#define IFF_PROMISC             0x100   /* receive every packet */
#define IFF_ALLMULTI            0x200   /* receive every multicast packet */
#define IFF_MASTER              0x400   /* master of a bond */
#define IFF_SLAVE               0x800   /* slave of a bond */
#define IFF_MULTICAST           0x1000
#define IFF_PORTSEL             0x2000  /* can set media type */
#define IFF_AUTOMEDIA           0x4000
#define IFF_DYNAMIC             0x8000  /* addresses change (dialup) */
#define IFF_LOWER_UP            0x10000 /* carrier: the driver says L1 up */
#define IFF_DORMANT             0x20000 /* waiting for an external event */
#define IFF_ECHO                0x40000 /* echoes sent packets */

/* SIOCWANDEV (struct linuxabi_if_settings' type): the generic HDLC
   interfaces and protocols */
#define IF_GET_IFACE            0x0001  /* ask for the interface */
#define IF_GET_PROTO            0x0002  /* ask for the protocol */
#define IF_IFACE_V35            0x1000  /* V.35 serial */
#define IF_IFACE_V24            0x1001  /* V.24 serial */
#define IF_IFACE_X21            0x1002  /* X.21 serial */
#define IF_IFACE_T1             0x1003  /* T1 telco serial */
#define IF_IFACE_E1             0x1004  /* E1 telco serial */
#define IF_IFACE_SYNC_SERIAL    0x1005  /* cannot be set by software */
#define IF_IFACE_X21D           0x1006  /* X.21 dual clocking (FarSite) */
#define IF_PROTO_HDLC           0x2000  /* raw HDLC */
#define IF_PROTO_PPP            0x2001
#define IF_PROTO_CISCO          0x2002  /* Cisco HDLC */
#define IF_PROTO_FR             0x2003  /* frame relay */
#define IF_PROTO_FR_ADD_PVC     0x2004  /* create a frame relay PVC */
#define IF_PROTO_FR_DEL_PVC     0x2005  /* delete one */
#define IF_PROTO_X25            0x2006
#define IF_PROTO_HDLC_ETH       0x2007  /* raw HDLC, Ethernet emulation */
#define IF_PROTO_FR_ADD_ETH_PVC 0x2008  /* create an Ethernet-bridged PVC */
#define IF_PROTO_FR_DEL_ETH_PVC 0x2009  /* delete one */
#define IF_PROTO_FR_PVC         0x200A  /* read a PVC's status */
#define IF_PROTO_FR_ETH_PVC     0x200B
#define IF_PROTO_RAW            0x200C  /* raw socket */

/* rtnetlink's IFLA_OPERSTATE: RFC 2863 operational states (an anonymous
   enum in the kernel) */
#define IF_OPER_UNKNOWN         0
#define IF_OPER_NOTPRESENT      1
#define IF_OPER_DOWN            2
#define IF_OPER_LOWERLAYERDOWN  3
#define IF_OPER_TESTING         4
#define IF_OPER_DORMANT         5
#define IF_OPER_UP              6

/* rtnetlink's IFLA_LINKMODE (an anonymous enum in the kernel) */
#define IF_LINK_MODE_DEFAULT    0
#define IF_LINK_MODE_DORMANT    1       /* up goes no further than dormant */
#define IF_LINK_MODE_TESTING    2       /* up goes no further than testing */

/* SIOCGIFMAP, SIOCSIFMAP: struct linuxabi_ifmap (kernel longs) */
#include <linuxabi-arch/if-ifmap.h>

/* SIOCWANDEV: the type and a pointer to its settings (the kernel's
   pointers to the <linux/hdlc/ioctl.h> structs are void * here) */
union linuxabi_if_settings_ifsu {
    void *raw_hdlc;                     /* raw_hdlc_proto */
    void *cisco;                        /* cisco_proto */
    void *fr;                           /* fr_proto */
    void *fr_pvc;                       /* fr_proto_pvc */
    void *fr_pvc_info;                  /* fr_proto_pvc_info */
    void *x25;                          /* x25_hdlc_proto */
    void *sync;                         /* sync_serial_settings */
    void *te1;                          /* te1_settings */
};

struct linuxabi_if_settings {
    uint32_t                        type;     /* IF_IFACE_*, IF_PROTO_*, IF_GET_* */
    uint32_t                        size;     /* bytes at the pointer */
    union linuxabi_if_settings_ifsu ifs_ifsu;
};

/*
 * The interface ioctl(2)s' argument: the name, then what the request
 * reads or writes.  The kernel's ifr_name, ifr_flags, ifr_ifindex, ...
 * are macros for ifr_ifrn.ifrn_name, ifr_ifru.ifru_flags,
 * ifr_ifru.ifru_ivalue, ...: the members here have the same names, so
 * libc's macros of <net/if.h> work on this struct too.
 */
union linuxabi_ifreq_ifrn {
    char ifrn_name[16];                 /* IFNAMSIZ: "lo", with its NUL */
};

union linuxabi_ifreq_ifru {
    struct linuxabi_sockaddr    ifru_addr;      /* SIOCGIFADDR.. */
    struct linuxabi_sockaddr    ifru_dstaddr;   /* SIOCGIFDSTADDR */
    struct linuxabi_sockaddr    ifru_broadaddr; /* SIOCGIFBRDADDR */
    struct linuxabi_sockaddr    ifru_netmask;   /* SIOCGIFNETMASK */
    struct linuxabi_sockaddr    ifru_hwaddr;    /* SIOCGIFHWADDR: family ARPHRD_* */
    int16_t                     ifru_flags;     /* SIOCGIFFLAGS: IFF_* (low 16) */
    int                         ifru_ivalue;    /* index, metric, queue length */
    int                         ifru_mtu;       /* SIOCGIFMTU */
    struct linuxabi_ifmap       ifru_map;       /* SIOCGIFMAP */
    char                        ifru_slave[16]; /* SIOCBONDENSLAVE.. */
    char                        ifru_newname[16]; /* SIOCSIFNAME */
    void                        *ifru_data;     /* SIOCETHTOOL, SIOCDEVPRIVATE.. */
    struct linuxabi_if_settings ifru_settings;  /* SIOCWANDEV */
};

struct linuxabi_ifreq {
    union linuxabi_ifreq_ifrn ifr_ifrn;
    union linuxabi_ifreq_ifru ifr_ifru;
};

/* SIOCGIFCONF: struct linuxabi_ifconf (a length and a pointer) */
#include <linuxabi-arch/if-ifconf.h>

#endif
