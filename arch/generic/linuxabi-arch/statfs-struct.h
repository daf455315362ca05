#ifndef LINUXABI_ARCH_STATFS_STRUCT_H
#define LINUXABI_ARCH_STATFS_STRUCT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The statfs structure of the 64-bit ABIs with asm-generic's: every
 * member is a 64-bit word.  There are no statfs64 calls.
 */

#include <stdint.h>

/* statfs(2), fstatfs(2) */
struct linuxabi_statfs {
    int64_t  f_type;            /* the file system's magic number */
    int64_t  f_bsize;           /* block size */
    int64_t  f_blocks;          /* blocks in all, of f_frsize bytes */
    int64_t  f_bfree;           /* free blocks */
    int64_t  f_bavail;          /* free blocks for unprivileged users */
    int64_t  f_files;           /* inodes in all */
    int64_t  f_ffree;           /* free inodes */
    int32_t  f_fsid[2];         /* file system id */
    int64_t  f_namelen;         /* longest file name */
    int64_t  f_frsize;          /* fragment size */
    int64_t  f_flags;           /* mount flags (ST_* of statvfs(3)) */
    int64_t  __pad[4];
};

#endif
