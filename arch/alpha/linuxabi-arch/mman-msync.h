#ifndef LINUXABI_ARCH_MMAN_MSYNC_H
#define LINUXABI_ARCH_MMAN_MSYNC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the msync flags of alpha: MS_SYNC and MS_INVALIDATE swap.
 */

/* msync(2) flags */
#define MS_ASYNC             1          /* start the write-back */
#define MS_SYNC              2          /* write back and wait */
#define MS_INVALIDATE        4          /* invalidate other mappings */

#endif
