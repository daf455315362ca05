#ifndef LINUXABI_PIDFD_H
#define LINUXABI_PIDFD_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pidfd.h>: file descriptors that refer to a process or a
 * thread.  The flags of pidfd_open(2) and pidfd_send_signal(2), the
 * special fd values that stand for the caller itself, and the ioctl(2)
 * requests on a pidfd: PIDFD_GET_INFO with struct linuxabi_pidfd_info,
 * and the PIDFD_GET_*_NAMESPACE requests, each of which returns a new fd
 * of one namespace of the process.  PIDFD_NONBLOCK and PIDFD_THREAD are
 * open(2) bits, which differ between ABIs: they come from
 * <linuxabi-arch/pidfd.h>.  (waitid(2)'s P_PIDFD: <linuxabi/wait.h>;
 * clone3(2)'s CLONE_PIDFD: <linuxabi/sched.h>.)
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/pidfd.h>

/* pidfd_send_signal(2) flags: whom the signal goes to (at most one) */
#define PIDFD_SIGNAL_THREAD         (1UL << 0)  /* the thread the pidfd names */
#define PIDFD_SIGNAL_THREAD_GROUP   (1UL << 1)  /* its thread group */
#define PIDFD_SIGNAL_PROCESS_GROUP  (1UL << 2)  /* its process group */

/* fd values that need no pidfd: the caller itself, where a call takes a
   pidfd (pidfd_send_signal(2), process_madvise(2), ...) */
#define PIDFD_SELF_THREAD           (-10000)    /* the calling thread */
#define PIDFD_SELF_THREAD_GROUP     (-10001)    /* its thread group leader */
#define PIDFD_SELF                  PIDFD_SELF_THREAD
#define PIDFD_SELF_PROCESS          PIDFD_SELF_THREAD_GROUP

/* struct linuxabi_pidfd_info mask: what to fill (in), what was (out) */
#define PIDFD_INFO_PID              (1UL << 0)  /* pid, tgid, ppid (always) */
#define PIDFD_INFO_CREDS            (1UL << 1)  /* ruid..fsgid (always) */
#define PIDFD_INFO_CGROUPID         (1UL << 2)  /* filled where known */
#define PIDFD_INFO_EXIT             (1UL << 3)  /* exit_code, once exited */
#define PIDFD_INFO_COREDUMP         (1UL << 4)  /* coredump_mask */
#define PIDFD_INFO_SUPPORTED_MASK   (1UL << 5)  /* supported_mask */
#define PIDFD_INFO_COREDUMP_SIGNAL  (1UL << 6)  /* coredump_signal */
#define PIDFD_INFO_COREDUMP_CODE    (1UL << 7)  /* coredump_code */

/* sizes of struct linuxabi_pidfd_info as it grew: the size encoded in a
   PIDFD_GET_INFO request number tells the kernel which one the caller has */
#define PIDFD_INFO_SIZE_VER0        64          /* up to exit_code */
#define PIDFD_INFO_SIZE_VER1        72          /* + coredump_mask */
#define PIDFD_INFO_SIZE_VER2        80          /* + coredump_signal, _code */
#define PIDFD_INFO_SIZE_VER3        88          /* + supported_mask */

/* struct linuxabi_pidfd_info coredump_mask (with PIDFD_INFO_COREDUMP) */
#define PIDFD_COREDUMPED            (1U << 0)   /* the process dumped core */
#define PIDFD_COREDUMP_SKIP         (1U << 1)   /* its dump was skipped */
#define PIDFD_COREDUMP_USER         (1U << 2)   /* dumped as the user */
#define PIDFD_COREDUMP_ROOT         (1U << 3)   /* dumped as root: a
                                                   privileged reader only */

/* PIDFD_GET_INFO (pidfs, Linux 6.13): in, mask; out, the fields named in
   the returned mask.  The kernel copies as many bytes as the request
   says, and fills what fits. */
struct linuxabi_pidfd_info {
    uint64_t mask;                      /* PIDFD_INFO_* */
    uint64_t cgroupid;                  /* the cgroup v2 id */
    uint32_t pid;                       /* in the caller's pid namespace */
    uint32_t tgid;
    uint32_t ppid;
    uint32_t ruid;                      /* ids in the caller's user namespace */
    uint32_t rgid;
    uint32_t euid;
    uint32_t egid;
    uint32_t suid;
    uint32_t sgid;
    uint32_t fsuid;
    uint32_t fsgid;
    int32_t  exit_code;                 /* wait(2) status */
    uint32_t coredump_mask;             /* PIDFD_COREDUMP* */
    uint32_t coredump_signal;           /* the signal that dumped core */
    uint32_t coredump_code;             /* its si_code */
    uint32_t __pad;
    uint64_t supported_mask;            /* PIDFD_INFO_* this kernel knows */
};

/* ioctl(2) on a pidfd: the type letter of pidfs */
#define PIDFS_IOCTL_MAGIC           0xFF

/* ioctl(2) on a pidfd: each returns a new fd of that namespace of the
   process, what open(2) of a /proc/PID/ns/ file gives */
#define PIDFD_GET_CGROUP_NAMESPACE             LINUXABI_IO(PIDFS_IOCTL_MAGIC, 1)
#define PIDFD_GET_IPC_NAMESPACE                LINUXABI_IO(PIDFS_IOCTL_MAGIC, 2)
#define PIDFD_GET_MNT_NAMESPACE                LINUXABI_IO(PIDFS_IOCTL_MAGIC, 3)
#define PIDFD_GET_NET_NAMESPACE                LINUXABI_IO(PIDFS_IOCTL_MAGIC, 4)
#define PIDFD_GET_PID_NAMESPACE                LINUXABI_IO(PIDFS_IOCTL_MAGIC, 5)
#define PIDFD_GET_PID_FOR_CHILDREN_NAMESPACE   LINUXABI_IO(PIDFS_IOCTL_MAGIC, 6)
#define PIDFD_GET_TIME_NAMESPACE               LINUXABI_IO(PIDFS_IOCTL_MAGIC, 7)
#define PIDFD_GET_TIME_FOR_CHILDREN_NAMESPACE  LINUXABI_IO(PIDFS_IOCTL_MAGIC, 8)
#define PIDFD_GET_USER_NAMESPACE               LINUXABI_IO(PIDFS_IOCTL_MAGIC, 9)
#define PIDFD_GET_UTS_NAMESPACE                LINUXABI_IO(PIDFS_IOCTL_MAGIC, 10)
/* struct linuxabi_pidfd_info *: the process's ids and state */
#define PIDFD_GET_INFO  LINUXABI_IOWR(PIDFS_IOCTL_MAGIC, 11, struct linuxabi_pidfd_info)

#endif
