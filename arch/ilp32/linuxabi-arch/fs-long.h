#ifndef LINUXABI_ARCH_FS_LONG_H
#define LINUXABI_ARCH_FS_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fs.h>: what follows the kernel's long and size_t: the
 * requests whose numbers carry their size, and the records of the
 * fs.file-nr and fs.inode-state sysctls.  This ABI: a 32-bit long and size_t.
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* block device requests of a size_t (BLKBSZGET, BLKBSZSET: the block
   size, an int in fact; BLKGETSIZE64: the size in bytes, a uint64_t in
   fact) */
#define BLKBSZGET       LINUXABI_IOR(0x12, 112, uint32_t)
#define BLKBSZSET       LINUXABI_IOW(0x12, 113, uint32_t)
#define BLKGETSIZE64    LINUXABI_IOR(0x12, 114, uint32_t)

/* requests of a long (the flags are an int in fact: FS_*_FL) */
#define FS_IOC_GETFLAGS         LINUXABI_IOR('f', 1, int32_t)
#define FS_IOC_SETFLAGS         LINUXABI_IOW('f', 2, int32_t)
#define FS_IOC_GETVERSION       LINUXABI_IOR('v', 1, int32_t)   /* the inode's generation */
#define FS_IOC_SETVERSION       LINUXABI_IOW('v', 2, int32_t)

/* fs.file-nr's three numbers */
struct linuxabi_files_stat_struct {
    uint32_t nr_files;                /* allocated */
    uint32_t nr_free_files;           /* free among them */
    uint32_t max_files;               /* fs.file-max */
};

/* fs.inode-state's numbers */
struct linuxabi_inodes_stat_t {
    int32_t nr_inodes;
    int32_t nr_unused;
    int32_t dummy[5];
};

#endif
