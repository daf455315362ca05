#ifndef LINUXABI_LIMITS_H
#define LINUXABI_LIMITS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/limits.h>: sizes the kernel enforces on path names, pipes,
 * extended attributes, execve(2) arguments and supplementary groups.
 * The same on every ABI but LINUXABI_BITS_PER_LONG.
 *
 * LINUXABI_ARG_MAX and LINUXABI_NGROUPS_MAX are the kernel's ARG_MAX and
 * NGROUPS_MAX: glibc leaves ARG_MAX undefined (the space execve(2)
 * allows depends on RLIMIT_STACK: ask sysconf(_SC_ARG_MAX)), and musl's
 * NGROUPS_MAX is 32.  The kernel's NR_OPEN and LINK_MAX are not here:
 * neither is a limit the kernel applies (the descriptor ceiling is the
 * fs.nr_open sysctl; the link count limit is each file system's own).
 *
 * One per-ABI fact, from <linuxabi-arch/limits-long.h>:
 * LINUXABI_BITS_PER_LONG, the kernel's __BITS_PER_LONG (32 or 64), the
 * width of the long the system calls take and of the words of the
 * bitmaps they read (sigset_t, cpu_set_t, fd_set).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/limits-long.h>

/* path names */
#define NAME_MAX             255         /* bytes in a file name, without the NUL */
#define PATH_MAX             4096        /* bytes in a path name, with the NUL */

/* write(2) to a pipe: writes up to this size are atomic */
#define PIPE_BUF             4096

/* terminal input, in bytes, as POSIX names it: a canonical line and the
   type-ahead (the kernel's line discipline buffers 4096) */
#define MAX_CANON            255
#define MAX_INPUT            255

/* setxattr(2), getxattr(2), listxattr(2) */
#define XATTR_NAME_MAX       255         /* bytes in a name, without the NUL */
#define XATTR_SIZE_MAX       65536       /* bytes in a value */
#define XATTR_LIST_MAX       65536       /* bytes in the list listxattr(2) returns */

/* execve(2): argument and environment space is at least this many bytes,
   whatever RLIMIT_STACK */
#define LINUXABI_ARG_MAX     131072

/* setgroups(2), getgroups(2): the most supplementary groups */
#define LINUXABI_NGROUPS_MAX 65536

/* real-time signals: at least this many (MIPS has 96) */
#define RTSIG_MAX            32

#endif
