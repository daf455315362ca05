#ifndef LINUXABI_VHOST_H
#define LINUXABI_VHOST_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/vhost.h>: in-kernel virtio back ends (/dev/vhost-net,
 * /dev/vhost-vsock, /dev/vhost-scsi, /dev/vhost-vdpa-N): the ioctl(2)
 * requests, their structs, the IOTLB messages read(2) and write(2)
 * exchange on the device, and the vhost feature bits.  The virtio bits
 * and rings themselves are <linuxabi/virtio.h>'s.  A struct the kernel
 * ends in a flexible array is its fixed part here, the tail described.
 * struct linuxabi_vhost_iotlb_msg and _msg are per ABI
 * (<linuxabi-arch/vhost-msg.h>): the first ends in 6, 2 or 0 bytes of
 * padding and the second's union starts at 8 or 4, as uint64_t's
 * alignment is 8, 4 (i386, arc, sh) or 2 (m68k).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the type byte of the requests */
#define VHOST_VIRTIO            0xAF

/* struct linuxabi_vhost_vring_file fd: detach the ring's file */
#define VHOST_FILE_UNBIND       (-1)

/* VHOST_SET_VRING_NUM, _BASE, _ENDIAN, _BUSYLOOP_TIMEOUT and the like */
struct linuxabi_vhost_vring_state {
    uint32_t index;                     /* the ring */
    uint32_t num;                       /* the value set or got */
};

/* VHOST_SET_VRING_KICK, _CALL, _ERR, VHOST_NET_SET_BACKEND: an eventfd
   or a socket */
struct linuxabi_vhost_vring_file {
    uint32_t index;                     /* the ring */
    int32_t  fd;                        /* VHOST_FILE_UNBIND: detach */
};

/* VHOST_SET_VRING_ADDR: the ring's parts in the owner's memory */
struct linuxabi_vhost_vring_addr {
    uint32_t index;                     /* the ring */
    uint32_t flags;                     /* 1 << VHOST_VRING_F_LOG */
    uint64_t desc_user_addr;            /* the descriptor table */
    uint64_t used_user_addr;            /* the used ring, 4-byte aligned */
    uint64_t avail_user_addr;           /* the available ring, 2-byte aligned */
    uint64_t log_guest_addr;            /* where used-ring writes are logged */
};

/* struct linuxabi_vhost_vring_addr flags: a bit number; log_guest_addr
   is valid and writes are logged */
#define VHOST_VRING_F_LOG       0

/* VHOST_NEW_WORKER (out), VHOST_FREE_WORKER (in) */
struct linuxabi_vhost_worker_state {
    uint32_t worker_id;
};

/* VHOST_ATTACH_VRING_WORKER, VHOST_GET_VRING_WORKER */
struct linuxabi_vhost_vring_worker {
    uint32_t index;                     /* the ring */
    uint32_t worker_id;
};

/* struct linuxabi_vhost_iotlb_msg perm */
#define VHOST_ACCESS_RO         0x1
#define VHOST_ACCESS_WO         0x2
#define VHOST_ACCESS_RW         0x3

/* struct linuxabi_vhost_iotlb_msg type */
#define VHOST_IOTLB_MISS        1       /* from the kernel: a lookup missed */
#define VHOST_IOTLB_UPDATE      2
#define VHOST_IOTLB_INVALIDATE  3
#define VHOST_IOTLB_ACCESS_FAIL 4       /* from the kernel */
#define VHOST_IOTLB_BATCH_BEGIN 5       /* the UPDATEs up to BATCH_END go */
#define VHOST_IOTLB_BATCH_END   6       /* together; other members unused */

/* struct linuxabi_vhost_msg and _msg_v2 type */
#define VHOST_IOTLB_MSG         0x1
#define VHOST_IOTLB_MSG_V2      0x2

#include <linuxabi-arch/vhost-msg.h>

/* read(2) and write(2) on the device once VHOST_BACKEND_F_IOTLB_MSG_V2
   is set: the kernel's iotlb is u.iotlb here */
struct linuxabi_vhost_msg_v2 {
    uint32_t type;                      /* VHOST_IOTLB_MSG_V2 */
    uint32_t asid;                      /* the address space */
    union linuxabi_vhost_msg_u u;
};

/* VHOST_GET_FEATURES_ARRAY, VHOST_SET_FEATURES_ARRAY: followed by count
   uint64_t words of feature bits, the first one bits 0-63 */
struct linuxabi_vhost_features_array {
    uint64_t count;
};

/* one region of VHOST_SET_MEM_TABLE */
struct linuxabi_vhost_memory_region {
    uint64_t guest_phys_addr;
    uint64_t memory_size;               /* bytes */
    uint64_t userspace_addr;
    uint64_t flags_padding;             /* 0: no flags */
};

/* the alignment of every region's addresses and size */
#define VHOST_PAGE_SIZE         0x1000

/* VHOST_SET_MEM_TABLE: followed by nregions struct
   linuxabi_vhost_memory_region (aligned as its uint32_t here, the
   kernel's as its regions) */
struct linuxabi_vhost_memory {
    uint32_t nregions;
    uint32_t padding;
};

/* VHOST_SCSI_GET_ABI_VERSION's answer (Rev 1 ignores vhost_tpgt) */
#define VHOST_SCSI_ABI_VERSION  1

/* VHOST_SCSI_SET_ENDPOINT, VHOST_SCSI_CLEAR_ENDPOINT */
struct linuxabi_vhost_scsi_target {
    int32_t  abi_version;
    char     vhost_wwpn[224];           /* the target's WWPN, a string */
    uint16_t vhost_tpgt;                /* the portal group */
    uint16_t reserved;
};

/* VHOST_VDPA_GET_CONFIG, VHOST_VDPA_SET_CONFIG: followed by len bytes
   of the device's config space from off */
struct linuxabi_vhost_vdpa_config {
    uint32_t off;
    uint32_t len;
};

/* VHOST_VDPA_GET_IOVA_RANGE: the addresses the device can map */
struct linuxabi_vhost_vdpa_iova_range {
    uint64_t first;
    uint64_t last;                      /* inclusive */
};

/* feature bit numbers of VHOST_GET_FEATURES, among the virtio ones */
#define VHOST_F_LOG_ALL                 26      /* log every write */
#define VHOST_NET_F_VIRTIO_NET_HDR      27      /* the kernel adds and strips the net header */

/* bit numbers of VHOST_GET_BACKEND_FEATURES and _SET_ */
#define VHOST_BACKEND_F_IOTLB_MSG_V2    0x1     /* struct linuxabi_vhost_msg_v2 */
#define VHOST_BACKEND_F_IOTLB_BATCH     0x2     /* VHOST_IOTLB_BATCH_* */
#define VHOST_BACKEND_F_IOTLB_ASID      0x3     /* the asid of a V2 message */
#define VHOST_BACKEND_F_SUSPEND         0x4     /* VHOST_VDPA_SUSPEND */
#define VHOST_BACKEND_F_RESUME          0x5     /* VHOST_VDPA_RESUME */
#define VHOST_BACKEND_F_ENABLE_AFTER_DRIVER_OK 0x6
#define VHOST_BACKEND_F_DESC_ASID       0x7     /* VHOST_VDPA_GET_VRING_DESC_GROUP */
#define VHOST_BACKEND_F_IOTLB_PERSIST   0x8     /* mappings survive a reset */

/* VHOST_SET_VRING_ENDIAN num (legacy devices only) */
#define VHOST_VRING_LITTLE_ENDIAN       0
#define VHOST_VRING_BIG_ENDIAN          1

/* VHOST_SET_FORK_FROM_OWNER's byte: what the device's workers are */
#define VHOST_FORK_OWNER_KTHREAD        0       /* kernel threads */
#define VHOST_FORK_OWNER_TASK           1       /* tasks forked from the owner */

/* ioctl(2) requests of every vhost device */
#define VHOST_GET_FEATURES      LINUXABI_IOR(VHOST_VIRTIO, 0x00, uint64_t)
#define VHOST_SET_FEATURES      LINUXABI_IOW(VHOST_VIRTIO, 0x00, uint64_t)
#define VHOST_SET_OWNER         LINUXABI_IO(VHOST_VIRTIO, 0x01)     /* first: the caller owns the fd */
#define VHOST_RESET_OWNER       LINUXABI_IO(VHOST_VIRTIO, 0x02)
#define VHOST_SET_MEM_TABLE     LINUXABI_IOW(VHOST_VIRTIO, 0x03, struct linuxabi_vhost_memory)
#define VHOST_SET_LOG_BASE      LINUXABI_IOW(VHOST_VIRTIO, 0x04, uint64_t)
#define VHOST_SET_LOG_FD        LINUXABI_IOW(VHOST_VIRTIO, 0x07, int)      /* an eventfd */
#define VHOST_NEW_WORKER        LINUXABI_IOR(VHOST_VIRTIO, 0x08, struct linuxabi_vhost_worker_state)
#define VHOST_FREE_WORKER       LINUXABI_IOW(VHOST_VIRTIO, 0x09, struct linuxabi_vhost_worker_state)
#define VHOST_SET_VRING_NUM     LINUXABI_IOW(VHOST_VIRTIO, 0x10, struct linuxabi_vhost_vring_state)
#define VHOST_SET_VRING_ADDR    LINUXABI_IOW(VHOST_VIRTIO, 0x11, struct linuxabi_vhost_vring_addr)
#define VHOST_SET_VRING_BASE    LINUXABI_IOW(VHOST_VIRTIO, 0x12, struct linuxabi_vhost_vring_state)
#define VHOST_GET_VRING_BASE    LINUXABI_IOWR(VHOST_VIRTIO, 0x12, struct linuxabi_vhost_vring_state)
#define VHOST_SET_VRING_ENDIAN  LINUXABI_IOW(VHOST_VIRTIO, 0x13, struct linuxabi_vhost_vring_state)
#define VHOST_GET_VRING_ENDIAN  LINUXABI_IOW(VHOST_VIRTIO, 0x14, struct linuxabi_vhost_vring_state)  /* _IOW, as the kernel's */
#define VHOST_ATTACH_VRING_WORKER LINUXABI_IOW(VHOST_VIRTIO, 0x15, struct linuxabi_vhost_vring_worker)
#define VHOST_GET_VRING_WORKER  LINUXABI_IOWR(VHOST_VIRTIO, 0x16, struct linuxabi_vhost_vring_worker)
#define VHOST_SET_VRING_KICK    LINUXABI_IOW(VHOST_VIRTIO, 0x20, struct linuxabi_vhost_vring_file)  /* polled for new buffers */
#define VHOST_SET_VRING_CALL    LINUXABI_IOW(VHOST_VIRTIO, 0x21, struct linuxabi_vhost_vring_file)  /* signalled on used buffers */
#define VHOST_SET_VRING_ERR     LINUXABI_IOW(VHOST_VIRTIO, 0x22, struct linuxabi_vhost_vring_file)  /* signalled on an error */
#define VHOST_SET_VRING_BUSYLOOP_TIMEOUT LINUXABI_IOW(VHOST_VIRTIO, 0x23, struct linuxabi_vhost_vring_state)  /* microseconds */
#define VHOST_GET_VRING_BUSYLOOP_TIMEOUT LINUXABI_IOW(VHOST_VIRTIO, 0x24, struct linuxabi_vhost_vring_state)
#define VHOST_SET_BACKEND_FEATURES LINUXABI_IOW(VHOST_VIRTIO, 0x25, uint64_t)
#define VHOST_GET_BACKEND_FEATURES LINUXABI_IOR(VHOST_VIRTIO, 0x26, uint64_t)
#define VHOST_GET_FEATURES_ARRAY LINUXABI_IOR(VHOST_VIRTIO, 0x83, struct linuxabi_vhost_features_array)
#define VHOST_SET_FEATURES_ARRAY LINUXABI_IOW(VHOST_VIRTIO, 0x83, struct linuxabi_vhost_features_array)
#define VHOST_SET_FORK_FROM_OWNER LINUXABI_IOW(VHOST_VIRTIO, 0x84, uint8_t)  /* VHOST_FORK_OWNER_*, before VHOST_SET_OWNER */
#define VHOST_GET_FORK_FROM_OWNER LINUXABI_IOR(VHOST_VIRTIO, 0x85, uint8_t)

/* vhost-net: a tap fd or raw socket for the ring (fd -1: detach) */
#define VHOST_NET_SET_BACKEND   LINUXABI_IOW(VHOST_VIRTIO, 0x30, struct linuxabi_vhost_vring_file)

/* vhost-scsi */
#define VHOST_SCSI_SET_ENDPOINT LINUXABI_IOW(VHOST_VIRTIO, 0x40, struct linuxabi_vhost_scsi_target)
#define VHOST_SCSI_CLEAR_ENDPOINT LINUXABI_IOW(VHOST_VIRTIO, 0x41, struct linuxabi_vhost_scsi_target)
#define VHOST_SCSI_GET_ABI_VERSION LINUXABI_IOW(VHOST_VIRTIO, 0x42, int)
#define VHOST_SCSI_SET_EVENTS_MISSED LINUXABI_IOW(VHOST_VIRTIO, 0x43, uint32_t)
#define VHOST_SCSI_GET_EVENTS_MISSED LINUXABI_IOW(VHOST_VIRTIO, 0x44, uint32_t)

/* vhost-vsock */
#define VHOST_VSOCK_SET_GUEST_CID LINUXABI_IOW(VHOST_VIRTIO, 0x60, uint64_t)
#define VHOST_VSOCK_SET_RUNNING LINUXABI_IOW(VHOST_VIRTIO, 0x61, int)

/* vhost-vdpa */
#define VHOST_VDPA_GET_DEVICE_ID LINUXABI_IOR(VHOST_VIRTIO, 0x70, uint32_t)   /* the virtio device id */
#define VHOST_VDPA_GET_STATUS   LINUXABI_IOR(VHOST_VIRTIO, 0x71, uint8_t)     /* VIRTIO_CONFIG_S_* */
#define VHOST_VDPA_SET_STATUS   LINUXABI_IOW(VHOST_VIRTIO, 0x72, uint8_t)
#define VHOST_VDPA_GET_CONFIG   LINUXABI_IOR(VHOST_VIRTIO, 0x73, struct linuxabi_vhost_vdpa_config)
#define VHOST_VDPA_SET_CONFIG   LINUXABI_IOW(VHOST_VIRTIO, 0x74, struct linuxabi_vhost_vdpa_config)
#define VHOST_VDPA_SET_VRING_ENABLE LINUXABI_IOW(VHOST_VIRTIO, 0x75, struct linuxabi_vhost_vring_state)
#define VHOST_VDPA_GET_VRING_NUM LINUXABI_IOR(VHOST_VIRTIO, 0x76, uint16_t)   /* the largest ring */
#define VHOST_VDPA_SET_CONFIG_CALL LINUXABI_IOW(VHOST_VIRTIO, 0x77, int)      /* an eventfd */
#define VHOST_VDPA_GET_IOVA_RANGE LINUXABI_IOR(VHOST_VIRTIO, 0x78, struct linuxabi_vhost_vdpa_iova_range)
#define VHOST_VDPA_GET_CONFIG_SIZE LINUXABI_IOR(VHOST_VIRTIO, 0x79, uint32_t)
#define VHOST_VDPA_GET_AS_NUM   LINUXABI_IOR(VHOST_VIRTIO, 0x7A, uint32_t)    /* address spaces */
#define VHOST_VDPA_GET_VRING_GROUP LINUXABI_IOWR(VHOST_VIRTIO, 0x7B, struct linuxabi_vhost_vring_state)
#define VHOST_VDPA_SET_GROUP_ASID LINUXABI_IOW(VHOST_VIRTIO, 0x7C, struct linuxabi_vhost_vring_state)
#define VHOST_VDPA_SUSPEND      LINUXABI_IO(VHOST_VIRTIO, 0x7D)
#define VHOST_VDPA_RESUME       LINUXABI_IO(VHOST_VIRTIO, 0x7E)
#define VHOST_VDPA_GET_VRING_DESC_GROUP LINUXABI_IOWR(VHOST_VIRTIO, 0x7F, struct linuxabi_vhost_vring_state)
#define VHOST_VDPA_GET_VQS_COUNT LINUXABI_IOR(VHOST_VIRTIO, 0x80, uint32_t)
#define VHOST_VDPA_GET_GROUP_NUM LINUXABI_IOR(VHOST_VIRTIO, 0x81, uint32_t)
#define VHOST_VDPA_GET_VRING_SIZE LINUXABI_IOWR(VHOST_VIRTIO, 0x82, struct linuxabi_vhost_vring_state)

#endif
