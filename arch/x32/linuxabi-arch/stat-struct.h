#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structure of x86_64 and x32 (which makes the same calls with
 * the same structure): fstat(2) and newfstatat(2) fill it; there are no
 * stat64 calls.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2), newfstatat(2) */
struct linuxabi_stat {
    uint64_t st_dev;            /* the device the file is on */
    uint64_t st_ino;            /* inode number */
    uint64_t st_nlink;          /* hard links */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t __pad0;
    uint64_t st_rdev;           /* a device file's device */
    int64_t  st_size;           /* bytes */
    int64_t  st_blksize;        /* preferred I/O size */
    int64_t  st_blocks;         /* 512-byte blocks */
    uint64_t st_atime_sec;      /* last access */
    uint64_t st_atime_nsec;
    uint64_t st_mtime_sec;      /* last data change */
    uint64_t st_mtime_nsec;
    uint64_t st_ctime_sec;      /* last inode change */
    uint64_t st_ctime_nsec;
    int64_t  __pad1[3];
};

#endif
