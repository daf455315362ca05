#ifndef LINUXABI_ARCH_FCNTL_OFLAGS_H
#define LINUXABI_ARCH_FCNTL_OFLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The open(2) flag bits of hppa: most differ from asm-generic.
 */

/* open(2), openat(2), openat2(2) flags; fcntl(2) F_GETFL/F_SETFL */
#define O_CREAT               00000400    /* create if missing */
#define O_EXCL                00002000    /* with O_CREAT: fail if it exists */
#define O_NOCTTY              00400000    /* never the controlling terminal */
#define O_TRUNC               00001000    /* truncate to length 0 */
#define O_APPEND              00000010    /* every write at the end */
#define O_NONBLOCK            00200000    /* nonblocking I/O */
#define O_DSYNC               01000000    /* synchronized: data integrity */
#define FASYNC                00020000    /* SIGIO when I/O is possible */
#define O_DIRECT              00040000    /* bypass the page cache */
#define LINUXABI_O_LARGEFILE  00004000    /* offsets beyond 32 bits */
#define O_DIRECTORY           00010000    /* fail unless a directory */
#define O_NOFOLLOW            00000200    /* fail on a final symlink */
#define O_NOATIME             04000000    /* keep the access time */
#define O_CLOEXEC             010000000   /* set FD_CLOEXEC */
#define O_PATH                020000000   /* a location only, no I/O */
#define LINUXABI_O_NDELAY     O_NONBLOCK  /* old name of O_NONBLOCK */

/*
 * Flags that include another's bit: O_SYNC (file integrity, where O_DSYNC
 * gives data integrity) and O_TMPFILE (an unnamed file in a directory).
 */
#define O_SYNC                (00100000 | O_DSYNC)
#define O_TMPFILE             (040000000 | O_DIRECTORY)

#endif
