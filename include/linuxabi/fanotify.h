#ifndef LINUXABI_FANOTIFY_H
#define LINUXABI_FANOTIFY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fanotify.h>: file system and mount events through a
 * descriptor, with permission decisions.  The flags of fanotify_init(2)
 * and fanotify_mark(2), the event bits, what read(2) of the descriptor
 * returns (an event's metadata, then the info records its flags ask
 * for), and what write(2) answers a permission event with.  The same on
 * every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* fanotify_mark(2) mask and struct linuxabi_fanotify_event_metadata
   mask: events */
#define FAN_ACCESS            0x00000001  /* read */
#define FAN_MODIFY            0x00000002  /* written */
#define FAN_ATTRIB            0x00000004  /* metadata changed */
#define FAN_CLOSE_WRITE       0x00000008  /* closed, was open for writing */
#define FAN_CLOSE_NOWRITE     0x00000010  /* closed, was not */
#define FAN_OPEN              0x00000020
#define FAN_MOVED_FROM        0x00000040  /* renamed out of a directory */
#define FAN_MOVED_TO          0x00000080  /* renamed into one */
#define FAN_CREATE            0x00000100  /* created in a directory */
#define FAN_DELETE            0x00000200  /* removed from one */
#define FAN_DELETE_SELF       0x00000400  /* the marked object was removed */
#define FAN_MOVE_SELF         0x00000800  /* the marked object was renamed */
#define FAN_OPEN_EXEC         0x00001000  /* opened to be executed */
#define FAN_Q_OVERFLOW        0x00004000  /* events were lost */
#define FAN_FS_ERROR          0x00008000  /* the file system reported an
                                             error (FAN_REPORT_FID) */
#define FAN_RENAME            0x10000000  /* renamed: old and new names */
#define FAN_CLOSE             (FAN_CLOSE_WRITE | FAN_CLOSE_NOWRITE)
#define FAN_MOVE              (FAN_MOVED_FROM | FAN_MOVED_TO)

/* permission events: the opener waits for a struct
   linuxabi_fanotify_response (FAN_CLASS_CONTENT and up) */
#define FAN_OPEN_PERM         0x00010000
#define FAN_ACCESS_PERM       0x00020000
#define FAN_OPEN_EXEC_PERM    0x00040000
#define FAN_PRE_ACCESS        0x00100000  /* before content is read or
                                             written (FAN_CLASS_PRE_CONTENT):
                                             a range record follows */

/* mount events of a FAN_MARK_MNTNS mark (FAN_REPORT_MNT) */
#define FAN_MNT_ATTACH        0x01000000
#define FAN_MNT_DETACH        0x02000000

/* fanotify_mark(2) mask: modifiers */
#define FAN_EVENT_ON_CHILD    0x08000000  /* events of a directory's
                                             children too */
#define FAN_ONDIR             0x40000000  /* events on directories too; in
                                             an event: the subject is one */

/* fanotify_init(2) flags: the descriptor */
#define FAN_CLOEXEC           0x00000001  /* close on execve(2) */
#define FAN_NONBLOCK          0x00000002  /* nonblocking reads */

/* fanotify_init(2) flags: the class, a two-bit value (not two flags) */
#define FAN_CLASS_NOTIF       0x00000000  /* notification only */
#define FAN_CLASS_CONTENT     0x00000004  /* decide once content is final */
#define FAN_CLASS_PRE_CONTENT 0x00000008  /* decide before content is */

/* fanotify_init(2) flags: limits (CAP_SYS_ADMIN), audit */
#define FAN_UNLIMITED_QUEUE   0x00000010  /* no limit on queued events */
#define FAN_UNLIMITED_MARKS   0x00000020  /* no limit on marks */
#define FAN_ENABLE_AUDIT      0x00000040  /* allow FAN_AUDIT responses */

/* fanotify_init(2) flags: what each event reports */
#define FAN_REPORT_PIDFD      0x00000080  /* a pidfd record */
#define FAN_REPORT_TID        0x00000100  /* pid is the thread's id */
#define FAN_REPORT_FID        0x00000200  /* the object's file handle */
#define FAN_REPORT_DIR_FID    0x00000400  /* its directory's file handle */
#define FAN_REPORT_NAME       0x00000800  /* and its name (with DIR_FID) */
#define FAN_REPORT_TARGET_FID 0x00001000  /* the child's handle as well */
#define FAN_REPORT_FD_ERROR   0x00002000  /* fd may be a negative errno */
#define FAN_REPORT_MNT        0x00004000  /* mount events, a mnt record */
#define FAN_REPORT_DFID_NAME  (FAN_REPORT_DIR_FID | FAN_REPORT_NAME)
#define FAN_REPORT_DFID_NAME_TARGET \
    (FAN_REPORT_DFID_NAME | FAN_REPORT_FID | FAN_REPORT_TARGET_FID)

/* fanotify_mark(2) flags: the operation */
#define FAN_MARK_ADD          0x00000001
#define FAN_MARK_REMOVE       0x00000002
#define FAN_MARK_FLUSH        0x00000080  /* remove every mark of the type */

/* fanotify_mark(2) flags: the object, a value (not flags) */
#define FAN_MARK_INODE        0x00000000  /* the file or directory */
#define FAN_MARK_MOUNT        0x00000010  /* its mount */
#define FAN_MARK_FILESYSTEM   0x00000100  /* its file system */
#define FAN_MARK_MNTNS        0x00000110  /* a mount namespace (an nsfs
                                             file) */

/* fanotify_mark(2) flags: modifiers */
#define FAN_MARK_DONT_FOLLOW  0x00000004  /* do not follow a final symlink */
#define FAN_MARK_ONLYDIR      0x00000008  /* fail unless a directory */
#define FAN_MARK_IGNORED_MASK 0x00000020  /* the mask is of events to
                                             ignore (old form) */
#define FAN_MARK_IGNORED_SURV_MODIFY 0x00000040 /* the ignore mask outlives
                                                   a modification */
#define FAN_MARK_EVICTABLE    0x00000200  /* an inode mark that does not
                                             pin the inode */
#define FAN_MARK_IGNORE       0x00000400  /* the mask is of events to
                                             ignore (with FAN_ONDIR and
                                             FAN_EVENT_ON_CHILD obeyed) */
#define FAN_MARK_IGNORE_SURV  (FAN_MARK_IGNORE | FAN_MARK_IGNORED_SURV_MODIFY)

/* struct linuxabi_fanotify_event_metadata vers: this layout */
#define FANOTIFY_METADATA_VERSION 3

/* struct linuxabi_fanotify_event_metadata fd: no descriptor (with
   FAN_REPORT_FID and the like, or for FAN_Q_OVERFLOW) */
#define FAN_NOFD              (-1)
/* struct linuxabi_fanotify_event_info_pidfd pidfd: none (the process is
   gone) or it could not be made */
#define FAN_NOPIDFD           FAN_NOFD
#define FAN_EPIDFD            (-2)

/* bytes of struct linuxabi_fanotify_event_metadata: the smallest event */
#define FAN_EVENT_METADATA_LEN 24

/* struct linuxabi_fanotify_event_info_header info_type: what the record
   is (the FID types are struct linuxabi_fanotify_event_info_fid; the
   others, struct linuxabi_fanotify_event_info_<type>) */
#define FAN_EVENT_INFO_TYPE_FID       1   /* the object */
#define FAN_EVENT_INFO_TYPE_DFID_NAME 2   /* its directory, and its name */
#define FAN_EVENT_INFO_TYPE_DFID      3   /* its directory */
#define FAN_EVENT_INFO_TYPE_PIDFD     4
#define FAN_EVENT_INFO_TYPE_ERROR     5
#define FAN_EVENT_INFO_TYPE_RANGE     6
#define FAN_EVENT_INFO_TYPE_MNT       7
#define FAN_EVENT_INFO_TYPE_OLD_DFID_NAME 10 /* FAN_RENAME: where from */
#define FAN_EVENT_INFO_TYPE_NEW_DFID_NAME 12 /* FAN_RENAME: where to */

/* struct linuxabi_fanotify_response response: the decision */
#define FAN_ALLOW             0x01
#define FAN_DENY              0x02        /* the call fails with EPERM, or
                                             with the errno in the top byte */
#define FAN_AUDIT             0x10        /* log it (FAN_ENABLE_AUDIT) */
#define FAN_INFO              0x20        /* an info record follows */
/* FAN_DENY's errno: bits FAN_ERRNO_SHIFT up */
#define FAN_ERRNO_BITS        8
#define FAN_ERRNO_SHIFT       24
#define FAN_ERRNO_MASK        0xff

/* struct linuxabi_fanotify_response_info_header type */
#define FAN_RESPONSE_INFO_NONE       0
#define FAN_RESPONSE_INFO_AUDIT_RULE 1  /* the _audit_rule record below */

/* read(2) of a fanotify descriptor: each event starts with this, and
   event_len bytes after its start comes the next; from metadata_len bytes
   on, info records (FAN_REPORT_*), each starting with a struct
   linuxabi_fanotify_event_info_header whose len covers the record.  The
   kernel's mask is 8-byte aligned on every ABI; here it has uint64_t's
   alignment, less on i386, m68k, arc and sh, which moves no member */
struct linuxabi_fanotify_event_metadata {
    uint32_t event_len;                 /* bytes of the event */
    uint8_t  vers;                      /* FANOTIFY_METADATA_VERSION */
    uint8_t  reserved;
    uint16_t metadata_len;              /* FAN_EVENT_METADATA_LEN */
    uint64_t mask;                      /* FAN_* events */
    int32_t  fd;                        /* the object, open; or FAN_NOFD */
    int32_t  pid;                       /* who caused it (a tid with
                                           FAN_REPORT_TID) */
};

struct linuxabi_fanotify_event_info_header {
    uint8_t  info_type;                 /* FAN_EVENT_INFO_TYPE_* */
    uint8_t  __pad;
    uint16_t len;                       /* bytes of the record */
};

/* FAN_EVENT_INFO_TYPE_FID, _DFID, _DFID_NAME, _OLD_DFID_NAME,
   _NEW_DFID_NAME: this fixed part, then a file handle for
   open_by_handle_at(2) (a struct file_handle: uint32_t handle_bytes,
   int32_t handle_type, then handle_bytes bytes), then for the _NAME types
   a NUL-terminated name; a tail this header cannot declare */
struct linuxabi_fanotify_event_info_fid {
    struct linuxabi_fanotify_event_info_header hdr;
    int32_t  fsid[2];                   /* the file system's id, as
                                           statfs(2) f_fsid */
};

/* FAN_EVENT_INFO_TYPE_PIDFD (FAN_REPORT_PIDFD) */
struct linuxabi_fanotify_event_info_pidfd {
    struct linuxabi_fanotify_event_info_header hdr;
    int32_t  pidfd;                     /* or FAN_NOPIDFD, FAN_EPIDFD */
};

/* FAN_EVENT_INFO_TYPE_ERROR (FAN_FS_ERROR) */
struct linuxabi_fanotify_event_info_error {
    struct linuxabi_fanotify_event_info_header hdr;
    int32_t  error;                     /* the first error, an errno */
    uint32_t error_count;               /* errors since the last read */
};

/* FAN_EVENT_INFO_TYPE_RANGE (FAN_PRE_ACCESS) */
struct linuxabi_fanotify_event_info_range {
    struct linuxabi_fanotify_event_info_header hdr;
    uint32_t __pad;
    uint64_t offset;                    /* the bytes about to be accessed */
    uint64_t count;
};

/* FAN_EVENT_INFO_TYPE_MNT (FAN_MNT_ATTACH, FAN_MNT_DETACH); where
   uint64_t is less than 8-byte aligned (i386, m68k, arc, sh) mnt_id is at
   offset 4, as in the kernel's header, but a 64-bit kernel writes its own
   16-byte record there: take mnt_id from the last 8 of hdr.len bytes */
struct linuxabi_fanotify_event_info_mnt {
    struct linuxabi_fanotify_event_info_header hdr;
    uint64_t mnt_id;                    /* statmount(2)'s unique id */
};

/* write(2) to a fanotify descriptor: the answer to a permission event,
   then with FAN_INFO an info record */
struct linuxabi_fanotify_response {
    int32_t  fd;                        /* the event's fd */
    uint32_t response;                  /* FAN_ALLOW or FAN_DENY, with
                                           FAN_AUDIT, FAN_INFO */
};

struct linuxabi_fanotify_response_info_header {
    uint8_t  type;                      /* FAN_RESPONSE_INFO_* */
    uint8_t  __pad;
    uint16_t len;                       /* bytes of the record */
};

/* FAN_RESPONSE_INFO_AUDIT_RULE: for the audit log */
struct linuxabi_fanotify_response_info_audit_rule {
    struct linuxabi_fanotify_response_info_header hdr;
    uint32_t rule_number;
    uint32_t subj_trust;
    uint32_t obj_trust;
};

#endif
