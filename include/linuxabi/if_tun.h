#ifndef LINUXABI_IF_TUN_H
#define LINUXABI_IF_TUN_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/if_tun.h>: TUN and TAP devices, /dev/net/tun.  The ioctl(2)
 * requests on its file descriptor (TUNSETIFF makes or attaches the
 * device named in a struct linuxabi_ifreq, with the IFF_* flags below in
 * ifru_flags), the offloads of TUNSETOFFLOAD, and what read(2) and
 * write(2) carry: a struct linuxabi_tun_pi before each packet unless
 * IFF_NO_PI.  Only TUNATTACHFILTER, TUNDETACHFILTER and TUNGETFILTER
 * differ between ABIs, by the size of struct linuxabi_sock_fprog
 * (<linuxabi/filter.h>): <linuxabi-arch/if_tun-fprog.h> has each ABI's.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/filter.h>
#include <linuxabi-arch/if_tun-fprog.h>

/* the default transmit queue length of a new device */
#define TUN_READQ_SIZE          500

/* old names of the device types, and their mask in the flags */
#define TUN_TUN_DEV             IFF_TUN
#define TUN_TAP_DEV             IFF_TAP
#define TUN_TYPE_MASK           0x000f

/* ioctl(2) requests on /dev/net/tun; the argument's type is the one the
   request number encodes, except where the comment says otherwise */
#define TUNSETNOCSUM            LINUXABI_IOW('T', 200, int)      /* unused */
#define TUNSETDEBUG             LINUXABI_IOW('T', 201, int)
#define TUNSETIFF               LINUXABI_IOW('T', 202, int)      /* struct linuxabi_ifreq */
#define TUNSETPERSIST           LINUXABI_IOW('T', 203, int)      /* an int as the argument itself */
#define TUNSETOWNER             LINUXABI_IOW('T', 204, int)      /* a uid as the argument */
#define TUNSETLINK              LINUXABI_IOW('T', 205, int)      /* an ARPHRD_* as the argument */
#define TUNSETGROUP             LINUXABI_IOW('T', 206, int)      /* a gid as the argument */
#define TUNGETFEATURES          LINUXABI_IOR('T', 207, uint32_t) /* the IFF_* TUNSETIFF takes */
#define TUNSETOFFLOAD           LINUXABI_IOW('T', 208, uint32_t) /* TUN_F_* as the argument */
#define TUNSETTXFILTER          LINUXABI_IOW('T', 209, uint32_t) /* struct linuxabi_tun_filter */
#define TUNGETIFF               LINUXABI_IOR('T', 210, uint32_t) /* struct linuxabi_ifreq */
#define TUNGETSNDBUF            LINUXABI_IOR('T', 211, int)
#define TUNSETSNDBUF            LINUXABI_IOW('T', 212, int)
/* TUNATTACHFILTER, TUNDETACHFILTER (213, 214) and TUNGETFILTER (219), on a
   struct linuxabi_sock_fprog, are in <linuxabi-arch/if_tun-fprog.h> */
#define TUNGETVNETHDRSZ         LINUXABI_IOR('T', 215, int)
#define TUNSETVNETHDRSZ         LINUXABI_IOW('T', 216, int)
#define TUNSETQUEUE             LINUXABI_IOW('T', 217, int)      /* struct linuxabi_ifreq: IFF_ATTACH_QUEUE, IFF_DETACH_QUEUE */
#define TUNSETIFINDEX           LINUXABI_IOW('T', 218, uint32_t)
#define TUNSETVNETLE            LINUXABI_IOW('T', 220, int)
#define TUNGETVNETLE            LINUXABI_IOR('T', 221, int)
#define TUNSETVNETBE            LINUXABI_IOW('T', 222, int)      /* not in every kernel configuration */
#define TUNGETVNETBE            LINUXABI_IOR('T', 223, int)
#define TUNSETSTEERINGEBPF      LINUXABI_IOR('T', 224, int)      /* a BPF program fd (read direction, as the kernel's) */
#define TUNSETFILTEREBPF        LINUXABI_IOR('T', 225, int)      /* a BPF program fd (likewise) */
#define TUNSETCARRIER           LINUXABI_IOW('T', 226, int)
#define TUNGETDEVNETNS          LINUXABI_IO('T', 227)            /* returns a network namespace fd */

/* TUNSETIFF, TUNGETIFF, TUNSETQUEUE: ifru_flags */
#define IFF_TUN                 0x0001  /* layer 3: IP packets */
#define IFF_TAP                 0x0002  /* layer 2: Ethernet frames */
#define IFF_NAPI                0x0010
#define IFF_NAPI_FRAGS          0x0020
#define IFF_NO_CARRIER          0x0040  /* come up without carrier */
#define IFF_MULTI_QUEUE         0x0100
#define IFF_ATTACH_QUEUE        0x0200  /* TUNSETQUEUE */
#define IFF_DETACH_QUEUE        0x0400  /* TUNSETQUEUE */
#define IFF_PERSIST             0x0800  /* TUNGETIFF only: TUNSETPERSIST sets it */
#define IFF_NO_PI               0x1000  /* no struct linuxabi_tun_pi */
#define IFF_NOFILTER            0x1000  /* TUNSETQUEUE's name of the same bit */
#define IFF_ONE_QUEUE           0x2000  /* ignored */
#define IFF_VNET_HDR            0x4000  /* a virtio_net_hdr before each packet */
#define IFF_TUN_EXCL            0x8000  /* fail if the device exists */

/* the TUN_TX_TIMESTAMP control message of sendmsg(2) on the tun socket */
#define TUN_TX_TIMESTAMP        1

/* TUNSETOFFLOAD: what the reader can take */
#define TUN_F_CSUM              0x01    /* packets without a checksum */
#define TUN_F_TSO4              0x02    /* TCP segmentation, IPv4 */
#define TUN_F_TSO6              0x04    /* TCP segmentation, IPv6 */
#define TUN_F_TSO_ECN           0x08    /* ... with ECN */
#define TUN_F_UFO               0x10    /* UDP fragmentation */
#define TUN_F_USO4              0x20    /* UDP segmentation, IPv4 */
#define TUN_F_USO6              0x40    /* UDP segmentation, IPv6 */
#define TUN_F_UDP_TUNNEL_GSO    0x080   /* segmentation inside UDP tunnels */
#define TUN_F_UDP_TUNNEL_GSO_CSUM 0x100 /* ... with the outer checksum to do */

/* before each packet read or written without IFF_NO_PI */
struct linuxabi_tun_pi {
    uint16_t flags;                     /* TUN_PKT_STRIP */
    uint16_t proto;                     /* ETH_P_*, network byte order */
};

/* tun_pi flags: the packet was cut to fit the read buffer */
#define TUN_PKT_STRIP           0x0001

/* TUNSETTXFILTER (TAP only): count ETH_ALEN-byte addresses follow the
   fixed part below; a count of 0 accepts every address */
struct linuxabi_tun_filter {
    uint16_t flags;                     /* TUN_FLT_ALLMULTI */
    uint16_t count;
};

/* tun_filter flags */
#define TUN_FLT_ALLMULTI        0x0001  /* every multicast frame too */

#endif
