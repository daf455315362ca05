#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structures of hppa: asm-generic's, with signed 32-bit
 * words, and an 8-byte aligned int64_t, so struct linuxabi_statfs64 ends
 * in padding.
 */

#include <stdint.h>

/* statfs(2), fstatfs(2) */
struct linuxabi_statfs {
    int32_t  f_type;            /* the file system's magic number */
    int32_t  f_bsize;           /* block size */
    int32_t  f_blocks;          /* blocks in all, of f_frsize bytes */
    int32_t  f_bfree;           /* free blocks */
    int32_t  f_bavail;          /* free blocks for unprivileged users */
    int32_t  f_files;           /* inodes in all */
    int32_t  f_ffree;           /* free inodes */
    int32_t  f_fsid[2];         /* file system id */
    int32_t  f_namelen;         /* longest file name */
    int32_t  f_frsize;          /* fragment size */
    int32_t  f_flags;           /* mount flags (ST_* of statvfs(3)) */
    int32_t  __pad[4];
};

/* statfs64(2), fstatfs64(2): 64-bit counts */
struct linuxabi_statfs64 {
    int32_t  f_type;
    int32_t  f_bsize;
    uint64_t f_blocks;
    uint64_t f_bfree;
    uint64_t f_bavail;
    uint64_t f_files;
    uint64_t f_ffree;
    int32_t  f_fsid[2];
    int32_t  f_namelen;
    int32_t  f_frsize;
    int32_t  f_flags;
    int32_t  __pad[4];
    uint32_t __pad1;
};

#endif
