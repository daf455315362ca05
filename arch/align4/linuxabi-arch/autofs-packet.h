#ifndef LINUXABI_ARCH_AUTOFS_PACKET_H
#define LINUXABI_ARCH_AUTOFS_PACKET_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/autofs.h>: the packets with a wait queue token, which the
 * kernel's autofs_wqt_t makes 32 bits here (64 on alpha).  This ABI: a
 * 64-bit integer is less than 8-byte aligned, so nothing follows the
 * name of struct linuxabi_autofs_v5_packet (300 bytes: an x86_64 kernel
 * writes its 304 to an i386 daemon, whose read(2) of 300 takes the packet
 * and drops the padding: the kernel makes the pipe a packet pipe,
 * O_DIRECT, in fs/autofs/autofs_i.h, since Linux 3.4).
 */

#include <stdint.h>

/* a mount request (v3) */
struct linuxabi_autofs_packet_missing {
    struct linuxabi_autofs_packet_hdr hdr;
    uint32_t wait_queue_token;          /* for AUTOFS_IOC_READY, _FAIL */
    int32_t  len;                       /* of name, without its NUL */
    char     name[256];                 /* NAME_MAX + 1 */
};

/* an unmount request through the pipe (v4) */
struct linuxabi_autofs_packet_expire_multi {
    struct linuxabi_autofs_packet_hdr hdr;
    uint32_t wait_queue_token;
    int32_t  len;
    char     name[256];
};

/* every request of protocol 5: autofs_ptype_missing_indirect ..
   autofs_ptype_expire_direct */
struct linuxabi_autofs_v5_packet {
    struct linuxabi_autofs_packet_hdr hdr;
    uint32_t wait_queue_token;
    uint32_t dev;                       /* of the autofs mount */
    uint64_t ino;                       /* of the directory */
    uint32_t uid;                       /* of the process that asked */
    uint32_t gid;
    uint32_t pid;
    uint32_t tgid;
    uint32_t len;                       /* of name, without its NUL */
    char     name[256];
};

#endif
