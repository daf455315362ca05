#ifndef LINUXABI_IO_URING_H
#define LINUXABI_IO_URING_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/io_uring.h>: io_uring_setup(2), io_uring_enter(2) and
 * io_uring_register(2).  Setup fills a struct linuxabi_io_uring_params
 * with where the ring fields are; mmap(2) of the ring fd at IORING_OFF_*
 * maps the submission ring, the completion ring and the SQE array.  Also
 * the zero-copy receive (zcrx), query (IORING_REGISTER_QUERY) and BPF
 * filter (IORING_REGISTER_BPF_FILTER) arguments, which the kernel keeps
 * in the headers of <linux/io_uring/>.  The same on every ABI: user pointers are
 * uint64_t; the 64-bit members are aligned to 4 on i386, arc and sh and
 * to 2 on m68k, as the kernel's __u64 there (the kernel's __aligned_u64
 * members too: the calls copy by size).  Includes <linuxabi/time.h>, as
 * the kernel's includes <linux/time_types.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/time.h>

/* The submission queue entry (SQE), 64 bytes.  The kernel's anonymous
   unions are the named members u_off, u_addr, u_flags, u_buf, u_fd and
   u_addr3.  With IORING_SETUP_SQE128 (or a 128-byte opcode under
   IORING_SETUP_SQE_MIXED) an entry is 128 bytes: the command area, cmd,
   runs from byte 48 to byte 127 (80 bytes). */

/* u_addr's socket option (SOCKET_URING_OP_GETSOCKOPT, _SETSOCKOPT) */
struct linuxabi_io_uring_sqe_sockopt {
    uint32_t level;
    uint32_t optname;
};

/* u_addr3's attributes (IORING_OP_READ, _WRITE with attr_type_mask) */
struct linuxabi_io_uring_sqe_attr {
    uint64_t attr_ptr;                  /* struct linuxabi_io_uring_attr_pi */
    uint64_t attr_type_mask;            /* IORING_RW_ATTR_FLAG_* */
};

union linuxabi_io_uring_sqe_off {
    uint64_t off;                       /* file offset */
    uint64_t addr2;
    uint32_t cmd_op;                    /* IORING_OP_URING_CMD: the command */
};

union linuxabi_io_uring_sqe_addr {
    uint64_t addr;                      /* buffer, iovec array, ... */
    uint64_t splice_off_in;
    struct linuxabi_io_uring_sqe_sockopt sockopt;
};

/* the opcode's flags */
union linuxabi_io_uring_sqe_flags {
    uint32_t rw_flags;                  /* RWF_* */
    uint32_t fsync_flags;               /* IORING_FSYNC_* */
    uint16_t poll_events;               /* old: POLL* below 16 bits */
    uint32_t poll32_events;             /* POLL*, 16-bit halves swapped on
                                           big-endian ABIs */
    uint32_t sync_range_flags;
    uint32_t msg_flags;                 /* MSG_* */
    uint32_t timeout_flags;             /* IORING_TIMEOUT_* */
    uint32_t accept_flags;              /* SOCK_NONBLOCK, SOCK_CLOEXEC */
    uint32_t cancel_flags;              /* IORING_ASYNC_CANCEL_* */
    uint32_t open_flags;                /* O_* */
    uint32_t statx_flags;               /* AT_* */
    uint32_t fadvise_advice;
    uint32_t splice_flags;              /* SPLICE_F_* */
    uint32_t rename_flags;              /* RENAME_* */
    uint32_t unlink_flags;              /* AT_REMOVEDIR */
    uint32_t hardlink_flags;            /* AT_* */
    uint32_t xattr_flags;               /* XATTR_* */
    uint32_t msg_ring_flags;            /* IORING_MSG_RING_* */
    uint32_t uring_cmd_flags;           /* IORING_URING_CMD_*; top 8 bits
                                           the kernel's */
    uint32_t waitid_flags;
    uint32_t futex_flags;
    uint32_t install_fd_flags;          /* IORING_FIXED_FD_* */
    uint32_t nop_flags;                 /* IORING_NOP_* */
    uint32_t pipe_flags;                /* O_CLOEXEC, ... */
};

/* packed in the kernel, for arm's old ABI; 2 bytes everywhere */
union linuxabi_io_uring_sqe_buf {
    uint16_t buf_index;                 /* a registered buffer */
    uint16_t buf_group;                 /* IOSQE_BUFFER_SELECT's group */
};

union linuxabi_io_uring_sqe_fd {
    int32_t  splice_fd_in;
    uint32_t file_index;                /* direct descriptor + 1, or
                                           IORING_FILE_INDEX_ALLOC */
    uint32_t zcrx_ifq_idx;              /* IORING_OP_RECV_ZC */
    uint32_t optlen;                    /* SOCKET_URING_OP_*SOCKOPT */
    uint16_t addr_len;                  /* IORING_OP_SEND* with an address */
    uint8_t  write_stream;              /* the write stream of a write */
};

union linuxabi_io_uring_sqe_addr3 {
    uint64_t addr3;
    struct linuxabi_io_uring_sqe_attr attr;
    uint64_t optval;                    /* SOCKET_URING_OP_*SOCKOPT */
    uint8_t  cmd[16];                   /* IORING_OP_URING_CMD: the command's
                                           data (80 bytes with SQE128) */
};

struct linuxabi_io_uring_sqe {
    uint8_t  opcode;                    /* IORING_OP_* */
    uint8_t  flags;                     /* IOSQE_* */
    uint16_t ioprio;                    /* or the op's flags (IORING_RECVSEND_*,
                                           IORING_ACCEPT_*) */
    int32_t  fd;
    union linuxabi_io_uring_sqe_off   u_off;
    union linuxabi_io_uring_sqe_addr  u_addr;
    uint32_t len;                       /* buffer size, iovec count, ... */
    union linuxabi_io_uring_sqe_flags u_flags;
    uint64_t user_data;                 /* returned in the CQE */
    union linuxabi_io_uring_sqe_buf   u_buf;
    uint16_t personality;               /* IORING_REGISTER_PERSONALITY's id */
    union linuxabi_io_uring_sqe_fd    u_fd;
    union linuxabi_io_uring_sqe_addr3 u_addr3;
};

/* attr_type_mask bits */
#define IORING_RW_ATTR_FLAG_PI  (1U << 0)

/* IORING_RW_ATTR_FLAG_PI: integrity (protection information) */
struct linuxabi_io_uring_attr_pi {
    uint16_t flags;
    uint16_t app_tag;
    uint32_t len;
    uint64_t addr;
    uint64_t seed;
    uint64_t rsvd;
};

/* file_index: let the kernel choose a free direct descriptor */
#define IORING_FILE_INDEX_ALLOC 0xffffffffU

/* bit numbers of the IOSQE_* flags (enum io_uring_sqe_flags_bit) */
#define IOSQE_FIXED_FILE_BIT        0
#define IOSQE_IO_DRAIN_BIT          1
#define IOSQE_IO_LINK_BIT           2
#define IOSQE_IO_HARDLINK_BIT       3
#define IOSQE_ASYNC_BIT             4
#define IOSQE_BUFFER_SELECT_BIT     5
#define IOSQE_CQE_SKIP_SUCCESS_BIT  6

/* sqe flags */
#define IOSQE_FIXED_FILE        (1U << 0)   /* fd is a registered file index */
#define IOSQE_IO_DRAIN          (1U << 1)   /* after everything before it */
#define IOSQE_IO_LINK           (1U << 2)   /* the next one waits for this */
#define IOSQE_IO_HARDLINK       (1U << 3)   /* ... even if this one fails */
#define IOSQE_ASYNC             (1U << 4)   /* always through a worker */
#define IOSQE_BUFFER_SELECT     (1U << 5)   /* a buffer of u_buf.buf_group */
#define IOSQE_CQE_SKIP_SUCCESS  (1U << 6)   /* no CQE if it succeeds */

/* io_uring_setup(2) flags */
#define IORING_SETUP_IOPOLL     (1U << 0)   /* poll for completions */
#define IORING_SETUP_SQPOLL     (1U << 1)   /* a kernel thread polls the SQ */
#define IORING_SETUP_SQ_AFF     (1U << 2)   /* sq_thread_cpu is valid */
#define IORING_SETUP_CQSIZE     (1U << 3)   /* cq_entries is valid */
#define IORING_SETUP_CLAMP      (1U << 4)   /* clamp sizes to the limits */
#define IORING_SETUP_ATTACH_WQ  (1U << 5)   /* share wq_fd's workers */
#define IORING_SETUP_R_DISABLED (1U << 6)   /* until IORING_REGISTER_ENABLE_RINGS */
#define IORING_SETUP_SUBMIT_ALL (1U << 7)   /* go on submitting after an error */
#define IORING_SETUP_COOP_TASKRUN (1U << 8) /* no interrupt for task work */
#define IORING_SETUP_TASKRUN_FLAG (1U << 9) /* IORING_SQ_TASKRUN when work waits */
#define IORING_SETUP_SQE128     (1U << 10)  /* 128-byte SQEs */
#define IORING_SETUP_CQE32      (1U << 11)  /* 32-byte CQEs */
#define IORING_SETUP_SINGLE_ISSUER (1U << 12) /* one task submits */
#define IORING_SETUP_DEFER_TASKRUN (1U << 13) /* task work only when waiting */
#define IORING_SETUP_NO_MMAP    (1U << 14)  /* the rings are the caller's
                                               memory (user_addr) */
#define IORING_SETUP_REGISTERED_FD_ONLY (1U << 15) /* return a registered
                                               ring index, not an fd */
#define IORING_SETUP_NO_SQARRAY (1U << 16)  /* no SQ index array */
#define IORING_SETUP_HYBRID_IOPOLL (1U << 17) /* sleep, then poll */
#define IORING_SETUP_CQE_MIXED  (1U << 18)  /* 16- and 32-byte CQEs
                                               (IORING_CQE_F_32) */
#define IORING_SETUP_SQE_MIXED  (1U << 19)  /* 64- and 128-byte SQEs */
#define IORING_SETUP_SQ_REWIND  (1U << 20)  /* SQEs always from index 0
                                               (with NO_SQARRAY) */

/* opcodes (enum io_uring_op) */
#define IORING_OP_NOP               0
#define IORING_OP_READV             1
#define IORING_OP_WRITEV            2
#define IORING_OP_FSYNC             3
#define IORING_OP_READ_FIXED        4
#define IORING_OP_WRITE_FIXED       5
#define IORING_OP_POLL_ADD          6
#define IORING_OP_POLL_REMOVE       7
#define IORING_OP_SYNC_FILE_RANGE   8
#define IORING_OP_SENDMSG           9
#define IORING_OP_RECVMSG           10
#define IORING_OP_TIMEOUT           11
#define IORING_OP_TIMEOUT_REMOVE    12
#define IORING_OP_ACCEPT            13
#define IORING_OP_ASYNC_CANCEL      14
#define IORING_OP_LINK_TIMEOUT      15
#define IORING_OP_CONNECT           16
#define IORING_OP_FALLOCATE         17
#define IORING_OP_OPENAT            18
#define IORING_OP_CLOSE             19
#define IORING_OP_FILES_UPDATE      20
#define IORING_OP_STATX             21
#define IORING_OP_READ              22
#define IORING_OP_WRITE             23
#define IORING_OP_FADVISE           24
#define IORING_OP_MADVISE           25
#define IORING_OP_SEND              26
#define IORING_OP_RECV              27
#define IORING_OP_OPENAT2           28
#define IORING_OP_EPOLL_CTL         29
#define IORING_OP_SPLICE            30
#define IORING_OP_PROVIDE_BUFFERS   31
#define IORING_OP_REMOVE_BUFFERS    32
#define IORING_OP_TEE               33
#define IORING_OP_SHUTDOWN          34
#define IORING_OP_RENAMEAT          35
#define IORING_OP_UNLINKAT          36
#define IORING_OP_MKDIRAT           37
#define IORING_OP_SYMLINKAT         38
#define IORING_OP_LINKAT            39
#define IORING_OP_MSG_RING          40
#define IORING_OP_FSETXATTR         41
#define IORING_OP_SETXATTR          42
#define IORING_OP_FGETXATTR         43
#define IORING_OP_GETXATTR          44
#define IORING_OP_SOCKET            45
#define IORING_OP_URING_CMD         46
#define IORING_OP_SEND_ZC           47
#define IORING_OP_SENDMSG_ZC        48
#define IORING_OP_READ_MULTISHOT    49
#define IORING_OP_WAITID            50
#define IORING_OP_FUTEX_WAIT        51
#define IORING_OP_FUTEX_WAKE        52
#define IORING_OP_FUTEX_WAITV       53
#define IORING_OP_FIXED_FD_INSTALL  54
#define IORING_OP_FTRUNCATE         55
#define IORING_OP_BIND              56
#define IORING_OP_LISTEN            57
#define IORING_OP_RECV_ZC           58
#define IORING_OP_EPOLL_WAIT        59
#define IORING_OP_READV_FIXED       60
#define IORING_OP_WRITEV_FIXED      61
#define IORING_OP_PIPE              62
#define IORING_OP_NOP128            63  /* a 128-byte SQE (SQE_MIXED) */
#define IORING_OP_URING_CMD128      64  /* a 128-byte SQE (SQE_MIXED) */

/* uring_cmd_flags */
#define IORING_URING_CMD_FIXED      (1U << 0)   /* a registered buffer,
                                                   u_buf.buf_index */
#define IORING_URING_CMD_MULTISHOT  (1U << 1)   /* with IOSQE_BUFFER_SELECT */

/* fsync_flags */
#define IORING_FSYNC_DATASYNC   (1U << 0)       /* fdatasync(2) */

/* timeout_flags */
#define IORING_TIMEOUT_ABS          (1U << 0)   /* an absolute time */
#define IORING_TIMEOUT_UPDATE       (1U << 1)   /* change a timeout */
#define IORING_TIMEOUT_BOOTTIME     (1U << 2)   /* CLOCK_BOOTTIME */
#define IORING_TIMEOUT_REALTIME     (1U << 3)   /* CLOCK_REALTIME */
#define IORING_LINK_TIMEOUT_UPDATE  (1U << 4)   /* change a linked timeout */
#define IORING_TIMEOUT_ETIME_SUCCESS (1U << 5)  /* expiry is success */
#define IORING_TIMEOUT_MULTISHOT    (1U << 6)   /* repeat (len times, or
                                                   for ever if 0) */
#define IORING_TIMEOUT_IMMEDIATE_ARG (1U << 7)  /* addr is nanoseconds, not
                                                   a timespec's address */
#define IORING_TIMEOUT_CLOCK_MASK   (IORING_TIMEOUT_BOOTTIME | IORING_TIMEOUT_REALTIME)
#define IORING_TIMEOUT_UPDATE_MASK  (IORING_TIMEOUT_UPDATE | IORING_LINK_TIMEOUT_UPDATE)

/* splice_flags, beside splice(2)'s SPLICE_F_*: splice_fd_in is a
   registered file index */
#define SPLICE_F_FD_IN_FIXED    (1U << 31)

/* IORING_OP_POLL_ADD flags, in len (poll32_events holds the events) */
#define IORING_POLL_ADD_MULTI        (1U << 0)  /* multishot */
#define IORING_POLL_UPDATE_EVENTS    (1U << 1)  /* of the request whose
                                                   user_data is addr */
#define IORING_POLL_UPDATE_USER_DATA (1U << 2)
#define IORING_POLL_ADD_LEVEL        (1U << 3)  /* level triggered */

/* cancel_flags of IORING_OP_ASYNC_CANCEL (and IORING_REGISTER_SYNC_CANCEL):
   what to match */
#define IORING_ASYNC_CANCEL_ALL      (1U << 0)  /* every match, not one */
#define IORING_ASYNC_CANCEL_FD       (1U << 1)  /* by fd, not user_data */
#define IORING_ASYNC_CANCEL_ANY      (1U << 2)  /* any request */
#define IORING_ASYNC_CANCEL_FD_FIXED (1U << 3)  /* fd is a registered file */
#define IORING_ASYNC_CANCEL_USERDATA (1U << 4)  /* by user_data (the default) */
#define IORING_ASYNC_CANCEL_OP       (1U << 5)  /* by opcode */

/* send, sendmsg, recv and recvmsg flags, in ioprio */
#define IORING_RECVSEND_POLL_FIRST   (1U << 0)  /* poll before the first try */
#define IORING_RECV_MULTISHOT        (1U << 1)
#define IORING_RECVSEND_FIXED_BUF    (1U << 2)  /* u_buf.buf_index */
#define IORING_SEND_ZC_REPORT_USAGE  (1U << 3)  /* IORING_NOTIF_USAGE_ZC_COPIED
                                                   in the notification */
#define IORING_RECVSEND_BUNDLE       (1U << 4)  /* several selected buffers */
#define IORING_SEND_VECTORIZED       (1U << 5)  /* addr is an iovec array */

/* res of an IORING_CQE_F_NOTIF completion: the data was copied */
#define IORING_NOTIF_USAGE_ZC_COPIED (1U << 31)

/* accept flags, in ioprio */
#define IORING_ACCEPT_MULTISHOT      (1U << 0)
#define IORING_ACCEPT_DONTWAIT       (1U << 1)
#define IORING_ACCEPT_POLL_FIRST     (1U << 2)

/* IORING_OP_MSG_RING commands, in addr (enum io_uring_msg_ring_flags) */
#define IORING_MSG_DATA              0  /* post len as res, off as user_data */
#define IORING_MSG_SEND_FD           1  /* pass a registered file */

/* msg_ring_flags */
#define IORING_MSG_RING_CQE_SKIP     (1U << 0)  /* no CQE in the target */
#define IORING_MSG_RING_FLAGS_PASS   (1U << 1)  /* file_index is the
                                                   target CQE's flags */

/* install_fd_flags */
#define IORING_FIXED_FD_NO_CLOEXEC   (1U << 0)

/* nop_flags */
#define IORING_NOP_INJECT_RESULT     (1U << 0)  /* res is len */
#define IORING_NOP_FILE              (1U << 1)  /* look up fd */
#define IORING_NOP_FIXED_FILE        (1U << 2)
#define IORING_NOP_FIXED_BUFFER      (1U << 3)
#define IORING_NOP_TW                (1U << 4)  /* complete from task work */
#define IORING_NOP_CQE32             (1U << 5)  /* post a 32-byte CQE */

/* The completion queue entry (CQE), 16 bytes; 32 with IORING_SETUP_CQE32
   or IORING_CQE_F_32, the other 16 bytes (big_cqe) following */
struct linuxabi_io_uring_cqe {
    uint64_t user_data;                 /* the SQE's */
    int32_t  res;                       /* the result, or -errno */
    uint32_t flags;                     /* IORING_CQE_F_* */
};

/* cqe flags */
#define IORING_CQE_F_BUFFER          (1U << 0)  /* buffer id in the top
                                                   16 bits */
#define IORING_CQE_F_MORE            (1U << 1)  /* more CQEs will follow */
#define IORING_CQE_F_SOCK_NONEMPTY   (1U << 2)  /* data left in the socket */
#define IORING_CQE_F_NOTIF           (1U << 3)  /* a zero-copy notification */
#define IORING_CQE_F_BUF_MORE        (1U << 4)  /* the buffer is only partly
                                                   used (IOU_PBUF_RING_INC) */
#define IORING_CQE_F_SKIP            (1U << 5)  /* filler: ignore it */
#define IORING_CQE_F_32              (1U << 15) /* a 32-byte CQE */

#define IORING_CQE_BUFFER_SHIFT      16

/* mmap(2) offsets of the ring fd */
#if defined(__LP64__) || defined(_LP64)
#define IORING_OFF_SQ_RING      0UL             /* the SQ ring */
#define IORING_OFF_CQ_RING      0x8000000UL     /* the CQ ring */
#define IORING_OFF_SQES         0x10000000UL    /* the SQE array */
#define IORING_OFF_PBUF_RING    0x80000000UL    /* | group << PBUF_SHIFT */
#define IORING_OFF_MMAP_MASK    0xf8000000UL
#else
#define IORING_OFF_SQ_RING      0ULL
#define IORING_OFF_CQ_RING      0x8000000ULL
#define IORING_OFF_SQES         0x10000000ULL
#define IORING_OFF_PBUF_RING    0x80000000ULL
#define IORING_OFF_MMAP_MASK    0xf8000000ULL
#endif
#define IORING_OFF_PBUF_SHIFT   16

/* where the SQ ring's fields are, from its start */
struct linuxabi_io_sqring_offsets {
    uint32_t head;
    uint32_t tail;
    uint32_t ring_mask;
    uint32_t ring_entries;
    uint32_t flags;                     /* IORING_SQ_* */
    uint32_t dropped;                   /* invalid entries skipped */
    uint32_t array;                     /* the SQE index array */
    uint32_t resv1;
    uint64_t user_addr;                 /* IORING_SETUP_NO_MMAP: its memory */
};

/* SQ ring flags */
#define IORING_SQ_NEED_WAKEUP   (1U << 0)   /* SQPOLL: IORING_ENTER_SQ_WAKEUP */
#define IORING_SQ_CQ_OVERFLOW   (1U << 1)   /* CQEs are waiting for room */
#define IORING_SQ_TASKRUN       (1U << 2)   /* task work waits: enter */

/* where the CQ ring's fields are, from its start */
struct linuxabi_io_cqring_offsets {
    uint32_t head;
    uint32_t tail;
    uint32_t ring_mask;
    uint32_t ring_entries;
    uint32_t overflow;
    uint32_t cqes;                      /* the CQE array */
    uint32_t flags;                     /* IORING_CQ_* */
    uint32_t resv1;
    uint64_t user_addr;
};

/* CQ ring flags */
#define IORING_CQ_EVENTFD_DISABLED (1U << 0)

/* io_uring_enter(2) flags */
#define IORING_ENTER_GETEVENTS       (1U << 0)  /* wait for min_complete */
#define IORING_ENTER_SQ_WAKEUP       (1U << 1)  /* wake the SQPOLL thread */
#define IORING_ENTER_SQ_WAIT         (1U << 2)  /* wait for SQ room */
#define IORING_ENTER_EXT_ARG         (1U << 3)  /* arg is a struct
                                   linuxabi_io_uring_getevents_arg */
#define IORING_ENTER_REGISTERED_RING (1U << 4)  /* fd is a registered index */
#define IORING_ENTER_ABS_TIMER       (1U << 5)  /* an absolute timeout */
#define IORING_ENTER_EXT_ARG_REG     (1U << 6)  /* arg is an offset into the
                                   registered wait region */
#define IORING_ENTER_NO_IOWAIT       (1U << 7)  /* not counted as iowait */

/* io_uring_setup(2): in, and filled in on return */
struct linuxabi_io_uring_params {
    uint32_t sq_entries;
    uint32_t cq_entries;
    uint32_t flags;                     /* IORING_SETUP_* */
    uint32_t sq_thread_cpu;
    uint32_t sq_thread_idle;            /* ms */
    uint32_t features;                  /* out: IORING_FEAT_* */
    uint32_t wq_fd;                     /* IORING_SETUP_ATTACH_WQ */
    uint32_t resv[3];
    struct linuxabi_io_sqring_offsets sq_off;
    struct linuxabi_io_cqring_offsets cq_off;
};

/* features */
#define IORING_FEAT_SINGLE_MMAP      (1U << 0)  /* one mmap for SQ and CQ */
#define IORING_FEAT_NODROP           (1U << 1)
#define IORING_FEAT_SUBMIT_STABLE    (1U << 2)
#define IORING_FEAT_RW_CUR_POS       (1U << 3)  /* off -1: the file position */
#define IORING_FEAT_CUR_PERSONALITY  (1U << 4)
#define IORING_FEAT_FAST_POLL        (1U << 5)
#define IORING_FEAT_POLL_32BITS      (1U << 6)
#define IORING_FEAT_SQPOLL_NONFIXED  (1U << 7)
#define IORING_FEAT_EXT_ARG          (1U << 8)
#define IORING_FEAT_NATIVE_WORKERS   (1U << 9)
#define IORING_FEAT_RSRC_TAGS        (1U << 10)
#define IORING_FEAT_CQE_SKIP         (1U << 11)
#define IORING_FEAT_LINKED_FILE      (1U << 12)
#define IORING_FEAT_REG_REG_RING     (1U << 13)
#define IORING_FEAT_RECVSEND_BUNDLE  (1U << 14)
#define IORING_FEAT_MIN_TIMEOUT      (1U << 15)
#define IORING_FEAT_RW_ATTR          (1U << 16)
#define IORING_FEAT_NO_IOWAIT        (1U << 17)

/* io_uring_register(2) opcodes (enum io_uring_register_op) */
#define IORING_REGISTER_BUFFERS             0
#define IORING_UNREGISTER_BUFFERS           1
#define IORING_REGISTER_FILES               2
#define IORING_UNREGISTER_FILES             3
#define IORING_REGISTER_EVENTFD             4
#define IORING_UNREGISTER_EVENTFD           5
#define IORING_REGISTER_FILES_UPDATE        6
#define IORING_REGISTER_EVENTFD_ASYNC       7
#define IORING_REGISTER_PROBE               8   /* struct linuxabi_io_uring_probe */
#define IORING_REGISTER_PERSONALITY         9
#define IORING_UNREGISTER_PERSONALITY       10
#define IORING_REGISTER_RESTRICTIONS        11
#define IORING_REGISTER_ENABLE_RINGS        12
#define IORING_REGISTER_FILES2              13  /* struct linuxabi_io_uring_rsrc_register */
#define IORING_REGISTER_FILES_UPDATE2       14  /* struct linuxabi_io_uring_rsrc_update2 */
#define IORING_REGISTER_BUFFERS2            15
#define IORING_REGISTER_BUFFERS_UPDATE      16
#define IORING_REGISTER_IOWQ_AFF            17
#define IORING_UNREGISTER_IOWQ_AFF          18
#define IORING_REGISTER_IOWQ_MAX_WORKERS    19
#define IORING_REGISTER_RING_FDS            20
#define IORING_UNREGISTER_RING_FDS          21
#define IORING_REGISTER_PBUF_RING           22  /* struct linuxabi_io_uring_buf_reg */
#define IORING_UNREGISTER_PBUF_RING         23
#define IORING_REGISTER_SYNC_CANCEL         24  /* struct linuxabi_io_uring_sync_cancel_reg */
#define IORING_REGISTER_FILE_ALLOC_RANGE    25  /* struct linuxabi_io_uring_file_index_range */
#define IORING_REGISTER_PBUF_STATUS         26  /* struct linuxabi_io_uring_buf_status */
#define IORING_REGISTER_NAPI                27  /* struct linuxabi_io_uring_napi */
#define IORING_UNREGISTER_NAPI              28
#define IORING_REGISTER_CLOCK               29  /* struct linuxabi_io_uring_clock_register */
#define IORING_REGISTER_CLONE_BUFFERS       30  /* struct linuxabi_io_uring_clone_buffers */
#define IORING_REGISTER_SEND_MSG_RING       31  /* an SQE, no ring */
#define IORING_REGISTER_ZCRX_IFQ            32  /* struct linuxabi_io_uring_zcrx_ifq_reg */
#define IORING_REGISTER_RESIZE_RINGS        33  /* struct linuxabi_io_uring_params */
#define IORING_REGISTER_MEM_REGION          34  /* struct linuxabi_io_uring_mem_region_reg */
#define IORING_REGISTER_QUERY               35  /* struct linuxabi_io_uring_query_hdr */
#define IORING_REGISTER_ZCRX_CTRL           36  /* struct linuxabi_zcrx_ctrl */
#define IORING_REGISTER_BPF_FILTER          37  /* struct linuxabi_io_uring_bpf */
#define IORING_REGISTER_USE_REGISTERED_RING (1U << 31) /* or'ed in: fd is a
                                                   registered ring index */

/* io-wq worker kinds, the indexes of IORING_REGISTER_IOWQ_MAX_WORKERS's
   array (enum io_wq_type) */
#define IO_WQ_BOUND     0
#define IO_WQ_UNBOUND   1

/* IORING_REGISTER_FILES_UPDATE (old; struct linuxabi_io_uring_rsrc_update) */
struct linuxabi_io_uring_files_update {
    uint32_t offset;
    uint32_t resv;
    uint64_t fds;                       /* int32_t array */
};

/* region types and flags */
#define IORING_MEM_REGION_TYPE_USER     1   /* the caller's memory, user_addr */
#define IORING_MEM_REGION_REG_WAIT_ARG  1   /* the region holds struct
                                   linuxabi_io_uring_reg_wait entries */

struct linuxabi_io_uring_region_desc {
    uint64_t user_addr;
    uint64_t size;
    uint32_t flags;                     /* IORING_MEM_REGION_TYPE_* */
    uint32_t id;
    uint64_t mmap_offset;               /* out */
    uint64_t __resv[4];
};

/* IORING_REGISTER_MEM_REGION */
struct linuxabi_io_uring_mem_region_reg {
    uint64_t region_uptr;               /* struct linuxabi_io_uring_region_desc */
    uint64_t flags;                     /* IORING_MEM_REGION_REG_* */
    uint64_t __resv[2];
};

/* rsrc_register flags: no files yet (nr empty slots) */
#define IORING_RSRC_REGISTER_SPARSE (1U << 0)

/* IORING_REGISTER_FILES2, IORING_REGISTER_BUFFERS2 */
struct linuxabi_io_uring_rsrc_register {
    uint32_t nr;
    uint32_t flags;                     /* IORING_RSRC_REGISTER_* */
    uint64_t resv2;
    uint64_t data;                      /* fds or iovecs */
    uint64_t tags;                      /* uint64_t array, or 0 */
};

/* IORING_REGISTER_FILES_UPDATE */
struct linuxabi_io_uring_rsrc_update {
    uint32_t offset;
    uint32_t resv;
    uint64_t data;
};

/* IORING_REGISTER_FILES_UPDATE2, IORING_REGISTER_BUFFERS_UPDATE */
struct linuxabi_io_uring_rsrc_update2 {
    uint32_t offset;
    uint32_t resv;
    uint64_t data;
    uint64_t tags;
    uint32_t nr;
    uint32_t resv2;
};

/* an fd of a files update: leave that slot alone */
#define IORING_REGISTER_FILES_SKIP  (-2)

/* probe op flags */
#define IO_URING_OP_SUPPORTED   (1U << 0)

struct linuxabi_io_uring_probe_op {
    uint8_t  op;                        /* IORING_OP_* */
    uint8_t  resv;
    uint16_t flags;                     /* IO_URING_OP_* */
    uint32_t resv2;
};

/* IORING_REGISTER_PROBE (nr_args: the ops that follow) */
struct linuxabi_io_uring_probe {
    uint8_t  last_op;                   /* the highest opcode known */
    uint8_t  ops_len;                   /* entries filled in */
    uint16_t resv;
    uint32_t resv2[3];
    /* then struct linuxabi_io_uring_probe_op ops[] */
};

union linuxabi_io_uring_restriction_u {
    uint8_t register_op;                /* IORING_RESTRICTION_REGISTER_OP */
    uint8_t sqe_op;                     /* IORING_RESTRICTION_SQE_OP */
    uint8_t sqe_flags;                  /* IORING_RESTRICTION_SQE_FLAGS_* */
};

/* IORING_REGISTER_RESTRICTIONS: an array of them */
struct linuxabi_io_uring_restriction {
    uint16_t opcode;                    /* IORING_RESTRICTION_* */
    union linuxabi_io_uring_restriction_u u;    /* anonymous in the kernel */
    uint8_t  resv;
    uint32_t resv2[3];
};

/* a task's restrictions, then nr_res struct linuxabi_io_uring_restriction */
struct linuxabi_io_uring_task_restriction {
    uint16_t flags;
    uint16_t nr_res;
    uint32_t resv[3];
};

/* IORING_REGISTER_CLOCK */
struct linuxabi_io_uring_clock_register {
    uint32_t clockid;                   /* CLOCK_MONOTONIC or CLOCK_BOOTTIME */
    uint32_t __resv[3];
};

/* clone_buffers flags */
#define IORING_REGISTER_SRC_REGISTERED  (1U << 0)   /* src_fd is registered */
#define IORING_REGISTER_DST_REPLACE     (1U << 1)   /* replace what is there */

/* IORING_REGISTER_CLONE_BUFFERS */
struct linuxabi_io_uring_clone_buffers {
    uint32_t src_fd;
    uint32_t flags;                     /* IORING_REGISTER_SRC_*, _DST_* */
    uint32_t src_off;
    uint32_t dst_off;
    uint32_t nr;
    uint32_t pad[3];
};

/* an entry of a provided buffer ring */
struct linuxabi_io_uring_buf {
    uint64_t addr;
    uint32_t len;
    uint16_t bid;                       /* the buffer id */
    uint16_t resv;                      /* entry 0's: the ring's tail */
};

/* a provided buffer ring's start: its tail lies over entry 0's resv; the
   ring is an array of struct linuxabi_io_uring_buf from byte 0 */
struct linuxabi_io_uring_buf_ring {
    uint64_t resv1;
    uint32_t resv2;
    uint16_t resv3;
    uint16_t tail;
};

/* buf_reg flags (enum io_uring_register_pbuf_ring_flags) */
#define IOU_PBUF_RING_MMAP  1   /* the kernel allocates: mmap(2) at
                                   IORING_OFF_PBUF_RING */
#define IOU_PBUF_RING_INC   2   /* buffers used up a part at a time */

/* IORING_REGISTER_PBUF_RING, IORING_UNREGISTER_PBUF_RING */
struct linuxabi_io_uring_buf_reg {
    uint64_t ring_addr;
    uint32_t ring_entries;              /* a power of 2 */
    uint16_t bgid;                      /* the buffer group */
    uint16_t flags;                     /* IOU_PBUF_RING_* */
    uint32_t min_left;
    uint32_t resv[5];
};

/* IORING_REGISTER_PBUF_STATUS */
struct linuxabi_io_uring_buf_status {
    uint32_t buf_group;                 /* in */
    uint32_t head;                      /* out */
    uint32_t resv[8];
};

/* napi opcodes (enum io_uring_napi_op) */
#define IO_URING_NAPI_REGISTER_OP       0   /* op_param: a tracking strategy */
#define IO_URING_NAPI_STATIC_ADD_ID     1   /* op_param: a NAPI id */
#define IO_URING_NAPI_STATIC_DEL_ID     2

/* tracking strategies (enum io_uring_napi_tracking_strategy) */
#define IO_URING_NAPI_TRACKING_DYNAMIC  0
#define IO_URING_NAPI_TRACKING_STATIC   1
#define IO_URING_NAPI_TRACKING_INACTIVE 255

/* IORING_REGISTER_NAPI, IORING_UNREGISTER_NAPI */
struct linuxabi_io_uring_napi {
    uint32_t busy_poll_to;              /* microseconds */
    uint8_t  prefer_busy_poll;
    uint8_t  opcode;                    /* IO_URING_NAPI_* op */
    uint8_t  pad[2];
    uint32_t op_param;
    uint32_t resv;
};

/* restriction opcodes (enum io_uring_register_restriction_op) */
#define IORING_RESTRICTION_REGISTER_OP          0   /* allow a register op */
#define IORING_RESTRICTION_SQE_OP               1   /* allow an SQE opcode */
#define IORING_RESTRICTION_SQE_FLAGS_ALLOWED    2   /* allow IOSQE_* flags */
#define IORING_RESTRICTION_SQE_FLAGS_REQUIRED   3   /* require IOSQE_* flags */

/* reg_wait flags */
#define IORING_REG_WAIT_TS  (1U << 0)   /* ts is valid */

/* an entry of the IORING_MEM_REGION_REG_WAIT_ARG region
   (IORING_ENTER_EXT_ARG_REG) */
struct linuxabi_io_uring_reg_wait {
    struct linuxabi_kernel_timespec ts;
    uint32_t min_wait_usec;
    uint32_t flags;                     /* IORING_REG_WAIT_* */
    uint64_t sigmask;
    uint32_t sigmask_sz;
    uint32_t pad[3];
    uint64_t pad2[2];
};

/* io_uring_enter(2) arg with IORING_ENTER_EXT_ARG */
struct linuxabi_io_uring_getevents_arg {
    uint64_t sigmask;
    uint32_t sigmask_sz;
    uint32_t min_wait_usec;
    uint64_t ts;                        /* struct linuxabi_kernel_timespec */
};

/* IORING_REGISTER_SYNC_CANCEL */
struct linuxabi_io_uring_sync_cancel_reg {
    uint64_t addr;                      /* user_data to match */
    int32_t  fd;
    uint32_t flags;                     /* IORING_ASYNC_CANCEL_* */
    struct linuxabi_kernel_timespec timeout;  /* -1, -1: none */
    uint8_t  opcode;
    uint8_t  pad[7];
    uint64_t pad2[3];
};

/* IORING_REGISTER_FILE_ALLOC_RANGE: slots [off, off + len) */
struct linuxabi_io_uring_file_index_range {
    uint32_t off;
    uint32_t len;
    uint64_t resv;
};

/* the head of a multishot IORING_OP_RECVMSG buffer: then the name, the
   control data and the payload */
struct linuxabi_io_uring_recvmsg_out {
    uint32_t namelen;
    uint32_t controllen;
    uint32_t payloadlen;
    uint32_t flags;                     /* MSG_* */
};

/* IORING_OP_URING_CMD commands on a socket, cmd_op
   (enum io_uring_socket_op) */
#define SOCKET_URING_OP_SIOCINQ         0
#define SOCKET_URING_OP_SIOCOUTQ        1
#define SOCKET_URING_OP_GETSOCKOPT      2
#define SOCKET_URING_OP_SETSOCKOPT      3
#define SOCKET_URING_OP_TX_TIMESTAMP    4
#define SOCKET_URING_OP_GETSOCKNAME     5

/* SOCKET_URING_OP_TX_TIMESTAMP completions: cqe flags */
#define IORING_TIMESTAMP_HW_SHIFT       16  /* bit of IORING_CQE_F_TSTAMP_HW */
#define IORING_TIMESTAMP_TYPE_SHIFT     17  /* the SCM_TSTAMP_* from here up */
#define IORING_CQE_F_TSTAMP_HW          (1U << 16)  /* a hardware time */

struct linuxabi_io_timespec {
    uint64_t tv_sec;
    uint64_t tv_nsec;
};

/* Zero-copy receive (IORING_REGISTER_ZCRX_IFQ, IORING_OP_RECV_ZC) */

/* a refill queue entry: a buffer given back */
struct linuxabi_io_uring_zcrx_rqe {
    uint64_t off;                       /* area id << IORING_ZCRX_AREA_SHIFT
                                           | offset */
    uint32_t len;
    uint32_t __pad;
};

/* the second half of a 32-byte IORING_OP_RECV_ZC CQE */
struct linuxabi_io_uring_zcrx_cqe {
    uint64_t off;
    uint64_t __pad;
};

#define IORING_ZCRX_AREA_SHIFT  48
#if defined(__LP64__) || defined(_LP64)
#define IORING_ZCRX_AREA_MASK   0xffff000000000000UL   /* the area id bits */
#else
#define IORING_ZCRX_AREA_MASK   0xffff000000000000ULL
#endif

/* where the refill ring's fields are */
struct linuxabi_io_uring_zcrx_offsets {
    uint32_t head;
    uint32_t tail;
    uint32_t rqes;
    uint32_t __resv2;
    uint64_t __resv[2];
};

/* area flags (enum io_uring_zcrx_area_flags) */
#define IORING_ZCRX_AREA_DMABUF 1       /* dmabuf_fd, not addr */

struct linuxabi_io_uring_zcrx_area_reg {
    uint64_t addr;
    uint64_t len;
    uint64_t rq_area_token;             /* out */
    uint32_t flags;                     /* IORING_ZCRX_AREA_* */
    uint32_t dmabuf_fd;
    uint64_t __resv2[2];
};

/* zcrx_ifq_reg flags (enum zcrx_reg_flags) */
#define ZCRX_REG_IMPORT         1       /* if_idx is a zcrx fd to share */
#define ZCRX_REG_NODEV          2       /* no device: every byte copied */

/* features (enum zcrx_features) */
#define ZCRX_FEATURE_RX_PAGE_SIZE   (1 << 0)    /* rx_buf_len is honoured */
#define ZCRX_FEATURE_EVENT          (1 << 1)

/* event types (enum zcrx_event_type) */
#define ZCRX_EVENT_ALLOC_FAIL   0
#define ZCRX_EVENT_COPY         1

/* event_desc flags (enum zcrx_event_desc_flags) */
#define ZCRX_EVENT_DESC_FLAG_STATS  (1 << 0)    /* stats_offset is valid */

struct linuxabi_zcrx_stats {
    uint64_t copy_count;
    uint64_t copy_bytes;
};

struct linuxabi_zcrx_event_desc {
    uint64_t user_data;
    uint32_t type_mask;                 /* 1 << ZCRX_EVENT_* */
    uint32_t flags;                     /* ZCRX_EVENT_DESC_FLAG_* */
    uint64_t stats_offset;              /* of a struct linuxabi_zcrx_stats in
                                           the refill ring's region */
    uint64_t __resv2[9];
};

/* IORING_REGISTER_ZCRX_IFQ */
struct linuxabi_io_uring_zcrx_ifq_reg {
    uint32_t if_idx;
    uint32_t if_rxq;
    uint32_t rq_entries;
    uint32_t flags;                     /* ZCRX_REG_* */
    uint64_t area_ptr;                  /* struct linuxabi_io_uring_zcrx_area_reg */
    uint64_t region_ptr;                /* struct linuxabi_io_uring_region_desc */
    struct linuxabi_io_uring_zcrx_offsets offsets;  /* out */
    uint32_t zcrx_id;                   /* out */
    uint32_t rx_buf_len;
    uint64_t event_desc;                /* struct linuxabi_zcrx_event_desc */
    uint64_t __resv[2];
};

/* IORING_REGISTER_ZCRX_CTRL ops (enum zcrx_ctrl_op) */
#define ZCRX_CTRL_FLUSH_RQ      0
#define ZCRX_CTRL_EXPORT        1
#define ZCRX_CTRL_ARM_EVENT     2

struct linuxabi_zcrx_ctrl_flush_rq {
    uint64_t __resv[6];
};

struct linuxabi_zcrx_ctrl_export {
    uint32_t zcrx_fd;                   /* out */
    uint32_t __resv1[11];
};

struct linuxabi_zcrx_ctrl_arm_event {
    uint32_t event_type;                /* ZCRX_EVENT_* */
    uint32_t __resv[11];
};

union linuxabi_zcrx_ctrl_u {
    struct linuxabi_zcrx_ctrl_export    zc_export;
    struct linuxabi_zcrx_ctrl_flush_rq  zc_flush;
    struct linuxabi_zcrx_ctrl_arm_event zc_arm_event;
};

/* IORING_REGISTER_ZCRX_CTRL */
struct linuxabi_zcrx_ctrl {
    uint32_t zcrx_id;
    uint32_t op;                        /* ZCRX_CTRL_* */
    uint64_t __resv[2];
    union linuxabi_zcrx_ctrl_u u;       /* anonymous in the kernel */
};

/* IORING_REGISTER_QUERY: a chain of headers, each with its query's data */
struct linuxabi_io_uring_query_hdr {
    uint64_t next_entry;                /* the next header, or 0 */
    uint64_t query_data;
    uint32_t query_op;                  /* IO_URING_QUERY_* */
    uint32_t size;                      /* of query_data */
    int32_t  result;                    /* out: 0 or -errno */
    uint32_t __resv[3];
};

/* query ops */
#define IO_URING_QUERY_OPCODES      0   /* struct linuxabi_io_uring_query_opcode */
#define IO_URING_QUERY_ZCRX         1   /* struct linuxabi_io_uring_query_zcrx */
#define IO_URING_QUERY_SCQ          2   /* struct linuxabi_io_uring_query_scq */
#define IO_URING_QUERY_ZCRX_EVENT   3   /* struct linuxabi_io_uring_query_zcrx_event */

struct linuxabi_io_uring_query_opcode {
    uint32_t nr_request_opcodes;        /* IORING_OP_* known */
    uint32_t nr_register_opcodes;
    uint64_t feature_flags;             /* IORING_FEAT_* */
    uint64_t ring_setup_flags;          /* IORING_SETUP_* */
    uint64_t enter_flags;               /* IORING_ENTER_* */
    uint64_t sqe_flags;                 /* IOSQE_* */
    uint32_t nr_query_opcodes;
    uint32_t __pad;
};

struct linuxabi_io_uring_query_zcrx {
    uint64_t register_flags;            /* ZCRX_REG_* */
    uint64_t area_flags;                /* IORING_ZCRX_AREA_* */
    uint32_t nr_ctrl_opcodes;
    uint32_t features;                  /* ZCRX_FEATURE_* */
    uint32_t rq_hdr_size;
    uint32_t rq_hdr_alignment;
    uint64_t __resv2;
};

struct linuxabi_io_uring_query_zcrx_event {
    uint32_t event_flags;
    uint32_t stats_size;
    uint32_t stats_off_alignment;
    uint32_t __resv1;
    uint64_t __resv2[4];
};

struct linuxabi_io_uring_query_scq {
    uint64_t hdr_size;
    uint64_t hdr_alignment;
};

/* BPF filters (IORING_REGISTER_BPF_FILTER): classic BPF programs run on
   a struct linuxabi_io_uring_bpf_ctx per request */

struct linuxabi_io_uring_bpf_ctx_socket {
    uint32_t family;
    uint32_t type;
    uint32_t protocol;
};

struct linuxabi_io_uring_bpf_ctx_open {
    uint64_t flags;
    uint64_t mode;
    uint64_t resolve;
};

union linuxabi_io_uring_bpf_ctx_connect_addr {
    uint32_t v4_addr;                   /* network byte order */
    uint8_t  v6_addr[16];
};

struct linuxabi_io_uring_bpf_ctx_connect {
    uint32_t family;
    uint16_t port;                      /* network byte order */
    uint8_t  pad[2];
    union linuxabi_io_uring_bpf_ctx_connect_addr addr;  /* anonymous in
                                                           the kernel */
};

union linuxabi_io_uring_bpf_ctx_u {
    struct linuxabi_io_uring_bpf_ctx_socket  socket;
    struct linuxabi_io_uring_bpf_ctx_open    open;
    struct linuxabi_io_uring_bpf_ctx_connect connect;
};

struct linuxabi_io_uring_bpf_ctx {
    uint64_t user_data;
    uint8_t  opcode;                    /* IORING_OP_* */
    uint8_t  sqe_flags;                 /* IOSQE_* */
    uint8_t  pdu_size;                  /* bytes of u */
    uint8_t  pad[5];
    union linuxabi_io_uring_bpf_ctx_u u;    /* anonymous in the kernel */
};

/* bpf_filter flags */
#define IO_URING_BPF_FILTER_DENY_REST   1   /* deny opcodes with no filter */
#define IO_URING_BPF_FILTER_SZ_STRICT   2   /* pdu_size must match */

struct linuxabi_io_uring_bpf_filter {
    uint32_t opcode;                    /* IORING_OP_* */
    uint32_t flags;                     /* IO_URING_BPF_FILTER_* */
    uint32_t filter_len;                /* instructions */
    uint8_t  pdu_size;
    uint8_t  resv[3];
    uint64_t filter_ptr;                /* struct linuxabi_sock_filter array */
    uint64_t resv2[5];
};

/* bpf cmd_type */
#define IO_URING_BPF_CMD_FILTER 1

/* IORING_REGISTER_BPF_FILTER */
struct linuxabi_io_uring_bpf {
    uint16_t cmd_type;                  /* IO_URING_BPF_CMD_* */
    uint16_t cmd_flags;
    uint32_t resv;
    struct linuxabi_io_uring_bpf_filter filter; /* alone in an anonymous
                                                   union in the kernel */
};

#endif
