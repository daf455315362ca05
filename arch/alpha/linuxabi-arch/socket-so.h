#ifndef LINUXABI_ARCH_SOCKET_SO_H
#define LINUXABI_ARCH_SOCKET_SO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket-level options, which vary between
 * ABIs: alpha numbers the old options as OSF/1 did
 * (SOL_SOCKET is 0xffff) and the newer ones mostly as asm-generic.
 */

/* the level of the options below, setsockopt(2) and getsockopt(2) */
#define SOL_SOCKET                 0xffff

/* socket options at level SOL_SOCKET (most take an int) */
#define SO_DEBUG                   0x0001
#define SO_REUSEADDR               0x0004 /* reuse a local address still in TIME_WAIT */
#define SO_TYPE                    0x1008 /* read-only: the SOCK_* type */
#define SO_ERROR                   0x1007 /* read-only: take the pending error */
#define SO_DONTROUTE               0x0010 /* bypass routing: directly connected hosts only */
#define SO_BROADCAST               0x0020 /* allow datagrams to broadcast addresses */
#define SO_SNDBUF                  0x1001 /* send buffer size in bytes (the kernel doubles it) */
#define SO_RCVBUF                  0x1002 /* receive buffer size in bytes (the kernel doubles it) */
#define SO_SNDBUFFORCE             0x100a /* SO_SNDBUF beyond wmem_max (CAP_NET_ADMIN) */
#define SO_RCVBUFFORCE             0x100b /* SO_RCVBUF beyond rmem_max (CAP_NET_ADMIN) */
#define SO_KEEPALIVE               0x0008 /* send keepalive probes */
#define SO_OOBINLINE               0x0100 /* urgent data in the normal stream */
#define SO_NO_CHECK                11     /* no UDP checksums on send */
#define SO_PRIORITY                12     /* the queueing priority of outgoing packets */
#define SO_LINGER                  0x0080 /* struct linuxabi_linger: close(2) waits for unsent data */
#define SO_BSDCOMPAT               14     /* accepted and ignored */
#define SO_REUSEPORT               0x0200 /* several sockets bound to one address and port */
#define SO_PASSCRED                17     /* receive SCM_CREDENTIALS messages */
#define SO_PEERCRED                18     /* read-only: the peer's struct linuxabi_ucred */
#define SO_RCVLOWAT                0x1010 /* bytes before a read returns */
#define SO_SNDLOWAT                0x1011 /* read-only on Linux (always 1) */
#define SO_RCVTIMEO_OLD            0x1012 /* receive timeout: struct linuxabi_timeval of the ABI's long */
#define SO_SNDTIMEO_OLD            0x1013 /* send timeout: struct linuxabi_timeval of the ABI's long */
#define SO_SECURITY_AUTHENTICATION 19     /* never implemented: setsockopt(2) refuses it */
#define SO_SECURITY_ENCRYPTION_TRANSPORT 20 /* never implemented: setsockopt(2) refuses it */
#define SO_SECURITY_ENCRYPTION_NETWORK 21 /* never implemented: setsockopt(2) refuses it */
#define SO_BINDTODEVICE            25     /* an interface name: use only that interface */
#define SO_ATTACH_FILTER           26     /* struct linuxabi_sock_fprog: a classic BPF filter */
#define SO_DETACH_FILTER           27     /* remove the attached filter */
#define SO_GET_FILTER              SO_ATTACH_FILTER /* getsockopt(2): read the classic BPF filter back */
#define SO_PEERNAME                28     /* read-only: the peer's address */
#define SO_ACCEPTCONN              0x1014 /* read-only: 1 if listening */
#define SO_PEERSEC                 30     /* read-only: the peer's security label */
#define SO_PASSSEC                 34     /* receive SCM_SECURITY messages */
#define SO_MARK                    36     /* the packet mark (fwmark) of outgoing packets */
#define SO_PROTOCOL                0x1028 /* read-only: the protocol number */
#define SO_DOMAIN                  0x1029 /* read-only: the AF_* family */
#define SO_RXQ_OVFL                40     /* receive the drop count as a control message */
#define SO_WIFI_STATUS             41     /* report the 802.11 ack status of sent frames */
#define SCM_WIFI_STATUS            SO_WIFI_STATUS /* its control message */
#define SO_PEEK_OFF                42     /* the offset MSG_PEEK reads from */
#define SO_NOFCS                   43     /* the driver sends the last 4 bytes as the frame check sequence */
#define SO_LOCK_FILTER             44     /* the attached filter can no longer change */
#define SO_SELECT_ERR_QUEUE        45     /* a queued error wakes poll(2) with POLLPRI too */
#define SO_BUSY_POLL               46     /* microseconds to busy-poll the device on a read */
#define SO_MAX_PACING_RATE         47     /* bytes per second */
#define SO_BPF_EXTENSIONS          48     /* read-only: the classic BPF extensions known */
#define SO_INCOMING_CPU            49     /* the CPU that handled the last packet */
#define SO_ATTACH_BPF              50     /* an eBPF program's fd as the filter */
#define SO_DETACH_BPF              SO_DETACH_FILTER /* remove it (same as SO_DETACH_FILTER) */
#define SO_ATTACH_REUSEPORT_CBPF   51     /* classic BPF picks the SO_REUSEPORT socket */
#define SO_ATTACH_REUSEPORT_EBPF   52     /* eBPF picks the SO_REUSEPORT socket */
#define SO_CNX_ADVICE              53     /* the application's advice on the path's health */
#define SCM_TIMESTAMPING_OPT_STATS 54     /* control message: TCP statistics with a timestamp */
#define SO_MEMINFO                 55     /* read-only: the socket's memory use, an array of u32 */
#define SO_INCOMING_NAPI_ID        56     /* read-only: the NAPI id of the last packet */
#define SO_COOKIE                  57     /* read-only: the socket's 64-bit cookie */
#define SCM_TIMESTAMPING_PKTINFO   58     /* control message: interface index and length */
#define SO_PEERGROUPS              59     /* read-only: the peer's supplementary groups */
#define SO_ZEROCOPY                60     /* allow MSG_ZEROCOPY */
#define SO_TXTIME                  61     /* struct sock_txtime: send at a given time */
#define SCM_TXTIME                 SO_TXTIME /* control message: the time to send at */
#define SO_BINDTOIFINDEX           62     /* SO_BINDTODEVICE by interface index */
#define SO_TIMESTAMP_OLD           29     /* receive timestamps, struct linuxabi_timeval of the ABI's long */
#define SO_TIMESTAMPNS_OLD         35     /* the same as a timespec of the ABI's long */
#define SO_TIMESTAMPING_OLD        37     /* SOF_TIMESTAMPING_* flags; timespecs of the ABI's long */
#define SO_TIMESTAMP_NEW           63     /* receive timestamps, a timeval of two 64-bit fields */
#define SO_TIMESTAMPNS_NEW         64     /* the same, struct linuxabi_kernel_timespec */
#define SO_TIMESTAMPING_NEW        65     /* SOF_TIMESTAMPING_* flags; 64-bit timespecs */
#define SO_RCVTIMEO_NEW            66     /* receive timeout, a timeval of two 64-bit fields */
#define SO_SNDTIMEO_NEW            67     /* send timeout, a timeval of two 64-bit fields */
#define SO_DETACH_REUSEPORT_BPF    68     /* remove the SO_REUSEPORT selection program */
#define SO_PREFER_BUSY_POLL        69     /* prefer busy polling to interrupts */
#define SO_BUSY_POLL_BUDGET        70     /* packets per busy-poll round */
#define SO_NETNS_COOKIE            71     /* read-only: the network namespace's cookie */
#define SO_BUF_LOCK                72     /* SOCK_SNDBUF_LOCK, SOCK_RCVBUF_LOCK */
#define SO_RESERVE_MEM             73     /* bytes of memory reserved for the socket */
#define SO_TXREHASH                74     /* SOCK_TXREHASH_* */
#define SO_RCVMARK                 75     /* receive the packet mark as a control message */
#define SO_PASSPIDFD               76     /* receive SCM_PIDFD messages */
#define SO_PEERPIDFD               77     /* read-only: a pidfd of the peer */
#define SO_DEVMEM_LINEAR           78     /* devmem TCP: data in linear buffers */
#define SCM_DEVMEM_LINEAR          SO_DEVMEM_LINEAR /* its control message */
#define SO_DEVMEM_DMABUF           79     /* devmem TCP: data in a dma-buf */
#define SCM_DEVMEM_DMABUF          SO_DEVMEM_DMABUF /* its control message */
#define SO_DEVMEM_DONTNEED         80     /* devmem TCP: give dma-buf fragments back */
#define SCM_TS_OPT_ID              81     /* control message: the timestamp's id for this send */
#define SO_RCVPRIORITY             82     /* receive the packet priority as a control message */
#define SO_PASSRIGHTS              83     /* 0 refuses SCM_RIGHTS messages */
#define SO_INQ                     84     /* receive the bytes left queued as a control message */
#define SCM_INQ                    SO_INQ /* its control message */

#endif
