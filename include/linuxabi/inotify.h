#ifndef LINUXABI_INOTIFY_H
#define LINUXABI_INOTIFY_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/inotify.h>: file system events through a descriptor.  The
 * flags of inotify_init1(2), the event and watch bits of
 * inotify_add_watch(2), what read(2) of the descriptor returns, and its
 * ioctl(2).  IN_NONBLOCK and IN_CLOEXEC are the ABI's O_NONBLOCK and
 * O_CLOEXEC: they come from <linuxabi-arch/inotify.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/inotify.h>

/* inotify_add_watch(2) mask and struct linuxabi_inotify_event mask:
   events */
#define IN_ACCESS         0x00000001  /* read */
#define IN_MODIFY         0x00000002  /* written */
#define IN_ATTRIB         0x00000004  /* metadata changed */
#define IN_CLOSE_WRITE    0x00000008  /* closed, was open for writing */
#define IN_CLOSE_NOWRITE  0x00000010  /* closed, was not */
#define IN_OPEN           0x00000020
#define IN_MOVED_FROM     0x00000040  /* renamed out of a watched directory */
#define IN_MOVED_TO       0x00000080  /* renamed into one */
#define IN_CREATE         0x00000100  /* created in a watched directory */
#define IN_DELETE         0x00000200  /* removed from one */
#define IN_DELETE_SELF    0x00000400  /* the watched object was removed */
#define IN_MOVE_SELF      0x00000800  /* the watched object was renamed */
#define IN_CLOSE          (IN_CLOSE_WRITE | IN_CLOSE_NOWRITE)
#define IN_MOVE           (IN_MOVED_FROM | IN_MOVED_TO)
/* the twelve events above, which a watch may ask for (unchanged since
   inotify began in 2.6.13) */
#define IN_ALL_EVENTS     0x00000fff

/* struct linuxabi_inotify_event mask only: sent without being asked for */
#define IN_UNMOUNT        0x00002000  /* its file system was unmounted */
#define IN_Q_OVERFLOW     0x00004000  /* events were lost (wd is -1) */
#define IN_IGNORED        0x00008000  /* the watch is gone */
#define IN_ISDIR          0x40000000  /* the subject is a directory */

/* inotify_add_watch(2) mask: how to watch */
#define IN_ONLYDIR        0x01000000  /* fail unless a directory */
#define IN_DONT_FOLLOW    0x02000000  /* do not follow a final symlink */
#define IN_EXCL_UNLINK    0x04000000  /* nothing from unlinked children */
#define IN_MASK_CREATE    0x10000000  /* fail with EEXIST if watched */
#define IN_MASK_ADD       0x20000000  /* add to an existing watch's mask */
#define IN_ONESHOT        0x80000000  /* remove the watch after one event */

/* ioctl(2) on an inotify descriptor (needs CONFIG_CHECKPOINT_RESTORE):
   the watch descriptor the next inotify_add_watch(2) returns */
#define INOTIFY_IOC_SETNEXTWD  LINUXABI_IOW('I', 0, int32_t)

/*
 * What read(2) of an inotify descriptor returns: records of this fixed
 * part followed by len bytes of name (the name of the file in a watched
 * directory, NUL-terminated and NUL-padded; len is 0 when the event is
 * about the watched object itself), a tail this header cannot declare.
 */
struct linuxabi_inotify_event {
    int32_t  wd;                        /* watch descriptor */
    uint32_t mask;                      /* IN_* event bits */
    uint32_t cookie;                    /* pairs IN_MOVED_FROM, IN_MOVED_TO */
    uint32_t len;                       /* bytes of name that follow */
};

#endif
