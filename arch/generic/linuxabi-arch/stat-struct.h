#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structure of the 64-bit asm-generic ABIs: fstat(2) and
 * newfstatat(2) fill it; there are no stat64 calls.
 */

#include <stdint.h>

/* fstat(2), newfstatat(2) */
struct linuxabi_stat {
    uint64_t st_dev;            /* the device the file is on */
    uint64_t st_ino;            /* inode number */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint32_t st_nlink;          /* hard links */
    uint32_t st_uid;
    uint32_t st_gid;
    uint64_t st_rdev;           /* a device file's device */
    uint64_t __pad1;
    int64_t  st_size;           /* bytes */
    int32_t  st_blksize;        /* preferred I/O size */
    int32_t  __pad2;
    int64_t  st_blocks;         /* 512-byte blocks */
    int64_t  st_atime_sec;      /* last access */
    uint64_t st_atime_nsec;
    int64_t  st_mtime_sec;      /* last data change */
    uint64_t st_mtime_nsec;
    int64_t  st_ctime_sec;      /* last inode change */
    uint64_t st_ctime_nsec;
    uint32_t __pad3;
    uint32_t __pad4;
};

#endif
