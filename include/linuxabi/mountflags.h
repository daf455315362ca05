#ifndef LINUXABI_MOUNTFLAGS_H
#define LINUXABI_MOUNTFLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mountflags.h>: the mountflags argument of mount(2).
 * The same on every ABI.
 */

/* mount(2): options of the mount and of its superblock */
#define MS_RDONLY       1               /* read-only */
#define MS_NOSUID       2               /* ignore set-user-ID and set-group-ID bits */
#define MS_NODEV        4               /* no access to device special files */
#define MS_NOEXEC       8               /* no program execution */
#define MS_SYNCHRONOUS  16              /* writes are synchronous */
#define MS_REMOUNT      32              /* change the options of an existing mount */
#define MS_MANDLOCK     64              /* allow mandatory locks */
#define MS_DIRSYNC      128             /* directory changes are synchronous */
#define MS_NOSYMFOLLOW  256             /* do not follow symbolic links */
#define MS_NOATIME      1024            /* never update access times */
#define MS_NODIRATIME   2048            /* never update directory access times */
#define MS_BIND         4096            /* bind mount */
#define MS_MOVE         8192            /* move a mount */
#define MS_REC          16384           /* apply recursively (bind, propagation) */
#define MS_SILENT       32768           /* fewer kernel messages */
#define MS_VERBOSE      32768           /* old name of MS_SILENT */
#define MS_POSIXACL     (1 << 16)       /* the filesystem applies ACLs, not the umask */
#define MS_UNBINDABLE   (1 << 17)       /* propagation: unbindable */
#define MS_PRIVATE      (1 << 18)       /* propagation: private */
#define MS_SLAVE        (1 << 19)       /* propagation: slave */
#define MS_SHARED       (1 << 20)       /* propagation: shared */
#define MS_RELATIME     (1 << 21)       /* update atime only if older than mtime or ctime */
#define MS_KERNMOUNT    (1 << 22)       /* set by the kernel: an internal mount */
#define MS_I_VERSION    (1 << 23)       /* maintain the inode version */
#define MS_STRICTATIME  (1 << 24)       /* always update access times */
#define MS_LAZYTIME     (1 << 25)       /* write times to disk lazily */

/* superblock state the kernel keeps in the same word; never passed */
#define MS_SUBMOUNT     (1 << 26)
#define MS_NOREMOTELOCK (1 << 27)
#define MS_NOSEC        (1 << 28)
#define MS_BORN         (1 << 29)
#define MS_ACTIVE       (1 << 30)
#define MS_NOUSER       (1U << 31)

/* the magic number that mountflags carried before Linux 2.4 */
#define MS_MGC_VAL      0xC0ED0000U     /* in the top 16 bits: flags follow */
#define MS_MGC_MSK      0xFFFF0000U     /* where MS_MGC_VAL goes */

#endif
