#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structure of MIPS n64 and n32: both run only on 64-bit
 * kernels, whose stat(2), fstat(2), lstat(2) and newfstatat(2) fill this
 * one layout for both (n32 as well: its calls are the native ones, not
 * compat ones).  There are no stat64 calls.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2), newfstatat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    uint32_t __pad0[3];
    uint64_t st_ino;            /* inode number */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint32_t st_nlink;          /* hard links */
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_rdev;           /* a device file's device */
    uint32_t __pad1[3];
    int64_t  st_size;           /* bytes */
    uint32_t st_atime_sec;      /* last access */
    uint32_t st_atime_nsec;
    uint32_t st_mtime_sec;      /* last data change */
    uint32_t st_mtime_nsec;
    uint32_t st_ctime_sec;      /* last inode change */
    uint32_t st_ctime_nsec;
    uint32_t st_blksize;        /* preferred I/O size */
    uint32_t __pad2;
    uint64_t st_blocks;         /* 512-byte blocks */
};

#endif
