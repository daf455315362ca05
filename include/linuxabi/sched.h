#ifndef LINUXABI_SCHED_H
#define LINUXABI_SCHED_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sched.h>: new processes and threads, and scheduling.  The
 * flags of clone(2), clone3(2), unshare(2) and setns(2), struct
 * linuxabi_clone_args of clone3(2); the policies and flags of
 * sched_setscheduler(2), sched_setattr(2) and sched_getattr(2), with
 * struct linuxabi_sched_attr and struct linuxabi_sched_param.  The same
 * on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* clone(2): the low byte of flags is the signal sent to the parent
   when the child ends (clone3(2) has exit_signal instead) */
#define CSIGNAL                0x000000ff

/* clone(2), clone3(2) flags; CLONE_NEW* also for unshare(2), setns(2) */
#define CLONE_NEWTIME          0x00000080  /* new time namespace (not clone(2): its signal byte) */
#define CLONE_VM               0x00000100  /* share the address space */
#define CLONE_FS               0x00000200  /* share root, cwd and umask */
#define CLONE_FILES            0x00000400  /* share the descriptor table */
#define CLONE_SIGHAND          0x00000800  /* share signal handlers */
#define CLONE_PIDFD            0x00001000  /* return a pidfd for the child */
#define CLONE_PTRACE           0x00002000  /* traced too if the parent is */
#define CLONE_VFORK            0x00004000  /* the parent waits for exec or exit */
#define CLONE_PARENT           0x00008000  /* the caller's parent is the parent */
#define CLONE_THREAD           0x00010000  /* same thread group */
#define CLONE_NEWNS            0x00020000  /* new mount namespace */
#define CLONE_SYSVSEM          0x00040000  /* share System V semaphore undo lists */
#define CLONE_SETTLS           0x00080000  /* set the child's thread pointer */
#define CLONE_PARENT_SETTID    0x00100000  /* store the child's tid in the parent */
#define CLONE_CHILD_CLEARTID   0x00200000  /* clear it in the child, futex-wake, at exit */
#define CLONE_DETACHED         0x00400000  /* ignored */
#define CLONE_UNTRACED         0x00800000  /* the tracer cannot force CLONE_PTRACE */
#define CLONE_CHILD_SETTID     0x01000000  /* store the child's tid in the child */
#define CLONE_NEWCGROUP        0x02000000  /* new cgroup namespace */
#define CLONE_NEWUTS           0x04000000  /* new UTS (host name) namespace */
#define CLONE_NEWIPC           0x08000000  /* new IPC namespace */
#define CLONE_NEWUSER          0x10000000  /* new user namespace */
#define CLONE_NEWPID           0x20000000  /* new PID namespace */
#define CLONE_NEWNET           0x40000000  /* new network namespace */
#define CLONE_IO               0x80000000  /* share the I/O context */

/* clone3(2) only: flags above bit 31 (its flags are 64 bits).  With a
   32-bit long they need unsigned long long (C99, or C89 with GNU
   extensions), as the kernel's (1ULL << 32) does everywhere */
#if defined(__LP64__) || defined(_LP64)
#define CLONE_CLEAR_SIGHAND    0x100000000UL   /* reset handlers to SIG_DFL */
#define CLONE_INTO_CGROUP      0x200000000UL   /* start in the cgroup args.cgroup */
#define CLONE_AUTOREAP         0x400000000UL   /* reaped at exit, no zombie */
#define CLONE_NNP              0x800000000UL   /* no_new_privs set in the child */
#define CLONE_PIDFD_AUTOKILL   0x1000000000UL  /* killed when its clone pidfd closes */
#define CLONE_EMPTY_MNTNS      0x2000000000UL  /* new, empty mount namespace */
#else
#define CLONE_CLEAR_SIGHAND    0x100000000ULL  /* reset handlers to SIG_DFL */
#define CLONE_INTO_CGROUP      0x200000000ULL  /* start in the cgroup args.cgroup */
#define CLONE_AUTOREAP         0x400000000ULL  /* reaped at exit, no zombie */
#define CLONE_NNP              0x800000000ULL  /* no_new_privs set in the child */
#define CLONE_PIDFD_AUTOKILL   0x1000000000ULL /* killed when its clone pidfd closes */
#define CLONE_EMPTY_MNTNS      0x2000000000ULL /* new, empty mount namespace */
#endif

/* unshare(2) only (the bit is CLONE_PARENT_SETTID's) */
#define UNSHARE_EMPTY_MNTNS    0x00100000  /* new, empty mount namespace */

/* clone3(2): its argument; size is one of CLONE_ARGS_SIZE_VER*, or the
   size of a newer layout.  Pointers are carried in 64-bit fields on
   every ABI.  The kernel aligns each field to 8 bytes; here they have
   uint64_t's alignment, 4 bytes on some 32-bit ABIs (i386, m68k: 2),
   which changes no offset, only the alignment of the whole */
struct linuxabi_clone_args {
    uint64_t flags;                     /* CLONE_* */
    uint64_t pidfd;                     /* CLONE_PIDFD: int *, gets the pidfd */
    uint64_t child_tid;                 /* CLONE_CHILD_SETTID/CLEARTID: pid_t * */
    uint64_t parent_tid;                /* CLONE_PARENT_SETTID: pid_t * */
    uint64_t exit_signal;               /* signal to the parent at exit; 0: none */
    uint64_t stack;                     /* lowest byte of the child's stack */
    uint64_t stack_size;
    uint64_t tls;                       /* CLONE_SETTLS: the thread pointer */
    uint64_t set_tid;                   /* pid_t *: pids to ask for, innermost namespace last */
    uint64_t set_tid_size;              /* how many */
    uint64_t cgroup;                    /* CLONE_INTO_CGROUP: a cgroup2 directory fd */
};

/* clone3(2) sizes of the published struct linuxabi_clone_args layouts */
#define CLONE_ARGS_SIZE_VER0   64          /* up to tls */
#define CLONE_ARGS_SIZE_VER1   80          /* with set_tid, set_tid_size */
#define CLONE_ARGS_SIZE_VER2   88          /* with cgroup */

/* sched_setscheduler(2), sched_setattr(2) policies */
#define SCHED_NORMAL           0           /* time sharing (SCHED_OTHER) */
#define SCHED_FIFO             1           /* real time, first in first out */
#define SCHED_RR               2           /* real time, round robin */
#define SCHED_BATCH            3           /* time sharing, CPU-bound */
#define SCHED_IDLE             5           /* only when nothing else runs */
#define SCHED_DEADLINE         6           /* earliest deadline first */
#define SCHED_EXT              7           /* a BPF scheduler's */

/* sched_setscheduler(2): or'd into the policy */
#define SCHED_RESET_ON_FORK    0x40000000  /* children start as SCHED_NORMAL */

/* sched_setattr(2) struct linuxabi_sched_attr sched_flags */
#define SCHED_FLAG_RESET_ON_FORK  0x01     /* children start as SCHED_NORMAL */
#define SCHED_FLAG_RECLAIM        0x02     /* deadline: reclaim unused bandwidth */
#define SCHED_FLAG_DL_OVERRUN     0x04     /* deadline: SIGXCPU on overrun */
#define SCHED_FLAG_KEEP_POLICY    0x08     /* leave the policy as it is */
#define SCHED_FLAG_KEEP_PARAMS    0x10     /* leave the parameters as they are */
#define SCHED_FLAG_UTIL_CLAMP_MIN 0x20     /* set sched_util_min */
#define SCHED_FLAG_UTIL_CLAMP_MAX 0x40     /* set sched_util_max */
#define SCHED_FLAG_UTIL_CLAMP     (SCHED_FLAG_UTIL_CLAMP_MIN | SCHED_FLAG_UTIL_CLAMP_MAX)

/* sched_getattr(2) flags */
#define SCHED_GETATTR_FLAG_DL_DYNAMIC 0x01 /* deadline: the current, not the set, parameters */

/* sched_setattr(2), sched_getattr(2): size is one of SCHED_ATTR_SIZE_VER*,
   or the size of a newer layout */
struct linuxabi_sched_attr {
    uint32_t size;                      /* of this structure */
    uint32_t sched_policy;              /* SCHED_* */
    uint64_t sched_flags;               /* SCHED_FLAG_* */
    int32_t  sched_nice;                /* SCHED_NORMAL, SCHED_BATCH: -20..19 */
    uint32_t sched_priority;            /* SCHED_FIFO, SCHED_RR: 1..99 */
    uint64_t sched_runtime;             /* SCHED_DEADLINE: ns */
    uint64_t sched_deadline;            /* SCHED_DEADLINE: ns */
    uint64_t sched_period;              /* SCHED_DEADLINE: ns */
    uint32_t sched_util_min;            /* utilization clamp, 0..1024 */
    uint32_t sched_util_max;
};

/* sizes of the published struct linuxabi_sched_attr layouts */
#define SCHED_ATTR_SIZE_VER0   48          /* up to sched_period */
#define SCHED_ATTR_SIZE_VER1   56          /* with sched_util_min, _max */

/* sched_setscheduler(2), sched_setparam(2), sched_getparam(2) */
struct linuxabi_sched_param {
    int32_t  sched_priority;            /* SCHED_FIFO, SCHED_RR: 1..99; others 0 */
};

#endif
