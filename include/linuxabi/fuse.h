#ifndef LINUXABI_FUSE_H
#define LINUXABI_FUSE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fuse.h>: FUSE, file systems served by a user-space process
 * through /dev/fuse (and CUSE, character devices through /dev/cuse).
 * The server read(2)s requests, a struct linuxabi_fuse_in_header and the
 * opcode's *_in struct, and write(2)s replies, a struct
 * linuxabi_fuse_out_header and the *_out struct; the kernel writes
 * notifications the same way, unasked.  Also the ioctl(2) requests on
 * /dev/fuse and the commands of FUSE over io_uring.  Every struct is
 * fixed-width: one layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the protocol's major version (struct linuxabi_fuse_init_in major); the
   minor grows with each kernel that adds to the protocol: a server reads
   the kernel's in FUSE_INIT */
#define FUSE_KERNEL_VERSION             7

/* the node id of the file system's root */
#define FUSE_ROOT_ID                    1

/* a file's attributes, in FUSE_GETATTR, FUSE_LOOKUP, ... replies */
struct linuxabi_fuse_attr {
    uint64_t  ino;
    uint64_t  size;
    uint64_t  blocks;
    uint64_t  atime;                    /* seconds */
    uint64_t  mtime;
    uint64_t  ctime;
    uint32_t  atimensec;                /* nanoseconds */
    uint32_t  mtimensec;
    uint32_t  ctimensec;
    uint32_t  mode;
    uint32_t  nlink;
    uint32_t  uid;
    uint32_t  gid;
    uint32_t  rdev;
    uint32_t  blksize;
    uint32_t  flags;                    /* FUSE_ATTR_* */
};

/* a timestamp of struct linuxabi_fuse_statx */
struct linuxabi_fuse_sx_time {
    int64_t   tv_sec;
    uint32_t  tv_nsec;
    int32_t   reserved;
};

/* FUSE_STATX's attributes, as struct statx's */
struct linuxabi_fuse_statx {
    uint32_t  mask;                     /* STATX_* of the fields filled in */
    uint32_t  blksize;
    uint64_t  attributes;
    uint32_t  nlink;
    uint32_t  uid;
    uint32_t  gid;
    uint16_t  mode;
    uint16_t  spare0[1];                /* zero */
    uint64_t  ino;
    uint64_t  size;
    uint64_t  blocks;
    uint64_t  attributes_mask;
    struct linuxabi_fuse_sx_time atime;
    struct linuxabi_fuse_sx_time btime;
    struct linuxabi_fuse_sx_time ctime;
    struct linuxabi_fuse_sx_time mtime;
    uint32_t  rdev_major;
    uint32_t  rdev_minor;
    uint32_t  dev_major;
    uint32_t  dev_minor;
    uint64_t  spare2[14];               /* zero */
};

/* FUSE_STATFS's reply */
struct linuxabi_fuse_kstatfs {
    uint64_t  blocks;
    uint64_t  bfree;
    uint64_t  bavail;
    uint64_t  files;
    uint64_t  ffree;
    uint32_t  bsize;
    uint32_t  namelen;
    uint32_t  frsize;
    uint32_t  padding;
    uint32_t  spare[6];
};

/* a POSIX lock of FUSE_GETLK, FUSE_SETLK, FUSE_SETLKW */
struct linuxabi_fuse_file_lock {
    uint64_t  start;
    uint64_t  end;                      /* the last byte, inclusive */
    uint32_t  type;                     /* F_RDLCK, F_WRLCK, F_UNLCK */
    uint32_t  pid;                      /* the owner's thread group id */
};

/* struct linuxabi_fuse_setattr_in valid: the fields to set */
#define FATTR_MODE                      (1 << 0)
#define FATTR_UID                       (1 << 1)
#define FATTR_GID                       (1 << 2)
#define FATTR_SIZE                      (1 << 3)
#define FATTR_ATIME                     (1 << 4)
#define FATTR_MTIME                     (1 << 5)
#define FATTR_FH                        (1 << 6)   /* fh is valid */
#define FATTR_ATIME_NOW                 (1 << 7)
#define FATTR_MTIME_NOW                 (1 << 8)
#define FATTR_LOCKOWNER                 (1 << 9)   /* lock_owner is valid */
#define FATTR_CTIME                     (1 << 10)
#define FATTR_KILL_SUIDGID              (1 << 11)  /* clear set-user-id and set-group-id */

/* struct linuxabi_fuse_open_out open_flags: what the server asks of the
   kernel for this open file */
#define FOPEN_DIRECT_IO                 (1 << 0)   /* bypass the page cache */
#define FOPEN_KEEP_CACHE                (1 << 1)   /* keep the cached data */
#define FOPEN_NONSEEKABLE               (1 << 2)
#define FOPEN_CACHE_DIR                 (1 << 3)   /* cache the directory's entries */
#define FOPEN_STREAM                    (1 << 4)   /* no file position */
#define FOPEN_NOFLUSH                   (1 << 5)   /* no FUSE_FLUSH on close */
#define FOPEN_PARALLEL_DIRECT_WRITES    (1 << 6)
#define FOPEN_PASSTHROUGH               (1 << 7)   /* I/O goes to backing_id's file */

/* FUSE_INIT flags (struct linuxabi_fuse_init_in and _init_out flags;
   bits 32-63 in flags2, with FUSE_INIT_EXT): what each side supports */
#define FUSE_ASYNC_READ                 (1 << 0)
#define FUSE_POSIX_LOCKS                (1 << 1)
#define FUSE_FILE_OPS                   (1 << 2)
#define FUSE_ATOMIC_O_TRUNC             (1 << 3)
#define FUSE_EXPORT_SUPPORT             (1 << 4)   /* "." and ".." lookups */
#define FUSE_BIG_WRITES                 (1 << 5)
#define FUSE_DONT_MASK                  (1 << 6)   /* the kernel does not apply the umask */
#define FUSE_SPLICE_WRITE               (1 << 7)
#define FUSE_SPLICE_MOVE                (1 << 8)
#define FUSE_SPLICE_READ                (1 << 9)
#define FUSE_FLOCK_LOCKS                (1 << 10)
#define FUSE_HAS_IOCTL_DIR              (1 << 11)
#define FUSE_AUTO_INVAL_DATA            (1 << 12)
#define FUSE_DO_READDIRPLUS             (1 << 13)
#define FUSE_READDIRPLUS_AUTO           (1 << 14)
#define FUSE_ASYNC_DIO                  (1 << 15)
#define FUSE_WRITEBACK_CACHE            (1 << 16)
#define FUSE_NO_OPEN_SUPPORT            (1 << 17)
#define FUSE_PARALLEL_DIROPS            (1 << 18)
#define FUSE_HANDLE_KILLPRIV            (1 << 19)
#define FUSE_POSIX_ACL                  (1 << 20)
#define FUSE_ABORT_ERROR                (1 << 21)
#define FUSE_MAX_PAGES                  (1 << 22)  /* max_pages is valid */
#define FUSE_CACHE_SYMLINKS             (1 << 23)
#define FUSE_NO_OPENDIR_SUPPORT         (1 << 24)
#define FUSE_EXPLICIT_INVAL_DATA        (1 << 25)
#define FUSE_MAP_ALIGNMENT              (1 << 26)  /* map_alignment is valid */
#define FUSE_SUBMOUNTS                  (1 << 27)
#define FUSE_HANDLE_KILLPRIV_V2         (1 << 28)
#define FUSE_SETXATTR_EXT               (1 << 29)
#define FUSE_INIT_EXT                   (1 << 30)  /* flags2 is valid */
#define FUSE_INIT_RESERVED              (1U << 31)
/* bits 32 and up (flags2's bits 0 and up): with a 32-bit long they need
   unsigned long long (C99, or C89 with GNU extensions), as the kernel's
   (1ULL << n) does everywhere */
#if defined(__LP64__) || defined(_LP64)
#define FUSE_SECURITY_CTX               0x100000000UL
#define FUSE_HAS_INODE_DAX              0x200000000UL
#define FUSE_CREATE_SUPP_GROUP          0x400000000UL
#define FUSE_HAS_EXPIRE_ONLY            0x800000000UL
#define FUSE_DIRECT_IO_ALLOW_MMAP       0x1000000000UL
#define FUSE_PASSTHROUGH                0x2000000000UL
#define FUSE_NO_EXPORT_SUPPORT          0x4000000000UL
#define FUSE_HAS_RESEND                 0x8000000000UL
#define FUSE_ALLOW_IDMAP                0x10000000000UL
#define FUSE_OVER_IO_URING              0x20000000000UL
#define FUSE_REQUEST_TIMEOUT            0x40000000000UL
#else
#define FUSE_SECURITY_CTX               0x100000000ULL
#define FUSE_HAS_INODE_DAX              0x200000000ULL
#define FUSE_CREATE_SUPP_GROUP          0x400000000ULL
#define FUSE_HAS_EXPIRE_ONLY            0x800000000ULL
#define FUSE_DIRECT_IO_ALLOW_MMAP       0x1000000000ULL
#define FUSE_PASSTHROUGH                0x2000000000ULL
#define FUSE_NO_EXPORT_SUPPORT          0x4000000000ULL
#define FUSE_HAS_RESEND                 0x8000000000ULL
#define FUSE_ALLOW_IDMAP                0x10000000000ULL
#define FUSE_OVER_IO_URING              0x20000000000ULL
#define FUSE_REQUEST_TIMEOUT            0x40000000000ULL
#endif
#define FUSE_DIRECT_IO_RELAX            FUSE_DIRECT_IO_ALLOW_MMAP  /* its old name */

/* CUSE_INIT flags (struct linuxabi_cuse_init_in and _init_out flags) */
#define CUSE_UNRESTRICTED_IOCTL         (1 << 0)

/* struct linuxabi_fuse_release_in release_flags */
#define FUSE_RELEASE_FLUSH              (1 << 0)
#define FUSE_RELEASE_FLOCK_UNLOCK       (1 << 1)

/* struct linuxabi_fuse_getattr_in getattr_flags */
#define FUSE_GETATTR_FH                 (1 << 0)   /* fh is valid */

/* struct linuxabi_fuse_lk_in lk_flags */
#define FUSE_LK_FLOCK                   (1 << 0)   /* a flock(2) lock */

/* struct linuxabi_fuse_write_in write_flags */
#define FUSE_WRITE_CACHE                (1 << 0)   /* from the page cache */
#define FUSE_WRITE_LOCKOWNER            (1 << 1)   /* lock_owner is valid */
#define FUSE_WRITE_KILL_SUIDGID         (1 << 2)
#define FUSE_WRITE_KILL_PRIV            FUSE_WRITE_KILL_SUIDGID  /* its old name */

/* struct linuxabi_fuse_read_in read_flags */
#define FUSE_READ_LOCKOWNER             (1 << 1)   /* lock_owner is valid */

/* struct linuxabi_fuse_ioctl_in and _ioctl_out flags */
#define FUSE_IOCTL_COMPAT               (1 << 0)   /* from a 32-bit program */
#define FUSE_IOCTL_UNRESTRICTED         (1 << 1)
#define FUSE_IOCTL_RETRY                (1 << 2)   /* out: again, with these iovecs */
#define FUSE_IOCTL_32BIT                (1 << 3)
#define FUSE_IOCTL_DIR                  (1 << 4)   /* on a directory */
#define FUSE_IOCTL_COMPAT_X32           (1 << 5)   /* from an x32 program */
/* the most iovecs a FUSE_IOCTL_RETRY reply may ask for */
#define FUSE_IOCTL_MAX_IOV              256

/* struct linuxabi_fuse_poll_in flags */
#define FUSE_POLL_SCHEDULE_NOTIFY       (1 << 0)   /* notify when ready */

/* struct linuxabi_fuse_fsync_in fsync_flags */
#define FUSE_FSYNC_FDATASYNC            (1 << 0)

/* struct linuxabi_fuse_attr flags */
#define FUSE_ATTR_SUBMOUNT              (1 << 0)   /* a mount point of a submount */
#define FUSE_ATTR_DAX                   (1 << 1)

/* struct linuxabi_fuse_open_in and _create_in open_flags */
#define FUSE_OPEN_KILL_SUIDGID          (1 << 0)

/* struct linuxabi_fuse_setxattr_in setxattr_flags */
#define FUSE_SETXATTR_ACL_KILL_SGID     (1 << 0)

/* struct linuxabi_fuse_notify_inval_entry_out flags */
#define FUSE_EXPIRE_ONLY                (1 << 0)   /* expire, do not drop */

/* struct linuxabi_fuse_ext_header type (enum fuse_ext_type): 0 to
   FUSE_MAX_NR_SECCTX are security contexts */
#define FUSE_MAX_NR_SECCTX              31
#define FUSE_EXT_GROUPS                 32         /* struct linuxabi_fuse_supp_groups */

/* struct linuxabi_fuse_in_header opcode (enum fuse_opcode) */
#define FUSE_LOOKUP                     1
#define FUSE_FORGET                     2          /* no reply */
#define FUSE_GETATTR                    3
#define FUSE_SETATTR                    4
#define FUSE_READLINK                   5
#define FUSE_SYMLINK                    6
#define FUSE_MKNOD                      8
#define FUSE_MKDIR                      9
#define FUSE_UNLINK                     10
#define FUSE_RMDIR                      11
#define FUSE_RENAME                     12
#define FUSE_LINK                       13
#define FUSE_OPEN                       14
#define FUSE_READ                       15
#define FUSE_WRITE                      16
#define FUSE_STATFS                     17
#define FUSE_RELEASE                    18
#define FUSE_FSYNC                      20
#define FUSE_SETXATTR                   21
#define FUSE_GETXATTR                   22
#define FUSE_LISTXATTR                  23
#define FUSE_REMOVEXATTR                24
#define FUSE_FLUSH                      25
#define FUSE_INIT                       26
#define FUSE_OPENDIR                    27
#define FUSE_READDIR                    28
#define FUSE_RELEASEDIR                 29
#define FUSE_FSYNCDIR                   30
#define FUSE_GETLK                      31
#define FUSE_SETLK                      32
#define FUSE_SETLKW                     33
#define FUSE_ACCESS                     34
#define FUSE_CREATE                     35
#define FUSE_INTERRUPT                  36
#define FUSE_BMAP                       37
#define FUSE_DESTROY                    38
#define FUSE_IOCTL                      39
#define FUSE_POLL                       40
#define FUSE_NOTIFY_REPLY               41         /* the reply to FUSE_NOTIFY_RETRIEVE */
#define FUSE_BATCH_FORGET               42         /* no reply */
#define FUSE_FALLOCATE                  43
#define FUSE_READDIRPLUS                44
#define FUSE_RENAME2                    45
#define FUSE_LSEEK                      46
#define FUSE_COPY_FILE_RANGE            47
#define FUSE_SETUPMAPPING               48
#define FUSE_REMOVEMAPPING              49
#define FUSE_SYNCFS                     50
#define FUSE_TMPFILE                    51
#define FUSE_STATX                      52
#define FUSE_COPY_FILE_RANGE_64         53
#define CUSE_INIT                       4096
/* never sent: FUSE_INIT and CUSE_INIT byte-swapped, what a server of the
   other byte order would read */
#define CUSE_INIT_BSWAP_RESERVED        1048576    /* CUSE_INIT << 8 */
#define FUSE_INIT_BSWAP_RESERVED        436207616  /* FUSE_INIT << 24 */

/* notifications, the server's unasked writes: struct
   linuxabi_fuse_out_header error (enum fuse_notify_code), with unique 0 */
#define FUSE_NOTIFY_POLL                1          /* struct linuxabi_fuse_notify_poll_wakeup_out */
#define FUSE_NOTIFY_INVAL_INODE         2          /* struct linuxabi_fuse_notify_inval_inode_out */
#define FUSE_NOTIFY_INVAL_ENTRY         3          /* struct linuxabi_fuse_notify_inval_entry_out, name */
#define FUSE_NOTIFY_STORE               4          /* struct linuxabi_fuse_notify_store_out, data */
#define FUSE_NOTIFY_RETRIEVE            5          /* struct linuxabi_fuse_notify_retrieve_out */
#define FUSE_NOTIFY_DELETE              6          /* struct linuxabi_fuse_notify_delete_out, name */
#define FUSE_NOTIFY_RESEND              7          /* no body: resend the pending requests */
#define FUSE_NOTIFY_INC_EPOCH           8          /* no body */
#define FUSE_NOTIFY_PRUNE               9          /* struct linuxabi_fuse_notify_prune_out, node ids */

/* the smallest buffer a read(2) of /dev/fuse accepts */
#define FUSE_MIN_READ_BUFFER            8192

/* the sizes of replies and requests before the protocol grew them, which
   the kernel uses with a server of an older minor version */
#define FUSE_COMPAT_ENTRY_OUT_SIZE      120
#define FUSE_COMPAT_ATTR_OUT_SIZE       96
#define FUSE_COMPAT_MKNOD_IN_SIZE       8
#define FUSE_COMPAT_WRITE_IN_SIZE       24
#define FUSE_COMPAT_STATFS_SIZE         48
#define FUSE_COMPAT_SETXATTR_IN_SIZE    8
#define FUSE_COMPAT_INIT_OUT_SIZE       8
#define FUSE_COMPAT_22_INIT_OUT_SIZE    24

/* FUSE_LOOKUP, FUSE_MKNOD, FUSE_MKDIR, FUSE_SYMLINK, FUSE_LINK,
   FUSE_CREATE (then a struct linuxabi_fuse_open_out) reply */
struct linuxabi_fuse_entry_out {
    uint64_t  nodeid;                   /* unique with generation for the mount's life */
    uint64_t  generation;
    uint64_t  entry_valid;              /* seconds the name may be cached */
    uint64_t  attr_valid;               /* seconds the attributes may be cached */
    uint32_t  entry_valid_nsec;
    uint32_t  attr_valid_nsec;
    struct linuxabi_fuse_attr attr;
};

/* FUSE_FORGET: drop nlookup lookups of the node */
struct linuxabi_fuse_forget_in {
    uint64_t  nlookup;
};

/* FUSE_BATCH_FORGET: this, then count struct linuxabi_fuse_forget_one */
struct linuxabi_fuse_batch_forget_in {
    uint32_t  count;
    uint32_t  dummy;
};
struct linuxabi_fuse_forget_one {
    uint64_t  nodeid;
    uint64_t  nlookup;
};

/* FUSE_GETATTR */
struct linuxabi_fuse_getattr_in {
    uint32_t  getattr_flags;            /* FUSE_GETATTR_* */
    uint32_t  dummy;
    uint64_t  fh;
};

/* FUSE_GETATTR and FUSE_SETATTR reply */
struct linuxabi_fuse_attr_out {
    uint64_t  attr_valid;
    uint32_t  attr_valid_nsec;
    uint32_t  dummy;
    struct linuxabi_fuse_attr attr;
};

/* FUSE_STATX, and its reply */
struct linuxabi_fuse_statx_in {
    uint32_t  getattr_flags;
    uint32_t  reserved;
    uint64_t  fh;
    uint32_t  sx_flags;                 /* AT_STATX_* */
    uint32_t  sx_mask;                  /* STATX_* */
};
struct linuxabi_fuse_statx_out {
    uint64_t  attr_valid;
    uint32_t  attr_valid_nsec;
    uint32_t  flags;
    uint64_t  spare[2];
    struct linuxabi_fuse_statx stat;
};

/* FUSE_MKNOD, FUSE_MKDIR (then the name) */
struct linuxabi_fuse_mknod_in {
    uint32_t  mode;
    uint32_t  rdev;
    uint32_t  umask;
    uint32_t  padding;
};
struct linuxabi_fuse_mkdir_in {
    uint32_t  mode;
    uint32_t  umask;
};

/* FUSE_RENAME, FUSE_RENAME2 (then the old and new names), FUSE_LINK
   (then the new name) */
struct linuxabi_fuse_rename_in {
    uint64_t  newdir;
};
struct linuxabi_fuse_rename2_in {
    uint64_t  newdir;
    uint32_t  flags;                    /* RENAME_* */
    uint32_t  padding;
};
struct linuxabi_fuse_link_in {
    uint64_t  oldnodeid;
};

/* FUSE_SETATTR */
struct linuxabi_fuse_setattr_in {
    uint32_t  valid;                    /* FATTR_* */
    uint32_t  padding;
    uint64_t  fh;
    uint64_t  size;
    uint64_t  lock_owner;
    uint64_t  atime;
    uint64_t  mtime;
    uint64_t  ctime;
    uint32_t  atimensec;
    uint32_t  mtimensec;
    uint32_t  ctimensec;
    uint32_t  mode;
    uint32_t  unused4;
    uint32_t  uid;
    uint32_t  gid;
    uint32_t  unused5;
};

/* FUSE_OPEN and FUSE_OPENDIR, FUSE_CREATE (then the name), and their
   reply */
struct linuxabi_fuse_open_in {
    uint32_t  flags;                    /* open(2)'s */
    uint32_t  open_flags;               /* FUSE_OPEN_* */
};
struct linuxabi_fuse_create_in {
    uint32_t  flags;
    uint32_t  mode;
    uint32_t  umask;
    uint32_t  open_flags;               /* FUSE_OPEN_* */
};
struct linuxabi_fuse_open_out {
    uint64_t  fh;
    uint32_t  open_flags;               /* FOPEN_* */
    int32_t   backing_id;               /* with FOPEN_PASSTHROUGH */
};

/* FUSE_RELEASE and FUSE_RELEASEDIR, FUSE_FLUSH */
struct linuxabi_fuse_release_in {
    uint64_t  fh;
    uint32_t  flags;
    uint32_t  release_flags;            /* FUSE_RELEASE_* */
    uint64_t  lock_owner;
};
struct linuxabi_fuse_flush_in {
    uint64_t  fh;
    uint32_t  unused;
    uint32_t  padding;
    uint64_t  lock_owner;
};

/* FUSE_READ and FUSE_READDIR, FUSE_WRITE (then the data) and its reply */
struct linuxabi_fuse_read_in {
    uint64_t  fh;
    uint64_t  offset;
    uint32_t  size;
    uint32_t  read_flags;               /* FUSE_READ_* */
    uint64_t  lock_owner;
    uint32_t  flags;                    /* the file's open(2) flags */
    uint32_t  padding;
};
struct linuxabi_fuse_write_in {
    uint64_t  fh;
    uint64_t  offset;
    uint32_t  size;
    uint32_t  write_flags;              /* FUSE_WRITE_* */
    uint64_t  lock_owner;
    uint32_t  flags;                    /* the file's open(2) flags */
    uint32_t  padding;
};
struct linuxabi_fuse_write_out {
    uint32_t  size;                     /* bytes written */
    uint32_t  padding;
};

/* FUSE_STATFS reply */
struct linuxabi_fuse_statfs_out {
    struct linuxabi_fuse_kstatfs st;
};

/* FUSE_FSYNC and FUSE_FSYNCDIR */
struct linuxabi_fuse_fsync_in {
    uint64_t  fh;
    uint32_t  fsync_flags;              /* FUSE_FSYNC_* */
    uint32_t  padding;
};

/* FUSE_SETXATTR (then the name and value), FUSE_GETXATTR and
   FUSE_LISTXATTR (then the name) and their reply when size is 0 */
struct linuxabi_fuse_setxattr_in {
    uint32_t  size;
    uint32_t  flags;
    uint32_t  setxattr_flags;           /* FUSE_SETXATTR_* */
    uint32_t  padding;
};
struct linuxabi_fuse_getxattr_in {
    uint32_t  size;
    uint32_t  padding;
};
struct linuxabi_fuse_getxattr_out {
    uint32_t  size;
    uint32_t  padding;
};

/* FUSE_GETLK, FUSE_SETLK, FUSE_SETLKW, and the reply of FUSE_GETLK */
struct linuxabi_fuse_lk_in {
    uint64_t  fh;
    uint64_t  owner;
    struct linuxabi_fuse_file_lock lk;
    uint32_t  lk_flags;                 /* FUSE_LK_* */
    uint32_t  padding;
};
struct linuxabi_fuse_lk_out {
    struct linuxabi_fuse_file_lock lk;
};

/* FUSE_ACCESS */
struct linuxabi_fuse_access_in {
    uint32_t  mask;                     /* access(2)'s */
    uint32_t  padding;
};

/* FUSE_INIT, the first request, and its reply */
struct linuxabi_fuse_init_in {
    uint32_t  major;                    /* FUSE_KERNEL_VERSION */
    uint32_t  minor;
    uint32_t  max_readahead;
    uint32_t  flags;                    /* FUSE_* init flags, bits 0-31 */
    uint32_t  flags2;                   /* bits 32-63 */
    uint32_t  unused[11];
};
struct linuxabi_fuse_init_out {
    uint32_t  major;
    uint32_t  minor;
    uint32_t  max_readahead;
    uint32_t  flags;                    /* FUSE_* init flags, bits 0-31 */
    uint16_t  max_background;
    uint16_t  congestion_threshold;
    uint32_t  max_write;
    uint32_t  time_gran;                /* timestamp granularity, ns */
    uint16_t  max_pages;
    uint16_t  map_alignment;
    uint32_t  flags2;                   /* bits 32-63 */
    uint32_t  max_stack_depth;
    uint16_t  request_timeout;          /* seconds, or 0 */
    uint16_t  unused[11];
};

/* the most bytes of CUSE_INIT's device information (after struct
   linuxabi_cuse_init_out) */
#define CUSE_INIT_INFO_MAX              4096

/* CUSE_INIT, the first request on /dev/cuse, and its reply */
struct linuxabi_cuse_init_in {
    uint32_t  major;
    uint32_t  minor;
    uint32_t  unused;
    uint32_t  flags;                    /* CUSE_* */
};
struct linuxabi_cuse_init_out {
    uint32_t  major;
    uint32_t  minor;
    uint32_t  unused;
    uint32_t  flags;                    /* CUSE_* */
    uint32_t  max_read;
    uint32_t  max_write;
    uint32_t  dev_major;
    uint32_t  dev_minor;
    uint32_t  spare[10];
};

/* FUSE_INTERRUPT: the request to interrupt */
struct linuxabi_fuse_interrupt_in {
    uint64_t  unique;
};

/* FUSE_BMAP, and its reply */
struct linuxabi_fuse_bmap_in {
    uint64_t  block;
    uint32_t  blocksize;
    uint32_t  padding;
};
struct linuxabi_fuse_bmap_out {
    uint64_t  block;
};

/* FUSE_IOCTL (then in_size bytes), and its reply (then the iovecs of a
   FUSE_IOCTL_RETRY, or the data) */
struct linuxabi_fuse_ioctl_in {
    uint64_t  fh;
    uint32_t  flags;                    /* FUSE_IOCTL_* */
    uint32_t  cmd;                      /* the request */
    uint64_t  arg;                      /* its argument, a user pointer or a number */
    uint32_t  in_size;
    uint32_t  out_size;
};
struct linuxabi_fuse_ioctl_iovec {
    uint64_t  base;                     /* a user pointer */
    uint64_t  len;
};
struct linuxabi_fuse_ioctl_out {
    int32_t   result;                   /* the ioctl(2)'s result */
    uint32_t  flags;                    /* FUSE_IOCTL_* */
    uint32_t  in_iovs;
    uint32_t  out_iovs;
};

/* FUSE_POLL, and its reply; kh names it again in FUSE_NOTIFY_POLL */
struct linuxabi_fuse_poll_in {
    uint64_t  fh;
    uint64_t  kh;
    uint32_t  flags;                    /* FUSE_POLL_* */
    uint32_t  events;                   /* POLL* wanted */
};
struct linuxabi_fuse_poll_out {
    uint32_t  revents;
    uint32_t  padding;
};
struct linuxabi_fuse_notify_poll_wakeup_out {
    uint64_t  kh;
};

/* FUSE_FALLOCATE */
struct linuxabi_fuse_fallocate_in {
    uint64_t  fh;
    uint64_t  offset;
    uint64_t  length;
    uint32_t  mode;                     /* FALLOC_FL_* */
    uint32_t  padding;
};

/* struct linuxabi_fuse_in_header unique: set on a request sent again
   after FUSE_NOTIFY_RESEND.  With a 32-bit long it needs unsigned long
   long (C99, or C89 with GNU extensions), as the kernel's does */
#if defined(__LP64__) || defined(_LP64)
#define FUSE_UNIQUE_RESEND              0x8000000000000000UL
#else
#define FUSE_UNIQUE_RESEND              0x8000000000000000ULL
#endif

/* struct linuxabi_fuse_in_header uid, gid: no mapping in the mount's
   user namespace */
#define FUSE_INVALID_UIDGID             0xffffffffU

/* what the kernel writes before each request, total_extlen * 8 bytes of
   extensions (struct linuxabi_fuse_ext_header ...) last */
struct linuxabi_fuse_in_header {
    uint32_t  len;                      /* of the whole request */
    uint32_t  opcode;                   /* FUSE_* (enum fuse_opcode) */
    uint64_t  unique;                   /* the request's id */
    uint64_t  nodeid;                   /* the node operated on */
    uint32_t  uid;
    uint32_t  gid;
    uint32_t  pid;                      /* the caller's thread group id */
    uint16_t  total_extlen;
    uint16_t  padding;
};

/* what the server writes before each reply or notification */
struct linuxabi_fuse_out_header {
    uint32_t  len;                      /* of the whole reply */
    int32_t   error;                    /* 0 or minus an errno; a FUSE_NOTIFY_* */
    uint64_t  unique;                   /* the request's, or 0 for a notification */
};

/*
 * FUSE_READDIR reply: entries of this fixed part (24 bytes), then the
 * namelen bytes of the name (the kernel's flexible member name), padded
 * to LINUXABI_FUSE_DIRENT_ALIGN(FUSE_NAME_OFFSET + namelen) bytes.
 */
struct linuxabi_fuse_dirent {
    uint64_t  ino;
    uint64_t  off;                      /* the next entry's offset */
    uint32_t  namelen;
    uint32_t  type;                     /* DT_* */
};

/* where the name starts in struct linuxabi_fuse_dirent and _direntplus */
#define FUSE_NAME_OFFSET                24
#define FUSE_NAME_OFFSET_DIRENTPLUS     152

/* a directory entry's length rounded up to 8 bytes */
#define LINUXABI_FUSE_REC_ALIGN(x) \
    (((x) + sizeof (uint64_t) - 1) & ~(sizeof (uint64_t) - 1))
#define LINUXABI_FUSE_DIRENT_ALIGN(x)   LINUXABI_FUSE_REC_ALIGN(x)

/* FUSE_READDIRPLUS reply: entries of this fixed part (152 bytes), the
   name and padding as after struct linuxabi_fuse_dirent */
struct linuxabi_fuse_direntplus {
    struct linuxabi_fuse_entry_out entry_out;
    struct linuxabi_fuse_dirent dirent;
};

/* the bodies of the notifications (FUSE_NOTIFY_*), and FUSE_NOTIFY_REPLY */
struct linuxabi_fuse_notify_inval_inode_out {
    uint64_t  ino;
    int64_t   off;                      /* negative: the attributes only */
    int64_t   len;                      /* 0 or less: to the end */
};
struct linuxabi_fuse_notify_inval_entry_out {
    uint64_t  parent;
    uint32_t  namelen;
    uint32_t  flags;                    /* FUSE_EXPIRE_ONLY */
};
struct linuxabi_fuse_notify_delete_out {
    uint64_t  parent;
    uint64_t  child;
    uint32_t  namelen;
    uint32_t  padding;
};
struct linuxabi_fuse_notify_store_out {
    uint64_t  nodeid;
    uint64_t  offset;
    uint32_t  size;
    uint32_t  padding;
};
struct linuxabi_fuse_notify_retrieve_out {
    uint64_t  notify_unique;            /* the unique of the FUSE_NOTIFY_REPLY */
    uint64_t  nodeid;
    uint64_t  offset;
    uint32_t  size;
    uint32_t  padding;
};
/* FUSE_NOTIFY_REPLY, then the data retrieved */
struct linuxabi_fuse_notify_retrieve_in {
    uint64_t  dummy1;
    uint64_t  offset;
    uint32_t  size;
    uint32_t  dummy2;
    uint64_t  dummy3;
    uint64_t  dummy4;
};
struct linuxabi_fuse_notify_prune_out {
    uint32_t  count;                    /* the node ids that follow */
    uint32_t  padding;
    uint64_t  spare;
};

/* FUSE_DEV_IOC_BACKING_OPEN: a file the kernel does a FOPEN_PASSTHROUGH
   file's I/O on; the result is its backing_id */
struct linuxabi_fuse_backing_map {
    int32_t   fd;                       /* an open file */
    uint32_t  flags;                    /* zero */
    uint64_t  padding;
};

/* ioctl(2) requests on an open /dev/fuse */
#define FUSE_DEV_IOC_MAGIC              229
/* attach this fd to the connection of the /dev/fuse fd pointed to */
#define FUSE_DEV_IOC_CLONE              LINUXABI_IOR(FUSE_DEV_IOC_MAGIC, 0, uint32_t)
#define FUSE_DEV_IOC_BACKING_OPEN       LINUXABI_IOW(FUSE_DEV_IOC_MAGIC, 1, struct linuxabi_fuse_backing_map)
/* release the backing_id pointed to */
#define FUSE_DEV_IOC_BACKING_CLOSE      LINUXABI_IOW(FUSE_DEV_IOC_MAGIC, 2, uint32_t)
/* FUSE_INIT synchronously, from the mount(2) */
#define FUSE_DEV_IOC_SYNC_INIT          LINUXABI_IO(FUSE_DEV_IOC_MAGIC, 3)

/* FUSE_LSEEK, and its reply */
struct linuxabi_fuse_lseek_in {
    uint64_t  fh;
    uint64_t  offset;
    uint32_t  whence;                   /* SEEK_* */
    uint32_t  padding;
};
struct linuxabi_fuse_lseek_out {
    uint64_t  offset;
};

/* FUSE_COPY_FILE_RANGE and FUSE_COPY_FILE_RANGE_64, and the latter's
   reply (the former's is a struct linuxabi_fuse_write_out) */
struct linuxabi_fuse_copy_file_range_in {
    uint64_t  fh_in;
    uint64_t  off_in;
    uint64_t  nodeid_out;
    uint64_t  fh_out;
    uint64_t  off_out;
    uint64_t  len;
    uint64_t  flags;                    /* copy_file_range(2)'s */
};
struct linuxabi_fuse_copy_file_range_out {
    uint64_t  bytes_copied;
};

/* struct linuxabi_fuse_setupmapping_in flags */
#define FUSE_SETUPMAPPING_FLAG_WRITE    (1 << 0)
#define FUSE_SETUPMAPPING_FLAG_READ     (1 << 1)

/* FUSE_SETUPMAPPING: map a file range into the DAX window (virtiofs) */
struct linuxabi_fuse_setupmapping_in {
    uint64_t  fh;
    uint64_t  foffset;                  /* in the file */
    uint64_t  len;
    uint64_t  flags;                    /* FUSE_SETUPMAPPING_FLAG_* */
    uint64_t  moffset;                  /* in the window */
};

/* FUSE_REMOVEMAPPING: this, then count struct
   linuxabi_fuse_removemapping_one */
struct linuxabi_fuse_removemapping_in {
    uint32_t  count;
};
struct linuxabi_fuse_removemapping_one {
    uint64_t  moffset;                  /* in the window */
    uint64_t  len;
};

/* FUSE_SYNCFS */
struct linuxabi_fuse_syncfs_in {
    uint64_t  padding;
};

/* a request's security contexts (FUSE_SECURITY_CTX): a header, then
   nr_secctx of struct linuxabi_fuse_secctx, each followed by the
   context's name and value */
struct linuxabi_fuse_secctx {
    uint32_t  size;
    uint32_t  padding;
};
struct linuxabi_fuse_secctx_header {
    uint32_t  size;                     /* of the whole */
    uint32_t  nr_secctx;
};

/* the header of each extension after a request (total_extlen) */
struct linuxabi_fuse_ext_header {
    uint32_t  size;                     /* of the whole, a multiple of 8 */
    uint32_t  type;                     /* FUSE_EXT_*, or a context number */
};

/* FUSE_EXT_GROUPS: this fixed part, then nr_groups uint32_t group ids
   (the kernel's flexible member groups) */
struct linuxabi_fuse_supp_groups {
    uint32_t  nr_groups;
};

/* FUSE over io_uring (FUSE_OVER_IO_URING): the sizes of the two areas
   of struct linuxabi_fuse_uring_req_header */
#define FUSE_URING_IN_OUT_HEADER_SZ     128
#define FUSE_URING_OP_IN_OUT_SZ         128

struct linuxabi_fuse_uring_ent_in_out {
    uint64_t  flags;
    uint64_t  commit_id;                /* for the reply */
    uint32_t  payload_sz;               /* bytes of the payload buffer */
    uint32_t  padding;
    uint64_t  reserved;
};

/* the header buffer of an io_uring FUSE request */
struct linuxabi_fuse_uring_req_header {
    char      in_out[FUSE_URING_IN_OUT_HEADER_SZ];/* struct linuxabi_fuse_in_header or _out_header */
    char      op_in[FUSE_URING_OP_IN_OUT_SZ];/* the opcode's *_in struct */
    struct linuxabi_fuse_uring_ent_in_out ring_ent_in_out;
};

/* the command of an IORING_OP_URING_CMD on /dev/fuse (enum fuse_uring_cmd) */
#define FUSE_IO_URING_CMD_INVALID       0
#define FUSE_IO_URING_CMD_REGISTER      1          /* register a buffer, fetch a request */
#define FUSE_IO_URING_CMD_COMMIT_AND_FETCH 2       /* reply, fetch the next */

/* the io_uring command's data */
struct linuxabi_fuse_uring_cmd_req {
    uint64_t  flags;
    uint64_t  commit_id;                /* the entry replied to */
    uint16_t  qid;                      /* the queue, one a CPU */
    uint8_t   padding[6];
};

#endif
