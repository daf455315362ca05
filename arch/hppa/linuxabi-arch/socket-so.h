#ifndef LINUXABI_ARCH_SOCKET_SO_H
#define LINUXABI_ARCH_SOCKET_SO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the socket-level options, which vary between
 * ABIs: hppa numbers them as HP-UX did: SOL_SOCKET is
 * 0xffff, Linux's own options start at 0x4000.
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
#define SO_NO_CHECK                0x400b /* no UDP checksums on send */
#define SO_PRIORITY                0x400c /* the queueing priority of outgoing packets */
#define SO_LINGER                  0x0080 /* struct linuxabi_linger: close(2) waits for unsent data */
#define SO_BSDCOMPAT               0x400e /* accepted and ignored */
#define SO_REUSEPORT               0x0200 /* several sockets bound to one address and port */
#define SO_PASSCRED                0x4010 /* receive SCM_CREDENTIALS messages */
#define SO_PEERCRED                0x4011 /* read-only: the peer's struct linuxabi_ucred */
#define SO_RCVLOWAT                0x1004 /* bytes before a read returns */
#define SO_SNDLOWAT                0x1003 /* read-only on Linux (always 1) */
#define SO_RCVTIMEO_OLD            0x1006 /* receive timeout: struct linuxabi_timeval of the ABI's long */
#define SO_SNDTIMEO_OLD            0x1005 /* send timeout: struct linuxabi_timeval of the ABI's long */
#define SO_SECURITY_AUTHENTICATION 0x4016 /* never implemented: setsockopt(2) refuses it */
#define SO_SECURITY_ENCRYPTION_TRANSPORT 0x4017 /* never implemented: setsockopt(2) refuses it */
#define SO_SECURITY_ENCRYPTION_NETWORK 0x4018 /* never implemented: setsockopt(2) refuses it */
#define SO_BINDTODEVICE            0x4019 /* an interface name: use only that interface */
#define SO_ATTACH_FILTER           0x401a /* struct linuxabi_sock_fprog: a classic BPF filter */
#define SO_DETACH_FILTER           0x401b /* remove the attached filter */
#define SO_GET_FILTER              SO_ATTACH_FILTER /* getsockopt(2): read the classic BPF filter back */
#define SO_PEERNAME                0x2000 /* read-only: the peer's address */
#define SO_ACCEPTCONN              0x401c /* read-only: 1 if listening */
#define SO_PEERSEC                 0x401d /* read-only: the peer's security label */
#define SO_PASSSEC                 0x401e /* receive SCM_SECURITY messages */
#define SO_MARK                    0x401f /* the packet mark (fwmark) of outgoing packets */
#define SO_PROTOCOL                0x1028 /* read-only: the protocol number */
#define SO_DOMAIN                  0x1029 /* read-only: the AF_* family */
#define SO_RXQ_OVFL                0x4021 /* receive the drop count as a control message */
#define SO_WIFI_STATUS             0x4022 /* report the 802.11 ack status of sent frames */
#define SCM_WIFI_STATUS            SO_WIFI_STATUS /* its control message */
#define SO_PEEK_OFF                0x4023 /* the offset MSG_PEEK reads from */
#define SO_NOFCS                   0x4024 /* the driver sends the last 4 bytes as the frame check sequence */
#define SO_LOCK_FILTER             0x4025 /* the attached filter can no longer change */
#define SO_SELECT_ERR_QUEUE        0x4026 /* a queued error wakes poll(2) with POLLPRI too */
#define SO_BUSY_POLL               0x4027 /* microseconds to busy-poll the device on a read */
#define SO_MAX_PACING_RATE         0x4028 /* bytes per second */
#define SO_BPF_EXTENSIONS          0x4029 /* read-only: the classic BPF extensions known */
#define SO_INCOMING_CPU            0x402A /* the CPU that handled the last packet */
#define SO_ATTACH_BPF              0x402B /* an eBPF program's fd as the filter */
#define SO_DETACH_BPF              SO_DETACH_FILTER /* remove it (same as SO_DETACH_FILTER) */
#define SO_ATTACH_REUSEPORT_CBPF   0x402C /* classic BPF picks the SO_REUSEPORT socket */
#define SO_ATTACH_REUSEPORT_EBPF   0x402D /* eBPF picks the SO_REUSEPORT socket */
#define SO_CNX_ADVICE              0x402E /* the application's advice on the path's health */
#define SCM_TIMESTAMPING_OPT_STATS 0x402F /* control message: TCP statistics with a timestamp */
#define SO_MEMINFO                 0x4030 /* read-only: the socket's memory use, an array of u32 */
#define SO_INCOMING_NAPI_ID        0x4031 /* read-only: the NAPI id of the last packet */
#define SO_COOKIE                  0x4032 /* read-only: the socket's 64-bit cookie */
#define SCM_TIMESTAMPING_PKTINFO   0x4033 /* control message: interface index and length */
#define SO_PEERGROUPS              0x4034 /* read-only: the peer's supplementary groups */
#define SO_ZEROCOPY                0x4035 /* allow MSG_ZEROCOPY */
#define SO_TXTIME                  0x4036 /* struct sock_txtime: send at a given time */
#define SCM_TXTIME                 SO_TXTIME /* control message: the time to send at */
#define SO_BINDTOIFINDEX           0x4037 /* SO_BINDTODEVICE by interface index */
#define SO_TIMESTAMP_OLD           0x4012 /* receive timestamps, struct linuxabi_timeval of the ABI's long */
#define SO_TIMESTAMPNS_OLD         0x4013 /* the same as a timespec of the ABI's long */
#define SO_TIMESTAMPING_OLD        0x4020 /* SOF_TIMESTAMPING_* flags; timespecs of the ABI's long */
#define SO_TIMESTAMP_NEW           0x4038 /* receive timestamps, a timeval of two 64-bit fields */
#define SO_TIMESTAMPNS_NEW         0x4039 /* the same, struct linuxabi_kernel_timespec */
#define SO_TIMESTAMPING_NEW        0x403A /* SOF_TIMESTAMPING_* flags; 64-bit timespecs */
#define SO_RCVTIMEO_NEW            0x4040 /* receive timeout, a timeval of two 64-bit fields */
#define SO_SNDTIMEO_NEW            0x4041 /* send timeout, a timeval of two 64-bit fields */
#define SO_DETACH_REUSEPORT_BPF    0x4042 /* remove the SO_REUSEPORT selection program */
#define SO_PREFER_BUSY_POLL        0x4043 /* prefer busy polling to interrupts */
#define SO_BUSY_POLL_BUDGET        0x4044 /* packets per busy-poll round */
#define SO_NETNS_COOKIE            0x4045 /* read-only: the network namespace's cookie */
#define SO_BUF_LOCK                0x4046 /* SOCK_SNDBUF_LOCK, SOCK_RCVBUF_LOCK */
#define SO_RESERVE_MEM             0x4047 /* bytes of memory reserved for the socket */
#define SO_TXREHASH                0x4048 /* SOCK_TXREHASH_* */
#define SO_RCVMARK                 0x4049 /* receive the packet mark as a control message */
#define SO_PASSPIDFD               0x404A /* receive SCM_PIDFD messages */
#define SO_PEERPIDFD               0x404B /* read-only: a pidfd of the peer */
#define SO_DEVMEM_LINEAR           0x404E /* devmem TCP: data in linear buffers */
#define SCM_DEVMEM_LINEAR          SO_DEVMEM_LINEAR /* its control message */
#define SO_DEVMEM_DMABUF           0x404F /* devmem TCP: data in a dma-buf */
#define SCM_DEVMEM_DMABUF          SO_DEVMEM_DMABUF /* its control message */
#define SO_DEVMEM_DONTNEED         0x4050 /* devmem TCP: give dma-buf fragments back */
#define SCM_TS_OPT_ID              0x404C /* control message: the timestamp's id for this send */
#define SO_RCVPRIORITY             0x404D /* receive the packet priority as a control message */
#define SO_PASSRIGHTS              0x4051 /* 0 refuses SCM_RIGHTS messages */
#define SO_INQ                     0x4052 /* receive the bytes left queued as a control message */
#define SCM_INQ                    SO_INQ /* its control message */

#endif
