#ifndef LINUXABI_CLOSE_RANGE_H
#define LINUXABI_CLOSE_RANGE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/close_range.h>: the flags of close_range(2).  The same on
 * every ABI.
 */

/* close_range(2) flags */
#define CLOSE_RANGE_UNSHARE  (1U << 1)   /* unshare the descriptor table first */
#define CLOSE_RANGE_CLOEXEC  (1U << 2)   /* set FD_CLOEXEC instead of closing */

#endif
