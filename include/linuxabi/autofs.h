#ifndef LINUXABI_AUTOFS_H
#define LINUXABI_AUTOFS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/autofs.h>: the automounter's interfaces to the autofs file
 * system (automount(8), systemd's automount units), one header for the
 * kernel's two, <linux/auto_fs.h> and <linux/auto_dev-ioctl.h>, whose
 * request numbers share one range of type AUTOFS_IOCTL:
 *
 *   - the packets read(2) returns from the pipe the daemon hands over
 *     at mount time (fd=N), protocols 3 to 5;
 *   - the ioctl(2) requests on the autofs mount's root directory,
 *     AUTOFS_IOC_*;
 *   - the ioctl(2) requests on the control device /dev/autofs,
 *     AUTOFS_DEV_IOCTL_*, each taking a struct linuxabi_autofs_dev_ioctl.
 *
 * The requests are made with <linuxabi/ioctl.h>'s LINUXABI_IO*().  Per
 * ABI: the packets with a wait queue token (the kernel's autofs_wqt_t,
 * 64-bit on alpha, 32-bit elsewhere) and the v5 packet's tail, in
 * <linuxabi-arch/autofs-packet.h>; AUTOFS_IOC_SETTIMEOUT, whose number
 * carries the size of a C long, in <linuxabi-arch/autofs-long.h>.
 * The protocol versions (AUTOFS_PROTO_VERSION and the others) are not
 * here: they are raised as the protocol grows; AUTOFS_IOC_PROTOVER,
 * AUTOFS_IOC_PROTOSUBVER and AUTOFS_DEV_IOCTL_PROTOVER answer them.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>

/* the ioctl(2) type of every autofs request */
#define AUTOFS_IOCTL                    0x93

/* packet types (struct linuxabi_autofs_packet_hdr type) */
#define autofs_ptype_missing            0   /* v3: mount request */
#define autofs_ptype_expire             1   /* v3: umount request */
#define autofs_ptype_expire_multi       2   /* v4: umount request */
#define autofs_ptype_missing_indirect   3   /* v5 */
#define autofs_ptype_expire_indirect    4   /* v5 */
#define autofs_ptype_missing_direct     5   /* v5 */
#define autofs_ptype_expire_direct      6   /* v5 */

/* what every packet starts with */
struct linuxabi_autofs_packet_hdr {
    int32_t  proto_version;             /* the mount's protocol */
    int32_t  type;                      /* autofs_ptype_* */
};

/* AUTOFS_IOC_EXPIRE: the name of a directory to unmount (v3) */
struct linuxabi_autofs_packet_expire {
    struct linuxabi_autofs_packet_hdr hdr;
    int32_t  len;                       /* of name, without its NUL */
    char     name[256];                 /* NAME_MAX + 1 */
};

/* struct linuxabi_autofs_packet_missing, _expire_multi and
   _v5_packet */
#include <linuxabi-arch/autofs-packet.h>

/* any packet of protocols 3 and 4 */
union linuxabi_autofs_packet_union {
    struct linuxabi_autofs_packet_hdr hdr;
    struct linuxabi_autofs_packet_missing missing;
    struct linuxabi_autofs_packet_expire expire;
    struct linuxabi_autofs_packet_expire_multi expire_multi;
};

/* any packet of protocol 5 (the kernel's four *_t names of the v5
   packet are its members here) */
union linuxabi_autofs_v5_packet_union {
    struct linuxabi_autofs_packet_hdr hdr;
    struct linuxabi_autofs_v5_packet v5_packet;
    struct linuxabi_autofs_v5_packet missing_indirect;
    struct linuxabi_autofs_v5_packet expire_indirect;
    struct linuxabi_autofs_v5_packet missing_direct;
    struct linuxabi_autofs_v5_packet expire_direct;
};

/* request numbers of the mount's root directory (the kernel's
   enumerators) */
#define AUTOFS_IOC_READY_CMD            0x60
#define AUTOFS_IOC_FAIL_CMD             0x61
#define AUTOFS_IOC_CATATONIC_CMD        0x62
#define AUTOFS_IOC_PROTOVER_CMD         0x63
#define AUTOFS_IOC_SETTIMEOUT_CMD       0x64
#define AUTOFS_IOC_EXPIRE_CMD           0x65
#define AUTOFS_IOC_EXPIRE_MULTI_CMD     0x66
#define AUTOFS_IOC_PROTOSUBVER_CMD      0x67
#define AUTOFS_IOC_ASKUMOUNT_CMD        0x70

/* ioctl(2) requests on the mount's root directory; READY and FAIL take
   the packet's wait queue token as the argument itself */
#define AUTOFS_IOC_READY        LINUXABI_IO(AUTOFS_IOCTL, AUTOFS_IOC_READY_CMD)
#define AUTOFS_IOC_FAIL         LINUXABI_IO(AUTOFS_IOCTL, AUTOFS_IOC_FAIL_CMD)
#define AUTOFS_IOC_CATATONIC    LINUXABI_IO(AUTOFS_IOCTL, AUTOFS_IOC_CATATONIC_CMD)  /* the daemon is gone */
#define AUTOFS_IOC_PROTOVER     LINUXABI_IOR(AUTOFS_IOCTL, AUTOFS_IOC_PROTOVER_CMD, int32_t)
/* AUTOFS_IOC_SETTIMEOUT (seconds, a long; the old one comes back) */
#include <linuxabi-arch/autofs-long.h>
/* AUTOFS_IOC_SETTIMEOUT as a 64-bit kernel takes it from a 32-bit
   program (compat_ulong_t: fs/autofs/root.c); on a 32-bit ABI the same
   number */
#define AUTOFS_IOC_SETTIMEOUT32 LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_IOC_SETTIMEOUT_CMD, uint32_t)
#define AUTOFS_IOC_EXPIRE       LINUXABI_IOR(AUTOFS_IOCTL, AUTOFS_IOC_EXPIRE_CMD, struct linuxabi_autofs_packet_expire)
#define AUTOFS_IOC_EXPIRE_MULTI LINUXABI_IOW(AUTOFS_IOCTL, AUTOFS_IOC_EXPIRE_MULTI_CMD, int32_t)  /* AUTOFS_EXP_* */
#define AUTOFS_IOC_PROTOSUBVER  LINUXABI_IOR(AUTOFS_IOCTL, AUTOFS_IOC_PROTOSUBVER_CMD, int32_t)
#define AUTOFS_IOC_ASKUMOUNT    LINUXABI_IOR(AUTOFS_IOCTL, AUTOFS_IOC_ASKUMOUNT_CMD, int32_t)    /* 1: may unmount */

/* how to expire (AUTOFS_IOC_EXPIRE_MULTI, struct linuxabi_args_expire
   how): flags */
#define AUTOFS_EXP_NORMAL               0x00
#define AUTOFS_EXP_IMMEDIATE            0x01    /* whatever the timeout */
#define AUTOFS_EXP_LEAVES               0x02    /* leaves first (v4) */
#define AUTOFS_EXP_FORCED               0x04    /* even if busy */

/* mount types (struct linuxabi_args_in type) */
#define AUTOFS_TYPE_ANY                 0U
#define AUTOFS_TYPE_INDIRECT            1U
#define AUTOFS_TYPE_DIRECT              2U
#define AUTOFS_TYPE_OFFSET              4U

/* /dev/autofs: the version a caller puts in ver_major, which the
   kernel requires; ver_minor is the highest minor the caller knows
   (1 from Linux 4.14 on) */
#define AUTOFS_DEV_IOCTL_VERSION_MAJOR  1

/* the arguments of the /dev/autofs requests, one struct each */
struct linuxabi_args_protover {
    uint32_t version;                   /* out */
};

struct linuxabi_args_protosubver {
    uint32_t sub_version;               /* out */
};

struct linuxabi_args_openmount {
    uint32_t devid;                     /* the mount's device number */
};

struct linuxabi_args_ready {
    uint32_t token;                     /* wait queue token */
};

struct linuxabi_args_fail {
    uint32_t token;                     /* wait queue token */
    int32_t  status;                    /* a negative errno */
};

struct linuxabi_args_setpipefd {
    int32_t  pipefd;
};

struct linuxabi_args_timeout {
    uint64_t timeout;                   /* seconds; the old one comes back */
};

struct linuxabi_args_requester {
    uint32_t uid;                       /* out: of the last mount request */
    uint32_t gid;
};

struct linuxabi_args_expire {
    uint32_t how;                       /* AUTOFS_EXP_* */
};

struct linuxabi_args_askumount {
    uint32_t may_umount;                /* out */
};

struct linuxabi_args_in {
    uint32_t type;                      /* AUTOFS_TYPE_* */
};

struct linuxabi_args_out {
    uint32_t devid;
    uint32_t magic;                     /* the file system's f_type */
};

/* the kernel's anonymous union in struct linuxabi_args_ismountpoint */
union linuxabi_args_ismountpoint_u {
    struct linuxabi_args_in in;
    struct linuxabi_args_out out;
};

struct linuxabi_args_ismountpoint {
    union linuxabi_args_ismountpoint_u u;
};

/* the kernel's anonymous union in struct linuxabi_autofs_dev_ioctl */
union linuxabi_autofs_dev_ioctl_u {
    struct linuxabi_args_protover protover;
    struct linuxabi_args_protosubver protosubver;
    struct linuxabi_args_openmount openmount;
    struct linuxabi_args_ready ready;
    struct linuxabi_args_fail fail;
    struct linuxabi_args_setpipefd setpipefd;
    struct linuxabi_args_timeout timeout;
    struct linuxabi_args_requester requester;
    struct linuxabi_args_expire expire;
    struct linuxabi_args_askumount askumount;
    struct linuxabi_args_ismountpoint ismountpoint;
};

/* every /dev/autofs request; a path, where the request takes one,
   follows with its NUL (the kernel's path[]), and size counts it */
struct linuxabi_autofs_dev_ioctl {
    uint32_t ver_major;                 /* AUTOFS_DEV_IOCTL_VERSION_MAJOR */
    uint32_t ver_minor;
    uint32_t size;                      /* of all that is passed */
    int32_t  ioctlfd;                   /* AUTOFS_DEV_IOCTL_OPENMOUNT's fd, or -1 */
    union linuxabi_autofs_dev_ioctl_u u;
};

/* sizeof (struct linuxabi_autofs_dev_ioctl), without a path */
#define AUTOFS_DEV_IOCTL_SIZE           24

/* request numbers of /dev/autofs (the kernel's enumerators) */
#define AUTOFS_DEV_IOCTL_VERSION_CMD        0x71
#define AUTOFS_DEV_IOCTL_PROTOVER_CMD       0x72
#define AUTOFS_DEV_IOCTL_PROTOSUBVER_CMD    0x73
#define AUTOFS_DEV_IOCTL_OPENMOUNT_CMD      0x74
#define AUTOFS_DEV_IOCTL_CLOSEMOUNT_CMD     0x75
#define AUTOFS_DEV_IOCTL_READY_CMD          0x76
#define AUTOFS_DEV_IOCTL_FAIL_CMD           0x77
#define AUTOFS_DEV_IOCTL_SETPIPEFD_CMD      0x78
#define AUTOFS_DEV_IOCTL_CATATONIC_CMD      0x79
#define AUTOFS_DEV_IOCTL_TIMEOUT_CMD        0x7a
#define AUTOFS_DEV_IOCTL_REQUESTER_CMD      0x7b
#define AUTOFS_DEV_IOCTL_EXPIRE_CMD         0x7c
#define AUTOFS_DEV_IOCTL_ASKUMOUNT_CMD      0x7d
#define AUTOFS_DEV_IOCTL_ISMOUNTPOINT_CMD   0x7e

/* ioctl(2) requests on /dev/autofs */
#define AUTOFS_DEV_IOCTL_VERSION      LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_VERSION_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_PROTOVER     LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_PROTOVER_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_PROTOSUBVER  LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_PROTOSUBVER_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_OPENMOUNT    LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_OPENMOUNT_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_CLOSEMOUNT   LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_CLOSEMOUNT_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_READY        LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_READY_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_FAIL         LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_FAIL_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_SETPIPEFD    LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_SETPIPEFD_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_CATATONIC    LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_CATATONIC_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_TIMEOUT      LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_TIMEOUT_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_REQUESTER    LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_REQUESTER_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_EXPIRE       LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_EXPIRE_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_ASKUMOUNT    LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_ASKUMOUNT_CMD, struct linuxabi_autofs_dev_ioctl)
#define AUTOFS_DEV_IOCTL_ISMOUNTPOINT LINUXABI_IOWR(AUTOFS_IOCTL, AUTOFS_DEV_IOCTL_ISMOUNTPOINT_CMD, struct linuxabi_autofs_dev_ioctl)

#endif
