#ifndef LINUXABI_AUDIT_H
#define LINUXABI_AUDIT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/audit.h>: the audit subsystem, the NETLINK_AUDIT protocol of
 * socket(2) with AF_NETLINK (<linuxabi/netlink.h>; the kernel's
 * <linux/audit.h>).  Requests (AUDIT_GET, AUDIT_SET, AUDIT_ADD_RULE, ...)
 * and the kernel's records share the nlmsg_type numbers below; the
 * control requests need CAP_AUDIT_CONTROL, user messages
 * CAP_AUDIT_WRITE.  The architecture ids AUDIT_ARCH_* (rule field
 * AUDIT_ARCH, seccomp_data's arch) are <linuxabi/seccomp.h>'s.  Only
 * values and uint32_t structs: the same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
/* netlink message types (nlmsg_type): requests to the kernel */
#define AUDIT_GET                    1000     /* read the status */
#define AUDIT_SET                    1001     /* change it (mask says what) */
#define AUDIT_LIST                   1002     /* superseded: _LIST_RULES */
#define AUDIT_ADD                    1003     /* superseded: _ADD_RULE */
#define AUDIT_DEL                    1004     /* superseded: _DEL_RULE */
#define AUDIT_USER                   1005     /* old user message */
#define AUDIT_LOGIN                  1006     /* login id set */
#define AUDIT_WATCH_INS              1007     /* old file watches */
#define AUDIT_WATCH_REM              1008     /* old file watches */
#define AUDIT_WATCH_LIST             1009     /* old file watches */
#define AUDIT_SIGNAL_INFO            1010     /* who signalled auditd */
#define AUDIT_ADD_RULE               1011     /* a rule */
#define AUDIT_DEL_RULE               1012     /* a rule */
#define AUDIT_LIST_RULES             1013     /* a dump of the rules */
#define AUDIT_TRIM                   1014     /* prune watched trees */
#define AUDIT_MAKE_EQUIV             1015     /* bind two watched trees */
#define AUDIT_TTY_GET                1016     /* audit_tty_status */
#define AUDIT_TTY_SET                1017     /* audit_tty_status */
#define AUDIT_SET_FEATURE            1018     /* audit_features */
#define AUDIT_GET_FEATURE            1019     /* audit_features */

/* messages from user space programs */
#define AUDIT_FIRST_USER_MSG         1100     /* first of the user messages */
#define AUDIT_USER_AVC               1107
#define AUDIT_USER_TTY               1124
#define AUDIT_LAST_USER_MSG          1199     /* last of them */
#define AUDIT_FIRST_USER_MSG2        2100     /* first of the second range */
#define AUDIT_LAST_USER_MSG2         2999     /* last of it */

/* the audit daemon's own records */
#define AUDIT_DAEMON_START           1200
#define AUDIT_DAEMON_END             1201
#define AUDIT_DAEMON_ABORT           1202
#define AUDIT_DAEMON_CONFIG          1203

/* records of the kernel's events */
#define AUDIT_SYSCALL                1300
#define AUDIT_PATH                   1302
#define AUDIT_IPC                    1303
#define AUDIT_SOCKETCALL             1304
#define AUDIT_CONFIG_CHANGE          1305
#define AUDIT_SOCKADDR               1306
#define AUDIT_CWD                    1307
#define AUDIT_EXECVE                 1309
#define AUDIT_IPC_SET_PERM           1311
#define AUDIT_MQ_OPEN                1312
#define AUDIT_MQ_SENDRECV            1313
#define AUDIT_MQ_NOTIFY              1314
#define AUDIT_MQ_GETSETATTR          1315
#define AUDIT_KERNEL_OTHER           1316
#define AUDIT_FD_PAIR                1317
#define AUDIT_OBJ_PID                1318
#define AUDIT_TTY                    1319
#define AUDIT_EOE                    1320     /* end of a multi-record event */
#define AUDIT_BPRM_FCAPS             1321
#define AUDIT_CAPSET                 1322
#define AUDIT_MMAP                   1323
#define AUDIT_NETFILTER_PKT          1324
#define AUDIT_NETFILTER_CFG          1325
#define AUDIT_SECCOMP                1326
#define AUDIT_PROCTITLE              1327
#define AUDIT_FEATURE_CHANGE         1328
#define AUDIT_REPLACE                1329
#define AUDIT_KERN_MODULE            1330
#define AUDIT_FANOTIFY               1331
#define AUDIT_TIME_INJOFFSET         1332
#define AUDIT_TIME_ADJNTPVAL         1333
#define AUDIT_BPF                    1334
#define AUDIT_EVENT_LISTENER         1335
#define AUDIT_URINGOP                1336
#define AUDIT_OPENAT2                1337
#define AUDIT_DM_CTRL                1338
#define AUDIT_DM_EVENT               1339

/* records of security modules (SELinux, NetLabel, IPE, Landlock, ...) */
#define AUDIT_AVC                    1400
#define AUDIT_SELINUX_ERR            1401
#define AUDIT_AVC_PATH               1402
#define AUDIT_MAC_POLICY_LOAD        1403
#define AUDIT_MAC_STATUS             1404
#define AUDIT_MAC_CONFIG_CHANGE      1405
#define AUDIT_MAC_UNLBL_ALLOW        1406
#define AUDIT_MAC_CIPSOV4_ADD        1407
#define AUDIT_MAC_CIPSOV4_DEL        1408
#define AUDIT_MAC_MAP_ADD            1409
#define AUDIT_MAC_MAP_DEL            1410
#define AUDIT_MAC_IPSEC_ADDSA        1411
#define AUDIT_MAC_IPSEC_DELSA        1412
#define AUDIT_MAC_IPSEC_ADDSPD       1413
#define AUDIT_MAC_IPSEC_DELSPD       1414
#define AUDIT_MAC_IPSEC_EVENT        1415
#define AUDIT_MAC_UNLBL_STCADD       1416
#define AUDIT_MAC_UNLBL_STCDEL       1417
#define AUDIT_MAC_CALIPSO_ADD        1418
#define AUDIT_MAC_CALIPSO_DEL        1419
#define AUDIT_IPE_ACCESS             1420
#define AUDIT_IPE_CONFIG_CHANGE      1421
#define AUDIT_IPE_POLICY_LOAD        1422
#define AUDIT_LANDLOCK_ACCESS        1423
#define AUDIT_LANDLOCK_DOMAIN        1424
#define AUDIT_MAC_TASK_CONTEXTS      1425
#define AUDIT_MAC_OBJ_CONTEXTS       1426

/* kernel anomalies */
#define AUDIT_FIRST_KERN_ANOM_MSG    1700     /* first kernel anomaly */
#define AUDIT_LAST_KERN_ANOM_MSG     1799     /* last of them */
#define AUDIT_ANOM_PROMISCUOUS       1700
#define AUDIT_ANOM_ABEND             1701
#define AUDIT_ANOM_LINK              1702
#define AUDIT_ANOM_CREAT             1703

/* integrity (IMA, EVM) records */
#define AUDIT_INTEGRITY_DATA         1800
#define AUDIT_INTEGRITY_METADATA     1801
#define AUDIT_INTEGRITY_STATUS       1802
#define AUDIT_INTEGRITY_HASH         1803
#define AUDIT_INTEGRITY_PCR          1804
#define AUDIT_INTEGRITY_RULE         1805
#define AUDIT_INTEGRITY_EVM_XATTR    1806
#define AUDIT_INTEGRITY_POLICY_RULE  1807
#define AUDIT_INTEGRITY_USERSPACE    1808

#define AUDIT_KERNEL                 2000 /* an asynchronous kernel record */

/* rule lists (struct linuxabi_audit_rule_data flags) */
#define AUDIT_FILTER_USER            0x00
#define AUDIT_FILTER_TASK            0x01
#define AUDIT_FILTER_ENTRY           0x02
#define AUDIT_FILTER_WATCH           0x03
#define AUDIT_FILTER_EXIT            0x04
#define AUDIT_FILTER_EXCLUDE         0x05
#define AUDIT_FILTER_TYPE            0x05     /* old name of _EXCLUDE */
#define AUDIT_FILTER_FS              0x06
#define AUDIT_FILTER_URING_EXIT      0x07
#define AUDIT_FILTER_PREPEND         0x10     /* flag: put the rule first */

/* rule actions (action) */
#define AUDIT_NEVER                  0
#define AUDIT_POSSIBLE               1
#define AUDIT_ALWAYS                 2

/* sizes of a rule */
#define AUDIT_MAX_FIELDS             64       /* entries of fields[] .. */
#define AUDIT_MAX_KEY_LEN            256      /* longest AUDIT_FILTERKEY */
#define AUDIT_BITMASK_SIZE           64       /* uint32_t words of mask[] */

/* syscall classes (the kernel's tables of calls) */
#define AUDIT_SYSCALL_CLASSES        16       /* syscall class slots */
#define AUDIT_CLASS_DIR_WRITE        0
#define AUDIT_CLASS_DIR_WRITE_32     1
#define AUDIT_CLASS_CHATTR           2
#define AUDIT_CLASS_CHATTR_32        3
#define AUDIT_CLASS_READ             4
#define AUDIT_CLASS_READ_32          5
#define AUDIT_CLASS_WRITE            6
#define AUDIT_CLASS_WRITE_32         7
#define AUDIT_CLASS_SIGNAL           8
#define AUDIT_CLASS_SIGNAL_32        9

/* values of field AUDIT_FIELD_COMPARE */
#define AUDIT_COMPARE_UID_TO_OBJ_UID 1
#define AUDIT_COMPARE_GID_TO_OBJ_GID 2
#define AUDIT_COMPARE_EUID_TO_OBJ_UID 3
#define AUDIT_COMPARE_EGID_TO_OBJ_GID 4
#define AUDIT_COMPARE_AUID_TO_OBJ_UID 5
#define AUDIT_COMPARE_SUID_TO_OBJ_UID 6
#define AUDIT_COMPARE_SGID_TO_OBJ_GID 7
#define AUDIT_COMPARE_FSUID_TO_OBJ_UID 8
#define AUDIT_COMPARE_FSGID_TO_OBJ_GID 9
#define AUDIT_COMPARE_UID_TO_AUID    10
#define AUDIT_COMPARE_UID_TO_EUID    11
#define AUDIT_COMPARE_UID_TO_FSUID   12
#define AUDIT_COMPARE_UID_TO_SUID    13
#define AUDIT_COMPARE_AUID_TO_FSUID  14
#define AUDIT_COMPARE_AUID_TO_SUID   15
#define AUDIT_COMPARE_AUID_TO_EUID   16
#define AUDIT_COMPARE_EUID_TO_SUID   17
#define AUDIT_COMPARE_EUID_TO_FSUID  18
#define AUDIT_COMPARE_SUID_TO_FSUID  19
#define AUDIT_COMPARE_GID_TO_EGID    20
#define AUDIT_COMPARE_GID_TO_FSGID   21
#define AUDIT_COMPARE_GID_TO_SGID    22
#define AUDIT_COMPARE_EGID_TO_FSGID  23
#define AUDIT_COMPARE_EGID_TO_SGID   24
#define AUDIT_COMPARE_SGID_TO_FSGID  25

/* rule fields (fields[]) */
#define AUDIT_PID                    0
#define AUDIT_UID                    1
#define AUDIT_EUID                   2
#define AUDIT_SUID                   3
#define AUDIT_FSUID                  4
#define AUDIT_GID                    5
#define AUDIT_EGID                   6
#define AUDIT_SGID                   7
#define AUDIT_FSGID                  8
#define AUDIT_LOGINUID               9
#define AUDIT_PERS                   10
#define AUDIT_ARCH                   11
#define AUDIT_MSGTYPE                12
#define AUDIT_SUBJ_USER              13
#define AUDIT_SUBJ_ROLE              14
#define AUDIT_SUBJ_TYPE              15
#define AUDIT_SUBJ_SEN               16
#define AUDIT_SUBJ_CLR               17
#define AUDIT_PPID                   18
#define AUDIT_OBJ_USER               19
#define AUDIT_OBJ_ROLE               20
#define AUDIT_OBJ_TYPE               21
#define AUDIT_OBJ_LEV_LOW            22
#define AUDIT_OBJ_LEV_HIGH           23
#define AUDIT_LOGINUID_SET           24
#define AUDIT_SESSIONID              25
#define AUDIT_FSTYPE                 26

/* fields of syscall exit rules only */
#define AUDIT_DEVMAJOR               100
#define AUDIT_DEVMINOR               101
#define AUDIT_INODE                  102
#define AUDIT_EXIT                   103
#define AUDIT_SUCCESS                104 /* exit >= 0; the value is not read */
#define AUDIT_WATCH                  105
#define AUDIT_PERM                   106
#define AUDIT_DIR                    107
#define AUDIT_FILETYPE               108
#define AUDIT_OBJ_UID                109
#define AUDIT_OBJ_GID                110
#define AUDIT_FIELD_COMPARE          111      /* value: AUDIT_COMPARE_* */
#define AUDIT_EXE                    112
#define AUDIT_SADDR_FAM              113

/* syscall arguments and the key */
#define AUDIT_ARG0                   200
#define AUDIT_ARG1                   201
#define AUDIT_ARG2                   202
#define AUDIT_ARG3                   203
#define AUDIT_FILTERKEY              210      /* string in buf */

/* operators, or-ed into fieldflags[] */
#define AUDIT_NEGATE                 0x80000000U /* old AUDIT_NOT_EQUAL */
#define AUDIT_BIT_MASK               0x08000000
#define AUDIT_LESS_THAN              0x10000000
#define AUDIT_GREATER_THAN           0x20000000
#define AUDIT_NOT_EQUAL              0x30000000
#define AUDIT_EQUAL                  0x40000000
#define AUDIT_BIT_TEST               0x48000000
#define AUDIT_LESS_THAN_OR_EQUAL     0x50000000
#define AUDIT_GREATER_THAN_OR_EQUAL  0x60000000
#define AUDIT_OPERATORS              0x78000000 /* the operator bits */

/* struct linuxabi_audit_status mask: which members AUDIT_SET changes */
#define AUDIT_STATUS_ENABLED         0x0001
#define AUDIT_STATUS_FAILURE         0x0002
#define AUDIT_STATUS_PID             0x0004
#define AUDIT_STATUS_RATE_LIMIT      0x0008
#define AUDIT_STATUS_BACKLOG_LIMIT   0x0010
#define AUDIT_STATUS_BACKLOG_WAIT_TIME 0x0020
#define AUDIT_STATUS_LOST            0x0040
#define AUDIT_STATUS_BACKLOG_WAIT_TIME_ACTUAL 0x0080

/* struct linuxabi_audit_status feature_bitmap: what this kernel can do */
#define AUDIT_FEATURE_BITMAP_BACKLOG_LIMIT 0x00000001
#define AUDIT_FEATURE_BITMAP_BACKLOG_WAIT_TIME 0x00000002
#define AUDIT_FEATURE_BITMAP_EXECUTABLE_PATH 0x00000004
#define AUDIT_FEATURE_BITMAP_EXCLUDE_EXTEND 0x00000008
#define AUDIT_FEATURE_BITMAP_SESSIONID_FILTER 0x00000010
#define AUDIT_FEATURE_BITMAP_LOST_RESET 0x00000020
#define AUDIT_FEATURE_BITMAP_FILTER_FS 0x00000040

#define AUDIT_VERSION_BACKLOG_LIMIT  0x00000001 /* old name of the bit */
#define AUDIT_VERSION_BACKLOG_WAIT_TIME 0x00000002 /* old name of the bit */

/* failure actions (failure) */
#define AUDIT_FAIL_SILENT            0
#define AUDIT_FAIL_PRINTK            1
#define AUDIT_FAIL_PANIC             2

/* values of field AUDIT_PERM */
#define AUDIT_PERM_EXEC              1
#define AUDIT_PERM_WRITE             2
#define AUDIT_PERM_READ              4
#define AUDIT_PERM_ATTR              8

/* netlink multicast groups (enum audit_nlgrps) */
#define AUDIT_NLGRP_NONE             0        /* unused */
#define AUDIT_NLGRP_READLOG          1        /* a copy of the records
                                                 (CAP_AUDIT_READ) */

#define AUDIT_MESSAGE_TEXT_MAX       8560     /* longest record text */

/* AUDIT_SET_FEATURE, AUDIT_GET_FEATURE */
#define AUDIT_FEATURE_VERSION        1        /* audit_features vers */
/* feature bit numbers: LINUXABI_AUDIT_FEATURE_TO_MASK() gives the bit of
   audit_features mask, features and lock */
#define AUDIT_FEATURE_ONLY_UNSET_LOGINUID 0
#define AUDIT_FEATURE_LOGINUID_IMMUTABLE 1

#define AUDIT_UID_UNSET              0xffffffffU /* no login uid */
#define AUDIT_SID_UNSET              0xffffffffU /* no session id */

/* rule syscall bitmap helpers: the word of mask[] and the bit in it for
   syscall number nr */
#define LINUXABI_AUDIT_WORD(nr)     ((uint32_t)((nr) / 32))
#define LINUXABI_AUDIT_BIT(nr) \
    (1U << ((nr) - LINUXABI_AUDIT_WORD(nr) * 32))
/* the mask bit of feature bit number x */
#define LINUXABI_AUDIT_FEATURE_TO_MASK(x) (1U << ((x) & 31))

/* AUDIT_GET's answer, AUDIT_SET's request (mask: AUDIT_STATUS_*); older
   kernels send a prefix of it */
union linuxabi_audit_status_u {
    uint32_t version;                   /* the old name */
    uint32_t feature_bitmap;            /* AUDIT_FEATURE_BITMAP_* */
};

struct linuxabi_audit_status {
    uint32_t mask;                      /* AUDIT_STATUS_*: members to set */
    uint32_t enabled;                   /* 0 off, 1 on, 2 locked */
    uint32_t failure;                   /* AUDIT_FAIL_* */
    uint32_t pid;                       /* the audit daemon's, 0: none */
    uint32_t rate_limit;                /* records a second, 0: no limit */
    uint32_t backlog_limit;             /* records queued at most */
    uint32_t lost;                      /* records dropped */
    uint32_t backlog;                   /* records queued now */
    union linuxabi_audit_status_u u;    /* the kernel's anonymous union */
    uint32_t backlog_wait_time;         /* jiffies a writer may wait */
    uint32_t backlog_wait_time_actual;  /* jiffies writers waited */
};

/* AUDIT_GET_FEATURE's answer, AUDIT_SET_FEATURE's request: bit masks of
   the feature bit numbers */
struct linuxabi_audit_features {
    uint32_t vers;                      /* AUDIT_FEATURE_VERSION */
    uint32_t mask;                      /* features to act on */
    uint32_t features;                  /* on or off */
    uint32_t lock;                      /* not to be changed again */
};

/* AUDIT_TTY_GET's answer, AUDIT_TTY_SET's request */
struct linuxabi_audit_tty_status {
    uint32_t enabled;                   /* 1: audit TTY input */
    uint32_t log_passwd;                /* 1: with echo off too */
};

/* AUDIT_ADD_RULE, AUDIT_DEL_RULE, AUDIT_LIST_RULES: the fixed part,
   1040 bytes; buflen bytes of strings (paths, keys, labels, the values
   of the string fields in order) follow it */
struct linuxabi_audit_rule_data {
    uint32_t flags;                     /* AUDIT_FILTER_*, _PREPEND */
    uint32_t action;                    /* AUDIT_NEVER, AUDIT_ALWAYS */
    uint32_t field_count;               /* entries used below */
    uint32_t mask[64];                  /* AUDIT_BITMASK_SIZE: syscalls
                                           (LINUXABI_AUDIT_WORD(), _BIT()) */
    uint32_t fields[64];                /* AUDIT_MAX_FIELDS: AUDIT_PID .. */
    uint32_t values[64];                /* a number, or a string's length */
    uint32_t fieldflags[64];            /* operators: AUDIT_EQUAL .. */
    uint32_t buflen;                    /* bytes of strings after this */
};

#endif
