#ifndef LINUXABI_NSFS_H
#define LINUXABI_NSFS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/nsfs.h>: namespace files, /proc/PID/ns/NAME, and the file
 * descriptors of a namespace.  The ioctl(2) requests on them (made with
 * LINUXABI_IO*() from the types below, so they differ by the ABI's ioctl
 * encoding), struct linuxabi_mnt_ns_info of the mount namespace requests,
 * struct linuxabi_nsfs_file_handle (name_to_handle_at(2) on a namespace
 * file), struct linuxabi_ns_id_req of statns(2) and listns(2), the inode
 * numbers and ids of the initial namespaces and the namespace types.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

/* the type byte of the requests */
#define NSIO                    0xb7

/* ioctl(2) requests on a namespace file descriptor */
#define NS_GET_USERNS           LINUXABI_IO(NSIO, 0x1)  /* a new fd: the owning user namespace */
#define NS_GET_PARENT           LINUXABI_IO(NSIO, 0x2)  /* a new fd: the parent (pid, user) */
#define NS_GET_NSTYPE           LINUXABI_IO(NSIO, 0x3)  /* returns its CLONE_NEW* */
#define NS_GET_OWNER_UID        LINUXABI_IO(NSIO, 0x4)  /* a user namespace's owner, into a uint32_t */
#define NS_GET_MNTNS_ID         LINUXABI_IOR(NSIO, 5, uint64_t)  /* a mount namespace's id */
/* a pid (the argument) translated between a pid namespace and the
   caller's, as a pid or as its thread group leader */
#define NS_GET_PID_FROM_PIDNS   LINUXABI_IOR(NSIO, 0x6, int)
#define NS_GET_TGID_FROM_PIDNS  LINUXABI_IOR(NSIO, 0x7, int)
#define NS_GET_PID_IN_PIDNS     LINUXABI_IOR(NSIO, 0x8, int)
#define NS_GET_TGID_IN_PIDNS    LINUXABI_IOR(NSIO, 0x9, int)

/* NS_MNT_GET_INFO: a mount namespace; NS_MNT_GET_NEXT, NS_MNT_GET_PREV:
   the next or previous one (a new fd, and its info where the argument is
   not NULL) */
struct linuxabi_mnt_ns_info {
    uint32_t size;                      /* of this struct, in */
    uint32_t nr_mounts;
    uint64_t mnt_ns_id;
};

#define MNT_NS_INFO_SIZE_VER0   16      /* the first struct linuxabi_mnt_ns_info */

#define NS_MNT_GET_INFO         LINUXABI_IOR(NSIO, 10, struct linuxabi_mnt_ns_info)
#define NS_MNT_GET_NEXT         LINUXABI_IOR(NSIO, 11, struct linuxabi_mnt_ns_info)
#define NS_MNT_GET_PREV         LINUXABI_IOR(NSIO, 12, struct linuxabi_mnt_ns_info)

#define NS_GET_ID               LINUXABI_IOR(NSIO, 13, uint64_t)  /* any namespace's id */

/* the inode numbers of the initial namespaces' files (enumerators of
   enum init_ns_ino in the kernel) */
#define IPC_NS_INIT_INO         0xEFFFFFFFU
#define UTS_NS_INIT_INO         0xEFFFFFFEU
#define USER_NS_INIT_INO        0xEFFFFFFDU
#define PID_NS_INIT_INO         0xEFFFFFFCU
#define CGROUP_NS_INIT_INO      0xEFFFFFFBU
#define TIME_NS_INIT_INO        0xEFFFFFFAU
#define NET_NS_INIT_INO         0xEFFFFFF9U
#define MNT_NS_INIT_INO         0xEFFFFFF8U

/* the file handle of a namespace file (name_to_handle_at(2),
   open_by_handle_at(2)) */
struct linuxabi_nsfs_file_handle {
    uint64_t ns_id;
    uint32_t ns_type;                   /* CLONE_NEW*, as the *_NS below */
    uint32_t ns_inum;                   /* the inode number */
};

#define NSFS_FILE_HANDLE_SIZE_VER0 16   /* the first struct linuxabi_nsfs_file_handle */

/* the ids of the initial namespaces (enumerators of enum init_ns_id) */
#define IPC_NS_INIT_ID          1
#define UTS_NS_INIT_ID          2
#define USER_NS_INIT_ID         3
#define PID_NS_INIT_ID          4
#define CGROUP_NS_INIT_ID       5
#define TIME_NS_INIT_ID         6
#define NET_NS_INIT_ID          7
#define MNT_NS_INIT_ID          8

/* namespace types: each its CLONE_NEW* bit (enumerators of enum
   ns_type) */
#define TIME_NS                 0x00000080      /* CLONE_NEWTIME */
#define MNT_NS                  0x00020000      /* CLONE_NEWNS */
#define CGROUP_NS               0x02000000      /* CLONE_NEWCGROUP */
#define UTS_NS                  0x04000000      /* CLONE_NEWUTS */
#define IPC_NS                  0x08000000      /* CLONE_NEWIPC */
#define USER_NS                 0x10000000      /* CLONE_NEWUSER */
#define PID_NS                  0x20000000      /* CLONE_NEWPID */
#define NET_NS                  0x40000000      /* CLONE_NEWNET */

/* statns(2) and listns(2): which namespaces.  The kernel's last three
   members are an anonymous struct (for listns); here they are members of
   their own, at the same offsets. */
struct linuxabi_ns_id_req {
    uint32_t size;                      /* of this struct */
    uint32_t spare;                     /* zero */
    uint64_t ns_id;                     /* the last id listed, or 0 */
    uint32_t ns_type;                   /* listns: *_NS bits, or 0 for all */
    uint32_t spare2;                    /* zero */
    uint64_t user_ns_id;                /* listns: the owning user namespace, or 0 */
};

/* user_ns_id: the caller's user namespace */
#if defined(__LP64__) || defined(_LP64)
#define LISTNS_CURRENT_USER     0xffffffffffffffffUL
#else
#define LISTNS_CURRENT_USER     0xffffffffffffffffULL
#endif

#define NS_ID_REQ_SIZE_VER0     32      /* the first struct linuxabi_ns_id_req */

#endif
