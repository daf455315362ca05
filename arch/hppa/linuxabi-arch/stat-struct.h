#ifndef LINUXABI_ARCH_STAT_STRUCT_H
#define LINUXABI_ARCH_STAT_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The stat structures of hppa: struct linuxabi_stat keeps HP-UX's
 * layout (32-bit ids at the end; the members HP-UX had and Linux leaves 0
 * are __pad members); int64_t is 8-byte aligned in struct
 * linuxabi_stat64.
 */

#include <stdint.h>

/* stat(2), fstat(2), lstat(2) */
struct linuxabi_stat {
    uint32_t st_dev;            /* the device the file is on */
    uint32_t st_ino;            /* inode number */
    uint16_t st_mode;           /* S_IF* type and permissions */
    uint16_t st_nlink;          /* hard links */
    uint16_t __pad1;            /* HP-UX's 16-bit ids */
    uint16_t __pad2;
    uint32_t st_rdev;           /* a device file's device */
    int32_t  st_size;           /* bytes */
    int32_t  st_atime_sec;      /* last access */
    uint32_t st_atime_nsec;
    int32_t  st_mtime_sec;      /* last data change */
    uint32_t st_mtime_nsec;
    int32_t  st_ctime_sec;      /* last inode change */
    uint32_t st_ctime_nsec;
    int32_t  st_blksize;        /* preferred I/O size */
    int32_t  st_blocks;         /* 512-byte blocks */
    uint32_t __pad3[4];
    uint16_t __pad4;
    int16_t  __pad5;            /* HP-UX's st_fstype */
    uint32_t __pad6;            /* HP-UX's st_realdev */
    uint16_t __pad7;            /* HP-UX's st_basemode */
    uint16_t __pad8;
    uint32_t st_uid;
    uint32_t st_gid;
    uint32_t __pad9[3];
};

/* stat64(2), fstat64(2), lstat64(2), fstatat64(2) */
struct linuxabi_stat64 {
    uint64_t st_dev;
    uint32_t __pad1;
    uint32_t __pad_st_ino;      /* left 0 */
    uint32_t st_mode;
    uint32_t st_nlink;
    uint32_t st_uid;
    uint32_t st_gid;
    uint64_t st_rdev;
    uint32_t __pad2;
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
    uint64_t st_ino;            /* inode number */
};

#endif
