#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structures of 32-bit powerpc and arm: those of asm-generic,
 * with an 8-byte aligned int64_t, so struct linuxabi_statfs64 ends in
 * padding (88 bytes).  arm's kernel packs its statfs64 to 84 bytes, and
 * statfs64(2) and fstatfs64(2) there take 88 as the size too: the members
 * are where they are in this one.
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
    uint32_t f_type;            /* the file system's magic number */
    uint32_t f_bsize;           /* block size */
    uint64_t f_blocks;          /* blocks in all, of f_frsize bytes */
    uint64_t f_bfree;           /* free blocks */
    uint64_t f_bavail;          /* free blocks for unprivileged users */
    uint64_t f_files;           /* inodes in all */
    uint64_t f_ffree;           /* free inodes */
    int32_t  f_fsid[2];         /* file system id */
    uint32_t f_namelen;         /* longest file name */
    uint32_t f_frsize;          /* fragment size */
    uint32_t f_flags;           /* mount flags (ST_* of statvfs(3)) */
    uint32_t __pad[4];
    uint32_t __pad1;
};

#endif
