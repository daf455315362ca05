#ifndef LINUXABI_ARCH_BLKPG_PARTITION_H
#define LINUXABI_ARCH_BLKPG_PARTITION_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/blkpg.h>: a partition, BLKPG's data.  This ABI: int64_t 4-byte aligned.
 */

#include <stdint.h>

struct linuxabi_blkpg_partition {
    int64_t start;                      /* in bytes */
    int64_t length;                     /* in bytes */
    int32_t pno;                        /* the partition's number */
    char    devname[64];                /* ignored (BLKPG_DEVNAMELTH) */
    char    volname[64];                /* ignored (BLKPG_VOLNAMELTH) */
};

#endif
