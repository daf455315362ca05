#ifndef LINUXABI_FIEMAP_H
#define LINUXABI_FIEMAP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fiemap.h>: a file's extents, the FS_IOC_FIEMAP ioctl(2) of
 * <linux/fs.h> (_IOWR('f', 11, struct fiemap), not defined here: it is
 * <linux/fs.h>'s).  Its argument is struct linuxabi_fiemap followed by
 * fm_extent_count struct linuxabi_fiemap_extent, which the kernel fills.
 * One layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* fm_length: to the end of the file (all ones in 64 bits: unsigned long
   where that is 64 bits wide, C89's widest; unsigned long long elsewhere) */
#if defined(__LP64__) || defined(_LP64)
#define FIEMAP_MAX_OFFSET       0xffffffffffffffffUL
#else
#define FIEMAP_MAX_OFFSET       0xffffffffffffffffULL
#endif

/* fm_flags of a request (in), and what the file system did not honour
   (out) */
#define FIEMAP_FLAG_SYNC        0x00000001      /* write the file's data back first */
#define FIEMAP_FLAG_XATTR       0x00000002      /* the extended attributes' extents */
#define FIEMAP_FLAG_CACHE       0x00000004      /* cache the extents (ext4) */
#define FIEMAP_FLAGS_COMPAT     (FIEMAP_FLAG_SYNC | FIEMAP_FLAG_XATTR)  /* what every file system takes */

/* fe_flags of an extent */
#define FIEMAP_EXTENT_LAST           0x00000001 /* the file's last */
#define FIEMAP_EXTENT_UNKNOWN        0x00000002 /* fe_physical is not known */
#define FIEMAP_EXTENT_DELALLOC       0x00000004 /* not allocated yet (and UNKNOWN) */
#define FIEMAP_EXTENT_ENCODED        0x00000008 /* not readable without the file system */
#define FIEMAP_EXTENT_DATA_ENCRYPTED 0x00000080 /* encrypted by the file system (and ENCODED) */
#define FIEMAP_EXTENT_NOT_ALIGNED    0x00000100 /* offsets not block aligned */
#define FIEMAP_EXTENT_DATA_INLINE    0x00000200 /* data among metadata (and NOT_ALIGNED) */
#define FIEMAP_EXTENT_DATA_TAIL      0x00000400 /* a block shared by several files' tails (and NOT_ALIGNED) */
#define FIEMAP_EXTENT_UNWRITTEN      0x00000800 /* allocated, reads as zeros */
#define FIEMAP_EXTENT_MERGED         0x00001000 /* blocks merged into one extent by the kernel */
#define FIEMAP_EXTENT_SHARED         0x00002000 /* shared with other files (reflinks, snapshots) */

/* one extent, in bytes */
struct linuxabi_fiemap_extent {
    uint64_t fe_logical;                /* where in the file */
    uint64_t fe_physical;               /* where on the device */
    uint64_t fe_length;
    uint64_t fe_reserved64[2];
    uint32_t fe_flags;                  /* FIEMAP_EXTENT_* */
    uint32_t fe_reserved[3];
};

/*
 * FS_IOC_FIEMAP's argument: this fixed part, followed by an array of
 * fm_extent_count struct linuxabi_fiemap_extent (the kernel's flexible
 * member fm_extents, at offset 32).  fm_extent_count 0 asks only for the
 * number of extents, in fm_mapped_extents.
 */
struct linuxabi_fiemap {
    uint64_t fm_start;                  /* the first byte, in */
    uint64_t fm_length;                 /* bytes from fm_start, in (FIEMAP_MAX_OFFSET: all) */
    uint32_t fm_flags;                  /* FIEMAP_FLAG_*, in and out */
    uint32_t fm_mapped_extents;         /* out */
    uint32_t fm_extent_count;           /* room in the array, in */
    uint32_t fm_reserved;
};

#endif
