#ifndef LINUXABI_BTRFS_H
#define LINUXABI_BTRFS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/btrfs.h>: the ioctl(2) requests of btrfs (btrfs(8),
 * btrfs-progs, snapper), made on a file or directory of a mounted btrfs
 * or on /dev/btrfs-control: subvolumes and snapshots, devices, scrub,
 * balance, quota groups, send and receive, tree search, encoded I/O;
 * their structs, flags and the feature bits.  The on-disk keys and items
 * that BTRFS_IOC_TREE_SEARCH returns are in <linuxabi/btrfs_tree.h>.
 *
 * Per ABI (<linuxabi-arch/btrfs-args.h>): the structs with a pointer, a
 * long, or a 64-bit member after a 32-bit one at the end: struct
 * linuxabi_btrfs_ioctl_timespec, _send_args, _encoded_io_args and the
 * qgroup_inherit part of _vol_args_v2.
 *
 * The kernel's flags of a __u64 field, (1ULL << n), are ints of the same
 * value here (no C89 type is 64 bits); the kernel's enumerators
 * (enum btrfs_dev_stat_values, enum btrfs_err_code) are macros.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

#define BTRFS_IOCTL_MAGIC               0x94

/* sizes of names and identifiers */
#define BTRFS_VOL_NAME_MAX              255
#define BTRFS_LABEL_SIZE                256
#define BTRFS_PATH_NAME_MAX             4087    /* the vol_args name, less its NUL */
#define BTRFS_DEVICE_PATH_NAME_MAX      1024
#define BTRFS_SUBVOL_NAME_MAX           4039    /* the vol_args_v2 name, less its NUL */
#define BTRFS_FSID_SIZE                 16
#define BTRFS_UUID_SIZE                 16
#define BTRFS_UUID_UNPARSED_SIZE        37      /* the text form and its NUL */

/* the older requests on a path or device name */
struct linuxabi_btrfs_ioctl_vol_args {
    int64_t  fd;
    char     name[BTRFS_PATH_NAME_MAX + 1];
};

/* struct linuxabi_btrfs_ioctl_vol_args_v2 flags (the first also of
   BTRFS_IOC_SUBVOL_GETFLAGS and _SETFLAGS) */
#define BTRFS_SUBVOL_CREATE_ASYNC       1       /* ignored since Linux 5.7 */
#define BTRFS_SUBVOL_RDONLY             2
#define BTRFS_SUBVOL_QGROUP_INHERIT     4       /* u.inherit is set */
#define BTRFS_DEVICE_SPEC_BY_ID         8       /* target.devid, not the name */
#define BTRFS_SUBVOL_SPEC_BY_ID         16      /* target.subvolid, not the name */

/* struct linuxabi_btrfs_qgroup_limit flags: which limits are set */
#define BTRFS_QGROUP_LIMIT_MAX_RFER     1
#define BTRFS_QGROUP_LIMIT_MAX_EXCL     2
#define BTRFS_QGROUP_LIMIT_RSV_RFER     4
#define BTRFS_QGROUP_LIMIT_RSV_EXCL     8
#define BTRFS_QGROUP_LIMIT_RFER_CMPR    16
#define BTRFS_QGROUP_LIMIT_EXCL_CMPR    32

struct linuxabi_btrfs_qgroup_limit {
    uint64_t flags;                     /* BTRFS_QGROUP_LIMIT_* */
    uint64_t max_rfer;
    uint64_t max_excl;
    uint64_t rsv_rfer;
    uint64_t rsv_excl;
};

/* struct linuxabi_btrfs_qgroup_inherit flags */
#define BTRFS_QGROUP_INHERIT_SET_LIMITS 1

/* the qgroups a new subvolume joins: this fixed part, then
   num_qgroups + 2 * (num_ref_copies + num_excl_copies) uint64_t (the
   kernel's flexible member qgroups) */
struct linuxabi_btrfs_qgroup_inherit {
    uint64_t flags;                     /* BTRFS_QGROUP_INHERIT_* */
    uint64_t num_qgroups;
    uint64_t num_ref_copies;
    uint64_t num_excl_copies;
    struct linuxabi_btrfs_qgroup_limit lim;
};

/* BTRFS_IOC_QGROUP_LIMIT */
struct linuxabi_btrfs_ioctl_qgroup_limit_args {
    uint64_t qgroupid;
    struct linuxabi_btrfs_qgroup_limit lim;
};

/* struct linuxabi_btrfs_ioctl_timespec, _send_args, _encoded_io_args,
   _vol_args_v2_inherit: this ABI's (and, at the end, the requests whose
   size a 64-bit integer's alignment changes) */
#include <linuxabi-arch/btrfs-args.h>

/* struct linuxabi_btrfs_ioctl_vol_args_v2 u (the kernel's anonymous
   union) */
union linuxabi_btrfs_ioctl_vol_args_v2_u {
    struct linuxabi_btrfs_ioctl_vol_args_v2_inherit inherit;
    uint64_t unused[4];                 /* its size */
};

/* struct linuxabi_btrfs_ioctl_vol_args_v2 target (the kernel's anonymous
   union): by name, or by id with BTRFS_*_SPEC_BY_ID */
union linuxabi_btrfs_ioctl_vol_args_v2_target {
    char     name[BTRFS_SUBVOL_NAME_MAX + 1];
    uint64_t devid;
    uint64_t subvolid;
};

/* BTRFS_IOC_SNAP_CREATE_V2, _SUBVOL_CREATE_V2, _RM_DEV_V2,
   _SNAP_DESTROY_V2 */
struct linuxabi_btrfs_ioctl_vol_args_v2 {
    int64_t  fd;                        /* the snapshot's source */
    uint64_t transid;                   /* out */
    uint64_t flags;                     /* BTRFS_SUBVOL_*, BTRFS_*_SPEC_BY_ID */
    union linuxabi_btrfs_ioctl_vol_args_v2_u u;
    union linuxabi_btrfs_ioctl_vol_args_v2_target target;
};

/* scrub: counts of a finished, cancelled or running scrub */
struct linuxabi_btrfs_scrub_progress {
    uint64_t data_extents_scrubbed;
    uint64_t tree_extents_scrubbed;
    uint64_t data_bytes_scrubbed;
    uint64_t tree_bytes_scrubbed;
    uint64_t read_errors;
    uint64_t csum_errors;
    uint64_t verify_errors;             /* tree blocks of the wrong generation or place */
    uint64_t no_csum;                   /* data blocks without a checksum */
    uint64_t csum_discards;             /* checksums without data */
    uint64_t super_errors;
    uint64_t malloc_errors;
    uint64_t uncorrectable_errors;
    uint64_t corrected_errors;
    uint64_t last_physical;             /* where to resume */
    uint64_t unverified_errors;
};

/* struct linuxabi_btrfs_ioctl_scrub_args flags */
#define BTRFS_SCRUB_READONLY            1

/* BTRFS_IOC_SCRUB, _SCRUB_PROGRESS: 1024 bytes */
struct linuxabi_btrfs_ioctl_scrub_args {
    uint64_t devid;
    uint64_t start;
    uint64_t end;
    uint64_t flags;                     /* BTRFS_SCRUB_* */
    struct linuxabi_btrfs_scrub_progress progress;     /* out */
    uint64_t unused[109];
};

/* device replace: cont_reading_from_srcdev_mode */
#define BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_ALWAYS    0
#define BTRFS_IOCTL_DEV_REPLACE_CONT_READING_FROM_SRCDEV_MODE_AVOID     1

struct linuxabi_btrfs_ioctl_dev_replace_start_params {
    uint64_t srcdevid;                  /* 0: srcdev_name */
    uint64_t cont_reading_from_srcdev_mode;
    uint8_t  srcdev_name[BTRFS_DEVICE_PATH_NAME_MAX + 1];
    uint8_t  tgtdev_name[BTRFS_DEVICE_PATH_NAME_MAX + 1];
};

/* struct linuxabi_btrfs_ioctl_dev_replace_status_params replace_state */
#define BTRFS_IOCTL_DEV_REPLACE_STATE_NEVER_STARTED     0
#define BTRFS_IOCTL_DEV_REPLACE_STATE_STARTED           1
#define BTRFS_IOCTL_DEV_REPLACE_STATE_FINISHED          2
#define BTRFS_IOCTL_DEV_REPLACE_STATE_CANCELED          3
#define BTRFS_IOCTL_DEV_REPLACE_STATE_SUSPENDED         4

struct linuxabi_btrfs_ioctl_dev_replace_status_params {
    uint64_t replace_state;             /* BTRFS_IOCTL_DEV_REPLACE_STATE_* */
    uint64_t progress_1000;             /* per mille */
    uint64_t time_started;              /* seconds since the epoch */
    uint64_t time_stopped;
    uint64_t num_write_errors;
    uint64_t num_uncorrectable_read_errors;
};

/* struct linuxabi_btrfs_ioctl_dev_replace_args cmd and result */
#define BTRFS_IOCTL_DEV_REPLACE_CMD_START                       0
#define BTRFS_IOCTL_DEV_REPLACE_CMD_STATUS                      1
#define BTRFS_IOCTL_DEV_REPLACE_CMD_CANCEL                      2
#define BTRFS_IOCTL_DEV_REPLACE_RESULT_NO_ERROR                 0
#define BTRFS_IOCTL_DEV_REPLACE_RESULT_NOT_STARTED              1
#define BTRFS_IOCTL_DEV_REPLACE_RESULT_ALREADY_STARTED          2
#define BTRFS_IOCTL_DEV_REPLACE_RESULT_SCRUB_INPROGRESS         3

/* struct linuxabi_btrfs_ioctl_dev_replace_args u (the kernel's anonymous
   union) */
union linuxabi_btrfs_ioctl_dev_replace_args_u {
    struct linuxabi_btrfs_ioctl_dev_replace_start_params start;
    struct linuxabi_btrfs_ioctl_dev_replace_status_params status;
};

/* BTRFS_IOC_DEV_REPLACE */
struct linuxabi_btrfs_ioctl_dev_replace_args {
    uint64_t cmd;                       /* BTRFS_IOCTL_DEV_REPLACE_CMD_* */
    uint64_t result;                    /* out: BTRFS_IOCTL_DEV_REPLACE_RESULT_* */
    union linuxabi_btrfs_ioctl_dev_replace_args_u u;
    uint64_t spare[64];
};

/* BTRFS_IOC_DEV_INFO: 4096 bytes */
struct linuxabi_btrfs_ioctl_dev_info_args {
    uint64_t devid;                     /* in/out */
    uint8_t  uuid[BTRFS_UUID_SIZE];     /* in/out */
    uint64_t bytes_used;
    uint64_t total_bytes;
    uint8_t  fsid[BTRFS_UUID_SIZE];     /* since Linux 6.3; a seed's differs */
    uint64_t unused[377];
    uint8_t  path[BTRFS_DEVICE_PATH_NAME_MAX];
};

/* struct linuxabi_btrfs_ioctl_fs_info_args flags: in, what to fill; out,
   what was filled */
#define BTRFS_FS_INFO_FLAG_CSUM_INFO            1       /* csum_type, csum_size */
#define BTRFS_FS_INFO_FLAG_GENERATION           2
#define BTRFS_FS_INFO_FLAG_METADATA_UUID        4

/* BTRFS_IOC_FS_INFO: 1024 bytes */
struct linuxabi_btrfs_ioctl_fs_info_args {
    uint64_t max_id;                    /* the highest device id */
    uint64_t num_devices;
    uint8_t  fsid[BTRFS_FSID_SIZE];
    uint32_t nodesize;
    uint32_t sectorsize;
    uint32_t clone_alignment;
    uint16_t csum_type;                 /* BTRFS_CSUM_TYPE_* (<linuxabi/btrfs_tree.h>) */
    uint16_t csum_size;
    uint64_t flags;                     /* BTRFS_FS_INFO_FLAG_* */
    uint64_t generation;
    uint8_t  metadata_uuid[BTRFS_FSID_SIZE];
    uint8_t  reserved[944];
};

/* feature bits (struct linuxabi_btrfs_ioctl_feature_flags) that a file
   system may have and an older kernel may not mount read-write */
#define BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE         1
#define BTRFS_FEATURE_COMPAT_RO_FREE_SPACE_TREE_VALID   2   /* clear: rebuild it */
#define BTRFS_FEATURE_COMPAT_RO_VERITY                  4
#define BTRFS_FEATURE_COMPAT_RO_BLOCK_GROUP_TREE        8
/* ... nor mount at all */
#define BTRFS_FEATURE_INCOMPAT_MIXED_BACKREF            0x1
#define BTRFS_FEATURE_INCOMPAT_DEFAULT_SUBVOL           0x2
#define BTRFS_FEATURE_INCOMPAT_MIXED_GROUPS             0x4
#define BTRFS_FEATURE_INCOMPAT_COMPRESS_LZO             0x8
#define BTRFS_FEATURE_INCOMPAT_COMPRESS_ZSTD            0x10
#define BTRFS_FEATURE_INCOMPAT_BIG_METADATA             0x20
#define BTRFS_FEATURE_INCOMPAT_EXTENDED_IREF            0x40
#define BTRFS_FEATURE_INCOMPAT_RAID56                   0x80
#define BTRFS_FEATURE_INCOMPAT_SKINNY_METADATA          0x100
#define BTRFS_FEATURE_INCOMPAT_NO_HOLES                 0x200
#define BTRFS_FEATURE_INCOMPAT_METADATA_UUID            0x400
#define BTRFS_FEATURE_INCOMPAT_RAID1C34                 0x800
#define BTRFS_FEATURE_INCOMPAT_ZONED                    0x1000
#define BTRFS_FEATURE_INCOMPAT_EXTENT_TREE_V2           0x2000
#define BTRFS_FEATURE_INCOMPAT_RAID_STRIPE_TREE         0x4000
#define BTRFS_FEATURE_INCOMPAT_SIMPLE_QUOTA             0x10000
#define BTRFS_FEATURE_INCOMPAT_REMAP_TREE               0x20000

/* BTRFS_IOC_GET_FEATURES; an array of two (to clear, to set) for
   _SET_FEATURES, of three (settable, clearable, supported) for
   _GET_SUPPORTED_FEATURES */
struct linuxabi_btrfs_ioctl_feature_flags {
    uint64_t compat_flags;
    uint64_t compat_ro_flags;           /* BTRFS_FEATURE_COMPAT_RO_* */
    uint64_t incompat_flags;            /* BTRFS_FEATURE_INCOMPAT_* */
};

/* BTRFS_IOC_BALANCE_CTL's argument */
#define BTRFS_BALANCE_CTL_PAUSE         1
#define BTRFS_BALANCE_CTL_CANCEL        2

/* struct linuxabi_btrfs_balance_args u_usage (the kernel's anonymous
   union): a usage up to N percent, or a range with
   BTRFS_BALANCE_ARGS_USAGE_RANGE */
struct linuxabi_btrfs_balance_args_usage_range {
    uint32_t usage_min;
    uint32_t usage_max;
};

union linuxabi_btrfs_balance_args_usage {
    uint64_t usage;
    struct linuxabi_btrfs_balance_args_usage_range range;
};

/* struct linuxabi_btrfs_balance_args u_limit: at most N chunks, or a range
   with BTRFS_BALANCE_ARGS_LIMIT_RANGE */
struct linuxabi_btrfs_balance_args_limit_range {
    uint32_t limit_min;
    uint32_t limit_max;
};

union linuxabi_btrfs_balance_args_limit {
    uint64_t limit;
    struct linuxabi_btrfs_balance_args_limit_range range;
};

/* the filters of one chunk type: 136 bytes (the kernel's is packed, each
   member at its natural offset: alignment 1 there) */
struct linuxabi_btrfs_balance_args {
    uint64_t profiles;                  /* BTRFS_BLOCK_GROUP_* profiles */
    union linuxabi_btrfs_balance_args_usage u_usage;
    uint64_t devid;
    uint64_t pstart;                    /* physical range */
    uint64_t pend;
    uint64_t vstart;                    /* logical range */
    uint64_t vend;
    uint64_t target;                    /* the profile to convert to */
    uint64_t flags;                     /* BTRFS_BALANCE_ARGS_* */
    union linuxabi_btrfs_balance_args_limit u_limit;
    uint32_t stripes_min;               /* BTRFS_BALANCE_ARGS_STRIPES_RANGE */
    uint32_t stripes_max;
    uint64_t unused[6];
};

struct linuxabi_btrfs_balance_progress {
    uint64_t expected;                  /* chunks to relocate, estimated */
    uint64_t considered;
    uint64_t completed;
};

/* struct linuxabi_btrfs_ioctl_balance_args flags: the chunk types, and */
#define BTRFS_BALANCE_DATA              1
#define BTRFS_BALANCE_SYSTEM            2
#define BTRFS_BALANCE_METADATA          4
#define BTRFS_BALANCE_TYPE_MASK         7
#define BTRFS_BALANCE_FORCE             8       /* reduce metadata redundancy too */
#define BTRFS_BALANCE_RESUME            16

/* struct linuxabi_btrfs_balance_args flags: the filters, and */
#define BTRFS_BALANCE_ARGS_PROFILES     0x1
#define BTRFS_BALANCE_ARGS_USAGE        0x2
#define BTRFS_BALANCE_ARGS_DEVID        0x4
#define BTRFS_BALANCE_ARGS_DRANGE       0x8
#define BTRFS_BALANCE_ARGS_VRANGE       0x10
#define BTRFS_BALANCE_ARGS_LIMIT        0x20
#define BTRFS_BALANCE_ARGS_LIMIT_RANGE  0x40
#define BTRFS_BALANCE_ARGS_STRIPES_RANGE 0x80
#define BTRFS_BALANCE_ARGS_USAGE_RANGE  0x400
/* the change of profile: to target; SOFT skips chunks already there */
#define BTRFS_BALANCE_ARGS_CONVERT      0x100
#define BTRFS_BALANCE_ARGS_SOFT         0x200

/* struct linuxabi_btrfs_ioctl_balance_args state */
#define BTRFS_BALANCE_STATE_RUNNING     1
#define BTRFS_BALANCE_STATE_PAUSE_REQ   2
#define BTRFS_BALANCE_STATE_CANCEL_REQ  4

/* BTRFS_IOC_BALANCE_V2, _BALANCE_PROGRESS: 1024 bytes */
struct linuxabi_btrfs_ioctl_balance_args {
    uint64_t flags;                     /* BTRFS_BALANCE_* */
    uint64_t state;                     /* out: BTRFS_BALANCE_STATE_* */
    struct linuxabi_btrfs_balance_args data;
    struct linuxabi_btrfs_balance_args meta;
    struct linuxabi_btrfs_balance_args sys;
    struct linuxabi_btrfs_balance_progress stat;    /* out */
    uint64_t unused[72];
};

/* BTRFS_IOC_INO_LOOKUP: an inode's path in its subvolume */
#define BTRFS_INO_LOOKUP_PATH_MAX       4080

struct linuxabi_btrfs_ioctl_ino_lookup_args {
    uint64_t treeid;                    /* in/out: 0, the fd's subvolume */
    uint64_t objectid;                  /* in: the inode */
    char     name[BTRFS_INO_LOOKUP_PATH_MAX];   /* out */
};

/* BTRFS_IOC_INO_LOOKUP_USER: a subvolume's name and path, unprivileged */
#define BTRFS_INO_LOOKUP_USER_PATH_MAX  3824    /* 4080 - BTRFS_VOL_NAME_MAX - 1 */

struct linuxabi_btrfs_ioctl_ino_lookup_user_args {
    uint64_t dirid;                     /* in: the directory holding it */
    uint64_t treeid;                    /* in: the subvolume */
    char     name[BTRFS_VOL_NAME_MAX + 1];              /* out */
    char     path[BTRFS_INO_LOOKUP_USER_PATH_MAX];      /* out: from the fd to dirid */
};

/* the range of BTRFS_IOC_TREE_SEARCH and _V2: keys (objectid, type,
   offset) from min to max, compared as one 136-bit number, in blocks
   written in transactions min_transid to max_transid */
struct linuxabi_btrfs_ioctl_search_key {
    uint64_t tree_id;                   /* BTRFS_*_TREE_OBJECTID; 0: the fd's subvolume */
    uint64_t min_objectid;
    uint64_t max_objectid;
    uint64_t min_offset;
    uint64_t max_offset;
    uint64_t min_transid;
    uint64_t max_transid;
    uint32_t min_type;                  /* BTRFS_*_KEY */
    uint32_t max_type;
    uint32_t nr_items;                  /* in: at most; out: returned */
    uint32_t unused;
    uint64_t unused1;
    uint64_t unused2;
    uint64_t unused3;
    uint64_t unused4;
};

/* each item found: this header, then len bytes of the item */
struct linuxabi_btrfs_ioctl_search_header {
    uint64_t transid;
    uint64_t objectid;
    uint64_t offset;
    uint32_t type;                      /* BTRFS_*_KEY */
    uint32_t len;
};

/* buf of BTRFS_IOC_TREE_SEARCH: 4096 bytes in all (the kernel's is a
   size_t, 4096 - sizeof (struct btrfs_ioctl_search_key)) */
#define BTRFS_SEARCH_ARGS_BUFSIZE       3992UL

struct linuxabi_btrfs_ioctl_search_args {
    struct linuxabi_btrfs_ioctl_search_key key;
    char     buf[BTRFS_SEARCH_ARGS_BUFSIZE];    /* headers and items */
};

/* BTRFS_IOC_TREE_SEARCH_V2: this fixed part, then buf_size bytes of
   headers and items (the kernel's flexible member buf) */
struct linuxabi_btrfs_ioctl_search_args_v2 {
    struct linuxabi_btrfs_ioctl_search_key key;
    uint64_t buf_size;                  /* in: room; out, EOVERFLOW: needed */
};

/* BTRFS_IOC_CLONE_RANGE: src_length 0 is to the end of the file */
struct linuxabi_btrfs_ioctl_clone_range_args {
    int64_t  src_fd;
    uint64_t src_offset;
    uint64_t src_length;
    uint64_t dest_offset;
};

/* struct linuxabi_btrfs_ioctl_defrag_range_args flags */
#define BTRFS_DEFRAG_RANGE_COMPRESS             1
#define BTRFS_DEFRAG_RANGE_START_IO             2
#define BTRFS_DEFRAG_RANGE_COMPRESS_LEVEL       4   /* compress.type and .level */
#define BTRFS_DEFRAG_RANGE_NOCOMPRESS           8

/* struct linuxabi_btrfs_ioctl_defrag_range_args compress (the kernel's
   anonymous union) */
struct linuxabi_btrfs_ioctl_defrag_range_args_level {
    uint8_t  type;
    int8_t   level;
};

union linuxabi_btrfs_ioctl_defrag_range_args_compress {
    uint32_t compress_type;             /* BTRFS_COMPRESS_* (0: zlib) */
    struct linuxabi_btrfs_ioctl_defrag_range_args_level compress;
};

/* BTRFS_IOC_DEFRAG_RANGE */
struct linuxabi_btrfs_ioctl_defrag_range_args {
    uint64_t start;
    uint64_t len;                       /* (uint64_t)-1: to the end */
    uint64_t flags;                     /* BTRFS_DEFRAG_RANGE_* */
    uint32_t extent_thresh;             /* larger extents are left; 0: the default */
    union linuxabi_btrfs_ioctl_defrag_range_args_compress u;
    uint32_t unused[4];
};

/* struct linuxabi_btrfs_ioctl_same_extent_info status, besides 0 and
   -errno */
#define BTRFS_SAME_DATA_DIFFERS         1

struct linuxabi_btrfs_ioctl_same_extent_info {
    int64_t  fd;                        /* the destination */
    uint64_t logical_offset;
    uint64_t bytes_deduped;             /* out */
    int32_t  status;                    /* out */
    uint32_t reserved;
};

/* BTRFS_IOC_FILE_EXTENT_SAME: this fixed part, then dest_count struct
   linuxabi_btrfs_ioctl_same_extent_info (the kernel's flexible member
   info) */
struct linuxabi_btrfs_ioctl_same_args {
    uint64_t logical_offset;            /* of the source */
    uint64_t length;
    uint16_t dest_count;
    uint16_t reserved1;
    uint32_t reserved2;
};

struct linuxabi_btrfs_ioctl_space_info {
    uint64_t flags;                     /* BTRFS_BLOCK_GROUP_* */
    uint64_t total_bytes;
    uint64_t used_bytes;
};

/* BTRFS_IOC_SPACE_INFO: this fixed part, then space_slots struct
   linuxabi_btrfs_ioctl_space_info (the kernel's flexible member spaces);
   space_slots 0 asks for total_spaces */
struct linuxabi_btrfs_ioctl_space_args {
    uint64_t space_slots;
    uint64_t total_spaces;              /* out */
};

/* what fspath and inodes point to: this fixed part, then elem_cnt
   uint64_t (the kernel's flexible member val) */
struct linuxabi_btrfs_data_container {
    uint32_t bytes_left;
    uint32_t bytes_missing;             /* more room needed */
    uint32_t elem_cnt;
    uint32_t elem_missed;
};

/* BTRFS_IOC_INO_PATHS */
struct linuxabi_btrfs_ioctl_ino_path_args {
    uint64_t inum;
    uint64_t size;                      /* of the container */
    uint64_t reserved[4];
    uint64_t fspath;                    /* a struct linuxabi_btrfs_data_container */
};

/* struct linuxabi_btrfs_ioctl_logical_ino_args flags (_V2 only) */
#define BTRFS_LOGICAL_INO_ARGS_IGNORE_OFFSET    1   /* every ref of the extent */

/* BTRFS_IOC_LOGICAL_INO, _V2 */
struct linuxabi_btrfs_ioctl_logical_ino_args {
    uint64_t logical;
    uint64_t size;                      /* of the container */
    uint64_t reserved[3];
    uint64_t flags;                     /* BTRFS_LOGICAL_INO_ARGS_* */
    uint64_t inodes;                    /* a struct linuxabi_btrfs_data_container */
};

/* struct linuxabi_btrfs_ioctl_get_dev_stats values[]: indexes (enum
   btrfs_dev_stat_values) */
#define BTRFS_DEV_STAT_WRITE_ERRS       0
#define BTRFS_DEV_STAT_READ_ERRS        1
#define BTRFS_DEV_STAT_FLUSH_ERRS       2
#define BTRFS_DEV_STAT_CORRUPTION_ERRS  3   /* bad checksum, place or contents */
#define BTRFS_DEV_STAT_GENERATION_ERRS  4   /* blocks not written */

/* struct linuxabi_btrfs_ioctl_get_dev_stats flags */
#define BTRFS_DEV_STATS_RESET           1   /* after reading: CAP_SYS_ADMIN */

/* BTRFS_IOC_GET_DEV_STATS: 1032 bytes */
struct linuxabi_btrfs_ioctl_get_dev_stats {
    uint64_t devid;
    uint64_t nr_items;                  /* in/out: of values */
    uint64_t flags;                     /* BTRFS_DEV_STATS_* */
    uint64_t values[5];                 /* BTRFS_DEV_STAT_* */
    uint64_t unused[121];
};

/* struct linuxabi_btrfs_ioctl_quota_ctl_args cmd */
#define BTRFS_QUOTA_CTL_ENABLE                  1
#define BTRFS_QUOTA_CTL_DISABLE                 2
#define BTRFS_QUOTA_CTL_RESCAN__NOTUSED         3
#define BTRFS_QUOTA_CTL_ENABLE_SIMPLE_QUOTA     4

/* BTRFS_IOC_QUOTA_CTL */
struct linuxabi_btrfs_ioctl_quota_ctl_args {
    uint64_t cmd;                       /* BTRFS_QUOTA_CTL_* */
    uint64_t status;
};

/* BTRFS_IOC_QUOTA_RESCAN, _QUOTA_RESCAN_STATUS */
struct linuxabi_btrfs_ioctl_quota_rescan_args {
    uint64_t flags;
    uint64_t progress;                  /* out: the next objectid */
    uint64_t reserved[6];
};

/* BTRFS_IOC_QGROUP_ASSIGN */
struct linuxabi_btrfs_ioctl_qgroup_assign_args {
    uint64_t assign;                    /* 1 assign, 0 remove */
    uint64_t src;
    uint64_t dst;
};

/* BTRFS_IOC_QGROUP_CREATE */
struct linuxabi_btrfs_ioctl_qgroup_create_args {
    uint64_t create;                    /* 1 create, 0 destroy */
    uint64_t qgroupid;
};

/* BTRFS_IOC_SET_RECEIVED_SUBVOL */
struct linuxabi_btrfs_ioctl_received_subvol_args {
    char     uuid[BTRFS_UUID_SIZE];
    uint64_t stransid;
    uint64_t rtransid;                  /* out */
    struct linuxabi_btrfs_ioctl_timespec stime;
    struct linuxabi_btrfs_ioctl_timespec rtime;    /* out */
    uint64_t flags;
    uint64_t reserved[16];
};

/* struct linuxabi_btrfs_ioctl_send_args flags */
#define BTRFS_SEND_FLAG_NO_FILE_DATA            0x1     /* UPDATE_EXTENT, not WRITE */
#define BTRFS_SEND_FLAG_OMIT_STREAM_HEADER      0x2
#define BTRFS_SEND_FLAG_OMIT_END_CMD            0x4
#define BTRFS_SEND_FLAG_VERSION                 0x8     /* version is set */
#define BTRFS_SEND_FLAG_COMPRESSED              0x10    /* ENCODED_WRITE: version 2 */

/* BTRFS_IOC_GET_SUBVOL_INFO: about the fd's subvolume */
struct linuxabi_btrfs_ioctl_get_subvol_info_args {
    uint64_t treeid;
    char     name[BTRFS_VOL_NAME_MAX + 1];
    uint64_t parent_id;                 /* 0: the top level, or deleted */
    uint64_t dirid;
    uint64_t generation;
    uint64_t flags;
    uint8_t  uuid[BTRFS_UUID_SIZE];
    uint8_t  parent_uuid[BTRFS_UUID_SIZE];     /* a snapshot's source */
    uint8_t  received_uuid[BTRFS_UUID_SIZE];
    uint64_t ctransid;
    uint64_t otransid;
    uint64_t stransid;
    uint64_t rtransid;
    struct linuxabi_btrfs_ioctl_timespec ctime;
    struct linuxabi_btrfs_ioctl_timespec otime;
    struct linuxabi_btrfs_ioctl_timespec stime;
    struct linuxabi_btrfs_ioctl_timespec rtime;
    uint64_t reserved[8];
};

/* rootref[] of BTRFS_IOC_GET_SUBVOL_ROOTREF */
#define BTRFS_MAX_ROOTREF_BUFFER_NUM    255

/* one subvolume in the fd's (the kernel's anonymous struct) */
struct linuxabi_btrfs_ioctl_get_subvol_rootref_args_rootref {
    uint64_t treeid;
    uint64_t dirid;
};

/* BTRFS_IOC_GET_SUBVOL_ROOTREF */
struct linuxabi_btrfs_ioctl_get_subvol_rootref_args {
    uint64_t min_treeid;                /* in/out */
    struct linuxabi_btrfs_ioctl_get_subvol_rootref_args_rootref rootref[BTRFS_MAX_ROOTREF_BUFFER_NUM];
    uint8_t  num_items;                 /* out */
    uint8_t  align[7];
};

/* struct linuxabi_btrfs_ioctl_encoded_io_args compression */
#define BTRFS_ENCODED_IO_COMPRESSION_NONE       0
#define BTRFS_ENCODED_IO_COMPRESSION_ZLIB       1
#define BTRFS_ENCODED_IO_COMPRESSION_ZSTD       2   /* one frame, windowLog <= 17 */
#define BTRFS_ENCODED_IO_COMPRESSION_LZO_4K     3   /* LZO1X per sector of this size */
#define BTRFS_ENCODED_IO_COMPRESSION_LZO_8K     4
#define BTRFS_ENCODED_IO_COMPRESSION_LZO_16K    5
#define BTRFS_ENCODED_IO_COMPRESSION_LZO_32K    6
#define BTRFS_ENCODED_IO_COMPRESSION_LZO_64K    7
/* struct linuxabi_btrfs_ioctl_encoded_io_args encryption */
#define BTRFS_ENCODED_IO_ENCRYPTION_NONE        0

/* BTRFS_IOC_SUBVOL_SYNC_WAIT */
struct linuxabi_btrfs_ioctl_subvol_wait {
    uint64_t subvolid;                  /* BTRFS_SUBVOL_SYNC_WAIT_FOR_ONE */
    uint32_t mode;                      /* BTRFS_SUBVOL_SYNC_* */
    uint32_t count;                     /* out: BTRFS_SUBVOL_SYNC_COUNT */
};

/* struct linuxabi_btrfs_ioctl_subvol_wait mode: of the queue of deleted
   subvolumes being cleaned */
#define BTRFS_SUBVOL_SYNC_WAIT_FOR_ONE          0
#define BTRFS_SUBVOL_SYNC_WAIT_FOR_QUEUED       1
#define BTRFS_SUBVOL_SYNC_COUNT                 2
#define BTRFS_SUBVOL_SYNC_PEEK_FIRST            3   /* its first id, or 0 */
#define BTRFS_SUBVOL_SYNC_PEEK_LAST             4

/* positive errors of device and balance requests (enum btrfs_err_code) */
#define BTRFS_ERROR_DEV_RAID1_MIN_NOT_MET       1
#define BTRFS_ERROR_DEV_RAID10_MIN_NOT_MET      2
#define BTRFS_ERROR_DEV_RAID5_MIN_NOT_MET       3
#define BTRFS_ERROR_DEV_RAID6_MIN_NOT_MET       4
#define BTRFS_ERROR_DEV_TGT_REPLACE             5
#define BTRFS_ERROR_DEV_MISSING_NOT_FOUND       6
#define BTRFS_ERROR_DEV_ONLY_WRITABLE           7
#define BTRFS_ERROR_DEV_EXCL_RUN_IN_PROGRESS    8
#define BTRFS_ERROR_DEV_RAID1C3_MIN_NOT_MET     9
#define BTRFS_ERROR_DEV_RAID1C4_MIN_NOT_MET     10

/* struct linuxabi_btrfs_ioctl_get_csums_entry type */
#define BTRFS_GET_CSUMS_HAS_CSUMS       0x01U   /* checksums follow */
#define BTRFS_GET_CSUMS_ZEROED          0x02U
#define BTRFS_GET_CSUMS_NODATASUM       0x04U
#define BTRFS_GET_CSUMS_COMPRESSED      0x08U
#define BTRFS_GET_CSUMS_ENCRYPTED       0x10U
#define BTRFS_GET_CSUMS_INLINE          0x20U

struct linuxabi_btrfs_ioctl_get_csums_entry {
    uint64_t offset;                    /* in the file */
    uint64_t length;
    uint32_t type;                      /* BTRFS_GET_CSUMS_* */
    uint32_t reserved;
};

/* BTRFS_IOC_GET_CSUMS: this fixed part, then buf_size bytes of entries
   and checksums (the kernel's flexible member buf) */
struct linuxabi_btrfs_ioctl_get_csums_args {
    uint64_t offset;                    /* in/out */
    uint64_t length;                    /* in/out */
    uint64_t buf_size;                  /* in: room; out: used */
    uint64_t flags;                     /* 0 */
};

/* BTRFS_IOC_SHUTDOWN's argument (XFS's XFS_FSOP_GOING_FLAGS_*) */
#define BTRFS_SHUTDOWN_FLAGS_DEFAULT    0x0
#define BTRFS_SHUTDOWN_FLAGS_LOGFLUSH   0x1
#define BTRFS_SHUTDOWN_FLAGS_NOLOGFLUSH 0x2

/* ioctl(2) requests on a file or directory of the file system (SCAN_DEV,
   FORGET_DEV, DEVICES_READY also on /dev/btrfs-control); this ABI's
   BTRFS_IOC_SET_RECEIVED_SUBVOL, _SEND, _DEV_REPLACE and _GET_SUBVOL_INFO
   are in <linuxabi-arch/btrfs-args.h> */
#define BTRFS_IOC_SNAP_CREATE           LINUXABI_IOW(0x94, 1, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_DEFRAG                LINUXABI_IOW(0x94, 2, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_RESIZE                LINUXABI_IOW(0x94, 3, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_SCAN_DEV              LINUXABI_IOW(0x94, 4, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_FORGET_DEV            LINUXABI_IOW(0x94, 5, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_TRANS_START           LINUXABI_IO(0x94, 6)        /* removed in Linux 5.16 */
#define BTRFS_IOC_TRANS_END             LINUXABI_IO(0x94, 7)        /* removed in Linux 5.16 */
#define BTRFS_IOC_SYNC                  LINUXABI_IO(0x94, 8)
#define BTRFS_IOC_CLONE                 LINUXABI_IOW(0x94, 9, int)   /* the source fd: FICLONE */
#define BTRFS_IOC_ADD_DEV               LINUXABI_IOW(0x94, 10, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_RM_DEV                LINUXABI_IOW(0x94, 11, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_BALANCE               LINUXABI_IOW(0x94, 12, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_CLONE_RANGE           LINUXABI_IOW(0x94, 13, struct linuxabi_btrfs_ioctl_clone_range_args)
#define BTRFS_IOC_SUBVOL_CREATE         LINUXABI_IOW(0x94, 14, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_SNAP_DESTROY          LINUXABI_IOW(0x94, 15, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_DEFRAG_RANGE          LINUXABI_IOW(0x94, 16, struct linuxabi_btrfs_ioctl_defrag_range_args)
#define BTRFS_IOC_TREE_SEARCH           LINUXABI_IOWR(0x94, 17, struct linuxabi_btrfs_ioctl_search_args)
#define BTRFS_IOC_TREE_SEARCH_V2        LINUXABI_IOWR(0x94, 17, struct linuxabi_btrfs_ioctl_search_args_v2)
#define BTRFS_IOC_INO_LOOKUP            LINUXABI_IOWR(0x94, 18, struct linuxabi_btrfs_ioctl_ino_lookup_args)
#define BTRFS_IOC_DEFAULT_SUBVOL        LINUXABI_IOW(0x94, 19, uint64_t)
#define BTRFS_IOC_SPACE_INFO            LINUXABI_IOWR(0x94, 20, struct linuxabi_btrfs_ioctl_space_args)
#define BTRFS_IOC_WAIT_SYNC             LINUXABI_IOW(0x94, 22, uint64_t)
#define BTRFS_IOC_SNAP_CREATE_V2        LINUXABI_IOW(0x94, 23, struct linuxabi_btrfs_ioctl_vol_args_v2)
#define BTRFS_IOC_START_SYNC            LINUXABI_IOR(0x94, 24, uint64_t)
#define BTRFS_IOC_SUBVOL_CREATE_V2      LINUXABI_IOW(0x94, 24, struct linuxabi_btrfs_ioctl_vol_args_v2)
#define BTRFS_IOC_SUBVOL_GETFLAGS       LINUXABI_IOR(0x94, 25, uint64_t)
#define BTRFS_IOC_SUBVOL_SETFLAGS       LINUXABI_IOW(0x94, 26, uint64_t)
#define BTRFS_IOC_SCRUB                 LINUXABI_IOWR(0x94, 27, struct linuxabi_btrfs_ioctl_scrub_args)
#define BTRFS_IOC_SCRUB_CANCEL          LINUXABI_IO(0x94, 28)
#define BTRFS_IOC_SCRUB_PROGRESS        LINUXABI_IOWR(0x94, 29, struct linuxabi_btrfs_ioctl_scrub_args)
#define BTRFS_IOC_DEV_INFO              LINUXABI_IOWR(0x94, 30, struct linuxabi_btrfs_ioctl_dev_info_args)
#define BTRFS_IOC_FS_INFO               LINUXABI_IOR(0x94, 31, struct linuxabi_btrfs_ioctl_fs_info_args)
#define BTRFS_IOC_BALANCE_V2            LINUXABI_IOWR(0x94, 32, struct linuxabi_btrfs_ioctl_balance_args)
#define BTRFS_IOC_BALANCE_CTL           LINUXABI_IOW(0x94, 33, int)  /* BTRFS_BALANCE_CTL_* */
#define BTRFS_IOC_BALANCE_PROGRESS      LINUXABI_IOR(0x94, 34, struct linuxabi_btrfs_ioctl_balance_args)
#define BTRFS_IOC_INO_PATHS             LINUXABI_IOWR(0x94, 35, struct linuxabi_btrfs_ioctl_ino_path_args)
#define BTRFS_IOC_LOGICAL_INO           LINUXABI_IOWR(0x94, 36, struct linuxabi_btrfs_ioctl_logical_ino_args)
#define BTRFS_IOC_DEVICES_READY         LINUXABI_IOR(0x94, 39, struct linuxabi_btrfs_ioctl_vol_args)
#define BTRFS_IOC_QUOTA_CTL             LINUXABI_IOWR(0x94, 40, struct linuxabi_btrfs_ioctl_quota_ctl_args)
#define BTRFS_IOC_QGROUP_ASSIGN         LINUXABI_IOW(0x94, 41, struct linuxabi_btrfs_ioctl_qgroup_assign_args)
#define BTRFS_IOC_QGROUP_CREATE         LINUXABI_IOW(0x94, 42, struct linuxabi_btrfs_ioctl_qgroup_create_args)
#define BTRFS_IOC_QGROUP_LIMIT          LINUXABI_IOR(0x94, 43, struct linuxabi_btrfs_ioctl_qgroup_limit_args)
#define BTRFS_IOC_QUOTA_RESCAN          LINUXABI_IOW(0x94, 44, struct linuxabi_btrfs_ioctl_quota_rescan_args)
#define BTRFS_IOC_QUOTA_RESCAN_STATUS   LINUXABI_IOR(0x94, 45, struct linuxabi_btrfs_ioctl_quota_rescan_args)
#define BTRFS_IOC_QUOTA_RESCAN_WAIT     LINUXABI_IO(0x94, 46)
/* FS_IOC_GETFSLABEL, FS_IOC_SETFSLABEL of <linuxabi/fs.h> */
#define BTRFS_IOC_GET_FSLABEL           LINUXABI_IOR(0x94, 49, char[BTRFS_LABEL_SIZE])
#define BTRFS_IOC_SET_FSLABEL           LINUXABI_IOW(0x94, 50, char[BTRFS_LABEL_SIZE])
#define BTRFS_IOC_GET_DEV_STATS         LINUXABI_IOWR(0x94, 52, struct linuxabi_btrfs_ioctl_get_dev_stats)
#define BTRFS_IOC_FILE_EXTENT_SAME      LINUXABI_IOWR(0x94, 54, struct linuxabi_btrfs_ioctl_same_args)
#define BTRFS_IOC_GET_FEATURES          LINUXABI_IOR(0x94, 57, struct linuxabi_btrfs_ioctl_feature_flags)
#define BTRFS_IOC_SET_FEATURES          LINUXABI_IOW(0x94, 57, struct linuxabi_btrfs_ioctl_feature_flags[2])
#define BTRFS_IOC_GET_SUPPORTED_FEATURES LINUXABI_IOR(0x94, 57, struct linuxabi_btrfs_ioctl_feature_flags[3])
#define BTRFS_IOC_RM_DEV_V2             LINUXABI_IOW(0x94, 58, struct linuxabi_btrfs_ioctl_vol_args_v2)
#define BTRFS_IOC_LOGICAL_INO_V2        LINUXABI_IOWR(0x94, 59, struct linuxabi_btrfs_ioctl_logical_ino_args)
#define BTRFS_IOC_GET_SUBVOL_ROOTREF    LINUXABI_IOWR(0x94, 61, struct linuxabi_btrfs_ioctl_get_subvol_rootref_args)
#define BTRFS_IOC_INO_LOOKUP_USER       LINUXABI_IOWR(0x94, 62, struct linuxabi_btrfs_ioctl_ino_lookup_user_args)
#define BTRFS_IOC_SNAP_DESTROY_V2       LINUXABI_IOW(0x94, 63, struct linuxabi_btrfs_ioctl_vol_args_v2)
#define BTRFS_IOC_ENCODED_READ          LINUXABI_IOR(0x94, 64, struct linuxabi_btrfs_ioctl_encoded_io_args)
#define BTRFS_IOC_ENCODED_WRITE         LINUXABI_IOW(0x94, 64, struct linuxabi_btrfs_ioctl_encoded_io_args)
#define BTRFS_IOC_SUBVOL_SYNC_WAIT      LINUXABI_IOW(0x94, 65, struct linuxabi_btrfs_ioctl_subvol_wait)
#define BTRFS_IOC_GET_CSUMS             LINUXABI_IOWR(0x94, 66, struct linuxabi_btrfs_ioctl_get_csums_args)
/* XFS's number, as FS_IOC_SHUTDOWN: BTRFS_SHUTDOWN_FLAGS_* */
#define BTRFS_IOC_SHUTDOWN              LINUXABI_IOR('X', 125, uint32_t)

#endif
