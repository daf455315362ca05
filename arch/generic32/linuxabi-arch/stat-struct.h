#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structures of i386 and sh: 16-bit mode, link count and ids
 * in struct linuxabi_stat (stat(2), fstat(2)); 64-bit device, inode, size
 * and blocks in struct linuxabi_stat64 (stat64(2), fstat64(2),
 * fstatat64(2)), whose int64_t members are 4-byte aligned here.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    uint32_t st_ino;            /* inode number */
    uint16_t st_mode;           /* S_IF* type and permissions */
    uint16_t st_nlink;          /* hard links */
    uint16_t st_uid;
    uint16_t st_gid;
    uint32_t st_rdev;           /* a device file's device */
    uint32_t st_size;           /* bytes */
    uint32_t st_blksize;        /* preferred I/O size */
    uint32_t st_blocks;         /* 512-byte blocks */
    uint32_t st_atime_sec;      /* last access */
    uint32_t st_atime_nsec;
    uint32_t st_mtime_sec;      /* last data change */
    uint32_t st_mtime_nsec;
    uint32_t st_ctime_sec;      /* last inode change */
    uint32_t st_ctime_nsec;
    uint32_t __pad1;
    uint32_t __pad2;
};

/* stat64(2), fstat64(2), lstat64(2), fstatat64(2) */
struct linuxabi_stat64 {
    uint64_t st_dev;
    uint32_t __pad1;
    uint32_t __pad_st_ino;      /* st_ino's low 32 bits, from before st_ino */
    uint32_t st_mode;
    uint32_t st_nlink;
    uint32_t st_uid;
    uint32_t st_gid;
    uint64_t st_rdev;
    uint32_t __pad2;
    int64_t  st_size;
    uint32_t st_blksize;
    uint64_t st_blocks;
    uint32_t st_atime_sec;
    uint32_t st_atime_nsec;
    uint32_t st_mtime_sec;
    uint32_t st_mtime_nsec;
    uint32_t st_ctime_sec;
    uint32_t st_ctime_nsec;
    uint64_t st_ino;            /* inode number */
};

#endif
