#ifndef LINUXABI_ARCH_AUTOFS_PACKET_H
#define LINUXABI_ARCH_AUTOFS_PACKET_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/autofs.h>: the packets with a wait queue token, which the
 * kernel's autofs_wqt_t (an unsigned long on alpha, the one ABI where
 * it is not an unsigned int) makes 64 bits here: struct
 * linuxabi_autofs_packet_missing and _expire_multi 280 bytes, struct
 * linuxabi_autofs_v5_packet 312.
 */

#include <stdint.h>

/* a mount request (v3) */
struct linuxabi_autofs_packet_missing {
    struct linuxabi_autofs_packet_hdr hdr;
    uint64_t wait_queue_token;          /* for AUTOFS_IOC_READY, _FAIL */
    int32_t  len;                       /* of name, without its NUL */
    char     name[256];                 /* NAME_MAX + 1 */
    uint8_t  __pad[4];
};

/* an unmount request through the pipe (v4) */
struct linuxabi_autofs_packet_expire_multi {
    struct linuxabi_autofs_packet_hdr hdr;
    uint64_t wait_queue_token;
    int32_t  len;
    char     name[256];
    uint8_t  __pad[4];
};

/* every request of protocol 5: autofs_ptype_missing_indirect ..
   autofs_ptype_expire_direct */
struct linuxabi_autofs_v5_packet {
    struct linuxabi_autofs_packet_hdr hdr;
    uint64_t wait_queue_token;
    uint32_t dev;                       /* of the autofs mount */
    uint8_t  __pad1[4];
    uint64_t ino;                       /* of the directory */
    uint32_t uid;                       /* of the process that asked */
    uint32_t gid;
    uint32_t pid;
    uint32_t tgid;
    uint32_t len;                       /* of name, without its NUL */
    char     name[256];
    uint8_t  __pad2[4];
};

#endif
