#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structures of alpha: struct linuxabi_stat (stat(2),
 * fstat(2)) is OSF/1's, with 32-bit inode numbers and no nanoseconds;
 * struct linuxabi_stat64 (stat64(2), fstat64(2), fstatat64(2)) has 64-bit
 * ones and nanoseconds.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    uint32_t st_ino;            /* inode number */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint32_t st_nlink;          /* hard links */
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_rdev;           /* a device file's device */
    uint32_t __pad1;
    int64_t  st_size;           /* bytes */
    uint64_t st_atime_sec;      /* last access */
    uint64_t st_mtime_sec;      /* last data change */
    uint64_t st_ctime_sec;      /* last inode change */
    uint32_t st_blksize;        /* preferred I/O size */
    uint32_t st_blocks;         /* 512-byte blocks */
    uint32_t st_flags;          /* OSF/1's file flags: 0 */
    uint32_t st_gen;            /* OSF/1's generation number: 0 */
};

/* stat64(2), fstat64(2), lstat64(2), fstatat64(2) */
struct linuxabi_stat64 {
    uint64_t st_dev;
    uint64_t st_ino;
    uint64_t st_rdev;
    int64_t  st_size;
    uint64_t st_blocks;
    uint32_t st_mode;
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_blksize;
    uint32_t st_nlink;
    uint32_t __pad0;
    uint64_t st_atime_sec;
    uint64_t st_atime_nsec;
    uint64_t st_mtime_sec;
    uint64_t st_mtime_nsec;
    uint64_t st_ctime_sec;
    uint64_t st_ctime_nsec;
    int64_t  __pad1[3];
};

#endif
