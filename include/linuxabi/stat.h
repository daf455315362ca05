#ifndef LINUXABI_STAT_H
#define LINUXABI_STAT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/stat.h>: what a file's inode says.  The mode bits of every
 * call that takes or returns a mode (open(2), mkdir(2), mknod(2),
 * chmod(2), stat(2)..), the structures that stat(2), fstat(2), lstat(2),
 * newfstatat(2) and, on the ABIs that have them, stat64(2), fstat64(2),
 * lstat64(2) and fstatat64(2) fill, and statx(2) with its masks,
 * attributes and structure.
 *
 * struct linuxabi_stat and struct linuxabi_stat64 differ on nearly every
 * ABI: they come from <linuxabi-arch/stat-struct.h>.  Each is defined
 * only where a system call fills it: an ABI without the stat64 calls
 * has no struct linuxabi_stat64, and arc (whose fstat is fstat64) no
 * struct linuxabi_stat.  statx(2) is the same everywhere, with 64-bit
 * times: on 32-bit ABIs it is the call that is y2038-safe.
 *
 * Member names: the kernel's, but for three that glibc and musl define as
 * macros (st_atime, st_mtime and st_ctime are their st_atim.tv_sec..), so
 * every seconds member ends in _sec, as the _nsec one beside it does:
 * st_atime_sec, st_mtime_sec, st_ctime_sec.  The kernel's reserved and
 * unused members are __pad members here.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/stat-struct.h>

/* the file type: st_mode & S_IFMT (and stx_mode) */
#define S_IFMT    0170000   /* the type bits */
#define S_IFSOCK  0140000   /* socket */
#define S_IFLNK   0120000   /* symbolic link */
#define S_IFREG   0100000   /* regular file */
#define S_IFBLK   0060000   /* block device */
#define S_IFDIR   0040000   /* directory */
#define S_IFCHR   0020000   /* character device */
#define S_IFIFO   0010000   /* FIFO */

/* permission bits of a mode */
#define S_ISUID   0004000   /* set user id on execution */
#define S_ISGID   0002000   /* set group id on execution (or locking) */
#define S_ISVTX   0001000   /* sticky: only owners unlink in a directory */
#define S_IRWXU   00700     /* owner: read, write, execute */
#define S_IRUSR   00400
#define S_IWUSR   00200
#define S_IXUSR   00100
#define S_IRWXG   00070     /* group: read, write, execute */
#define S_IRGRP   00040
#define S_IWGRP   00020
#define S_IXGRP   00010
#define S_IRWXO   00007     /* others: read, write, execute */
#define S_IROTH   00004
#define S_IWOTH   00002
#define S_IXOTH   00001

/* statx(2): a time, with 64-bit seconds on every ABI */
struct linuxabi_statx_timestamp {
    int64_t  tv_sec;                    /* since the epoch */
    uint32_t tv_nsec;
    int32_t  __pad;
};

/* statx(2): its buffer; stx_mask says which members were filled */
struct linuxabi_statx {
    uint32_t stx_mask;                  /* STATX_* filled in */
    uint32_t stx_blksize;               /* preferred I/O size */
    uint64_t stx_attributes;            /* STATX_ATTR_* */
    uint32_t stx_nlink;
    uint32_t stx_uid;
    uint32_t stx_gid;
    uint16_t stx_mode;                  /* S_IF* type and permissions */
    uint16_t __pad0;
    uint64_t stx_ino;
    uint64_t stx_size;                  /* bytes */
    uint64_t stx_blocks;                /* 512-byte blocks */
    uint64_t stx_attributes_mask;       /* the STATX_ATTR_* this file system knows */
    struct linuxabi_statx_timestamp stx_atime;  /* last access */
    struct linuxabi_statx_timestamp stx_btime;  /* creation (STATX_BTIME) */
    struct linuxabi_statx_timestamp stx_ctime;  /* last inode change */
    struct linuxabi_statx_timestamp stx_mtime;  /* last data change */
    uint32_t stx_rdev_major;            /* a device file's device */
    uint32_t stx_rdev_minor;
    uint32_t stx_dev_major;             /* the device the file is on */
    uint32_t stx_dev_minor;
    uint64_t stx_mnt_id;                /* the mount (STATX_MNT_ID or _UNIQUE) */
    uint32_t stx_dio_mem_align;         /* O_DIRECT buffer alignment */
    uint32_t stx_dio_offset_align;      /* O_DIRECT offset alignment */
    uint64_t stx_subvol;                /* subvolume id (STATX_SUBVOL) */
    uint32_t stx_atomic_write_unit_min; /* RWF_ATOMIC sizes, bytes */
    uint32_t stx_atomic_write_unit_max;
    uint32_t stx_atomic_write_segments_max;
    uint32_t stx_dio_read_offset_align; /* O_DIRECT read offset alignment */
    uint32_t stx_atomic_write_unit_max_opt;
    uint32_t __pad1;
    uint64_t __pad2[8];                 /* room for more: 256 bytes in all */
};

/* statx(2) mask: what to fetch, and in stx_mask what was filled */
#define STATX_TYPE           0x00000001U  /* stx_mode & S_IFMT */
#define STATX_MODE           0x00000002U  /* stx_mode & ~S_IFMT */
#define STATX_NLINK          0x00000004U
#define STATX_UID            0x00000008U
#define STATX_GID            0x00000010U
#define STATX_ATIME          0x00000020U
#define STATX_MTIME          0x00000040U
#define STATX_CTIME          0x00000080U
#define STATX_INO            0x00000100U
#define STATX_SIZE           0x00000200U
#define STATX_BLOCKS         0x00000400U
#define STATX_BASIC_STATS    0x000007ffU  /* all that stat(2) gives */
#define STATX_BTIME          0x00000800U
#define STATX_MNT_ID         0x00001000U
#define STATX_DIOALIGN       0x00002000U  /* stx_dio_mem_align, stx_dio_offset_align */
#define STATX_MNT_ID_UNIQUE  0x00004000U  /* stx_mnt_id, never reused */
#define STATX_SUBVOL         0x00008000U
#define STATX_WRITE_ATOMIC   0x00010000U  /* the stx_atomic_write_* members */
#define STATX_DIO_READ_ALIGN 0x00020000U  /* stx_dio_read_offset_align */

/* statx(2) stx_attributes (and stx_attributes_mask) */
#define STATX_ATTR_COMPRESSED   0x00000004  /* compressed by the file system */
#define STATX_ATTR_IMMUTABLE    0x00000010  /* cannot change */
#define STATX_ATTR_APPEND       0x00000020  /* append only */
#define STATX_ATTR_NODUMP       0x00000040  /* not for backups */
#define STATX_ATTR_ENCRYPTED    0x00000800  /* needs a key to read */
#define STATX_ATTR_AUTOMOUNT    0x00001000  /* a directory that triggers an automount */
#define STATX_ATTR_MOUNT_ROOT   0x00002000  /* the root of a mount */
#define STATX_ATTR_VERITY       0x00100000  /* fs-verity protected */
#define STATX_ATTR_DAX          0x00200000  /* accessed directly, without the page cache */
#define STATX_ATTR_WRITE_ATOMIC 0x00400000  /* takes RWF_ATOMIC writes */

#endif
