#ifndef LINUXABI_ARCH_SOCKET_MSGHDR_H
#define LINUXABI_ARCH_SOCKET_MSGHDR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/socket.h>: the message headers of sendmsg(2), recvmsg(2),
 * sendmmsg(2), recvmmsg(2) and their control messages, which hold
 * pointers and sizes.  ABIs with 32-bit pointers and kernel
 * long: sizes are 32-bit, control messages 4-byte aligned.
 */

#include <stdint.h>

/* sendmsg(2), recvmsg(2): one message */
struct linuxabi_msghdr {
    void                  *msg_name;       /* the peer's address, or 0 */
    int                   msg_namelen;     /* its length in bytes */
    struct linuxabi_iovec *msg_iov;        /* the data buffers */
    uint32_t              msg_iovlen;      /* how many */
    void                  *msg_control;    /* control messages (cmsghdr) */
    uint32_t              msg_controllen;  /* their buffer's length in bytes */
    uint32_t              msg_flags;       /* recvmsg(2): MSG_* of the result */
};

/* sendmmsg(2), recvmmsg(2): an array of these */
struct linuxabi_mmsghdr {
    struct linuxabi_msghdr msg_hdr;
    uint32_t               msg_len;        /* bytes sent or received */
};

/*
 * A control message: this header, then its data at offset
 * LINUXABI_CMSG_LEN(0); the next one starts LINUXABI_CMSG_ALIGN(cmsg_len)
 * bytes further.
 */
struct linuxabi_cmsghdr {
    uint32_t cmsg_len;                     /* header and data, in bytes */
    int      cmsg_level;                   /* SOL_SOCKET or a SOL_* */
    int      cmsg_type;                    /* SCM_* at SOL_SOCKET */
};

/* a control message's length rounded up to the next header's alignment */
#define LINUXABI_CMSG_ALIGN(len) \
    (((len) + sizeof(uint32_t) - 1) & ~(sizeof(uint32_t) - 1))
/* cmsg_len of a control message with len bytes of data */
#define LINUXABI_CMSG_LEN(len) (sizeof(struct linuxabi_cmsghdr) + (len))
/* the room in msg_control one such message takes */
#define LINUXABI_CMSG_SPACE(len) \
    (sizeof(struct linuxabi_cmsghdr) + LINUXABI_CMSG_ALIGN(len))

#endif
