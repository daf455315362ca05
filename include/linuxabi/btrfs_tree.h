#ifndef LINUXABI_BTRFS_TREE_H
#define LINUXABI_BTRFS_TREE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/btrfs_tree.h>: btrfs as stored, and as BTRFS_IOC_TREE_SEARCH
 * (<linuxabi/btrfs.h>, included) returns it: the trees' object ids, the
 * item types of a key (BTRFS_*_KEY), the flags of block groups, extents,
 * inodes and the super block, and the items' layouts.
 *
 * Every item is packed and little-endian on disk: its multi-byte fields
 * are byte arrays here (alignment 1, the kernel's offsets), to be read
 * as little-endian integers.  The kernel's 64-bit flags and ids below
 * 2^31 are ints of the same value; those of 2^32 and more (the negative
 * object ids among them: -4ULL is 0xfffffffffffffffc) are unsigned long
 * where long has 64 bits and unsigned long long elsewhere.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/btrfs.h>

/* struct linuxabi_btrfs_super_block magic: "_BHRfS_M" */
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_MAGIC                     0x4D5F53665248425FUL
#else
#define BTRFS_MAGIC                     0x4D5F53665248425FULL
#endif
#define BTRFS_MAX_LEVEL                 8       /* of a tree: levels 0..7 */
#define BTRFS_NAME_LEN                  255
#define BTRFS_LINK_MAX                  65535U  /* hard links in one directory */

/* object ids of the trees (tree_id of a search, owner of a block) */
#define BTRFS_ROOT_TREE_OBJECTID        1       /* the tree of tree roots */
#define BTRFS_EXTENT_TREE_OBJECTID      2
#define BTRFS_CHUNK_TREE_OBJECTID       3       /* logical to physical */
#define BTRFS_DEV_TREE_OBJECTID         4       /* physical to logical */
#define BTRFS_FS_TREE_OBJECTID          5       /* the top-level subvolume */
#define BTRFS_ROOT_TREE_DIR_OBJECTID    6
#define BTRFS_CSUM_TREE_OBJECTID        7
#define BTRFS_QUOTA_TREE_OBJECTID       8
#define BTRFS_UUID_TREE_OBJECTID        9
#define BTRFS_FREE_SPACE_TREE_OBJECTID  10
#define BTRFS_BLOCK_GROUP_TREE_OBJECTID 11
#define BTRFS_RAID_STRIPE_TREE_OBJECTID 12
#define BTRFS_REMAP_TREE_OBJECTID       13
/* ... and of other objects: the device statistics in the device tree, */
#define BTRFS_DEV_STATS_OBJECTID        0
/* the special objects counted down from 2^64 */
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_BALANCE_OBJECTID          0xfffffffffffffffcUL    /* -4 */
#define BTRFS_ORPHAN_OBJECTID           0xfffffffffffffffbUL    /* -5 */
#define BTRFS_TREE_LOG_OBJECTID         0xfffffffffffffffaUL    /* -6 */
#define BTRFS_TREE_LOG_FIXUP_OBJECTID   0xfffffffffffffff9UL    /* -7 */
#define BTRFS_TREE_RELOC_OBJECTID       0xfffffffffffffff8UL    /* -8 */
#define BTRFS_DATA_RELOC_TREE_OBJECTID  0xfffffffffffffff7UL    /* -9 */
#define BTRFS_EXTENT_CSUM_OBJECTID      0xfffffffffffffff6UL    /* -10 */
#define BTRFS_FREE_SPACE_OBJECTID       0xfffffffffffffff5UL    /* -11 */
#define BTRFS_FREE_INO_OBJECTID         0xfffffffffffffff4UL    /* -12 */
#define BTRFS_MULTIPLE_OBJECTIDS        0xffffffffffffff01UL    /* -255 */
#define BTRFS_LAST_FREE_OBJECTID        0xffffffffffffff00UL    /* -256 */
#else
#define BTRFS_BALANCE_OBJECTID          0xfffffffffffffffcULL
#define BTRFS_ORPHAN_OBJECTID           0xfffffffffffffffbULL
#define BTRFS_TREE_LOG_OBJECTID         0xfffffffffffffffaULL
#define BTRFS_TREE_LOG_FIXUP_OBJECTID   0xfffffffffffffff9ULL
#define BTRFS_TREE_RELOC_OBJECTID       0xfffffffffffffff8ULL
#define BTRFS_DATA_RELOC_TREE_OBJECTID  0xfffffffffffffff7ULL
#define BTRFS_EXTENT_CSUM_OBJECTID      0xfffffffffffffff6ULL
#define BTRFS_FREE_SPACE_OBJECTID       0xfffffffffffffff5ULL
#define BTRFS_FREE_INO_OBJECTID         0xfffffffffffffff4ULL
#define BTRFS_MULTIPLE_OBJECTIDS        0xffffffffffffff01ULL
#define BTRFS_LAST_FREE_OBJECTID        0xffffffffffffff00ULL
#endif
/* the first inode or subvolume id a file system hands out */
#define BTRFS_FIRST_FREE_OBJECTID       256
#define BTRFS_FIRST_CHUNK_TREE_OBJECTID 256
#define BTRFS_DEV_ITEMS_OBJECTID        1       /* the device items of the chunk tree */
#define BTRFS_BTREE_INODE_OBJECTID      1
#define BTRFS_EMPTY_SUBVOL_DIR_OBJECTID 2       /* a subvolume's placeholder in a snapshot */
#define BTRFS_DEV_REPLACE_DEVID         0       /* the target device of a replace */

/* item types: the type of a key (struct linuxabi_btrfs_disk_key) */
#define BTRFS_INODE_ITEM_KEY            1
#define BTRFS_INODE_REF_KEY             12
#define BTRFS_INODE_EXTREF_KEY          13
#define BTRFS_XATTR_ITEM_KEY            24
#define BTRFS_VERITY_DESC_ITEM_KEY      36
#define BTRFS_VERITY_MERKLE_ITEM_KEY    37
#define BTRFS_ORPHAN_ITEM_KEY           48
#define BTRFS_DIR_LOG_ITEM_KEY          60
#define BTRFS_DIR_LOG_INDEX_KEY         72
#define BTRFS_DIR_ITEM_KEY              84      /* offset: the name's hash */
#define BTRFS_DIR_INDEX_KEY             96      /* offset: the entry's index */
#define BTRFS_EXTENT_DATA_KEY           108
#define BTRFS_EXTENT_CSUM_KEY           128
#define BTRFS_ROOT_ITEM_KEY             132
#define BTRFS_ROOT_BACKREF_KEY          144
#define BTRFS_ROOT_REF_KEY              156
#define BTRFS_EXTENT_ITEM_KEY           168
#define BTRFS_METADATA_ITEM_KEY         169     /* offset: the level (skinny metadata) */
#define BTRFS_EXTENT_OWNER_REF_KEY      172
#define BTRFS_TREE_BLOCK_REF_KEY        176
#define BTRFS_EXTENT_DATA_REF_KEY       178
#define BTRFS_SHARED_BLOCK_REF_KEY      182
#define BTRFS_SHARED_DATA_REF_KEY       184
#define BTRFS_BLOCK_GROUP_ITEM_KEY      192
#define BTRFS_FREE_SPACE_INFO_KEY       198
#define BTRFS_FREE_SPACE_EXTENT_KEY     199
#define BTRFS_FREE_SPACE_BITMAP_KEY     200
#define BTRFS_DEV_EXTENT_KEY            204
#define BTRFS_DEV_ITEM_KEY              216
#define BTRFS_CHUNK_ITEM_KEY            228
#define BTRFS_RAID_STRIPE_KEY           230
#define BTRFS_IDENTITY_REMAP_KEY        234
#define BTRFS_REMAP_KEY                 235
#define BTRFS_REMAP_BACKREF_KEY         236
#define BTRFS_QGROUP_STATUS_KEY         240
#define BTRFS_QGROUP_INFO_KEY           242
#define BTRFS_QGROUP_LIMIT_KEY          244
#define BTRFS_QGROUP_RELATION_KEY       246
#define BTRFS_BALANCE_ITEM_KEY          248     /* old name of _TEMPORARY_ITEM_KEY */
#define BTRFS_TEMPORARY_ITEM_KEY        248
#define BTRFS_DEV_STATS_KEY             249     /* old name of _PERSISTENT_ITEM_KEY */
#define BTRFS_PERSISTENT_ITEM_KEY       249
#define BTRFS_DEV_REPLACE_KEY           250
#define BTRFS_UUID_KEY_SUBVOL           251     /* a subvolume's uuid */
#define BTRFS_UUID_KEY_RECEIVED_SUBVOL  252     /* a received subvolume's */
#define BTRFS_STRING_ITEM_KEY           253

/* sizes */
#define BTRFS_MAX_METADATA_BLOCKSIZE    65536
#define BTRFS_CSUM_SIZE                 32      /* room for the largest checksum */
#define BTRFS_SYSTEM_CHUNK_ARRAY_SIZE   2048
#define BTRFS_NUM_BACKUP_ROOTS          4

/* struct linuxabi_btrfs_super_block csum_type (enum btrfs_csum_type) */
#define BTRFS_CSUM_TYPE_CRC32           0       /* crc32c */
#define BTRFS_CSUM_TYPE_XXHASH          1       /* xxhash64 */
#define BTRFS_CSUM_TYPE_SHA256          2
#define BTRFS_CSUM_TYPE_BLAKE2          3       /* blake2b-256 */

/* struct linuxabi_btrfs_dir_item type: the file's type */
#define BTRFS_FT_UNKNOWN                0
#define BTRFS_FT_REG_FILE               1
#define BTRFS_FT_DIR                    2
#define BTRFS_FT_CHRDEV                 3
#define BTRFS_FT_BLKDEV                 4
#define BTRFS_FT_FIFO                   5
#define BTRFS_FT_SOCK                   6
#define BTRFS_FT_SYMLINK                7
#define BTRFS_FT_XATTR                  8
#define BTRFS_FT_ENCRYPTED              0x80    /* or-ed in: an encrypted name */

/* struct linuxabi_btrfs_inode_item flags, the low 32 bits */
#define BTRFS_INODE_NODATASUM           0x00000001U
#define BTRFS_INODE_NODATACOW           0x00000002U
#define BTRFS_INODE_READONLY            0x00000004U
#define BTRFS_INODE_NOCOMPRESS          0x00000008U
#define BTRFS_INODE_PREALLOC            0x00000010U
#define BTRFS_INODE_SYNC                0x00000020U
#define BTRFS_INODE_IMMUTABLE           0x00000040U
#define BTRFS_INODE_APPEND              0x00000080U
#define BTRFS_INODE_NODUMP              0x00000100U
#define BTRFS_INODE_NOATIME             0x00000200U
#define BTRFS_INODE_DIRSYNC             0x00000400U
#define BTRFS_INODE_COMPRESS            0x00000800U
#define BTRFS_INODE_ROOT_ITEM_INIT      0x80000000U
/* ... and the high 32 bits: flags an older kernel may only read */
#define BTRFS_INODE_RO_VERITY           0x00000001U

/* struct linuxabi_btrfs_free_space_entry type */
#define BTRFS_FREE_SPACE_EXTENT         1
#define BTRFS_FREE_SPACE_BITMAP         2

/* struct linuxabi_btrfs_header flags; the backref revision is its top
   byte (bits BTRFS_BACKREF_REV_SHIFT up) */
#define BTRFS_HEADER_FLAG_WRITTEN       1
#define BTRFS_HEADER_FLAG_RELOC         2
#define BTRFS_BACKREF_REV_MAX           256
#define BTRFS_BACKREF_REV_SHIFT         56
#define BTRFS_OLD_BACKREF_REV           0
#define BTRFS_MIXED_BACKREF_REV         1

/* struct linuxabi_btrfs_super_block flags */
#define BTRFS_SUPER_FLAG_ERROR          4
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_SUPER_FLAG_SEEDING        0x100000000UL
#define BTRFS_SUPER_FLAG_METADUMP       0x200000000UL
#define BTRFS_SUPER_FLAG_METADUMP_V2    0x400000000UL
#define BTRFS_SUPER_FLAG_CHANGING_FSID  0x800000000UL
#define BTRFS_SUPER_FLAG_CHANGING_FSID_V2 0x1000000000UL
#define BTRFS_SUPER_FLAG_CHANGING_BG_TREE 0x4000000000UL
#define BTRFS_SUPER_FLAG_CHANGING_DATA_CSUM 0x8000000000UL
#define BTRFS_SUPER_FLAG_CHANGING_META_CSUM 0x10000000000UL
#else
#define BTRFS_SUPER_FLAG_SEEDING        0x100000000ULL
#define BTRFS_SUPER_FLAG_METADUMP       0x200000000ULL
#define BTRFS_SUPER_FLAG_METADUMP_V2    0x400000000ULL
#define BTRFS_SUPER_FLAG_CHANGING_FSID  0x800000000ULL
#define BTRFS_SUPER_FLAG_CHANGING_FSID_V2 0x1000000000ULL
#define BTRFS_SUPER_FLAG_CHANGING_BG_TREE 0x4000000000ULL
#define BTRFS_SUPER_FLAG_CHANGING_DATA_CSUM 0x8000000000ULL
#define BTRFS_SUPER_FLAG_CHANGING_META_CSUM 0x10000000000ULL
#endif

/* struct linuxabi_btrfs_extent_item flags */
#define BTRFS_EXTENT_FLAG_DATA          1
#define BTRFS_EXTENT_FLAG_TREE_BLOCK    2
#define BTRFS_BLOCK_FLAG_FULL_BACKREF   0x100
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_EXTENT_FLAG_SUPER         0x1000000000000UL
#else
#define BTRFS_EXTENT_FLAG_SUPER         0x1000000000000ULL
#endif

/* struct linuxabi_btrfs_root_item flags */
#define BTRFS_ROOT_SUBVOL_RDONLY        1
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_ROOT_SUBVOL_DEAD          0x1000000000000UL  /* being deleted */
#else
#define BTRFS_ROOT_SUBVOL_DEAD          0x1000000000000ULL
#endif

/* struct linuxabi_btrfs_file_extent_item type */
#define BTRFS_FILE_EXTENT_INLINE        0       /* the data in the item */
#define BTRFS_FILE_EXTENT_REG           1
#define BTRFS_FILE_EXTENT_PREALLOC      2

/* struct linuxabi_btrfs_dev_replace_item cont_reading_from_srcdev_mode */
#define BTRFS_DEV_REPLACE_ITEM_CONT_READING_FROM_SRCDEV_MODE_ALWAYS     0
#define BTRFS_DEV_REPLACE_ITEM_CONT_READING_FROM_SRCDEV_MODE_AVOID      1

/* block group and chunk flags (struct linuxabi_btrfs_block_group_item,
   _chunk type, struct linuxabi_btrfs_ioctl_space_info flags): the kind
   of data, */
#define BTRFS_BLOCK_GROUP_DATA          0x1
#define BTRFS_BLOCK_GROUP_SYSTEM        0x2
#define BTRFS_BLOCK_GROUP_METADATA      0x4
/* the profile (none: single), */
#define BTRFS_BLOCK_GROUP_RAID0         0x8
#define BTRFS_BLOCK_GROUP_RAID1         0x10
#define BTRFS_BLOCK_GROUP_DUP           0x20
#define BTRFS_BLOCK_GROUP_RAID10        0x40
#define BTRFS_BLOCK_GROUP_RAID5         0x80
#define BTRFS_BLOCK_GROUP_RAID6         0x100
#define BTRFS_BLOCK_GROUP_RAID1C3       0x200
#define BTRFS_BLOCK_GROUP_RAID1C4       0x400
#define BTRFS_BLOCK_GROUP_RAID56_MASK   0x180   /* RAID5 | RAID6 */
/* the remap tree's, */
#define BTRFS_BLOCK_GROUP_REMAPPED      0x800
#define BTRFS_BLOCK_GROUP_METADATA_REMAP 0x1000
/* and bits never stored: single as a profile bit, the global reserve */
#if defined(__LP64__) || defined(_LP64)
#define BTRFS_AVAIL_ALLOC_BIT_SINGLE    0x1000000000000UL
#define BTRFS_SPACE_INFO_GLOBAL_RSV     0x2000000000000UL
#define BTRFS_BLOCK_GROUP_RESERVED      0x3000000000000UL
#else
#define BTRFS_AVAIL_ALLOC_BIT_SINGLE    0x1000000000000ULL
#define BTRFS_SPACE_INFO_GLOBAL_RSV     0x2000000000000ULL
#define BTRFS_BLOCK_GROUP_RESERVED      0x3000000000000ULL
#endif

/* struct linuxabi_btrfs_free_space_info flags */
#define BTRFS_FREE_SPACE_USING_BITMAPS  1UL

/* a qgroup id: level << BTRFS_QGROUP_LEVEL_SHIFT | subvolume id */
#define BTRFS_QGROUP_LEVEL_SHIFT        48

/* struct linuxabi_btrfs_qgroup_status_item flags and version */
#define BTRFS_QGROUP_STATUS_FLAG_ON             1
#define BTRFS_QGROUP_STATUS_FLAG_RESCAN         2
#define BTRFS_QGROUP_STATUS_FLAG_INCONSISTENT   4
#define BTRFS_QGROUP_STATUS_FLAG_SIMPLE_MODE    8
#define BTRFS_QGROUP_STATUS_VERSION             1

/* the key of an item as stored: objectid, type (BTRFS_*_KEY), offset */
struct linuxabi_btrfs_disk_key {
    uint8_t  objectid[8];
    uint8_t  type;
    uint8_t  offset[8];
};

/* the same key in CPU byte order (kernel-internal use; exported packed) */
struct linuxabi_btrfs_key {
    uint8_t  objectid[8];
    uint8_t  type;
    uint8_t  offset[8];
};

/* the header of every tree block (node or leaf) */
struct linuxabi_btrfs_header {
    uint8_t  csum[BTRFS_CSUM_SIZE];
    uint8_t  fsid[BTRFS_FSID_SIZE];
    uint8_t  bytenr[8];
    uint8_t  flags[8];                  /* BTRFS_HEADER_FLAG_*, backref revision in the top byte */
    uint8_t  chunk_tree_uuid[BTRFS_UUID_SIZE];
    uint8_t  generation[8];
    uint8_t  owner[8];                  /* the tree's objectid */
    uint8_t  nritems[4];
    uint8_t  level;                     /* 0: a leaf */
};

/* one of the super block's BTRFS_NUM_BACKUP_ROOTS copies of the tree
   roots */
struct linuxabi_btrfs_root_backup {
    uint8_t  tree_root[8];
    uint8_t  tree_root_gen[8];
    uint8_t  chunk_root[8];
    uint8_t  chunk_root_gen[8];
    uint8_t  extent_root[8];
    uint8_t  extent_root_gen[8];
    uint8_t  fs_root[8];
    uint8_t  fs_root_gen[8];
    uint8_t  dev_root[8];
    uint8_t  dev_root_gen[8];
    uint8_t  csum_root[8];
    uint8_t  csum_root_gen[8];
    uint8_t  total_bytes[8];
    uint8_t  bytes_used[8];
    uint8_t  num_devices[8];
    uint8_t  unused_64[4][8];
    uint8_t  tree_root_level;
    uint8_t  chunk_root_level;
    uint8_t  extent_root_level;
    uint8_t  fs_root_level;
    uint8_t  dev_root_level;
    uint8_t  csum_root_level;
    uint8_t  unused_8[10];
};

/* a leaf's item header: the item's data is at offset (from the end of
   the block header), size bytes */
struct linuxabi_btrfs_item {
    struct linuxabi_btrfs_disk_key key;
    uint8_t  offset[4];
    uint8_t  size[4];
};

/* a leaf: this header, then nritems struct linuxabi_btrfs_item (the
   kernel's flexible member items) */
struct linuxabi_btrfs_leaf {
    struct linuxabi_btrfs_header header;
};

/* a node's pointer to a child block */
struct linuxabi_btrfs_key_ptr {
    struct linuxabi_btrfs_disk_key key;
    uint8_t  blockptr[8];
    uint8_t  generation[8];
};

/* a node: this header, then nritems struct linuxabi_btrfs_key_ptr (the
   kernel's flexible member ptrs) */
struct linuxabi_btrfs_node {
    struct linuxabi_btrfs_header header;
};

/* BTRFS_DEV_ITEM_KEY: a device of the file system */
struct linuxabi_btrfs_dev_item {
    uint8_t  devid[8];
    uint8_t  total_bytes[8];
    uint8_t  bytes_used[8];
    uint8_t  io_align[4];
    uint8_t  io_width[4];
    uint8_t  sector_size[4];
    uint8_t  type[8];
    uint8_t  generation[8];
    uint8_t  start_offset[8];
    uint8_t  dev_group[4];
    uint8_t  seek_speed;
    uint8_t  bandwidth;
    uint8_t  uuid[BTRFS_UUID_SIZE];
    uint8_t  fsid[BTRFS_UUID_SIZE];
};

/* one stripe of a chunk */
struct linuxabi_btrfs_stripe {
    uint8_t  devid[8];
    uint8_t  offset[8];                 /* on the device */
    uint8_t  dev_uuid[BTRFS_UUID_SIZE];
};

/* BTRFS_CHUNK_ITEM_KEY: a logical range mapped to num_stripes stripes
   (the first is here, the others follow) */
struct linuxabi_btrfs_chunk {
    uint8_t  length[8];
    uint8_t  owner[8];
    uint8_t  stripe_len[8];
    uint8_t  type[8];                   /* BTRFS_BLOCK_GROUP_* */
    uint8_t  io_align[4];
    uint8_t  io_width[4];
    uint8_t  sector_size[4];
    uint8_t  num_stripes[2];
    uint8_t  sub_stripes[2];
    struct linuxabi_btrfs_stripe stripe;
};

/* the super block: 4096 bytes at 64 KiB (copies at 64 MiB and 256 GiB) */
struct linuxabi_btrfs_super_block {
    uint8_t  csum[BTRFS_CSUM_SIZE];
    uint8_t  fsid[BTRFS_FSID_SIZE];
    uint8_t  bytenr[8];
    uint8_t  flags[8];                  /* BTRFS_SUPER_FLAG_* */
    uint8_t  magic[8];                  /* BTRFS_MAGIC */
    uint8_t  generation[8];
    uint8_t  root[8];
    uint8_t  chunk_root[8];
    uint8_t  log_root[8];
    uint8_t  __unused_log_root_transid[8];
    uint8_t  total_bytes[8];
    uint8_t  bytes_used[8];
    uint8_t  root_dir_objectid[8];
    uint8_t  num_devices[8];
    uint8_t  sectorsize[4];
    uint8_t  nodesize[4];
    uint8_t  __unused_leafsize[4];
    uint8_t  stripesize[4];
    uint8_t  sys_chunk_array_size[4];
    uint8_t  chunk_root_generation[8];
    uint8_t  compat_flags[8];
    uint8_t  compat_ro_flags[8];        /* BTRFS_FEATURE_COMPAT_RO_* */
    uint8_t  incompat_flags[8];         /* BTRFS_FEATURE_INCOMPAT_* */
    uint8_t  csum_type[2];              /* BTRFS_CSUM_TYPE_* */
    uint8_t  root_level;
    uint8_t  chunk_root_level;
    uint8_t  log_root_level;
    struct linuxabi_btrfs_dev_item dev_item;
    char     label[BTRFS_LABEL_SIZE];
    uint8_t  cache_generation[8];
    uint8_t  uuid_tree_generation[8];
    uint8_t  metadata_uuid[BTRFS_FSID_SIZE];
    uint8_t  nr_global_roots[8];
    uint8_t  remap_root[8];
    uint8_t  remap_root_generation[8];
    uint8_t  remap_root_level;
    uint8_t  reserved[199];
    uint8_t  sys_chunk_array[BTRFS_SYSTEM_CHUNK_ARRAY_SIZE];
    struct linuxabi_btrfs_root_backup super_roots[BTRFS_NUM_BACKUP_ROOTS];
    uint8_t  padding[565];
};

/* an entry of the free space cache */
struct linuxabi_btrfs_free_space_entry {
    uint8_t  offset[8];
    uint8_t  bytes[8];
    uint8_t  type;                      /* BTRFS_FREE_SPACE_EXTENT or _BITMAP */
};

/* the free space cache's header item */
struct linuxabi_btrfs_free_space_header {
    struct linuxabi_btrfs_disk_key location;
    uint8_t  generation[8];
    uint8_t  num_entries[8];
    uint8_t  num_bitmaps[8];
};

/* one device's part of a BTRFS_RAID_STRIPE_KEY item (struct
   btrfs_stripe_extent is an array of these) */
struct linuxabi_btrfs_raid_stride {
    uint8_t  devid[8];
    uint8_t  physical[8];
};

/* BTRFS_EXTENT_ITEM_KEY, BTRFS_METADATA_ITEM_KEY: inline references
   follow */
struct linuxabi_btrfs_extent_item {
    uint8_t  refs[8];
    uint8_t  generation[8];
    uint8_t  flags[8];                  /* BTRFS_EXTENT_FLAG_*, BTRFS_BLOCK_FLAG_* */
};

/* the extent item before Linux 2.6.31 (no longer read) */
struct linuxabi_btrfs_extent_item_v0 {
    uint8_t  refs[4];
};

/* after an extent item of a tree block (without skinny metadata) */
struct linuxabi_btrfs_tree_block_info {
    struct linuxabi_btrfs_disk_key key;
    uint8_t  level;
};

/* BTRFS_EXTENT_DATA_REF_KEY */
struct linuxabi_btrfs_extent_data_ref {
    uint8_t  root[8];
    uint8_t  objectid[8];
    uint8_t  offset[8];
    uint8_t  count[4];
};

/* BTRFS_SHARED_DATA_REF_KEY */
struct linuxabi_btrfs_shared_data_ref {
    uint8_t  count[4];
};

/* BTRFS_EXTENT_OWNER_REF_KEY (simple quotas) */
struct linuxabi_btrfs_extent_owner_ref {
    uint8_t  root_id[8];
};

/* an inline reference in an extent item: a BTRFS_*_REF_KEY type and its
   offset */
struct linuxabi_btrfs_extent_inline_ref {
    uint8_t  type;
    uint8_t  offset[8];
};

/* BTRFS_DEV_EXTENT_KEY: a device range allocated to a chunk */
struct linuxabi_btrfs_dev_extent {
    uint8_t  chunk_tree[8];
    uint8_t  chunk_objectid[8];
    uint8_t  chunk_offset[8];
    uint8_t  length[8];
    uint8_t  chunk_tree_uuid[BTRFS_UUID_SIZE];
};

/* BTRFS_INODE_REF_KEY: this, then name_len bytes of the name */
struct linuxabi_btrfs_inode_ref {
    uint8_t  index[8];
    uint8_t  name_len[2];
};

/* BTRFS_INODE_EXTREF_KEY: this, then name_len bytes of the name (the
   kernel's flexible member name) */
struct linuxabi_btrfs_inode_extref {
    uint8_t  parent_objectid[8];
    uint8_t  index[8];
    uint8_t  name_len[2];
};

/* a time as stored */
struct linuxabi_btrfs_timespec {
    uint8_t  sec[8];
    uint8_t  nsec[4];
};

/* BTRFS_INODE_ITEM_KEY */
struct linuxabi_btrfs_inode_item {
    uint8_t  generation[8];
    uint8_t  transid[8];
    uint8_t  size[8];
    uint8_t  nbytes[8];
    uint8_t  block_group[8];
    uint8_t  nlink[4];
    uint8_t  uid[4];
    uint8_t  gid[4];
    uint8_t  mode[4];
    uint8_t  rdev[8];
    uint8_t  flags[8];                  /* BTRFS_INODE_*, BTRFS_INODE_RO_* in the high 32 bits */
    uint8_t  sequence[8];
    uint8_t  reserved[4][8];
    struct linuxabi_btrfs_timespec atime;
    struct linuxabi_btrfs_timespec ctime;
    struct linuxabi_btrfs_timespec mtime;
    struct linuxabi_btrfs_timespec otime;
};

/* BTRFS_DIR_LOG_ITEM_KEY, BTRFS_DIR_LOG_INDEX_KEY */
struct linuxabi_btrfs_dir_log_item {
    uint8_t  end[8];
};

/* BTRFS_DIR_ITEM_KEY, BTRFS_DIR_INDEX_KEY, BTRFS_XATTR_ITEM_KEY: this,
   then the name and data_len bytes */
struct linuxabi_btrfs_dir_item {
    struct linuxabi_btrfs_disk_key location;
    uint8_t  transid[8];
    uint8_t  data_len[2];
    uint8_t  name_len[2];
    uint8_t  type;                      /* BTRFS_FT_*, with BTRFS_FT_ENCRYPTED */
};

/* BTRFS_ROOT_ITEM_KEY: a tree root (a subvolume's: its inode, uuids,
   times) */
struct linuxabi_btrfs_root_item {
    struct linuxabi_btrfs_inode_item inode;
    uint8_t  generation[8];
    uint8_t  root_dirid[8];
    uint8_t  bytenr[8];
    uint8_t  byte_limit[8];
    uint8_t  bytes_used[8];
    uint8_t  last_snapshot[8];
    uint8_t  flags[8];                  /* BTRFS_ROOT_SUBVOL_* */
    uint8_t  refs[4];
    struct linuxabi_btrfs_disk_key drop_progress;
    uint8_t  drop_level;
    uint8_t  level;
    uint8_t  generation_v2[8];          /* the item before Linux 3.4 ends here */
    uint8_t  uuid[BTRFS_UUID_SIZE];
    uint8_t  parent_uuid[BTRFS_UUID_SIZE];
    uint8_t  received_uuid[BTRFS_UUID_SIZE];
    uint8_t  ctransid[8];
    uint8_t  otransid[8];
    uint8_t  stransid[8];
    uint8_t  rtransid[8];
    struct linuxabi_btrfs_timespec ctime;
    struct linuxabi_btrfs_timespec otime;
    struct linuxabi_btrfs_timespec stime;
    struct linuxabi_btrfs_timespec rtime;
    uint8_t  reserved[8][8];
};

/* BTRFS_ROOT_REF_KEY, BTRFS_ROOT_BACKREF_KEY: this, then name_len bytes
   of the name */
struct linuxabi_btrfs_root_ref {
    uint8_t  dirid[8];
    uint8_t  sequence[8];
    uint8_t  name_len[2];
};

/* struct linuxabi_btrfs_disk_balance_args u_usage, u_limit (the kernel's
   anonymous unions): a value, or a range of two 32-bit halves */
struct linuxabi_btrfs_disk_balance_args_range {
    uint8_t  min[4];
    uint8_t  max[4];
};

union linuxabi_btrfs_disk_balance_args_u {
    uint8_t  value[8];
    struct linuxabi_btrfs_disk_balance_args_range range;
};

/* struct linuxabi_btrfs_balance_args as stored in a balance item */
struct linuxabi_btrfs_disk_balance_args {
    uint8_t  profiles[8];
    union linuxabi_btrfs_disk_balance_args_u u_usage;   /* usage, usage_min..usage_max */
    uint8_t  devid[8];
    uint8_t  pstart[8];
    uint8_t  pend[8];
    uint8_t  vstart[8];
    uint8_t  vend[8];
    uint8_t  target[8];
    uint8_t  flags[8];
    union linuxabi_btrfs_disk_balance_args_u u_limit;   /* limit, limit_min..limit_max */
    uint8_t  stripes_min[4];
    uint8_t  stripes_max[4];
    uint8_t  unused[6][8];
};

/* BTRFS_BALANCE_ITEM_KEY of BTRFS_BALANCE_OBJECTID: a paused balance */
struct linuxabi_btrfs_balance_item {
    uint8_t  flags[8];
    struct linuxabi_btrfs_disk_balance_args data;
    struct linuxabi_btrfs_disk_balance_args meta;
    struct linuxabi_btrfs_disk_balance_args sys;
    uint8_t  unused[4][8];
};

/* BTRFS_EXTENT_DATA_KEY: a file extent; an inline one's data starts at
   disk_bytenr */
struct linuxabi_btrfs_file_extent_item {
    uint8_t  generation[8];
    uint8_t  ram_bytes[8];
    uint8_t  compression;               /* 0 none, 1 zlib, 2 lzo, 3 zstd */
    uint8_t  encryption;
    uint8_t  other_encoding[2];
    uint8_t  type;                      /* BTRFS_FILE_EXTENT_* */
    uint8_t  disk_bytenr[8];
    uint8_t  disk_num_bytes[8];
    uint8_t  offset[8];
    uint8_t  num_bytes[8];
};

/* BTRFS_EXTENT_CSUM_KEY: checksums, csum_size bytes each (the first
   byte) */
struct linuxabi_btrfs_csum_item {
    uint8_t  csum;
};

/* BTRFS_DEV_STATS_KEY: BTRFS_DEV_STAT_* counters */
struct linuxabi_btrfs_dev_stats_item {
    uint8_t  values[5][8];
};

/* BTRFS_DEV_REPLACE_KEY */
struct linuxabi_btrfs_dev_replace_item {
    uint8_t  src_devid[8];
    uint8_t  cursor_left[8];
    uint8_t  cursor_right[8];
    uint8_t  cont_reading_from_srcdev_mode[8];
    uint8_t  replace_state[8];
    uint8_t  time_started[8];
    uint8_t  time_stopped[8];
    uint8_t  num_write_errors[8];
    uint8_t  num_uncorrectable_read_errors[8];
};

/* BTRFS_BLOCK_GROUP_ITEM_KEY */
struct linuxabi_btrfs_block_group_item {
    uint8_t  used[8];
    uint8_t  chunk_objectid[8];
    uint8_t  flags[8];                  /* BTRFS_BLOCK_GROUP_* */
};

/* BTRFS_BLOCK_GROUP_ITEM_KEY with the remap tree */
struct linuxabi_btrfs_block_group_item_v2 {
    uint8_t  used[8];
    uint8_t  chunk_objectid[8];
    uint8_t  flags[8];
    uint8_t  remap_bytes[8];
    uint8_t  identity_remap_count[4];
};

/* BTRFS_FREE_SPACE_INFO_KEY */
struct linuxabi_btrfs_free_space_info {
    uint8_t  extent_count[4];
    uint8_t  flags[4];                  /* BTRFS_FREE_SPACE_USING_BITMAPS */
};

/* BTRFS_QGROUP_STATUS_KEY */
struct linuxabi_btrfs_qgroup_status_item {
    uint8_t  version[8];                /* BTRFS_QGROUP_STATUS_VERSION */
    uint8_t  generation[8];
    uint8_t  flags[8];                  /* BTRFS_QGROUP_STATUS_FLAG_* */
    uint8_t  rescan[8];                 /* the next objectid to scan */
    uint8_t  enable_gen[8];
};

/* BTRFS_QGROUP_INFO_KEY */
struct linuxabi_btrfs_qgroup_info_item {
    uint8_t  generation[8];
    uint8_t  rfer[8];
    uint8_t  rfer_cmpr[8];
    uint8_t  excl[8];
    uint8_t  excl_cmpr[8];
};

/* BTRFS_QGROUP_LIMIT_KEY */
struct linuxabi_btrfs_qgroup_limit_item {
    uint8_t  flags[8];                  /* BTRFS_QGROUP_LIMIT_* */
    uint8_t  max_rfer[8];
    uint8_t  max_excl[8];
    uint8_t  rsv_rfer[8];
    uint8_t  rsv_excl[8];
};

/* BTRFS_VERITY_DESC_ITEM_KEY */
struct linuxabi_btrfs_verity_descriptor_item {
    uint8_t  size[8];
    uint8_t  reserved[2][8];
    uint8_t  encryption;
};

/* BTRFS_REMAP_KEY, BTRFS_REMAP_BACKREF_KEY */
struct linuxabi_btrfs_remap_item {
    uint8_t  address[8];
};
#endif
