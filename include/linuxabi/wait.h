#ifndef LINUXABI_WAIT_H
#define LINUXABI_WAIT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/wait.h>: waiting for children.  The options of wait4(2) and
 * waitid(2), and the id types of waitid(2).  The same on every ABI.
 *
 * The kernel's __WNOTHREAD, __WALL and __WCLONE are reserved identifiers
 * (and glibc and musl define them): here they are LINUXABI_WNOTHREAD,
 * LINUXABI_WALL and LINUXABI_WCLONE, the leading underscores dropped as
 * for the syscall numbers.
 */

/* wait4(2), waitid(2) options */
#define WNOHANG              0x00000001  /* return at once if no child has changed */
#define WUNTRACED            0x00000002  /* wait4: also stopped children */
#define WSTOPPED             WUNTRACED   /* waitid: stopped children */
#define WEXITED              0x00000004  /* waitid: children that ended */
#define WCONTINUED           0x00000008  /* children resumed by SIGCONT */
#define WNOWAIT              0x01000000  /* waitid: leave the child waitable */
#define LINUXABI_WNOTHREAD   0x20000000  /* only this thread's children */
#define LINUXABI_WALL        0x40000000  /* every child, whatever its exit signal */
#define LINUXABI_WCLONE      0x80000000  /* only children whose exit signal is not SIGCHLD */

/* waitid(2) id types: what the id argument names */
#define P_ALL                0           /* any child; id ignored */
#define P_PID                1           /* the child with this pid */
#define P_PGID               2           /* any child in this process group */
#define P_PIDFD              3           /* the child this pidfd refers to */

#endif
