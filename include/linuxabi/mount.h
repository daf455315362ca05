#ifndef LINUXABI_MOUNT_H
#define LINUXABI_MOUNT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mount.h>: umount2(2) and the file-descriptor mount API:
 * open_tree(2), move_mount(2), fsopen(2), fspick(2), fsconfig(2),
 * fsmount(2) and mount_setattr(2), and the mount queries statmount(2) and
 * listmount(2). The flags of mount(2) itself are in <linuxabi/mountflags.h>.
 */

#include <stdint.h>
#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/mount.h>

/* umount2(2) flags */
#define MNT_FORCE                1           /* unmount even while busy */
#define MNT_DETACH               2           /* detach now, free when unused */
#define MNT_EXPIRE               4           /* mark; unmount if still unused */
#define UMOUNT_NOFOLLOW          8           /* do not follow a symbolic link */

/* open_tree(2) flags; OPEN_TREE_CLOEXEC, = O_CLOEXEC, is per ABI */
#define OPEN_TREE_CLONE          1           /* a detached copy of the tree */
#define OPEN_TREE_NAMESPACE      2           /* the copy in a new mount namespace */

/* move_mount(2) flags: F_ for the source path, T_ for the target */
#define MOVE_MOUNT_F_SYMLINKS    0x00000001  /* follow symbolic links */
#define MOVE_MOUNT_F_AUTOMOUNTS  0x00000002  /* trigger automounts */
#define MOVE_MOUNT_F_EMPTY_PATH  0x00000004  /* "" names the dirfd itself */
#define MOVE_MOUNT_T_SYMLINKS    0x00000010
#define MOVE_MOUNT_T_AUTOMOUNTS  0x00000020
#define MOVE_MOUNT_T_EMPTY_PATH  0x00000040
#define MOVE_MOUNT_SET_GROUP     0x00000100  /* join the source's peer group */
#define MOVE_MOUNT_BENEATH       0x00000200  /* under the top mount, not on it */

/* fsopen(2) flags */
#define FSOPEN_CLOEXEC           0x00000001

/* fspick(2) flags */
#define FSPICK_CLOEXEC           0x00000001
#define FSPICK_SYMLINK_NOFOLLOW  0x00000002
#define FSPICK_NO_AUTOMOUNT      0x00000004
#define FSPICK_EMPTY_PATH        0x00000008

/* fsconfig(2) commands */
#define FSCONFIG_SET_FLAG        0           /* a parameter with no value */
#define FSCONFIG_SET_STRING      1           /* a string value */
#define FSCONFIG_SET_BINARY      2           /* a binary value */
#define FSCONFIG_SET_PATH        3           /* a path, relative to a dirfd */
#define FSCONFIG_SET_PATH_EMPTY  4           /* a path that may be "" */
#define FSCONFIG_SET_FD          5           /* a file descriptor */
#define FSCONFIG_CMD_CREATE      6           /* create the superblock */
#define FSCONFIG_CMD_RECONFIGURE 7           /* apply the changes to it */
#define FSCONFIG_CMD_CREATE_EXCL 8           /* create a new superblock, never reuse one */

/* fsmount(2) flags */
#define FSMOUNT_CLOEXEC          0x00000001
#define FSMOUNT_NAMESPACE        0x00000002  /* the mount in a new mount namespace */

/* fsmount(2) attr_flags; mount_setattr(2) attr_set and attr_clr */
#define MOUNT_ATTR_RDONLY        0x00000001  /* read-only */
#define MOUNT_ATTR_NOSUID        0x00000002  /* ignore set-user/group-ID bits */
#define MOUNT_ATTR_NODEV         0x00000004  /* no access to device files */
#define MOUNT_ATTR_NOEXEC        0x00000008  /* no program execution */
#define MOUNT_ATTR__ATIME        0x00000070  /* the field of the 3 below */
#define MOUNT_ATTR_RELATIME      0x00000000  /* atime: if older than m/ctime */
#define MOUNT_ATTR_NOATIME       0x00000010  /* atime: never */
#define MOUNT_ATTR_STRICTATIME   0x00000020  /* atime: always */
#define MOUNT_ATTR_NODIRATIME    0x00000080  /* no atime on directories */
#define MOUNT_ATTR_IDMAP         0x00100000  /* map ids through userns_fd */
#define MOUNT_ATTR_NOSYMFOLLOW   0x00200000  /* do not follow symbolic links */

/* mount_setattr(2): its argument, and the size to pass with it */
struct linuxabi_mount_attr {
	uint64_t attr_set;      /* MOUNT_ATTR_* to set */
	uint64_t attr_clr;      /* MOUNT_ATTR_* to clear */
	uint64_t propagation;   /* MS_SHARED, MS_SLAVE, ... or 0 */
	uint64_t userns_fd;     /* a user namespace, with MOUNT_ATTR_IDMAP */
};
#define MOUNT_ATTR_SIZE_VER0     32          /* size of the first version */

/*
 * statmount(2): what it writes to its buffer.  This is the fixed part; the
 * strings (the members marked "string") follow it, NUL-terminated, and each
 * such member holds its string's offset from the end of the fixed part.
 * size counts the fixed part and the strings; a buffer too small for them
 * fails with EOVERFLOW.
 */
struct linuxabi_statmount {
	uint32_t size;              /* bytes written, strings included */
	uint32_t mnt_opts;          /* string: mount options, comma-separated */
	uint64_t mask;              /* STATMOUNT_* filled in */
	uint32_t sb_dev_major;      /* the superblock's device */
	uint32_t sb_dev_minor;
	uint64_t sb_magic;          /* the filesystem's magic number */
	uint32_t sb_flags;          /* the superblock's read-only, sync.. flags */
	uint32_t fs_type;           /* string: filesystem type */
	uint64_t mnt_id;            /* unique 64-bit mount id */
	uint64_t mnt_parent_id;     /* the parent's (its own for a root) */
	uint32_t mnt_id_old;        /* the reused id of /proc/PID/mountinfo */
	uint32_t mnt_parent_id_old;
	uint64_t mnt_attr;          /* MOUNT_ATTR_* */
	uint64_t mnt_propagation;   /* MS_SHARED, MS_SLAVE, MS_PRIVATE, MS_UNBINDABLE */
	uint64_t mnt_peer_group;    /* shared peer group id */
	uint64_t mnt_master;        /* the mount it receives propagation from */
	uint64_t propagate_from;    /* the same, as seen in this namespace */
	uint32_t mnt_root;          /* string: the mount's root in its filesystem */
	uint32_t mnt_point;         /* string: the mount point, from our root */
	uint64_t mnt_ns_id;         /* the mount namespace's id */
	uint32_t fs_subtype;        /* string: filesystem subtype, if any */
	uint32_t sb_source;         /* string: the mount's source */
	uint32_t opt_num;           /* number of filesystem options */
	uint32_t opt_array;         /* string: them, NUL-separated */
	uint32_t opt_sec_num;       /* number of security options */
	uint32_t opt_sec_array;     /* string: them, NUL-separated */
	uint64_t supported_mask;    /* STATMOUNT_* this kernel knows */
	uint32_t mnt_uidmap_num;    /* number of uid mappings */
	uint32_t mnt_uidmap;        /* string: them, as seen from the caller */
	uint32_t mnt_gidmap_num;    /* number of gid mappings */
	uint32_t mnt_gidmap;        /* string: them, as seen from the caller */
	uint64_t __pad[43];         /* reserved; the strings start after it */
};

/* statmount(2) and listmount(2): the request, and its sizes so far */
struct linuxabi_mnt_id_req {
	uint32_t size;              /* MNT_ID_REQ_SIZE_VER* */
	uint32_t mnt_ns_fd;         /* a mount namespace fd, or 0; with
	                               STATMOUNT_BY_FD it is mnt_fd, the file
	                               whose mount statmount(2) describes */
	uint64_t mnt_id;            /* the mount; listmount(2): its parent */
	uint64_t param;             /* statmount(2): STATMOUNT_* wanted;
	                               listmount(2): the last id listed, or 0 */
	uint64_t mnt_ns_id;         /* a mount namespace id, or 0 */
};
#define MNT_ID_REQ_SIZE_VER0     24          /* without mnt_ns_id */
#define MNT_ID_REQ_SIZE_VER1     32          /* with mnt_ns_id */

/* statmount(2) mask: what to return, and what was returned */
#define STATMOUNT_SB_BASIC       0x00000001U /* sb_dev_*, sb_magic, sb_flags */
#define STATMOUNT_MNT_BASIC      0x00000002U /* mnt_id.. mnt_master */
#define STATMOUNT_PROPAGATE_FROM 0x00000004U /* propagate_from */
#define STATMOUNT_MNT_ROOT       0x00000008U /* mnt_root */
#define STATMOUNT_MNT_POINT      0x00000010U /* mnt_point */
#define STATMOUNT_FS_TYPE        0x00000020U /* fs_type */
#define STATMOUNT_MNT_NS_ID      0x00000040U /* mnt_ns_id */
#define STATMOUNT_MNT_OPTS       0x00000080U /* mnt_opts */
#define STATMOUNT_FS_SUBTYPE     0x00000100U /* fs_subtype */
#define STATMOUNT_SB_SOURCE      0x00000200U /* sb_source */
#define STATMOUNT_OPT_ARRAY      0x00000400U /* opt_num, opt_array */
#define STATMOUNT_OPT_SEC_ARRAY  0x00000800U /* opt_sec_num, opt_sec_array */
#define STATMOUNT_SUPPORTED_MASK 0x00001000U /* supported_mask */
#define STATMOUNT_MNT_UIDMAP     0x00002000U /* mnt_uidmap_num, mnt_uidmap */
#define STATMOUNT_MNT_GIDMAP     0x00004000U /* mnt_gidmap_num, mnt_gidmap */

/* statmount(2) flags */
#define STATMOUNT_BY_FD          0x00000001U /* the mount of the file mnt_fd */

/* listmount(2): mnt_id of the namespace's root mount, 2^64 - 1.  With a
   64-bit long it is an unsigned long, valid C89; with a 32-bit long it
   needs unsigned long long (C99, or C89 with GNU extensions), as the
   kernel's own 0xffffffffffffffff does there */
#if defined(__LP64__) || defined(_LP64)
#define LSMT_ROOT                0xffffffffffffffffUL
#else
#define LSMT_ROOT                0xffffffffffffffffULL
#endif

/* listmount(2) flags */
#define LISTMOUNT_REVERSE        1           /* newest mounts first */

#endif
