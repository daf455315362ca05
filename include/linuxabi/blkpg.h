#ifndef LINUXABI_BLKPG_H
#define LINUXABI_BLKPG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/blkpg.h>: BLKPG, the ioctl(2) that adds, removes and resizes
 * a partition of a block device (partx(8), resizepart(8)).  Its argument
 * struct linuxabi_blkpg_ioctl_arg points at a struct
 * linuxabi_blkpg_partition; both are per ABI, the first for its pointer
 * (<linuxabi-arch/blkpg-arg.h>), the second for the tail padding that
 * follows the alignment of a 64-bit integer
 * (<linuxabi-arch/blkpg-partition.h>).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* on the whole disk's device; a struct linuxabi_blkpg_ioctl_arg */
#define BLKPG                   LINUXABI_IO(0x12, 105)

/* struct linuxabi_blkpg_ioctl_arg op */
#define BLKPG_ADD_PARTITION     1
#define BLKPG_DEL_PARTITION     2       /* only pno is read */
#define BLKPG_RESIZE_PARTITION  3       /* a new length; start must not change */

/* the sizes of struct linuxabi_blkpg_partition's names (ignored) */
#define BLKPG_DEVNAMELTH        64
#define BLKPG_VOLNAMELTH        64

#include <linuxabi-arch/blkpg-partition.h>
#include <linuxabi-arch/blkpg-arg.h>

#endif
