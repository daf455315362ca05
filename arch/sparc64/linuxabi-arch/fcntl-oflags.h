#ifndef LINUXABI_ARCH_FCNTL_OFLAGS_H
#define LINUXABI_ARCH_FCNTL_OFLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The open(2) flag bits of sparc: most differ from asm-generic, and
 * O_NDELAY is a bit of its own.
 */

/* open(2), openat(2), openat2(2) flags; fcntl(2) F_GETFL/F_SETFL */
#define O_CREAT               0x0200      /* create if missing */
#define O_EXCL                0x0800      /* with O_CREAT: fail if it exists */
#define O_NOCTTY              0x8000      /* never the controlling terminal */
#define O_TRUNC               0x0400      /* truncate to length 0 */
#define O_APPEND              0x0008      /* every write at the end */
#define O_NONBLOCK            0x4000      /* nonblocking I/O */
#define O_DSYNC               0x2000      /* synchronized: data integrity */
#define FASYNC                0x0040      /* SIGIO when I/O is possible */
#define O_DIRECT              0x100000    /* bypass the page cache */
#define LINUXABI_O_LARGEFILE  0x40000     /* offsets beyond 32 bits */
#define O_DIRECTORY           00200000    /* fail unless a directory */
#define O_NOFOLLOW            00400000    /* fail on a final symlink */
#define O_NOATIME             0x200000    /* keep the access time */
#define O_CLOEXEC             0x400000    /* set FD_CLOEXEC */
#define O_PATH                0x1000000   /* a location only, no I/O */
#define LINUXABI_O_NDELAY     0x0004      /* SunOS nonblocking bit */

/*
 * Flags that include another's bit: O_SYNC (file integrity, where O_DSYNC
 * gives data integrity) and O_TMPFILE (an unnamed file in a directory).
 */
#define O_SYNC                (0x800000 | O_DSYNC)
#define O_TMPFILE             (0x2000000 | O_DIRECTORY)

#endif
