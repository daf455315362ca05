#ifndef LINUXABI_BLKZONED_H
#define LINUXABI_BLKZONED_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/blkzoned.h>: zoned block devices (SMR disks, NVMe ZNS): the
 * ioctl(2) requests that report zones and reset, open, close or finish
 * them (blkzone(8)), their structs and the zones' types and conditions.
 * One layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* struct linuxabi_blk_zone type (enum blk_zone_type in the kernel) */
#define BLK_ZONE_TYPE_CONVENTIONAL      0x1     /* written anywhere */
#define BLK_ZONE_TYPE_SEQWRITE_REQ      0x2     /* written at the write pointer only */
#define BLK_ZONE_TYPE_SEQWRITE_PREF     0x3     /* sequential preferred */

/* struct linuxabi_blk_zone cond (enum blk_zone_cond in the kernel) */
#define BLK_ZONE_COND_NOT_WP    0x0     /* no write pointer (conventional) */
#define BLK_ZONE_COND_EMPTY     0x1
#define BLK_ZONE_COND_IMP_OPEN  0x2     /* opened by a write */
#define BLK_ZONE_COND_EXP_OPEN  0x3     /* opened by BLKOPENZONE */
#define BLK_ZONE_COND_CLOSED    0x4
#define BLK_ZONE_COND_READONLY  0xD
#define BLK_ZONE_COND_FULL      0xE
#define BLK_ZONE_COND_OFFLINE   0xF
#define BLK_ZONE_COND_ACTIVE    0xFF    /* active: open or closed */

/* struct linuxabi_blk_zone_report flags (enum blk_zone_report_flags in
   the kernel) */
#define BLK_ZONE_REP_CAPACITY   (1U << 0)       /* out: capacity is valid */
#define BLK_ZONE_REP_CACHED     (1U << 31)      /* in: from the kernel's cache (BLKREPORTZONEV2) */

/* one zone; positions and lengths in 512-byte sectors */
struct linuxabi_blk_zone {
    uint64_t start;
    uint64_t len;
    uint64_t wp;                        /* the write pointer */
    uint8_t  type;                      /* BLK_ZONE_TYPE_* */
    uint8_t  cond;                      /* BLK_ZONE_COND_* */
    uint8_t  non_seq;                   /* non-sequential write resources in use */
    uint8_t  reset;                     /* a reset is recommended */
    uint8_t  resv[4];
    uint64_t capacity;                  /* usable sectors (BLK_ZONE_REP_CAPACITY) */
    uint8_t  reserved[24];
};

/*
 * BLKREPORTZONE's argument: this fixed part (16 bytes), followed by
 * nr_zones struct linuxabi_blk_zone (the kernel's flexible member
 * zones), which the kernel fills from sector on; nr_zones comes back as
 * the zones reported.
 */
struct linuxabi_blk_zone_report {
    uint64_t sector;
    uint32_t nr_zones;
    uint32_t flags;                     /* BLK_ZONE_REP_* */
};

/* the zones of [sector, sector + nr_sectors) */
struct linuxabi_blk_zone_range {
    uint64_t sector;
    uint64_t nr_sectors;
};

/* ioctl(2) requests on a zoned block device */
#define BLKREPORTZONE   LINUXABI_IOWR(0x12, 130, struct linuxabi_blk_zone_report)
#define BLKRESETZONE    LINUXABI_IOW(0x12, 131, struct linuxabi_blk_zone_range)
#define BLKGETZONESZ    LINUXABI_IOR(0x12, 132, uint32_t)  /* sectors a zone; 0: not zoned */
#define BLKGETNRZONES   LINUXABI_IOR(0x12, 133, uint32_t)  /* 0: not zoned */
#define BLKOPENZONE     LINUXABI_IOW(0x12, 134, struct linuxabi_blk_zone_range)
#define BLKCLOSEZONE    LINUXABI_IOW(0x12, 135, struct linuxabi_blk_zone_range)
#define BLKFINISHZONE   LINUXABI_IOW(0x12, 136, struct linuxabi_blk_zone_range)
#define BLKREPORTZONEV2 LINUXABI_IOWR(0x12, 142, struct linuxabi_blk_zone_report) /* takes BLK_ZONE_REP_CACHED */

#endif
