#ifndef LINUXABI_LANDLOCK_H
#define LINUXABI_LANDLOCK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/landlock.h>: unprivileged sandboxing.  The attributes and
 * flags of landlock_create_ruleset(2), landlock_add_rule(2) and
 * landlock_restrict_self(2), and the access rights and scopes a ruleset
 * handles.  The same on every ABI.
 *
 * A rights mask is a 64-bit field; the kernel's rights are unsigned long
 * long constants, these are ints of the same value (all below 2^31): or
 * them, and assign them to the uint64_t fields.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* landlock_create_ruleset(2) attr: what the ruleset restricts; a right
   or scope not named here stays allowed.  size is the bytes given: 8 (ABI
   version 1), 16 (4), 24 (6) or 48 (quiet_*). */
struct linuxabi_landlock_ruleset_attr {
    uint64_t handled_access_fs;   /* LANDLOCK_ACCESS_FS_* */
    uint64_t handled_access_net;  /* LANDLOCK_ACCESS_NET_* */
    uint64_t scoped;              /* LANDLOCK_SCOPE_* */
    uint64_t quiet_access_fs;     /* LANDLOCK_ACCESS_FS_* not to audit-log
                                     for objects added with LANDLOCK_ADD_RULE_QUIET */
    uint64_t quiet_access_net;    /* likewise, LANDLOCK_ACCESS_NET_* */
    uint64_t quiet_scoped;        /* LANDLOCK_SCOPE_* not to audit-log */
};

/* landlock_create_ruleset(2) flags, with attr NULL and size 0: no ruleset */
#define LANDLOCK_CREATE_RULESET_VERSION   (1U << 0) /* return the Landlock ABI version */
#define LANDLOCK_CREATE_RULESET_ERRATA    (1U << 1) /* return the bit mask of fixed errata */

/* landlock_add_rule(2) rule_type: what rule_attr points to */
#define LANDLOCK_RULE_PATH_BENEATH        1  /* struct linuxabi_landlock_path_beneath_attr */
#define LANDLOCK_RULE_NET_PORT            2  /* struct linuxabi_landlock_net_port_attr */

/* landlock_add_rule(2) flags */
#define LANDLOCK_ADD_RULE_QUIET           (1U << 0) /* quiet_* apply to this object */

/* LANDLOCK_RULE_PATH_BENEATH: a file hierarchy and the rights allowed in
   it.  The kernel's struct is packed: 12 bytes, alignment 1, a 64-bit
   field at offset 0 and a 32-bit one at 8.  C89 cannot pack, so the two
   fields are bytes here, which keeps the size, the offsets and the
   alignment (of an array of them too); copy the values in, in the ABI's
   own byte order:
       uint64_t access = LANDLOCK_ACCESS_FS_READ_FILE;  int32_t fd = dirfd;
       memcpy(attr.allowed_access, &access, 8);
       memcpy(attr.parent_fd, &fd, 4); */
struct linuxabi_landlock_path_beneath_attr {
    uint8_t  allowed_access[8];   /* a uint64_t: LANDLOCK_ACCESS_FS_* */
    uint8_t  parent_fd[4];        /* an int32_t: the fd of the directory (or
                                     file), best opened with O_PATH */
};

/* LANDLOCK_RULE_NET_PORT: a port and the rights allowed on it */
struct linuxabi_landlock_net_port_attr {
    uint64_t allowed_access;      /* LANDLOCK_ACCESS_NET_* */
    uint64_t port;                /* in host byte order; 0: the ephemeral ports */
};

/* landlock_restrict_self(2) flags (the audit log; TSYNC: every thread) */
#define LANDLOCK_RESTRICT_SELF_LOG_SAME_EXEC_OFF   (1U << 0) /* no log of denials before an execve(2) */
#define LANDLOCK_RESTRICT_SELF_LOG_NEW_EXEC_ON     (1U << 1) /* log denials after an execve(2) */
#define LANDLOCK_RESTRICT_SELF_LOG_SUBDOMAINS_OFF  (1U << 2) /* no log of nested domains' denials */
#define LANDLOCK_RESTRICT_SELF_TSYNC               (1U << 3) /* apply to all the process's threads */

/* filesystem rights (the ABI version that added each) */
#define LANDLOCK_ACCESS_FS_EXECUTE       0x00001 /* execute a file */
#define LANDLOCK_ACCESS_FS_WRITE_FILE    0x00002 /* open a file for writing */
#define LANDLOCK_ACCESS_FS_READ_FILE     0x00004 /* open a file for reading */
#define LANDLOCK_ACCESS_FS_READ_DIR      0x00008 /* list a directory */
#define LANDLOCK_ACCESS_FS_REMOVE_DIR    0x00010 /* remove an empty directory or rename one */
#define LANDLOCK_ACCESS_FS_REMOVE_FILE   0x00020 /* unlink or rename a file */
#define LANDLOCK_ACCESS_FS_MAKE_CHAR     0x00040 /* create a character device */
#define LANDLOCK_ACCESS_FS_MAKE_DIR      0x00080 /* create a directory */
#define LANDLOCK_ACCESS_FS_MAKE_REG      0x00100 /* create a regular file */
#define LANDLOCK_ACCESS_FS_MAKE_SOCK     0x00200 /* create a UNIX socket */
#define LANDLOCK_ACCESS_FS_MAKE_FIFO     0x00400 /* create a named pipe */
#define LANDLOCK_ACCESS_FS_MAKE_BLOCK    0x00800 /* create a block device */
#define LANDLOCK_ACCESS_FS_MAKE_SYM      0x01000 /* create a symbolic link */
#define LANDLOCK_ACCESS_FS_REFER         0x02000 /* link or rename into another directory (2) */
#define LANDLOCK_ACCESS_FS_TRUNCATE      0x04000 /* truncate a file (3) */
#define LANDLOCK_ACCESS_FS_IOCTL_DEV     0x08000 /* ioctl(2) on a device (5) */
#define LANDLOCK_ACCESS_FS_RESOLVE_UNIX  0x10000 /* connect to a UNIX socket by path */

/* network rights, on the port of a LANDLOCK_RULE_NET_PORT rule */
#define LANDLOCK_ACCESS_NET_BIND_TCP         0x1 /* bind(2) a TCP socket (4) */
#define LANDLOCK_ACCESS_NET_CONNECT_TCP      0x2 /* connect(2) a TCP socket (4) */
#define LANDLOCK_ACCESS_NET_BIND_UDP         0x4 /* bind(2) a UDP socket */
#define LANDLOCK_ACCESS_NET_CONNECT_SEND_UDP 0x8 /* connect(2) or send to a UDP port */

/* scopes: IPC out of the sandbox's domain it may not do (6) */
#define LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET  0x1 /* connect to an abstract UNIX socket */
#define LANDLOCK_SCOPE_SIGNAL                0x2 /* send a signal */

#endif
