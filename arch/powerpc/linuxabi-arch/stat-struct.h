#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structures of 32-bit powerpc: 16-bit link count in struct
 * linuxabi_stat (stat(2), fstat(2)); struct linuxabi_stat64 (stat64(2),
 * fstat64(2), fstatat64(2)) as asm-generic's, but for its holes.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    uint32_t st_ino;            /* inode number */
    uint32_t st_mode;           /* S_IF* type and permissions */
    uint16_t st_nlink;          /* hard links */
    uint16_t __pad1;
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t st_rdev;           /* a device file's device */
    int32_t  st_size;           /* bytes */
    uint32_t st_blksize;        /* preferred I/O size */
    uint32_t st_blocks;         /* 512-byte blocks */
    uint32_t st_atime_sec;      /* last access */
    uint32_t st_atime_nsec;
    uint32_t st_mtime_sec;      /* last data change */
    uint32_t st_mtime_nsec;
    uint32_t st_ctime_sec;      /* last inode change */
    uint32_t st_ctime_nsec;
    uint32_t __pad2;
    uint32_t __pad3;
};

/* stat64(2), fstat64(2), lstat64(2), fstatat64(2) */
struct linuxabi_stat64 {
    uint64_t st_dev;
    uint64_t st_ino;
    uint32_t st_mode;
    uint32_t st_nlink;
    uint32_t st_uid;
    uint32_t st_gid;
    uint64_t st_rdev;
    uint16_t __pad1;
    uint16_t __pad2;
    uint32_t __pad3;
    int64_t  st_size;
    int32_t  st_blksize;
    uint32_t __pad4;
    int64_t  st_blocks;
    int32_t  st_atime_sec;
    uint32_t st_atime_nsec;
    int32_t  st_mtime_sec;
    uint32_t st_mtime_nsec;
    int32_t  st_ctime_sec;
    uint32_t st_ctime_nsec;
    uint32_t __pad5;
    uint32_t __pad6;
};

#endif
