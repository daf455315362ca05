#ifndef LINUXABI_ARCH_VHOST_MSG_H
#define LINUXABI_ARCH_VHOST_MSG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vhost.h>: the IOTLB messages, read(2) and write(2) on a
 * vhost device (VHOST_BACKEND_F_IOTLB_MSG_V2 chooses between the two).
 * This ABI: uint64_t is 4-byte aligned in a struct: the
 * IOTLB body is 28 bytes, and the union follows type at once (68
 * bytes).
 */

#include <stdint.h>

/* an IOTLB message's body */
struct linuxabi_vhost_iotlb_msg {
    uint64_t iova;                      /* the device's address */
    uint64_t size;
    uint64_t uaddr;                     /* the owner's address */
    uint8_t  perm;                      /* VHOST_ACCESS_* */
    uint8_t  type;                      /* VHOST_IOTLB_* */
    uint8_t  __pad[2];
};

/* the kernel's anonymous union of a message */
union linuxabi_vhost_msg_u {
    struct linuxabi_vhost_iotlb_msg iotlb;
    uint8_t  padding[64];
};

/* the first message; the kernel's iotlb is u.iotlb here */
struct linuxabi_vhost_msg {
    int32_t  type;                      /* VHOST_IOTLB_MSG */
    union linuxabi_vhost_msg_u u;
};

#endif
