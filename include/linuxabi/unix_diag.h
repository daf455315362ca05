#ifndef LINUXABI_UNIX_DIAG_H
#define LINUXABI_UNIX_DIAG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/unix_diag.h>: AF_UNIX sockets over NETLINK_SOCK_DIAG
 * (ss(8) -x).  A SOCK_DIAG_BY_FAMILY request (<linuxabi/sock_diag.h>)
 * carries a struct linuxabi_unix_diag_req; each reply is a struct
 * linuxabi_unix_diag_msg followed by the UNIX_DIAG_* attributes its
 * UDIAG_SHOW_* bits asked for.  The same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* SOCK_DIAG_BY_FAMILY, sdiag_family AF_UNIX: a dump (NLM_F_DUMP) of the
   sockets in the states of udiag_states, or one socket by inode and
   cookie */
struct linuxabi_unix_diag_req {
    uint8_t  sdiag_family;              /* AF_UNIX */
    uint8_t  sdiag_protocol;            /* 0 */
    uint16_t pad;                       /* 0 */
    uint32_t udiag_states;              /* bit n: sockets in state n
                                           (TCP_LISTEN 10, TCP_ESTABLISHED
                                           1, TCP_CLOSE 7) */
    uint32_t udiag_ino;                 /* the inode of the one socket */
    uint32_t udiag_show;                /* UDIAG_SHOW_* */
    uint32_t udiag_cookie[2];           /* its cookie, or both 0xffffffff */
};

/* udiag_show: the attributes wanted */
#define UDIAG_SHOW_NAME         0x00000001  /* UNIX_DIAG_NAME */
#define UDIAG_SHOW_VFS          0x00000002  /* UNIX_DIAG_VFS */
#define UDIAG_SHOW_PEER         0x00000004  /* UNIX_DIAG_PEER */
#define UDIAG_SHOW_ICONS        0x00000008  /* UNIX_DIAG_ICONS */
#define UDIAG_SHOW_RQLEN        0x00000010  /* UNIX_DIAG_RQLEN */
#define UDIAG_SHOW_MEMINFO      0x00000020  /* UNIX_DIAG_MEMINFO */
#define UDIAG_SHOW_UID          0x00000040  /* UNIX_DIAG_UID */

/* each reply: one socket */
struct linuxabi_unix_diag_msg {
    uint8_t  udiag_family;              /* AF_UNIX */
    uint8_t  udiag_type;                /* SOCK_STREAM, ... */
    uint8_t  udiag_state;               /* TCP_LISTEN 10, ... */
    uint8_t  pad;
    uint32_t udiag_ino;
    uint32_t udiag_cookie[2];
};

/* attributes after a reply's struct linuxabi_unix_diag_msg (type 0 is
   an attribute too: there is no UNIX_DIAG_NONE) */
#define UNIX_DIAG_NAME          0   /* the address: a path, or '\0' and
                                       an abstract name, not terminated */
#define UNIX_DIAG_VFS           1   /* struct linuxabi_unix_diag_vfs */
#define UNIX_DIAG_PEER          2   /* uint32_t: the peer's inode */
#define UNIX_DIAG_ICONS         3   /* uint32_t[]: inodes of connections
                                       not yet accepted */
#define UNIX_DIAG_RQLEN         4   /* struct linuxabi_unix_diag_rqlen */
#define UNIX_DIAG_MEMINFO       5   /* uint32_t[]: SK_MEMINFO_* */
#define UNIX_DIAG_SHUTDOWN      6   /* uint8_t */
#define UNIX_DIAG_UID           7   /* uint32_t */

/* UNIX_DIAG_VFS: the bound path's inode and device */
struct linuxabi_unix_diag_vfs {
    uint32_t udiag_vfs_ino;
    uint32_t udiag_vfs_dev;             /* the kernel's dev_t encoding */
};

/* UNIX_DIAG_RQLEN: listening: connections waiting and the backlog;
   otherwise the bytes queued to read and to send */
struct linuxabi_unix_diag_rqlen {
    uint32_t udiag_rqueue;
    uint32_t udiag_wqueue;
};

#endif
