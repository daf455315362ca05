#ifndef LINUXABI_FS_H
#define LINUXABI_FS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fs.h>: the generic file and block device ioctl(2)s of
 * <linux/fs.h>: the BLK* requests of block devices, the FS_IOC_* and
 * FI* requests of files and file systems with their structs, the inode
 * flags FS_*_FL (chattr/lsattr) and FS_XFLAG_* (struct fsxattr), the
 * PAGEMAP_SCAN ioctl of /proc/PID/pagemap and PROCMAP_QUERY of
 * /proc/PID/maps, lseek(2)'s SEEK_*, sync_file_range(2)'s flags,
 * file_getattr(2)/file_setattr(2)'s struct linuxabi_file_attr.
 *
 * Per ABI (<linuxabi-arch/fs-long.h>): the requests whose numbers carry
 * the size of the kernel's long or size_t (FS_IOC_GETFLAGS, BLKBSZGET,
 * BLKGETSIZE64, ...) and the sysctl records of longs;
 * <linuxabi-arch/fs-blktrace.h>: BLKTRACESETUP, whose struct follows
 * the alignment of a 64-bit integer.
 *
 * Elsewhere: RENAME_* and RWF_* in <linuxabi/fcntl.h>, FS_IOC_FIEMAP's
 * struct in <linuxabi/fiemap.h> (included), MS_* in
 * <linuxabi/mountflags.h>, BLKPG's struct in <linuxabi/blkpg.h>, the
 * zoned requests in <linuxabi/blkzoned.h>, FS_IOC_*_VERITY in
 * <linuxabi/fsverity.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <linuxabi/fiemap.h>
#include <stdint.h>

/* RLIMIT_NOFILE of the first process: soft and hard */
#define INR_OPEN_CUR            1024
#define INR_OPEN_MAX            4096

/* fs.file-max's value before the kernel sizes it by memory at boot */
#define NR_FILE                 8192

/* the old 1 KiB block of BLKGETSIZE-era tools */
#define BLOCK_SIZE_BITS         10
#define BLOCK_SIZE              (1 << BLOCK_SIZE_BITS)

/* lseek(2) whence */
#define SEEK_SET                0
#define SEEK_CUR                1
#define SEEK_END                2
#define SEEK_DATA               3       /* the next byte of data from offset */
#define SEEK_HOLE               4       /* the next hole from offset */

/* sync_file_range(2) flags */
#define SYNC_FILE_RANGE_WAIT_BEFORE     1       /* wait for writeback already under way */
#define SYNC_FILE_RANGE_WRITE           2       /* start writeback of dirty pages */
#define SYNC_FILE_RANGE_WAIT_AFTER      4       /* wait for it to finish */
#define SYNC_FILE_RANGE_WRITE_AND_WAIT  (SYNC_FILE_RANGE_WRITE | SYNC_FILE_RANGE_WAIT_BEFORE | SYNC_FILE_RANGE_WAIT_AFTER)

/* the inode number of /proc's root, on every procfs (enum procfs_ino in
   the kernel) */
#define PROCFS_ROOT_INO         1

/* integrity checks of an I/O's protection information (io_uring's
   metadata attribute) */
#define IO_INTEGRITY_CHK_GUARD  (1U << 0)
#define IO_INTEGRITY_CHK_REFTAG (1U << 1)
#define IO_INTEGRITY_CHK_APPTAG (1U << 2)

/* FICLONERANGE: clone src_length bytes (0: to the end) of src_fd into the
   file the ioctl is made on */
struct linuxabi_file_clone_range {
    int64_t  src_fd;
    uint64_t src_offset;
    uint64_t src_length;
    uint64_t dest_offset;
};

/* FITRIM: discard the free blocks of [start, start + len) of at least
   minlen bytes; len comes back as the bytes trimmed */
struct linuxabi_fstrim_range {
    uint64_t start;
    uint64_t len;
    uint64_t minlen;
};

/* FS_IOC_GETFSUUID: the file system's UUID, len of its 16 bytes used */
struct linuxabi_fsuuid2 {
    uint8_t len;
    uint8_t uuid[16];
};

/* FS_IOC_GETFSSYSFSPATH: the file system's directory under /sys/fs/,
   len bytes of name */
struct linuxabi_fs_sysfs_path {
    uint8_t len;
    uint8_t name[128];
};

/* struct linuxabi_logical_block_metadata_cap lbmd_flags */
#define LBMD_PI_CAP_INTEGRITY   (1 << 0)        /* protection information */
#define LBMD_PI_CAP_REFTAG      (1 << 1)        /* with a reference tag */

/* lbmd_guard_tag_type: the checksum of the protection information */
#define LBMD_PI_CSUM_NONE               0
#define LBMD_PI_CSUM_IP                 1       /* IP checksum */
#define LBMD_PI_CSUM_CRC16_T10DIF       2
#define LBMD_PI_CSUM_CRC64_NVME         4

#define LBMD_SIZE_VER0          16      /* the first struct's size */

/* FS_IOC_GETLBMD_CAP: a block device's per-block metadata (all zero:
   none); sizes in bytes */
struct linuxabi_logical_block_metadata_cap {
    uint32_t lbmd_flags;                /* LBMD_PI_CAP_* */
    uint16_t lbmd_interval;             /* data bytes per metadata unit */
    uint8_t  lbmd_size;                 /* metadata per interval */
    uint8_t  lbmd_opaque_size;          /* of the opaque tag */
    uint8_t  lbmd_opaque_offset;        /* of the opaque tag in the metadata */
    uint8_t  lbmd_pi_size;              /* of the T10 protection information */
    uint8_t  lbmd_pi_offset;            /* of it in the metadata */
    uint8_t  lbmd_guard_tag_type;       /* LBMD_PI_CSUM_* */
    uint8_t  lbmd_app_tag_size;
    uint8_t  lbmd_ref_tag_size;
    uint8_t  lbmd_storage_tag_size;
    uint8_t  pad;
};

/* struct linuxabi_file_dedupe_range_info status, when not a negative
   error number */
#define FILE_DEDUPE_RANGE_SAME          0       /* deduplicated */
#define FILE_DEDUPE_RANGE_DIFFERS       1       /* the data differ: left alone */

/* one destination of FIDEDUPERANGE */
struct linuxabi_file_dedupe_range_info {
    int64_t  dest_fd;                   /* in */
    uint64_t dest_offset;               /* in */
    uint64_t bytes_deduped;             /* out */
    int32_t  status;                    /* out: FILE_DEDUPE_RANGE_* or -errno */
    uint32_t reserved;                  /* zero */
};

/*
 * FIDEDUPERANGE's argument: this fixed part (24 bytes), followed by
 * dest_count struct linuxabi_file_dedupe_range_info (the kernel's
 * flexible member info).
 */
struct linuxabi_file_dedupe_range {
    uint64_t src_offset;                /* in, of the file the ioctl is made on */
    uint64_t src_length;                /* in */
    uint16_t dest_count;                /* in: entries that follow */
    uint16_t reserved1;                 /* zero */
    uint32_t reserved2;                 /* zero */
};

/* FS_IOC_FSGETXATTR, FS_IOC_FSSETXATTR: the XFS-style attributes */
struct linuxabi_fsxattr {
    uint32_t fsx_xflags;                /* FS_XFLAG_* */
    uint32_t fsx_extsize;               /* extent size hint */
    uint32_t fsx_nextents;              /* extents, get only */
    uint32_t fsx_projid;                /* project id */
    uint32_t fsx_cowextsize;            /* copy-on-write extent size hint */
    uint8_t  fsx_pad[8];
};

/* file_getattr(2), file_setattr(2): sized by the call's size argument */
struct linuxabi_file_attr {
    uint64_t fa_xflags;                 /* FS_XFLAG_* */
    uint32_t fa_extsize;
    uint32_t fa_nextents;               /* get only */
    uint32_t fa_projid;
    uint32_t fa_cowextsize;
};

#define FILE_ATTR_SIZE_VER0     24      /* the first struct's size */

/* fsx_xflags and fa_xflags */
#define FS_XFLAG_REALTIME       0x00000001      /* data on the realtime volume */
#define FS_XFLAG_PREALLOC       0x00000002      /* has preallocated extents */
#define FS_XFLAG_IMMUTABLE      0x00000008
#define FS_XFLAG_APPEND         0x00000010      /* append-only */
#define FS_XFLAG_SYNC           0x00000020      /* synchronous writes */
#define FS_XFLAG_NOATIME        0x00000040
#define FS_XFLAG_NODUMP         0x00000080
#define FS_XFLAG_RTINHERIT      0x00000100      /* new files get REALTIME */
#define FS_XFLAG_PROJINHERIT    0x00000200      /* new files get the project id */
#define FS_XFLAG_NOSYMLINKS     0x00000400      /* no symlinks made in it */
#define FS_XFLAG_EXTSIZE        0x00000800      /* fsx_extsize is set */
#define FS_XFLAG_EXTSZINHERIT   0x00001000      /* new files get the extent size */
#define FS_XFLAG_NODEFRAG       0x00002000
#define FS_XFLAG_FILESTREAM     0x00004000      /* the filestream allocator */
#define FS_XFLAG_DAX            0x00008000      /* direct access (DAX) */
#define FS_XFLAG_COWEXTSIZE     0x00010000      /* fsx_cowextsize is set */
#define FS_XFLAG_VERITY         0x00020000      /* fs-verity, read only */
#define FS_XFLAG_CASEFOLD       0x00040000      /* case-insensitive lookups, read only */
#define FS_XFLAG_CASENONPRESERVING 0x00080000   /* names' case not kept, read only */
#define FS_XFLAG_HASATTR        0x80000000      /* has extended attributes, read only */

/* block device ioctl(2) requests (type 0x12) with no size in the number;
   most take or fill an int, the comment says where not */
#define BLKROSET        LINUXABI_IO(0x12, 93)   /* read-only: nonzero int */
#define BLKROGET        LINUXABI_IO(0x12, 94)
#define BLKRRPART       LINUXABI_IO(0x12, 95)   /* reread the partition table */
#define BLKGETSIZE      LINUXABI_IO(0x12, 96)   /* 512-byte sectors, an unsigned long */
#define BLKFLSBUF       LINUXABI_IO(0x12, 97)   /* flush the buffer cache */
#define BLKRASET        LINUXABI_IO(0x12, 98)   /* readahead in sectors, an unsigned long */
#define BLKRAGET        LINUXABI_IO(0x12, 99)   /* a long */
#define BLKFRASET       LINUXABI_IO(0x12, 100)  /* as BLKRASET */
#define BLKFRAGET       LINUXABI_IO(0x12, 101)  /* as BLKRAGET */
#define BLKSECTSET      LINUXABI_IO(0x12, 102)  /* most sectors a request */
#define BLKSECTGET      LINUXABI_IO(0x12, 103)  /* an unsigned short */
#define BLKSSZGET       LINUXABI_IO(0x12, 104)  /* the logical sector size */
#define BLKTRACESTART   LINUXABI_IO(0x12, 116)
#define BLKTRACESTOP    LINUXABI_IO(0x12, 117)
#define BLKTRACETEARDOWN LINUXABI_IO(0x12, 118)
#define BLKDISCARD      LINUXABI_IO(0x12, 119)  /* uint64_t[2]: start and length in bytes */
#define BLKIOMIN        LINUXABI_IO(0x12, 120)  /* the least I/O size, an unsigned int */
#define BLKIOOPT        LINUXABI_IO(0x12, 121)  /* the optimal I/O size, an unsigned int */
#define BLKALIGNOFF     LINUXABI_IO(0x12, 122)  /* the alignment offset */
#define BLKPBSZGET      LINUXABI_IO(0x12, 123)  /* the physical sector size, an unsigned int */
#define BLKDISCARDZEROES LINUXABI_IO(0x12, 124) /* an unsigned int, always 0 now */
#define BLKSECDISCARD   LINUXABI_IO(0x12, 125)  /* as BLKDISCARD, secure */
#define BLKROTATIONAL   LINUXABI_IO(0x12, 126)  /* an unsigned short */
#define BLKZEROOUT      LINUXABI_IO(0x12, 127)  /* uint64_t[2]: start and length in bytes */
#define BLKGETDISKSEQ   LINUXABI_IOR(0x12, 128, uint64_t) /* the disk's sequence number */
/* BLKTRACESETUP2 fills linux/blktrace_api.h's struct blk_user_trace_setup2:
   192 bytes on every ABI (not defined here: encoded with its size) */
#define BLKTRACESETUP2  LINUXABI_IOWR(0x12, 142, char[192])

/* BLKBSZGET, BLKBSZSET, BLKGETSIZE64 (their numbers carry the size of
   size_t), FS_IOC_GETFLAGS.. (of long), struct linuxabi_files_stat_struct
   and _inodes_stat_t: per ABI */
#include <linuxabi-arch/fs-long.h>
/* BLKTRACESETUP: per ABI */
#include <linuxabi-arch/fs-blktrace.h>

/* file system ioctl(2) requests */
#define BMAP_IOCTL      1                       /* FIBMAP's old number */
#define FIBMAP          LINUXABI_IO(0x00, 1)    /* an int: file block in, device block out */
#define FIGETBSZ        LINUXABI_IO(0x00, 2)    /* the block size, an int */
#define FIFREEZE        LINUXABI_IOWR('X', 119, int) /* freeze the file system */
#define FITHAW          LINUXABI_IOWR('X', 120, int)
#define FITRIM          LINUXABI_IOWR('X', 121, struct linuxabi_fstrim_range)
#define FICLONE         LINUXABI_IOW(0x94, 9, int) /* all of the source fd, the argument */
#define FICLONERANGE    LINUXABI_IOW(0x94, 13, struct linuxabi_file_clone_range)
#define FIDEDUPERANGE   LINUXABI_IOWR(0x94, 54, struct linuxabi_file_dedupe_range)

#define FSLABEL_MAX     256     /* the label's buffer of FS_IOC_GETFSLABEL */

#define FS_IOC_FIEMAP           LINUXABI_IOWR('f', 11, struct linuxabi_fiemap)
#define FS_IOC32_GETFLAGS       LINUXABI_IOR('f', 1, int)       /* 32-bit programs' number */
#define FS_IOC32_SETFLAGS       LINUXABI_IOW('f', 2, int)
#define FS_IOC32_GETVERSION     LINUXABI_IOR('v', 1, int)
#define FS_IOC32_SETVERSION     LINUXABI_IOW('v', 2, int)
#define FS_IOC_FSGETXATTR       LINUXABI_IOR('X', 31, struct linuxabi_fsxattr)
#define FS_IOC_FSSETXATTR       LINUXABI_IOW('X', 32, struct linuxabi_fsxattr)
#define FS_IOC_GETFSLABEL       LINUXABI_IOR(0x94, 49, char[FSLABEL_MAX])
#define FS_IOC_SETFSLABEL       LINUXABI_IOW(0x94, 50, char[FSLABEL_MAX])
#define FS_IOC_GETFSUUID        LINUXABI_IOR(0x15, 0, struct linuxabi_fsuuid2)
#define FS_IOC_GETFSSYSFSPATH   LINUXABI_IOR(0x15, 1, struct linuxabi_fs_sysfs_path)
#define FS_IOC_GETLBMD_CAP      LINUXABI_IOWR(0x15, 2, struct linuxabi_logical_block_metadata_cap)
#define FS_IOC_SHUTDOWN         LINUXABI_IOR('X', 125, uint32_t) /* FS_SHUTDOWN_FLAGS_* */

/* FS_IOC_SHUTDOWN's argument */
#define FS_SHUTDOWN_FLAGS_DEFAULT       0x0     /* flush the data and the log */
#define FS_SHUTDOWN_FLAGS_LOGFLUSH      0x1     /* flush the log, not the data */
#define FS_SHUTDOWN_FLAGS_NOLOGFLUSH    0x2     /* flush neither */

/* inode flags of FS_IOC_GETFLAGS and FS_IOC_SETFLAGS (chattr(1); also
   ext2/3/4's on-disk flags) */
#define FS_SECRM_FL             0x00000001      /* secure deletion (s) */
#define FS_UNRM_FL              0x00000002      /* undelete (u) */
#define FS_COMPR_FL             0x00000004      /* compress (c) */
#define FS_SYNC_FL              0x00000008      /* synchronous updates (S) */
#define FS_IMMUTABLE_FL         0x00000010      /* (i) */
#define FS_APPEND_FL            0x00000020      /* append only (a) */
#define FS_NODUMP_FL            0x00000040      /* (d) */
#define FS_NOATIME_FL           0x00000080      /* (A) */
#define FS_DIRTY_FL             0x00000100      /* compression, reserved */
#define FS_COMPRBLK_FL          0x00000200      /* has compressed clusters */
#define FS_NOCOMP_FL            0x00000400      /* do not compress (m) */
#define FS_ENCRYPT_FL           0x00000800      /* encrypted (E) */
#define FS_INDEX_FL             0x00001000      /* a hash-indexed directory (I) */
#define FS_BTREE_FL             0x00001000      /* the same bit, its first name */
#define FS_IMAGIC_FL            0x00002000      /* an AFS directory */
#define FS_JOURNAL_DATA_FL      0x00004000      /* data journalling (j) */
#define FS_NOTAIL_FL            0x00008000      /* no tail merging (t) */
#define FS_DIRSYNC_FL           0x00010000      /* synchronous directory (D) */
#define FS_TOPDIR_FL            0x00020000      /* top of a hierarchy (T) */
#define FS_HUGE_FILE_FL         0x00040000      /* ext4: huge file */
#define FS_EXTENT_FL            0x00080000      /* extents (e) */
#define FS_VERITY_FL            0x00100000      /* fs-verity (V) */
#define FS_EA_INODE_FL          0x00200000      /* ext4: an inode of a large xattr */
#define FS_EOFBLOCKS_FL         0x00400000      /* ext4, reserved */
#define FS_NOCOW_FL             0x00800000      /* no copy on write (C) */
#define FS_DAX_FL               0x02000000      /* direct access (x) */
#define FS_INLINE_DATA_FL       0x10000000      /* ext4: inline data (N) */
#define FS_PROJINHERIT_FL       0x20000000      /* new files get the project id (P) */
#define FS_CASEFOLD_FL          0x40000000      /* case-insensitive names (F) */
#define FS_RESERVED_FL          0x80000000      /* reserved for the ext2 library */

/* PAGEMAP_SCAN and PROCMAP_QUERY: ioctl(2)s on /proc/PID/pagemap and
   /proc/PID/maps */
#define PROCFS_IOCTL_MAGIC      'f'

#define PAGEMAP_SCAN    LINUXABI_IOWR(PROCFS_IOCTL_MAGIC, 16, struct linuxabi_pm_scan_arg)
#define PROCMAP_QUERY   LINUXABI_IOWR(PROCFS_IOCTL_MAGIC, 17, struct linuxabi_procmap_query)

/* page categories: the masks of struct linuxabi_pm_scan_arg and
   struct linuxabi_page_region categories */
#define PAGE_IS_WPALLOWED       (1 << 0)        /* userfaultfd write protection possible */
#define PAGE_IS_WRITTEN         (1 << 1)        /* written since write-protected */
#define PAGE_IS_FILE            (1 << 2)        /* file backed */
#define PAGE_IS_PRESENT         (1 << 3)
#define PAGE_IS_SWAPPED         (1 << 4)
#define PAGE_IS_PFNZERO         (1 << 5)        /* the zero page */
#define PAGE_IS_HUGE            (1 << 6)
#define PAGE_IS_SOFT_DIRTY      (1 << 7)
#define PAGE_IS_GUARD           (1 << 8)        /* a guard region (MADV_GUARD_INSTALL) */

/* a run of pages of the same categories, [start, end) */
struct linuxabi_page_region {
    uint64_t start;
    uint64_t end;
    uint64_t categories;                /* PAGE_IS_* */
};

/* struct linuxabi_pm_scan_arg flags */
#define PM_SCAN_WP_MATCHING     (1 << 0)        /* write-protect the pages matched */
#define PM_SCAN_CHECK_WPASYNC   (1 << 1)        /* stop at a page not async write-protectable */

/* PAGEMAP_SCAN's argument: addresses and pointers as uint64_t */
struct linuxabi_pm_scan_arg {
    uint64_t size;                      /* sizeof this struct */
    uint64_t flags;                     /* PM_SCAN_* */
    uint64_t start;
    uint64_t end;
    uint64_t walk_end;                  /* out: where the scan stopped */
    uint64_t vec;                       /* an array of struct linuxabi_page_region */
    uint64_t vec_len;                   /* its entries */
    uint64_t max_pages;                 /* 0: no limit */
    uint64_t category_inverted;         /* PAGE_IS_* that match when clear */
    uint64_t category_mask;             /* all of these must match */
    uint64_t category_anyof_mask;       /* one of these must match */
    uint64_t return_mask;               /* the categories reported */
};

/* struct linuxabi_procmap_query query_flags (enum procmap_query_flags in
   the kernel): permissions the mapping must have (also vma_flags out) */
#define PROCMAP_QUERY_VMA_READABLE      0x01
#define PROCMAP_QUERY_VMA_WRITABLE      0x02
#define PROCMAP_QUERY_VMA_EXECUTABLE    0x04
#define PROCMAP_QUERY_VMA_SHARED        0x08
/* and how to search */
#define PROCMAP_QUERY_COVERING_OR_NEXT_VMA 0x10 /* else the next one after query_addr */
#define PROCMAP_QUERY_FILE_BACKED_VMA   0x20    /* only mappings of files */

/* PROCMAP_QUERY's argument: one mapping of the process; in, out or both */
struct linuxabi_procmap_query {
    uint64_t size;                      /* in: sizeof this struct */
    uint64_t query_flags;               /* in: PROCMAP_QUERY_* */
    uint64_t query_addr;                /* in */
    uint64_t vma_start;                 /* out */
    uint64_t vma_end;                   /* out: exclusive */
    uint64_t vma_flags;                 /* out: PROCMAP_QUERY_VMA_* */
    uint64_t vma_page_size;             /* out */
    uint64_t vma_offset;                /* out: in the file */
    uint64_t inode;                     /* out: the file's, or 0 */
    uint32_t dev_major;                 /* out */
    uint32_t dev_minor;                 /* out */
    uint32_t vma_name_size;             /* in: room at vma_name_addr; out: used */
    uint32_t build_id_size;             /* in: room at build_id_addr; out: used */
    uint64_t vma_name_addr;             /* in: a buffer, or 0 */
    uint64_t build_id_addr;             /* in: a buffer, or 0 */
};

#endif
