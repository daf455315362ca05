#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structure of arc, an asm-generic 32-bit ABI: its statfs(2)
 * and fstatfs(2) are statfs64(2) and fstatfs64(2), with 64-bit counts;
 * no call fills the kernel's struct statfs here.
 */

#include <stdint.h>

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
};

#endif
