#ifndef LINUXABI_MOUNT_H
#define LINUXABI_MOUNT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mount.h>: umount2(2) and the file-descriptor mount API:
 * open_tree(2), move_mount(2), fsopen(2), fspick(2), fsconfig(2),
 * fsmount(2) and mount_setattr(2). The flags of mount(2) itself are in
 * <linuxabi/mountflags.h>.
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

/* move_mount(2) flags: F_ for the source path, T_ for the target */
#define MOVE_MOUNT_F_SYMLINKS    0x00000001  /* follow symbolic links */
#define MOVE_MOUNT_F_AUTOMOUNTS  0x00000002  /* trigger automounts */
#define MOVE_MOUNT_F_EMPTY_PATH  0x00000004  /* "" names the dirfd itself */
#define MOVE_MOUNT_T_SYMLINKS    0x00000010
#define MOVE_MOUNT_T_AUTOMOUNTS  0x00000020
#define MOVE_MOUNT_T_EMPTY_PATH  0x00000040
#define MOVE_MOUNT_SET_GROUP     0x00000100  /* join the source's peer group */

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

/* fsmount(2) flags */
#define FSMOUNT_CLOEXEC          0x00000001

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

#endif
