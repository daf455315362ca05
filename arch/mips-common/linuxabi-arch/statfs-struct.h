#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structures of MIPS o32 and n32 (for n32, the 64-bit
 * kernel's compat ones, of the same layout): IRIX's order, f_frsize third
 * and f_bavail after the inode counts; 32-bit words, and 64-bit counts in
 * struct linuxabi_statfs64.
 */

#include <stdint.h>

/* statfs(2), fstatfs(2) */
struct linuxabi_statfs {
    int32_t  f_type;            /* the file system's magic number */
    int32_t  f_bsize;           /* block size */
    int32_t  f_frsize;          /* fragment size */
    int32_t  f_blocks;          /* blocks in all, of f_frsize bytes */
    int32_t  f_bfree;           /* free blocks */
    int32_t  f_files;           /* inodes in all */
    int32_t  f_ffree;           /* free inodes */
    int32_t  f_bavail;          /* free blocks for unprivileged users */
    int32_t  f_fsid[2];         /* file system id */
    int32_t  f_namelen;         /* longest file name */
    int32_t  f_flags;           /* mount flags (ST_* of statvfs(3)) */
    int32_t  __pad[5];
};

/* statfs64(2), fstatfs64(2) */
struct linuxabi_statfs64 {
    uint32_t f_type;
    uint32_t f_bsize;
    uint32_t f_frsize;
    uint32_t __pad0;
    uint64_t f_blocks;
    uint64_t f_bfree;
    uint64_t f_files;
    uint64_t f_ffree;
    uint64_t f_bavail;
    int32_t  f_fsid[2];
    uint32_t f_namelen;
    uint32_t f_flags;
    uint32_t __pad[5];
    uint32_t __pad1;
};

#endif
