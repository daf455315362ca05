#ifndef LINUXABI_CONNECTOR_H
#define LINUXABI_CONNECTOR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/connector.h>: the kernel connector, the NETLINK_CONNECTOR
 * protocol of socket(2) with AF_NETLINK (<linuxabi/netlink.h>), and the
 * process events connector on it (the kernel's <linux/connector.h> and
 * <linux/cn_proc.h>).  Each message is a netlink header, then a struct
 * linuxabi_cn_msg whose id names the user (CN_IDX_*, CN_VAL_*), then len
 * bytes of data.  Process events: bind to the multicast group
 * CN_IDX_PROC, send PROC_CN_MCAST_LISTEN (a uint32_t or a struct
 * linuxabi_proc_input) to CN_IDX_PROC/CN_VAL_PROC, then read struct
 * linuxabi_proc_event records.  The same on every ABI, but for the
 * alignment of struct linuxabi_proc_event (see there).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* connector users: struct linuxabi_cb_id idx and val */
#define CN_IDX_PROC             0x1     /* process events */
#define CN_VAL_PROC             0x1
#define CN_IDX_CIFS             0x2     /* CIFS upcalls */
#define CN_VAL_CIFS             0x1
#define CN_W1_IDX               0x3     /* 1-Wire bus */
#define CN_W1_VAL               0x1
#define CN_IDX_V86D             0x4     /* uvesafb's v86d helper */
#define CN_VAL_V86D_UVESAFB     0x1
#define CN_IDX_BB               0x5     /* BlackBoard sampling */
#define CN_DST_IDX              0x6     /* distributed storage */
#define CN_DST_VAL              0x1
#define CN_IDX_DM               0x7     /* device mapper */
#define CN_VAL_DM_USERSPACE_LOG 0x1     /* dm userspace log */
#define CN_IDX_DRBD             0x8     /* DRBD */
#define CN_VAL_DRBD             0x1
#define CN_KVP_IDX              0x9     /* Hyper-V key-value pairs */
#define CN_KVP_VAL              0x1
#define CN_VSS_IDX              0xA     /* Hyper-V volume snapshots */
#define CN_VSS_VAL              0x1
#define CN_NETLINK_USERS        11      /* the indexes the connector takes:
                                           the highest above, plus 1 */

#define CONNECTOR_MAX_MSG_SIZE  16384   /* largest len of a message */

/* a connector user */
struct linuxabi_cb_id {
    uint32_t idx;                       /* CN_IDX_*, CN_*_IDX */
    uint32_t val;                       /* CN_VAL_*, CN_*_VAL */
};

/* after the netlink header; the fixed part: len bytes of data follow */
struct linuxabi_cn_msg {
    struct linuxabi_cb_id id;
    uint32_t seq;
    uint32_t ack;
    uint16_t len;                       /* bytes of the data after this */
    uint16_t flags;
};

/* process events: the operation sent to CN_IDX_PROC */
#define PROC_CN_MCAST_LISTEN    1       /* start sending the events */
#define PROC_CN_MCAST_IGNORE    2       /* stop */

/* struct linuxabi_proc_event what, one bit each */
#define PROC_EVENT_NONE         0x00000000  /* the reply to LISTEN/IGNORE:
                                               event_data.ack */
#define PROC_EVENT_FORK         0x00000001
#define PROC_EVENT_EXEC         0x00000002
#define PROC_EVENT_UID          0x00000004
#define PROC_EVENT_GID          0x00000040
#define PROC_EVENT_SID          0x00000080
#define PROC_EVENT_PTRACE       0x00000100
#define PROC_EVENT_COMM         0x00000200
#define PROC_EVENT_NONZERO_EXIT 0x20000000  /* an exit with a non-zero
                                               status */
#define PROC_EVENT_COREDUMP     0x40000000
#define PROC_EVENT_EXIT         0x80000000u
#define PROC_EVENT_ALL (PROC_EVENT_FORK | PROC_EVENT_EXEC | PROC_EVENT_UID | \
                        PROC_EVENT_GID | PROC_EVENT_SID | PROC_EVENT_PTRACE | \
                        PROC_EVENT_COMM | PROC_EVENT_NONZERO_EXIT | \
                        PROC_EVENT_COREDUMP | PROC_EVENT_EXIT)

/* the data of a LISTEN/IGNORE message that also filters the events
   (a bare uint32_t operation asks for them all) */
struct linuxabi_proc_input {
    uint32_t mcast_op;                  /* PROC_CN_MCAST_* */
    uint32_t event_type;                /* PROC_EVENT_* wanted */
};

/* The event records: a pid is a thread id, a tgid a process id. */

/* PROC_EVENT_NONE: the outcome of PROC_CN_MCAST_LISTEN or _IGNORE */
struct linuxabi_proc_event_ack {
    uint32_t err;                       /* 0, or an errno */
};

/* PROC_EVENT_FORK */
struct linuxabi_fork_proc_event {
    int32_t parent_pid;
    int32_t parent_tgid;
    int32_t child_pid;
    int32_t child_tgid;
};

/* PROC_EVENT_EXEC */
struct linuxabi_exec_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
};

/* PROC_EVENT_UID: ruid and euid; PROC_EVENT_GID: rgid and egid */
union linuxabi_id_proc_event_r {
    uint32_t ruid;
    uint32_t rgid;
};
union linuxabi_id_proc_event_e {
    uint32_t euid;
    uint32_t egid;
};
struct linuxabi_id_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
    union linuxabi_id_proc_event_r r;   /* the real id */
    union linuxabi_id_proc_event_e e;   /* the effective id */
};

/* PROC_EVENT_SID: setsid(2) */
struct linuxabi_sid_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
};

/* PROC_EVENT_PTRACE: attach (tracer_pid non-zero) or detach (zero) */
struct linuxabi_ptrace_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
    int32_t tracer_pid;
    int32_t tracer_tgid;
};

/* PROC_EVENT_COMM: a new task name */
struct linuxabi_comm_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
    char    comm[16];
};

/* PROC_EVENT_COREDUMP */
struct linuxabi_coredump_proc_event {
    int32_t process_pid;
    int32_t process_tgid;
    int32_t parent_pid;
    int32_t parent_tgid;
};

/* PROC_EVENT_EXIT, PROC_EVENT_NONZERO_EXIT */
struct linuxabi_exit_proc_event {
    int32_t  process_pid;
    int32_t  process_tgid;
    uint32_t exit_code;                 /* the wait status */
    uint32_t exit_signal;               /* sent to the parent */
    int32_t  parent_pid;
    int32_t  parent_tgid;
};

/* event_data, by what */
union linuxabi_proc_event_data {
    struct linuxabi_proc_event_ack ack;
    struct linuxabi_fork_proc_event fork;
    struct linuxabi_exec_proc_event exec;
    struct linuxabi_id_proc_event id;
    struct linuxabi_sid_proc_event sid;
    struct linuxabi_ptrace_proc_event ptrace;
    struct linuxabi_comm_proc_event comm;
    struct linuxabi_coredump_proc_event coredump;
    struct linuxabi_exit_proc_event exit;
};

/* the data of each event message, 40 bytes.  The kernel's timestamp_ns
   is 8-byte aligned on every ABI; here it has uint64_t's alignment, less
   on i386, m68k, arc and sh, which moves no member */
struct linuxabi_proc_event {
    uint32_t what;                      /* PROC_EVENT_* */
    uint32_t cpu;                       /* where it happened */
    uint64_t timestamp_ns;              /* since boot */
    union linuxabi_proc_event_data event_data;
};

#endif
