#ifndef LINUXABI_NBD_H
#define LINUXABI_NBD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nbd.h>: network block devices (/dev/nbdN).  A client sets a
 * device up with ioctl(2) on it (NBD_SET_SOCK hands over a connected
 * socket, NBD_DO_IT runs the device until it disconnects) or with the
 * generic netlink family "nbd" (NBD_CMD_CONNECT ... with NBD_ATTR_*);
 * the kernel then speaks the NBD protocol over the socket: a struct
 * linuxabi_nbd_request per block request, a struct linuxabi_nbd_reply
 * back.  Everything on the wire is big-endian.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* ioctl(2) requests on /dev/nbdN; the argument is an integer, not a
   pointer */
#define NBD_SET_SOCK            LINUXABI_IO(0xab, 0)    /* a connected socket fd */
#define NBD_SET_BLKSIZE         LINUXABI_IO(0xab, 1)    /* bytes per block */
#define NBD_SET_SIZE            LINUXABI_IO(0xab, 2)    /* device size in bytes */
#define NBD_DO_IT               LINUXABI_IO(0xab, 3)    /* serve until disconnected */
#define NBD_CLEAR_SOCK          LINUXABI_IO(0xab, 4)
#define NBD_CLEAR_QUE           LINUXABI_IO(0xab, 5)    /* accepted, does nothing */
#define NBD_PRINT_DEBUG         LINUXABI_IO(0xab, 6)    /* accepted, does nothing */
#define NBD_SET_SIZE_BLOCKS     LINUXABI_IO(0xab, 7)    /* device size in blocks */
#define NBD_DISCONNECT          LINUXABI_IO(0xab, 8)
#define NBD_SET_TIMEOUT         LINUXABI_IO(0xab, 9)    /* seconds per request */
#define NBD_SET_FLAGS           LINUXABI_IO(0xab, 10)   /* NBD_FLAG_* */

/* the command in the low 16 bits of struct linuxabi_nbd_request type */
#define NBD_CMD_READ            0
#define NBD_CMD_WRITE           1
#define NBD_CMD_DISC            2       /* disconnect */
#define NBD_CMD_FLUSH           3
#define NBD_CMD_TRIM            4
#define NBD_CMD_WRITE_ZEROES    6       /* 5 is a userspace extension's */

/* command flags, in the high 16 bits of type */
#define NBD_CMD_FLAG_FUA        (1 << 16)       /* forced unit access */
#define NBD_CMD_FLAG_NO_HOLE    (1 << 17)       /* write zeroes, do not punch */

/* the server's transmission flags (NBD_SET_FLAGS, NBD_ATTR_SERVER_FLAGS) */
#define NBD_FLAG_HAS_FLAGS              (1 << 0)
#define NBD_FLAG_READ_ONLY              (1 << 1)
#define NBD_FLAG_SEND_FLUSH             (1 << 2)
#define NBD_FLAG_SEND_FUA               (1 << 3)
#define NBD_FLAG_ROTATIONAL             (1 << 4)
#define NBD_FLAG_SEND_TRIM              (1 << 5)
#define NBD_FLAG_SEND_WRITE_ZEROES      (1 << 6)
#define NBD_FLAG_CAN_MULTI_CONN         (1 << 8)        /* bit 7 is userspace's */

/* the client's flags (NBD_ATTR_CLIENT_FLAGS) */
#define NBD_CFLAG_DESTROY_ON_DISCONNECT (1 << 0)        /* remove the device */
#define NBD_CFLAG_DISCONNECT_ON_CLOSE   (1 << 1)        /* on the last close */

/* the magic numbers of the two messages */
#define NBD_REQUEST_MAGIC       0x25609513
#define NBD_REPLY_MAGIC         0x67446698

/* a request on the wire, 28 bytes: the kernel's is packed, so its fields
   are byte arrays here, each a big-endian integer of its size */
struct linuxabi_nbd_request {
    uint8_t magic[4];           /* NBD_REQUEST_MAGIC */
    uint8_t type[4];            /* NBD_CMD_* | NBD_CMD_FLAG_* */
    uint8_t cookie[8];          /* the client's tag, returned in the reply
                                   (the kernel's union with char handle[8]) */
    uint8_t from[8];            /* byte offset */
    uint8_t len[4];             /* byte count */
};

/* the tag of a reply, the kernel's anonymous union */
union linuxabi_nbd_reply_u {
    uint64_t cookie;            /* big-endian */
    char     handle[8];         /* its older name */
};

/* the reply to a request, then for a read the data */
struct linuxabi_nbd_reply {
    uint32_t magic;             /* NBD_REPLY_MAGIC, big-endian */
    uint32_t error;             /* 0, or an errno value, big-endian */
    union linuxabi_nbd_reply_u u;       /* anonymous in the kernel */
};

/* The generic netlink family: its name is "nbd", its multicast group
   "nbd_mc_group" (strings, not defined here). */
#define NBD_GENL_VERSION        0x1

/* commands */
#define NBD_CMD_UNSPEC          0
#define NBD_CMD_CONNECT         1
#define NBD_CMD_DISCONNECT      2
#define NBD_CMD_RECONFIGURE     3
#define NBD_CMD_LINK_DEAD       4       /* a multicast event: a socket died */
#define NBD_CMD_STATUS          5

/* attributes of the commands */
#define NBD_ATTR_UNSPEC                 0
#define NBD_ATTR_INDEX                  1       /* u32: the N of /dev/nbdN */
#define NBD_ATTR_SIZE_BYTES             2       /* u64 */
#define NBD_ATTR_BLOCK_SIZE_BYTES       3       /* u64 */
#define NBD_ATTR_TIMEOUT                4       /* u64, seconds */
#define NBD_ATTR_SERVER_FLAGS           5       /* u64, NBD_FLAG_* */
#define NBD_ATTR_CLIENT_FLAGS           6       /* u64, NBD_CFLAG_* */
#define NBD_ATTR_SOCKETS                7       /* nested NBD_SOCK_ITEMs */
#define NBD_ATTR_DEAD_CONN_TIMEOUT      8       /* u64, seconds */
#define NBD_ATTR_DEVICE_LIST            9       /* nested NBD_DEVICE_ITEMs */
#define NBD_ATTR_BACKEND_IDENTIFIER     10      /* string */

/* in NBD_ATTR_DEVICE_LIST (NBD_CMD_STATUS) */
#define NBD_DEVICE_ITEM_UNSPEC  0
#define NBD_DEVICE_ITEM         1       /* nested NBD_DEVICE_* */

/* in an NBD_DEVICE_ITEM */
#define NBD_DEVICE_UNSPEC       0
#define NBD_DEVICE_INDEX        1       /* u32 */
#define NBD_DEVICE_CONNECTED    2       /* u8 */

/* in NBD_ATTR_SOCKETS */
#define NBD_SOCK_ITEM_UNSPEC    0
#define NBD_SOCK_ITEM           1       /* nested NBD_SOCK_* */

/* in an NBD_SOCK_ITEM */
#define NBD_SOCK_UNSPEC         0
#define NBD_SOCK_FD             1       /* u32: a connected socket fd */

#endif
