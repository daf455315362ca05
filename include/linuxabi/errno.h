#ifndef LINUXABI_ERRNO_H
#define LINUXABI_ERRNO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/errno.h>: error numbers. A failed system call returns one,
 * negated (-ENOENT), and libc stores it in errno. EPERM..ERANGE are the
 * same on every ABI but for EAGAIN (alpha); the rest depend on the ABI.
 * ENOTSUP is libc's name (= EOPNOTSUPP): the kernel does not export it.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/errno.h>

/* every syscall: the numbers all ABIs share (EAGAIN is per ABI) */
#define EPERM           1       /* operation not permitted */
#define ENOENT          2       /* no such file or directory */
#define ESRCH           3       /* no such process */
#define EINTR           4       /* interrupted by a signal */
#define EIO             5       /* input/output error */
#define ENXIO           6       /* no such device or address */
#define E2BIG           7       /* argument list too long */
#define ENOEXEC         8       /* not an executable format */
#define EBADF           9       /* bad file descriptor */
#define ECHILD          10      /* no child processes */
#define ENOMEM          12      /* out of memory */
#define EACCES          13      /* permission denied */
#define EFAULT          14      /* bad user address */
#define ENOTBLK         15      /* not a block device */
#define EBUSY           16      /* device or resource busy */
#define EEXIST          17      /* file exists */
#define EXDEV           18      /* link across filesystems */
#define ENODEV          19      /* no such device */
#define ENOTDIR         20      /* not a directory */
#define EISDIR          21      /* is a directory */
#define EINVAL          22      /* invalid argument */
#define ENFILE          23      /* too many open files in the system */
#define EMFILE          24      /* too many open files in the process */
#define ENOTTY          25      /* not a terminal: no such ioctl */
#define ETXTBSY         26      /* text file busy */
#define EFBIG           27      /* file too large */
#define ENOSPC          28      /* no space left on the device */
#define ESPIPE          29      /* cannot seek */
#define EROFS           30      /* read-only filesystem */
#define EMLINK          31      /* too many links */
#define EPIPE           32      /* broken pipe */
#define EDOM            33      /* argument out of the function's domain */
#define ERANGE          34      /* result out of range */

/* another name of EAGAIN on every ABI */
#define EWOULDBLOCK     EAGAIN

/* the names filesystems give two errors when they report on-disk damage */
#define EFSBADCRC       EBADMSG /* a checksum does not match */
#define EFSCORRUPTED    EUCLEAN /* the filesystem is corrupted */

#endif
