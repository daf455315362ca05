#ifndef LINUXABI_KCMP_H
#define LINUXABI_KCMP_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kcmp.h>: the types of kcmp(2), which tells whether two
 * processes share a kernel resource, and the epoll target it compares
 * for KCMP_EPOLL_TFD.  The kernel's types are enumerators; these are
 * macros of the same values, the same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* kcmp(2) type: what idx1 and idx2 name in each process */
#define KCMP_FILE      0   /* the open file descriptions of fds idx1, idx2 */
#define KCMP_VM        1   /* the address spaces */
#define KCMP_FILES     2   /* the fd tables */
#define KCMP_FS        3   /* root, working directory and umask */
#define KCMP_SIGHAND   4   /* the signal handler tables */
#define KCMP_IO        5   /* the I/O contexts */
#define KCMP_SYSVSEM   6   /* the System V semaphore undo lists */
#define KCMP_EPOLL_TFD 7   /* idx1's file and a target of epoll fd idx2:
                              idx2 points to struct linuxabi_kcmp_epoll_slot */

/* kcmp(2) KCMP_EPOLL_TFD: a file registered in an epoll instance */
struct linuxabi_kcmp_epoll_slot {
    uint32_t efd;          /* the epoll fd, in the second process */
    uint32_t tfd;          /* the target fd number it was added as */
    uint32_t toff;         /* which of the targets with that number, from 0 */
};

#endif
