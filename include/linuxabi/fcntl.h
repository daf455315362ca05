#ifndef LINUXABI_FCNTL_H
#define LINUXABI_FCNTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fcntl.h>: files and descriptors.  The flags of open(2),
 * openat(2) and openat2(2), the commands and locks of fcntl(2) and
 * fcntl64(2), flock(2), the dirfd and flags of the *at(2) calls (with
 * name_to_handle_at(2) and execveat(2)), renameat2(2), and the flags of
 * preadv2(2) and pwritev2(2).  What differs between ABIs comes from
 * <linuxabi-arch/fcntl-*.h>: the open flags, some fcntl commands and the
 * lock types, and the record lock structures.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/fcntl-oflags.h>
#include <linuxabi-arch/fcntl-cmd.h>
#include <linuxabi-arch/fcntl-flock.h>

/* open(2) access modes (the other flags vary) */
#define O_RDONLY               0
#define O_WRONLY               1
#define O_RDWR                 2
#define LINUXABI_O_ACCMODE     3        /* the access mode bits */

/* open(2) flags numbered alike on every ABI */
#define O_EMPTYPATH            (1 << 26) /* "" names dirfd itself */

/* fcntl(2) commands numbered alike on every ABI (the others vary) */
#define F_DUPFD                0        /* lowest free fd >= arg */
#define F_GETFD                1        /* descriptor flags: FD_CLOEXEC */
#define F_SETFD                2
#define F_GETFL                3        /* file status flags: O_* */
#define F_SETFL                4
#define F_SETOWN_EX            15       /* struct linuxabi_f_owner_ex */
#define F_GETOWN_EX            16
#define F_GETOWNER_UIDS        17       /* uid and euid of the SIGIO owner */

/* fcntl(2) record locks owned by an open file description */
#define F_OFD_GETLK            36
#define F_OFD_SETLK            37
#define F_OFD_SETLKW           38

/* fcntl(2) commands of Linux's own; leases take F_RDLCK, F_WRLCK, F_UNLCK */
#define F_LINUX_SPECIFIC_BASE  1024
#define F_SETLEASE             (F_LINUX_SPECIFIC_BASE + 0)
#define F_GETLEASE             (F_LINUX_SPECIFIC_BASE + 1)
#define F_NOTIFY               (F_LINUX_SPECIFIC_BASE + 2)  /* DN_* */
#define F_DUPFD_QUERY          (F_LINUX_SPECIFIC_BASE + 3)  /* 1 if arg is the same file */
#define F_CREATED_QUERY        (F_LINUX_SPECIFIC_BASE + 4)  /* 1 if open(2) created it */
#define F_CANCELLK             (F_LINUX_SPECIFIC_BASE + 5)  /* kernel-only */
#define F_DUPFD_CLOEXEC        (F_LINUX_SPECIFIC_BASE + 6)
#define F_SETPIPE_SZ           (F_LINUX_SPECIFIC_BASE + 7)  /* bytes */
#define F_GETPIPE_SZ           (F_LINUX_SPECIFIC_BASE + 8)
#define F_ADD_SEALS            (F_LINUX_SPECIFIC_BASE + 9)  /* F_SEAL_* */
#define F_GET_SEALS            (F_LINUX_SPECIFIC_BASE + 10)
#define F_GET_RW_HINT          (F_LINUX_SPECIFIC_BASE + 11) /* the inode's */
#define F_SET_RW_HINT          (F_LINUX_SPECIFIC_BASE + 12)
#define F_GET_FILE_RW_HINT     (F_LINUX_SPECIFIC_BASE + 13) /* the file's */
#define F_SET_FILE_RW_HINT     (F_LINUX_SPECIFIC_BASE + 14)
#define F_GETDELEG             (F_LINUX_SPECIFIC_BASE + 15) /* struct linuxabi_delegation */
#define F_SETDELEG             (F_LINUX_SPECIFIC_BASE + 16)

/* fcntl(2) F_GETFD/F_SETFD */
#define FD_CLOEXEC             1        /* close on execve(2) */

/* fcntl(2) F_SETOWN_EX/F_GETOWN_EX: who gets SIGIO */
#define F_OWNER_TID            0        /* a thread */
#define F_OWNER_PID            1        /* a process */
#define F_OWNER_PGRP           2        /* a process group */

struct linuxabi_f_owner_ex {
    int32_t  type;                      /* F_OWNER_* */
    int32_t  pid;
};

/* fcntl(2) F_ADD_SEALS/F_GET_SEALS (memfd_create(2) files) */
#define F_SEAL_SEAL            0x0001   /* no more seals */
#define F_SEAL_SHRINK          0x0002   /* the size cannot shrink */
#define F_SEAL_GROW            0x0004   /* the size cannot grow */
#define F_SEAL_WRITE           0x0008   /* no writes */
#define F_SEAL_FUTURE_WRITE    0x0010   /* no new writes; old mappings stay */
#define F_SEAL_EXEC            0x0020   /* the exec mode bits cannot change */

/* fcntl(2) F_GETDELEG/F_SETDELEG: a delegation (a lease that NFS grants) */
struct linuxabi_delegation {
    uint32_t d_flags;                   /* 0 */
    uint16_t d_type;                    /* F_RDLCK, F_WRLCK or F_UNLCK */
    uint16_t __pad;                     /* 0 */
};

/* fcntl(2) F_GET_RW_HINT.. F_SET_FILE_RW_HINT: expected data lifetime */
#define RWH_WRITE_LIFE_NOT_SET 0        /* no hint */
#define RWH_WRITE_LIFE_NONE    1
#define RWH_WRITE_LIFE_SHORT   2
#define RWH_WRITE_LIFE_MEDIUM  3
#define RWH_WRITE_LIFE_LONG    4
#define RWH_WRITE_LIFE_EXTREME 5
#define RWF_WRITE_LIFE_NOT_SET RWH_WRITE_LIFE_NOT_SET  /* first spelling */

/* preadv2(2), pwritev2(2) flags, also io_uring's rw_flags (the kernel's
   are of a type of its own, __kernel_rwf_t, an int: these are ints) */
#define RWF_HIPRI              0x00000001  /* high priority: poll for completion */
#define RWF_DSYNC              0x00000002  /* this write as with O_DSYNC */
#define RWF_SYNC               0x00000004  /* this write as with O_SYNC */
#define RWF_NOWAIT             0x00000008  /* fail with EAGAIN rather than block */
#define RWF_APPEND             0x00000010  /* this write as with O_APPEND */
#define RWF_NOAPPEND           0x00000020  /* at the offset, despite O_APPEND */
#define RWF_ATOMIC             0x00000040  /* write all of it or none, untorn */
#define RWF_DONTCACHE          0x00000080  /* drop the pages from the cache after */
#define RWF_NOSIGNAL           0x00000100  /* no SIGPIPE: just EPIPE */

/* fcntl(2) F_NOTIFY: directory events (dnotify) */
#define DN_ACCESS              0x00000001  /* a file was read */
#define DN_MODIFY              0x00000002  /* a file was written */
#define DN_CREATE              0x00000004  /* a file was created */
#define DN_DELETE              0x00000008  /* a file was removed */
#define DN_RENAME              0x00000010  /* a file was renamed */
#define DN_ATTRIB              0x00000020  /* attributes changed */
#define DN_MULTISHOT           0x80000000U /* keep notifying */

/* flock(2) operations */
#define LOCK_SH                1        /* shared lock */
#define LOCK_EX                2        /* exclusive lock */
#define LOCK_NB                4        /* or'd in: do not block */
#define LOCK_UN                8        /* unlock */

/* the *at(2) calls: dirfd for the working directory, and flags */
#define AT_FDCWD               (-100)

/* dirfd (and fd) values that name no open file: roots of kernel-internal
   filesystems, for open_by_handle_at(2), and an fd that is never valid */
#define FD_PIDFS_ROOT          (-10002) /* the root of pidfs */
#define FD_NSFS_ROOT           (-10003) /* the root of nsfs */
#define FD_INVALID             (-10009) /* never an open fd */

#define AT_SYMLINK_NOFOLLOW    0x100    /* do not follow a final symlink */
#define AT_EACCESS             0x200    /* faccessat(2): effective ids */
#define AT_REMOVEDIR           0x200    /* unlinkat(2): remove a directory */
#define AT_SYMLINK_FOLLOW      0x400    /* follow a final symlink */
#define AT_NO_AUTOMOUNT        0x800    /* do not trigger an automount */
#define AT_EMPTY_PATH          0x1000   /* "" names dirfd itself */
#define AT_RECURSIVE           0x8000   /* the whole subtree */
#define AT_EXECVE_CHECK        0x10000  /* execveat(2): only check, do not run */

/* name_to_handle_at(2) flags (per call: they reuse other calls' bits) */
#define AT_HANDLE_FID          0x200    /* a handle to compare, maybe not to open */
#define AT_HANDLE_MNT_ID_UNIQUE 0x001   /* mount_id is the 64-bit unique id */
#define AT_HANDLE_CONNECTABLE  0x002    /* a handle that can be reconnected */

/* renameat2(2) flags in the AT_ spelling, equal to RENAME_* below */
#define AT_RENAME_NOREPLACE    0x0001
#define AT_RENAME_EXCHANGE     0x0002
#define AT_RENAME_WHITEOUT     0x0004

/* statx(2): how far to synchronize with a remote filesystem */
#define AT_STATX_SYNC_TYPE     0x6000   /* the mask */
#define AT_STATX_SYNC_AS_STAT  0x0000   /* as stat(2) does */
#define AT_STATX_FORCE_SYNC    0x2000   /* always */
#define AT_STATX_DONT_SYNC     0x4000   /* never */

/* renameat2(2) flags */
#define RENAME_NOREPLACE       (1 << 0) /* fail if the new name exists */
#define RENAME_EXCHANGE        (1 << 1) /* swap the two names */
#define RENAME_WHITEOUT        (1 << 2) /* leave a whiteout (overlayfs) */

/* openat2(2): its argument, of size sizeof(struct linuxabi_open_how) */
struct linuxabi_open_how {
    uint64_t flags;                     /* O_* */
    uint64_t mode;                      /* with O_CREAT or O_TMPFILE */
    uint64_t resolve;                   /* RESOLVE_* */
};

/* the size of the first struct linuxabi_open_how (Linux 5.6): openat2(2)
   takes any size from this one up, so a program built against a larger
   struct still runs on the kernels that know only this one */
#define OPEN_HOW_SIZE_VER0   24

/* openat2(2) only: a flag of how.flags beyond the O_* bits, 2^32.  With a
   64-bit long an unsigned long (C89); with a 32-bit long it needs
   unsigned long long (C99, or C89 with GNU extensions) */
#if defined(__LP64__) || defined(_LP64)
#define OPENAT2_REGULAR        0x100000000UL  /* open regular files only */
#else
#define OPENAT2_REGULAR        0x100000000ULL /* open regular files only */
#endif

/* openat2(2) resolve flags: how to walk the path */
#define RESOLVE_NO_XDEV        0x01     /* stay on the mount */
#define RESOLVE_NO_MAGICLINKS  0x02     /* no /proc-style magic links */
#define RESOLVE_NO_SYMLINKS    0x04     /* no symbolic links at all */
#define RESOLVE_BENEATH        0x08     /* never leave dirfd's tree */
#define RESOLVE_IN_ROOT        0x10     /* dirfd is "/" for the walk */
#define RESOLVE_CACHED         0x20     /* cached lookup only, else EAGAIN */

#endif
