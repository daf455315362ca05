#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structures of alpha: 32-bit words in struct
 * linuxabi_statfs (OSF/1's sizes), 64-bit counts in struct
 * linuxabi_statfs64 (statfs64(2), fstatfs64(2), since Linux 5.x).
 */

#include <stdint.h>

/* statfs(2), fstatfs(2) */
struct linuxabi_statfs {
    uint32_t f_type;            /* the file system's magic number */
    uint32_t f_bsize;           /* block size */
    uint32_t f_blocks;          /* blocks in all, of f_frsize bytes */
    uint32_t f_bfree;           /* free blocks */
    uint32_t f_bavail;          /* free blocks for unprivileged users */
    uint32_t f_files;           /* inodes in all */
    uint32_t f_ffree;           /* free inodes */
    int32_t  f_fsid[2];         /* file system id */
    uint32_t f_namelen;         /* longest file name */
    uint32_t f_frsize;          /* fragment size */
    uint32_t f_flags;           /* mount flags (ST_* of statvfs(3)) */
    uint32_t __pad[4];
};

/* statfs64(2), fstatfs64(2): 64-bit counts */
struct linuxabi_statfs64 {
    uint32_t f_type;
    uint32_t f_bsize;
    uint64_t f_blocks;
    uint64_t f_bfree;
    uint64_t f_bavail;
    uint64_t f_files;
    uint64_t f_ffree;
    int32_t  f_fsid[2];
    uint32_t f_namelen;
    uint32_t f_frsize;
    uint32_t f_flags;
    uint32_t __pad[4];
    uint32_t __pad1;
};

#endif
