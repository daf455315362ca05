#ifndef LINUXABI_ARCH_FCNTL_OFLAGS_H
#define LINUXABI_ARCH_FCNTL_OFLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * The open(2) flag bits of mips: the low ones differ from asm-generic.
 */

/* open(2), openat(2), openat2(2) flags; fcntl(2) F_GETFL/F_SETFL */
#define O_CREAT               0x0100      /* create if missing */
#define O_EXCL                0x0400      /* with O_CREAT: fail if it exists */
#define O_NOCTTY              0x0800      /* never the controlling terminal */
#define O_TRUNC               0x0200      /* truncate to length 0 */
#define O_APPEND              0x0008      /* every write at the end */
#define O_NONBLOCK            0x0080      /* nonblocking I/O */
#define O_DSYNC               0x0010      /* synchronized: data integrity */
#define FASYNC                0x1000      /* SIGIO when I/O is possible */
#define O_DIRECT              0x8000      /* bypass the page cache */
#define LINUXABI_O_LARGEFILE  0x2000      /* offsets beyond 32 bits */
#define O_DIRECTORY           00200000    /* fail unless a directory */
#define O_NOFOLLOW            00400000    /* fail on a final symlink */
#define O_NOATIME             01000000    /* keep the access time */
#define O_CLOEXEC             02000000    /* set FD_CLOEXEC */
#define O_PATH                010000000   /* a location only, no I/O */
#define LINUXABI_O_NDELAY     O_NONBLOCK  /* old name of O_NONBLOCK */

/*
 * Flags that include another's bit: O_SYNC (file integrity, where O_DSYNC
 * gives data integrity) and O_TMPFILE (an unnamed file in a directory).
 */
#define O_SYNC                (0x4000 | O_DSYNC)
#define O_TMPFILE             (020000000 | O_DIRECTORY)

#endif
