#ifndef LINUXABI_CAPABILITY_H
#define LINUXABI_CAPABILITY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/capability.h>: capabilities.  The header and data of
 * capget(2) and capset(2), the capability numbers that they, prctl(2)
 * (PR_CAPBSET_*, PR_CAP_AMBIENT) and file capabilities use, and the
 * layout of the security.capability extended attribute.  The same on
 * every ABI.
 *
 * The kernel's version constants are reserved identifiers
 * (_LINUX_CAPABILITY_VERSION_3): here they are LINUXABI_CAPABILITY_*.
 * The kernel's structures struct __user_cap_header_struct and
 * struct __user_cap_data_struct are struct linuxabi_user_cap_header and
 * struct linuxabi_user_cap_data.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* capget(2), capset(2): struct linuxabi_user_cap_header version, and how
   many struct linuxabi_user_cap_data the call reads or writes with it */
#define LINUXABI_CAPABILITY_VERSION_1 0x19980330 /* 32 capabilities */
#define LINUXABI_CAPABILITY_U32S_1    1
#define LINUXABI_CAPABILITY_VERSION_2 0x20071026 /* 64, deprecated: use 3 */
#define LINUXABI_CAPABILITY_U32S_2    2
#define LINUXABI_CAPABILITY_VERSION_3 0x20080522 /* 64 capabilities */
#define LINUXABI_CAPABILITY_U32S_3    2

/* capget(2), capset(2) hdrp: an unknown version fails with EINVAL and
   the kernel writes back the one it prefers */
struct linuxabi_user_cap_header {
	uint32_t version;                   /* LINUXABI_CAPABILITY_VERSION_* */
	int32_t  pid;                       /* 0: the calling thread */
};

/* capget(2), capset(2) datap: an array of LINUXABI_CAPABILITY_U32S_*;
   capability n is bit n % 32 of element n / 32 */
struct linuxabi_user_cap_data {
	uint32_t effective;
	uint32_t permitted;
	uint32_t inheritable;
};

/* the security.capability extended attribute: magic_etc holds the
   revision in its top byte and flags below */
#define VFS_CAP_REVISION_MASK   0xFF000000U
#define VFS_CAP_REVISION_SHIFT  24
#define VFS_CAP_FLAGS_MASK      0x00FFFFFFU  /* the bits below the revision */
#define VFS_CAP_FLAGS_EFFECTIVE 0x000001     /* raise the permitted set into the effective one */
#define VFS_CAP_REVISION_1      0x01000000   /* 32 capabilities */
#define VFS_CAP_U32_1           1
#define XATTR_CAPS_SZ_1         12           /* bytes */
#define VFS_CAP_REVISION_2      0x02000000   /* 64 capabilities */
#define VFS_CAP_U32_2           2
#define XATTR_CAPS_SZ_2         20
#define VFS_CAP_REVISION_3      0x03000000   /* 64, with the namespace's root uid */
#define VFS_CAP_U32_3           2
#define XATTR_CAPS_SZ_3         24

/* security.capability, revision 2 (every field little-endian on every
   ABI): data[2 * i] the permitted and data[2 * i + 1] the inheritable
   bits of capabilities 32 * i to 32 * i + 31 */
struct linuxabi_vfs_cap_data {
	uint32_t magic_etc;                 /* VFS_CAP_REVISION_2 | flags */
	uint32_t data[4];
};

/* security.capability, revision 3: as revision 2, then the root uid of
   the user namespace the capabilities are for */
struct linuxabi_vfs_ns_cap_data {
	uint32_t magic_etc;                 /* VFS_CAP_REVISION_3 | flags */
	uint32_t data[4];
	uint32_t rootid;
};

/* capability numbers */
#define CAP_CHOWN               0   /* chown(2) anything */
#define CAP_DAC_OVERRIDE        1   /* bypass file read, write, execute permission */
#define CAP_DAC_READ_SEARCH     2   /* bypass file read and directory search permission */
#define CAP_FOWNER              3   /* act as the owner of any file */
#define CAP_FSETID              4   /* keep set-user-ID and set-group-ID bits */
#define CAP_KILL                5   /* signal any process */
#define CAP_SETGID              6   /* set any group IDs */
#define CAP_SETUID              7   /* set any user IDs */
#define CAP_SETPCAP             8   /* change the bounding set, securebits, other sets */
#define CAP_LINUX_IMMUTABLE     9   /* set the immutable and append-only flags */
#define CAP_NET_BIND_SERVICE    10  /* bind ports below 1024 */
#define CAP_NET_BROADCAST       11  /* broadcast and multicast (unused) */
#define CAP_NET_ADMIN           12  /* network administration */
#define CAP_NET_RAW             13  /* raw and packet sockets */
#define CAP_IPC_LOCK            14  /* lock memory */
#define CAP_IPC_OWNER           15  /* bypass System V IPC permissions */
#define CAP_SYS_MODULE          16  /* load and unload kernel modules */
#define CAP_SYS_RAWIO           17  /* I/O ports, /dev/mem */
#define CAP_SYS_CHROOT          18  /* chroot(2) */
#define CAP_SYS_PTRACE          19  /* ptrace any process */
#define CAP_SYS_PACCT           20  /* acct(2) */
#define CAP_SYS_ADMIN           21  /* system administration */
#define CAP_SYS_BOOT            22  /* reboot(2), kexec_load(2) */
#define CAP_SYS_NICE            23  /* raise priority, set others' scheduling */
#define CAP_SYS_RESOURCE        24  /* exceed resource limits */
#define CAP_SYS_TIME            25  /* set the clocks */
#define CAP_SYS_TTY_CONFIG      26  /* vhangup(2), tty configuration */
#define CAP_MKNOD               27  /* mknod(2) device files */
#define CAP_LEASE               28  /* leases on any file */
#define CAP_AUDIT_WRITE         29  /* write the audit log */
#define CAP_AUDIT_CONTROL       30  /* configure auditing */
#define CAP_SETFCAP             31  /* set file capabilities */
#define CAP_MAC_OVERRIDE        32  /* bypass a MAC policy */
#define CAP_MAC_ADMIN           33  /* configure a MAC policy */
#define CAP_SYSLOG              34  /* syslog(2) privileged operations */
#define CAP_WAKE_ALARM          35  /* alarms that wake the system */
#define CAP_BLOCK_SUSPEND       36  /* keep the system from suspending */
#define CAP_AUDIT_READ          37  /* read the audit log over netlink */
#define CAP_PERFMON             38  /* performance monitoring */
#define CAP_BPF                 39  /* BPF operations */
#define CAP_CHECKPOINT_RESTORE  40  /* checkpoint/restore operations */

#endif
