#ifndef LINUXABI_QUOTA_H
#define LINUXABI_QUOTA_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/quota.h>: disk quotas: quotactl(2) and quotactl_fd(2), whose
 * command is LINUXABI_QCMD(Q_*, quota type), the formats, the structs
 * the commands read and fill, and the quota warnings the kernel sends
 * over generic netlink (family "VFS_DQUOT", multicast group "events").
 * The same source on every ABI; if_dqblk has tail padding where uint64_t
 * is 8-byte aligned (72 bytes, else 68), as the kernel's, and the kernel
 * copies that many (a 64-bit kernel copies 68 for an i386 program).
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* quota types: the low byte of the command, QUOTA_NL_A_QTYPE */
#define USRQUOTA                0       /* by user id */
#define GRPQUOTA                1       /* by group id */
#define PRJQUOTA                2       /* by project id */

/* the command: the operation shifted left, the quota type below it */
#define SUBCMDMASK              0x00ff
#define SUBCMDSHIFT             8
/* quotactl(2)'s cmd, an unsigned int as the system call reads it (the
   kernel's QCMD(Q_SYNC, 0) shifts an int into its sign bit) */
#define LINUXABI_QCMD(cmd, type) \
    (((unsigned int)(cmd) << SUBCMDSHIFT) | \
     ((unsigned int)(type) & SUBCMDMASK))

/* quotactl(2) operations */
#define Q_SYNC                  0x800001  /* write the quota files out */
#define Q_QUOTAON               0x800002  /* id: QFMT_*, addr: quota file */
#define Q_QUOTAOFF              0x800003
#define Q_GETFMT                0x800004  /* addr: uint32_t, QFMT_* */
#define Q_GETINFO               0x800005  /* struct linuxabi_if_dqinfo */
#define Q_SETINFO               0x800006  /* struct linuxabi_if_dqinfo */
#define Q_GETQUOTA              0x800007  /* struct linuxabi_if_dqblk */
#define Q_SETQUOTA              0x800008  /* struct linuxabi_if_dqblk */
#define Q_GETNEXTQUOTA          0x800009  /* struct linuxabi_if_nextdqblk:
                                             the first id >= id */

/* quota file formats (Q_QUOTAON's id, Q_GETFMT's answer) */
#define QFMT_VFS_OLD            1
#define QFMT_VFS_V0             2
#define QFMT_OCFS2              3
#define QFMT_VFS_V1             4
#define QFMT_SHMEM              5       /* tmpfs, in memory */

/* the unit of dqb_bhardlimit and dqb_bsoftlimit: 1024 bytes */
#define QIF_DQBLKSIZE_BITS      10
#define QIF_DQBLKSIZE           1024

/* dqb_valid: bit numbers (an enum in the kernel) and bits */
#define QIF_BLIMITS_B           0
#define QIF_SPACE_B             1
#define QIF_ILIMITS_B           2
#define QIF_INODES_B            3
#define QIF_BTIME_B             4
#define QIF_ITIME_B             5
#define QIF_BLIMITS             0x01    /* dqb_bhardlimit, dqb_bsoftlimit */
#define QIF_SPACE               0x02    /* dqb_curspace */
#define QIF_ILIMITS             0x04    /* dqb_ihardlimit, dqb_isoftlimit */
#define QIF_INODES              0x08    /* dqb_curinodes */
#define QIF_BTIME               0x10    /* dqb_btime */
#define QIF_ITIME               0x20    /* dqb_itime */
#define QIF_LIMITS              (QIF_BLIMITS | QIF_ILIMITS)
#define QIF_USAGE               (QIF_SPACE | QIF_INODES)
#define QIF_TIMES               (QIF_BTIME | QIF_ITIME)

/* Q_GETQUOTA, Q_SETQUOTA: one id's limits and usage */
struct linuxabi_if_dqblk {
    uint64_t dqb_bhardlimit;            /* in QIF_DQBLKSIZE units */
    uint64_t dqb_bsoftlimit;
    uint64_t dqb_curspace;              /* bytes */
    uint64_t dqb_ihardlimit;
    uint64_t dqb_isoftlimit;
    uint64_t dqb_curinodes;
    uint64_t dqb_btime;                 /* seconds since the epoch */
    uint64_t dqb_itime;
    uint32_t dqb_valid;                 /* QIF_* */
};

/* Q_GETNEXTQUOTA: if_dqblk and the id found */
struct linuxabi_if_nextdqblk {
    uint64_t dqb_bhardlimit;
    uint64_t dqb_bsoftlimit;
    uint64_t dqb_curspace;
    uint64_t dqb_ihardlimit;
    uint64_t dqb_isoftlimit;
    uint64_t dqb_curinodes;
    uint64_t dqb_btime;
    uint64_t dqb_itime;
    uint32_t dqb_valid;
    uint32_t dqb_id;
};

/* dqi_valid */
#define IIF_BGRACE              1
#define IIF_IGRACE              2
#define IIF_FLAGS               4

/* dqi_flags: bit numbers (an enum in the kernel) and bits */
#define DQF_ROOT_SQUASH_B       0
#define DQF_SYS_FILE_B          16
#define DQF_ROOT_SQUASH         0x00001 /* QFMT_VFS_OLD: hard limits bind
                                           CAP_SYS_RESOURCE too */
#define DQF_SYS_FILE            0x10000 /* quota in a hidden system file */

/* Q_GETINFO, Q_SETINFO: a quota file's grace times and flags */
struct linuxabi_if_dqinfo {
    uint64_t dqi_bgrace;                /* seconds */
    uint64_t dqi_igrace;
    uint32_t dqi_flags;                 /* DQF_* */
    uint32_t dqi_valid;                 /* IIF_* */
};

/* QUOTA_NL_A_WARNING: what happened */
#define QUOTA_NL_NOWARN         0
#define QUOTA_NL_IHARDWARN      1       /* inode hard limit reached */
#define QUOTA_NL_ISOFTLONGWARN  2       /* inode grace time over */
#define QUOTA_NL_ISOFTWARN      3       /* inode soft limit passed */
#define QUOTA_NL_BHARDWARN      4       /* space hard limit reached */
#define QUOTA_NL_BSOFTLONGWARN  5       /* space grace time over */
#define QUOTA_NL_BSOFTWARN      6       /* space soft limit passed */
#define QUOTA_NL_IHARDBELOW     7       /* back below the inode hard limit */
#define QUOTA_NL_ISOFTBELOW     8       /* back below the inode soft limit */
#define QUOTA_NL_BHARDBELOW     9       /* back below the space hard limit */
#define QUOTA_NL_BSOFTBELOW     10      /* back below the space soft limit */

/* the VFS_DQUOT family's commands (an enum in the kernel) */
#define QUOTA_NL_C_UNSPEC       0
#define QUOTA_NL_C_WARNING      1

/* its attributes (an enum in the kernel) */
#define QUOTA_NL_A_UNSPEC       0
#define QUOTA_NL_A_QTYPE        1       /* uint32_t: USRQUOTA.. */
#define QUOTA_NL_A_EXCESS_ID    2       /* uint64_t: the id over its limit */
#define QUOTA_NL_A_WARNING      3       /* uint32_t: QUOTA_NL_* */
#define QUOTA_NL_A_DEV_MAJOR    4       /* uint32_t: the filesystem's device */
#define QUOTA_NL_A_DEV_MINOR    5       /* uint32_t */
#define QUOTA_NL_A_CAUSED_ID    6       /* uint64_t: the user who caused it */
#define QUOTA_NL_A_PAD          7       /* alignment padding */

#endif
