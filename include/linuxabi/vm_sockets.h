#ifndef LINUXABI_VM_SOCKETS_H
#define LINUXABI_VM_SOCKETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vm_sockets.h>: AF_VSOCK sockets (vsock(7)), between a virtual
 * machine and its host.  The address of bind(2), connect(2), accept(2),
 * the options of setsockopt(2) and getsockopt(2) at level AF_VSOCK, and
 * the ioctl(2) of /dev/vsock that asks for the local context id.  The
 * same on every ABI but SO_VM_SOCKETS_CONNECT_TIMEOUT, which
 * <linuxabi-arch/vm_sockets-time.h> defines where it has one number.
 * AF_VSOCK and SOL_VSOCK are in <linuxabi/socket.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

/* setsockopt(2), getsockopt(2) at level AF_VSOCK */
#define SO_VM_SOCKETS_BUFFER_SIZE         0  /* uint64_t: the buffer size */
#define SO_VM_SOCKETS_BUFFER_MIN_SIZE     1  /* uint64_t */
#define SO_VM_SOCKETS_BUFFER_MAX_SIZE     2  /* uint64_t */
#define SO_VM_SOCKETS_PEER_HOST_VM_ID     3  /* int: the peer's host VM id
                                                (VMCI) */
#define SO_VM_SOCKETS_TRUSTED             5  /* int: the peer is trusted
                                                (VMCI) */
#define SO_VM_SOCKETS_CONNECT_TIMEOUT_OLD 6  /* struct linuxabi_timeval of
                                                the ABI's long */
#define SO_VM_SOCKETS_NONBLOCK_TXRX       7  /* int (VMCI) */
#define SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW 8  /* a timeval of two 64-bit
                                                fields (Linux 5.14) */
#include <linuxabi-arch/vm_sockets-time.h>

/* svm_cid: context ids with a fixed meaning */
#define VMADDR_CID_ANY          0xffffffffU /* bind(2): any local cid */
#define VMADDR_CID_HYPERVISOR   0
#define VMADDR_CID_LOCAL        1           /* this host, through the
                                               loopback transport */
#define VMADDR_CID_HOST         2           /* the host, from a guest */

/* svm_port: bind(2) to any free port */
#define VMADDR_PORT_ANY         0xffffffffU

/* svm_flags */
#define VMADDR_FLAG_TO_HOST     0x01        /* send to the host even when
                                               the cid is not the host's */

/* the hypervisor's vsock version: no version */
#define VM_SOCKETS_INVALID_VERSION 0xffffffffU
/* the fields of a version: epoch (8 bits), major (8), minor (16) */
#define LINUXABI_VM_SOCKETS_VERSION_EPOCH(v) (((v) & 0xFF000000) >> 24)
#define LINUXABI_VM_SOCKETS_VERSION_MAJOR(v) (((v) & 0x00FF0000) >> 16)
#define LINUXABI_VM_SOCKETS_VERSION_MINOR(v) ((v) & 0x0000FFFF)

/* bind(2), connect(2), accept(2) on an AF_VSOCK socket: 16 bytes, the
   size of a struct sockaddr */
struct linuxabi_sockaddr_vm {
    uint16_t svm_family;                /* AF_VSOCK */
    uint16_t svm_reserved1;             /* zero */
    uint32_t svm_port;                  /* VMADDR_PORT_ANY or a port */
    uint32_t svm_cid;                   /* VMADDR_CID_* or a cid */
    uint8_t  svm_flags;                 /* VMADDR_FLAG_* */
    uint8_t  svm_zero[3];               /* zero */
};

/* ioctl(2) on /dev/vsock: the local context id, into a uint32_t */
#define IOCTL_VM_SOCKETS_GET_LOCAL_CID LINUXABI_IO(7, 0xb9)

/* setsockopt(2) at level SOL_VSOCK */
#define VSOCK_RECVERR           1           /* int: queue errors (with
                                               MSG_ZEROCOPY) */

#endif
