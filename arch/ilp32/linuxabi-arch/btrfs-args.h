#ifndef LINUXABI_ARCH_BTRFS_ARGS_H
#define LINUXABI_ARCH_BTRFS_ARGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
/* the requests that take these structs, or a struct whose size the
   alignment of a 64-bit integer sets (8 here) */
#define BTRFS_IOC_SET_RECEIVED_SUBVOL   LINUXABI_IOWR(0x94, 37, struct linuxabi_btrfs_ioctl_received_subvol_args)
#define BTRFS_IOC_SEND                  LINUXABI_IOW(0x94, 38, struct linuxabi_btrfs_ioctl_send_args)
#define BTRFS_IOC_DEV_REPLACE           LINUXABI_IOWR(0x94, 53, struct linuxabi_btrfs_ioctl_dev_replace_args)
#define BTRFS_IOC_GET_SUBVOL_INFO       LINUXABI_IOR(0x94, 60, struct linuxabi_btrfs_ioctl_get_subvol_info_args)

#endif

/*
 * <linuxabi/btrfs.h>: the btrfs ioctl(2) structs that hold a pointer, a
 * long, or a 32-bit member before a 64-bit one or at the end.  The
 * pointers are integers of their width, so that any compiler computes
 * this ABI's request numbers from these structs.
 * Here pointers and longs are 32-bit, and a 64-bit integer is 8-byte
 * aligned (struct linuxabi_btrfs_ioctl_timespec: 16 bytes, _send_args:
 * 72, _encoded_io_args: 120).
 */

#include <stdint.h>
#include <linuxabi/ioctl.h>

/* seconds and nanoseconds of BTRFS_IOC_SET_RECEIVED_SUBVOL and
   _GET_SUBVOL_INFO */
struct linuxabi_btrfs_ioctl_timespec {
    uint64_t sec;
    uint32_t nsec;
    uint32_t __pad;
};

/* struct linuxabi_btrfs_ioctl_vol_args_v2 u.inherit (the kernel's
   anonymous struct): with BTRFS_SUBVOL_QGROUP_INHERIT */
struct linuxabi_btrfs_ioctl_vol_args_v2_inherit {
    uint64_t size;                      /* bytes at qgroup_inherit */
    uint32_t qgroup_inherit;            /* a struct linuxabi_btrfs_qgroup_inherit * */
    uint32_t __pad;
};

/* BTRFS_IOC_SEND: the send stream of the fd's read-only subvolume */
struct linuxabi_btrfs_ioctl_send_args {
    int64_t  send_fd;                   /* written to */
    uint64_t clone_sources_count;
    uint32_t clone_sources;             /* a uint64_t *: root ids to clone from */
    uint32_t __pad;
    uint64_t parent_root;               /* 0: a full send */
    uint64_t flags;                     /* BTRFS_SEND_FLAG_* */
    uint32_t version;                   /* of the stream, BTRFS_SEND_FLAG_VERSION */
    uint8_t  reserved[28];
};

/* BTRFS_IOC_ENCODED_READ, _ENCODED_WRITE: preadv(2), pwritev(2) of
   the data as stored (compressed); CAP_SYS_ADMIN */
struct linuxabi_btrfs_ioctl_encoded_io_args {
    uint32_t iov;                       /* a struct linuxabi_iovec *, iovcnt of them */
    uint32_t iovcnt;
    int64_t  offset;                    /* in the file */
    uint64_t flags;                     /* 0 */
    uint64_t len;                       /* of the data in the file */
    uint64_t unencoded_len;
    uint64_t unencoded_offset;          /* of the file's data in it */
    uint32_t compression;               /* BTRFS_ENCODED_IO_COMPRESSION_* */
    uint32_t encryption;                /* BTRFS_ENCODED_IO_ENCRYPTION_* */
    uint8_t  reserved[64];
};

/* the requests that take these structs, or a struct whose size the
   alignment of a 64-bit integer sets (8 here) */
#define BTRFS_IOC_SET_RECEIVED_SUBVOL   LINUXABI_IOWR(0x94, 37, struct linuxabi_btrfs_ioctl_received_subvol_args)
#define BTRFS_IOC_SEND                  LINUXABI_IOW(0x94, 38, struct linuxabi_btrfs_ioctl_send_args)
#define BTRFS_IOC_DEV_REPLACE           LINUXABI_IOWR(0x94, 53, struct linuxabi_btrfs_ioctl_dev_replace_args)
#define BTRFS_IOC_GET_SUBVOL_INFO       LINUXABI_IOR(0x94, 60, struct linuxabi_btrfs_ioctl_get_subvol_info_args)

#endif
