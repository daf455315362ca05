#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structures of MIPS o32: struct linuxabi_stat (stat(2),
 * fstat(2)) with 32-bit members; struct linuxabi_stat64 (stat64(2),
 * fstat64(2), fstatat64(2)) has the offsets of the n64 struct stat, which
 * 64-bit kernels fill for these calls.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    int32_t  __pad1[3];
    uint32_t st_ino;            /* inode number */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint32_t st_nlink;          /* hard links */
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_rdev;           /* a device file's device */
    int32_t  __pad2[2];
    int32_t  st_size;           /* bytes */
    int32_t  __pad3;
    int32_t  st_atime_sec;      /* last access */
    int32_t  st_atime_nsec;
    int32_t  st_mtime_sec;      /* last data change */
    int32_t  st_mtime_nsec;
    int32_t  st_ctime_sec;      /* last inode change */
    int32_t  st_ctime_nsec;
    int32_t  st_blksize;        /* preferred I/O size */
    int32_t  st_blocks;         /* 512-byte blocks */
    int32_t  __pad4[14];
};

/* stat64(2), fstat64(2), lstat64(2), fstatat64(2) */
struct linuxabi_stat64 {
    uint32_t st_dev;
    uint32_t __pad0[3];
    uint64_t st_ino;
    uint32_t st_mode;
    uint32_t st_nlink;
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_rdev;
    uint32_t __pad1[3];
    int64_t  st_size;
    int32_t  st_atime_sec;
    uint32_t st_atime_nsec;
    int32_t  st_mtime_sec;
    uint32_t st_mtime_nsec;
    int32_t  st_ctime_sec;
    uint32_t st_ctime_nsec;
    uint32_t st_blksize;
    uint32_t __pad2;
    int64_t  st_blocks;
};

#endif
