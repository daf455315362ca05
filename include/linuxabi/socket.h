#ifndef LINUXABI_SOCKET_H
#define LINUXABI_SOCKET_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: sockets.  The families, types and flags of
 * socket(2), socketpair(2) and accept4(2); the flags of send(2),
 * sendto(2), sendmsg(2), sendmmsg(2), recv(2), recvfrom(2), recvmsg(2)
 * and recvmmsg(2), with their message headers and control messages;
 * shutdown(2); the levels and socket-level options of setsockopt(2) and
 * getsockopt(2); the call numbers of socketcall(2); the socket ioctl(2)
 * requests (the SIOC* of network interfaces, routes and ARP too).  The
 * protocol options (TCP_*, IP_*) are other headers'.  What differs
 * between ABIs comes from <linuxabi-arch/socket-*.h>: the SO_* numbers,
 * SOCK_STREAM and SOCK_DGRAM (MIPS), the SOCK_NONBLOCK and SOCK_CLOEXEC
 * flags, some ioctls, and the message headers' size fields.  With glibc,
 * include <sys/socket.h> (and what includes it) before this header: glibc
 * declares SOCK_*, MSG_*, SHUT_* and SCM_RIGHTS as enumerators.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/uio.h>
#include <linuxabi-arch/socket-so.h>
#include <linuxabi-arch/socket-time.h>
#include <linuxabi-arch/socket-ios.h>
#include <linuxabi-arch/socket-type.h>
#include <linuxabi-arch/socket-msghdr.h>

/* socket(2), socketpair(2): address families (the first argument) */
#define AF_UNSPEC          0
#define AF_UNIX            1        /* local: struct sockaddr_un */
#define AF_LOCAL           1        /* POSIX's name of AF_UNIX */
#define AF_INET            2        /* IPv4 */
#define AF_AX25            3        /* amateur radio AX.25 */
#define AF_IPX             4        /* Novell IPX (removed in Linux 4.18) */
#define AF_APPLETALK       5        /* AppleTalk DDP */
#define AF_NETROM          6        /* amateur radio NET/ROM */
#define AF_BRIDGE          7        /* multiprotocol bridge */
#define AF_ATMPVC          8        /* ATM permanent virtual circuits */
#define AF_X25             9        /* X.25 */
#define AF_INET6           10       /* IPv6 */
#define AF_ROSE            11       /* amateur radio X.25 PLP */
#define AF_DECnet          12       /* DECnet (removed in Linux 6.1) */
#define AF_NETBEUI         13       /* reserved, never implemented */
#define AF_SECURITY        14       /* reserved, never implemented */
#define AF_KEY             15       /* PF_KEY key management */
#define AF_NETLINK         16       /* kernel/user messages */
#define AF_ROUTE           AF_NETLINK /* BSD's name for routing sockets */
#define AF_PACKET          17       /* link-level packets */
#define AF_ASH             18       /* reserved, never implemented */
#define AF_ECONET          19       /* Acorn Econet (removed in Linux 3.5) */
#define AF_ATMSVC          20       /* ATM switched virtual circuits */
#define AF_RDS             21       /* reliable datagram sockets */
#define AF_SNA             22       /* reserved, never implemented */
#define AF_IRDA            23       /* IrDA (removed in Linux 4.17) */
#define AF_PPPOX           24       /* PPP over Ethernet, L2TP, PPTP */
#define AF_WANPIPE         25       /* Sangoma WANPIPE, reserved */
#define AF_LLC             26       /* IEEE 802.2 LLC */
#define AF_IB              27       /* native InfiniBand addresses (RDMA CM) */
#define AF_MPLS            28       /* MPLS */
#define AF_CAN             29       /* Controller Area Network */
#define AF_TIPC            30       /* TIPC cluster sockets */
#define AF_BLUETOOTH       31
#define AF_IUCV            32       /* s390 z/VM IUCV */
#define AF_RXRPC           33       /* AFS RxRPC */
#define AF_ISDN            34       /* mISDN */
#define AF_PHONET          35       /* Nokia Phonet modems */
#define AF_IEEE802154      36       /* IEEE 802.15.4 */
#define AF_CAIF            37       /* ST-Ericsson CAIF modems */
#define AF_ALG             38       /* kernel crypto API */
#define AF_NFC             39       /* near field communication */
#define AF_VSOCK           40       /* virtual machine sockets */
#define AF_KCM             41       /* kernel connection multiplexor */
#define AF_QIPCRTR         42       /* Qualcomm IPC router */
#define AF_SMC             43       /* SMC-R/SMC-D, over AF_INET addresses */
#define AF_XDP             44       /* XDP sockets */
#define AF_MCTP            45       /* Management Component Transport */

/* the same numbers as protocol families, the older names */
#define PF_UNSPEC          AF_UNSPEC
#define PF_UNIX            AF_UNIX
#define PF_LOCAL           AF_LOCAL
#define PF_INET            AF_INET
#define PF_AX25            AF_AX25
#define PF_IPX             AF_IPX
#define PF_APPLETALK       AF_APPLETALK
#define PF_NETROM          AF_NETROM
#define PF_BRIDGE          AF_BRIDGE
#define PF_ATMPVC          AF_ATMPVC
#define PF_X25             AF_X25
#define PF_INET6           AF_INET6
#define PF_ROSE            AF_ROSE
#define PF_DECnet          AF_DECnet
#define PF_NETBEUI         AF_NETBEUI
#define PF_SECURITY        AF_SECURITY
#define PF_KEY             AF_KEY
#define PF_NETLINK         AF_NETLINK
#define PF_ROUTE           AF_ROUTE
#define PF_PACKET          AF_PACKET
#define PF_ASH             AF_ASH
#define PF_ECONET          AF_ECONET
#define PF_ATMSVC          AF_ATMSVC
#define PF_RDS             AF_RDS
#define PF_SNA             AF_SNA
#define PF_IRDA            AF_IRDA
#define PF_PPPOX           AF_PPPOX
#define PF_WANPIPE         AF_WANPIPE
#define PF_LLC             AF_LLC
#define PF_IB              AF_IB
#define PF_MPLS            AF_MPLS
#define PF_CAN             AF_CAN
#define PF_TIPC            AF_TIPC
#define PF_BLUETOOTH       AF_BLUETOOTH
#define PF_IUCV            AF_IUCV
#define PF_RXRPC           AF_RXRPC
#define PF_ISDN            AF_ISDN
#define PF_PHONET          AF_PHONET
#define PF_IEEE802154      AF_IEEE802154
#define PF_CAIF            AF_CAIF
#define PF_ALG             AF_ALG
#define PF_NFC             AF_NFC
#define PF_VSOCK           AF_VSOCK
#define PF_KCM             AF_KCM
#define PF_QIPCRTR         AF_QIPCRTR
#define PF_SMC             AF_SMC
#define PF_XDP             AF_XDP
#define PF_MCTP            AF_MCTP

/* socket(2) types numbered alike on every ABI (SOCK_STREAM and
   SOCK_DGRAM, with the flags, vary) */
#define SOCK_RAW           3        /* raw protocol access */
#define SOCK_RDM           4        /* reliable datagrams (RDS, TIPC) */
#define SOCK_SEQPACKET     5        /* reliable ordered records */
#define SOCK_DCCP          6        /* DCCP */
#define SOCK_PACKET        10       /* obsolete AF_INET link-level access */

/* send(2), recv(2) and the others: flags */
#define MSG_OOB            0x1      /* urgent (out-of-band) data */
#define MSG_PEEK           0x2      /* read without taking */
#define MSG_DONTROUTE      0x4      /* directly connected hosts only */
#define MSG_TRYHARD        0x4      /* DECnet's name of MSG_DONTROUTE */
#define MSG_CTRUNC         0x8      /* result: control data cut short */
#define MSG_PROBE          0x10     /* send nothing: probe the path MTU */
#define MSG_TRUNC          0x20     /* result: datagram cut short; recv: return its full length */
#define MSG_DONTWAIT       0x40     /* this call only: nonblocking */
#define MSG_EOR            0x80     /* end of record */
#define MSG_WAITALL        0x100    /* wait for the full length */
#define MSG_FIN            0x200
#define MSG_SYN            0x400
#define MSG_CONFIRM        0x800    /* the link layer's neighbour is alive */
#define MSG_RST            0x1000
#define MSG_ERRQUEUE       0x2000   /* read the error queue */
#define MSG_NOSIGNAL       0x4000   /* EPIPE without SIGPIPE */
#define MSG_MORE           0x8000   /* more data follows: cork */
#define MSG_WAITFORONE     0x10000  /* recvmmsg(2): block for the first only */
#define MSG_BATCH          0x40000  /* sendmmsg(2): more messages follow */
#define MSG_EOF            MSG_FIN
#define MSG_SOCK_DEVMEM    0x2000000 /* recvmsg(2): devmem TCP data */
#define MSG_ZEROCOPY       0x4000000 /* send from user pages (SO_ZEROCOPY) */
#define MSG_FASTOPEN       0x20000000 /* TCP: data in the SYN */
#define MSG_CMSG_CLOEXEC   0x40000000 /* recvmsg(2): SCM_RIGHTS fds close-on-exec */

/* shutdown(2) */
#define SHUT_RD            0        /* no more receptions */
#define SHUT_WR            1        /* no more transmissions */
#define SHUT_RDWR          2        /* neither */

/* control message types at level SOL_SOCKET (the others vary) */
#define SCM_RIGHTS         0x01     /* an array of int: descriptors */
#define SCM_CREDENTIALS    0x02     /* struct linuxabi_ucred */
#define SCM_SECURITY       0x03     /* the peer's security label */
#define SCM_PIDFD          0x04     /* int: a pidfd of the sender */

/* setsockopt(2), getsockopt(2) levels other than SOL_SOCKET; most
   equal the protocol's IPPROTO_* number */
#define SOL_IP             0
#define SOL_TCP            6
#define SOL_UDP            17
#define SOL_IPV6           41
#define SOL_ICMPV6         58
#define SOL_SCTP           132
#define SOL_UDPLITE        136
#define SOL_RAW            255
#define SOL_IPX            256
#define SOL_AX25           257
#define SOL_ATALK          258
#define SOL_NETROM         259
#define SOL_ROSE           260
#define SOL_DECNET         261
#define SOL_X25            262
#define SOL_PACKET         263
#define SOL_ATM            264      /* ATM cells */
#define SOL_AAL            265      /* ATM adaptation layer */
#define SOL_IRDA           266
#define SOL_NETBEUI        267
#define SOL_LLC            268
#define SOL_DCCP           269
#define SOL_NETLINK        270
#define SOL_TIPC           271
#define SOL_RXRPC          272
#define SOL_PPPOL2TP       273
#define SOL_BLUETOOTH      274
#define SOL_PNPIPE         275      /* Phonet pipes */
#define SOL_RDS            276
#define SOL_IUCV           277
#define SOL_CAIF           278
#define SOL_ALG            279
#define SOL_NFC            280
#define SOL_KCM            281
#define SOL_TLS            282
#define SOL_XDP            283
#define SOL_MPTCP          284
#define SOL_MCTP           285
#define SOL_SMC            286
#define SOL_VSOCK          287

/* SO_BUF_LOCK: the buffer sizes setsockopt(2) set, kept from autotuning */
#define SOCK_SNDBUF_LOCK   1
#define SOCK_RCVBUF_LOCK   2

/* SO_TXREHASH: rehash the flow's path on retransmission timeouts */
#define SOCK_TXREHASH_DEFAULT   255      /* the net.core.txrehash sysctl's */
#define SOCK_TXREHASH_DISABLED  0
#define SOCK_TXREHASH_ENABLED   1

/* socketcall(2): the call, its first argument (on the ABIs that have it) */
#define SYS_SOCKET         1
#define SYS_BIND           2
#define SYS_CONNECT        3
#define SYS_LISTEN         4
#define SYS_ACCEPT         5
#define SYS_GETSOCKNAME    6
#define SYS_GETPEERNAME    7
#define SYS_SOCKETPAIR     8
#define SYS_SEND           9
#define SYS_RECV           10
#define SYS_SENDTO         11
#define SYS_RECVFROM       12
#define SYS_SHUTDOWN       13
#define SYS_SETSOCKOPT     14
#define SYS_GETSOCKOPT     15
#define SYS_SENDMSG        16
#define SYS_RECVMSG        17
#define SYS_ACCEPT4        18
#define SYS_RECVMMSG       19
#define SYS_SENDMMSG       20

/* the socket states of /proc/net/unix's St column (SS_*; enumerators in
   the kernel) */
#define SS_FREE            0        /* not allocated */
#define SS_UNCONNECTED     1
#define SS_CONNECTING      2
#define SS_CONNECTED       3
#define SS_DISCONNECTING   4
/* /proc/net/unix's Flags column: listening */
#define LINUXABI_SO_ACCEPTCON  (1 << 16)

/* ioctl(2) on a socket: the last packet's receive time as two 64-bit
   fields (a timeval's, or struct linuxabi_kernel_timespec) */
#define SOCK_IOC_TYPE      0x89     /* the type byte of the requests below */
#define SIOCGSTAMP_NEW     LINUXABI_IOR(SOCK_IOC_TYPE, 0x06, int64_t[2])
#define SIOCGSTAMPNS_NEW   LINUXABI_IOR(SOCK_IOC_TYPE, 0x07, int64_t[2])

/* ioctl(2) on any socket: routes (struct rtentry) */
#define SIOCADDRT          0x890B
#define SIOCDELRT          0x890C
#define SIOCRTMSG          0x890D   /* unused */

/* ioctl(2) on any socket: network interfaces, most with a struct ifreq */
#define SIOCGIFNAME        0x8910   /* index to name */
#define SIOCSIFLINK        0x8911   /* unused */
#define SIOCGIFCONF        0x8912   /* struct ifconf: every address */
#define SIOCGIFFLAGS       0x8913   /* IFF_* */
#define SIOCSIFFLAGS       0x8914
#define SIOCGIFADDR        0x8915
#define SIOCSIFADDR        0x8916
#define SIOCGIFDSTADDR     0x8917   /* point-to-point peer */
#define SIOCSIFDSTADDR     0x8918
#define SIOCGIFBRDADDR     0x8919   /* broadcast address */
#define SIOCSIFBRDADDR     0x891a
#define SIOCGIFNETMASK     0x891b
#define SIOCSIFNETMASK     0x891c
#define SIOCGIFMETRIC      0x891d
#define SIOCSIFMETRIC      0x891e
#define SIOCGIFMEM         0x891f   /* unused */
#define SIOCSIFMEM         0x8920   /* unused */
#define SIOCGIFMTU         0x8921
#define SIOCSIFMTU         0x8922
#define SIOCSIFNAME        0x8923   /* rename */
#define SIOCSIFHWADDR      0x8924   /* hardware (MAC) address */
#define SIOCGIFENCAP       0x8925   /* encapsulation (SLIP) */
#define SIOCSIFENCAP       0x8926
#define SIOCGIFHWADDR      0x8927
#define SIOCGIFSLAVE       0x8929   /* unused */
#define SIOCSIFSLAVE       0x8930   /* unused */
#define SIOCADDMULTI       0x8931   /* link-level multicast filter */
#define SIOCDELMULTI       0x8932
#define SIOCGIFINDEX       0x8933   /* name to index */
#define SIOGIFINDEX        SIOCGIFINDEX /* an old misspelling */
#define SIOCSIFPFLAGS      0x8934   /* private flags (eql) */
#define SIOCGIFPFLAGS      0x8935
#define SIOCDIFADDR        0x8936   /* delete an address (IPv6) */
#define SIOCSIFHWBROADCAST 0x8937   /* hardware broadcast address */
#define SIOCGIFCOUNT       0x8938   /* unused */
#define SIOCGIFBR          0x8940   /* bridging (old bridge ioctls) */
#define SIOCSIFBR          0x8941
#define SIOCGIFTXQLEN      0x8942   /* transmit queue length */
#define SIOCSIFTXQLEN      0x8943
#define SIOCETHTOOL        0x8946   /* ethtool: struct ifreq with a command */
#define SIOCGMIIPHY        0x8947   /* MII PHY address */
#define SIOCGMIIREG        0x8948   /* read an MII register */
#define SIOCSMIIREG        0x8949   /* write an MII register */
#define SIOCWANDEV         0x894A   /* WAN device settings */
#define SIOCOUTQNSD        0x894B   /* int *: bytes not yet sent (TCP) */
#define SIOCGSKNS          0x894C   /* an fd of the socket's network namespace */

/* ioctl(2) on any socket: ARP and RARP tables (struct arpreq) */
#define SIOCDARP           0x8953
#define SIOCGARP           0x8954
#define SIOCSARP           0x8955
#define SIOCDRARP          0x8960   /* RARP: removed in Linux 2.6 */
#define SIOCGRARP          0x8961
#define SIOCSRARP          0x8962

/* ioctl(2) on any socket: device parameters (struct ifmap), DLCI, VLAN */
#define SIOCGIFMAP         0x8970
#define SIOCSIFMAP         0x8971
#define SIOCADDDLCI        0x8980   /* frame relay DLCI */
#define SIOCDELDLCI        0x8981
#define SIOCGIFVLAN        0x8982   /* 802.1Q: struct vlan_ioctl_args */
#define SIOCSIFVLAN        0x8983

/* ioctl(2) on any socket: bonding */
#define SIOCBONDENSLAVE        0x8990
#define SIOCBONDRELEASE        0x8991
#define SIOCBONDSETHWADDR      0x8992
#define SIOCBONDSLAVEINFOQUERY 0x8993
#define SIOCBONDINFOQUERY      0x8994
#define SIOCBONDCHANGEACTIVE   0x8995

/* ioctl(2) on any socket: bridges */
#define SIOCBRADDBR        0x89a0   /* create a bridge */
#define SIOCBRDELBR        0x89a1
#define SIOCBRADDIF        0x89a2   /* add an interface to a bridge */
#define SIOCBRDELIF        0x89a3

/* ioctl(2) on any socket: hardware time stamping (struct hwtstamp_config) */
#define SIOCSHWTSTAMP      0x89b0   /* set, and read back */
#define SIOCGHWTSTAMP      0x89b1

/* ioctl(2): the first of 16 protocol-private and 16 device-private
   requests */
#define SIOCPROTOPRIVATE   0x89E0   /* to 0x89EF */
#define SIOCDEVPRIVATE     0x89F0   /* to 0x89FF */

/* the largest socket address, what struct linuxabi_sockaddr_storage holds */
#define LINUXABI_K_SS_MAXSIZE  128

/* bind(2), connect(2), accept(2) and the others: the common prefix of
   every address; the family's own structure is longer */
struct linuxabi_sockaddr {
    uint16_t sa_family;                 /* AF_* */
    char     sa_data[14];               /* the family's address, begun */
};

/* room for any address: LINUXABI_K_SS_MAXSIZE bytes, aligned as a
   pointer (the kernel's struct __kernel_sockaddr_storage) */
struct linuxabi_sockaddr_storage {
    uint16_t ss_family;                 /* AF_* */
    char     __pad[LINUXABI_K_SS_MAXSIZE - 2 - sizeof(void *)];
    void     *__pad_align;              /* for the alignment only */
};

/* SO_LINGER */
struct linuxabi_linger {
    int l_onoff;                        /* nonzero: linger */
    int l_linger;                       /* how long, in seconds */
};

/* SO_PEERCRED, SCM_CREDENTIALS: a process's credentials */
struct linuxabi_ucred {
    uint32_t pid;
    uint32_t uid;
    uint32_t gid;
};

/* devmem TCP: the data of an SCM_DEVMEM_DMABUF or SCM_DEVMEM_LINEAR
   control message, one received fragment */
struct linuxabi_dmabuf_cmsg {
    uint64_t frag_offset;               /* where it starts in the dma-buf */
    uint32_t frag_size;                 /* its length */
    uint32_t frag_token;                /* what SO_DEVMEM_DONTNEED gives back */
    uint32_t dmabuf_id;                 /* the dma-buf it is in */
    uint32_t flags;                     /* reserved */
};

/* devmem TCP: SO_DEVMEM_DONTNEED takes an array of these */
struct linuxabi_dmabuf_token {
    uint32_t token_start;               /* the first frag_token */
    uint32_t token_count;               /* and how many follow it */
};

#endif
