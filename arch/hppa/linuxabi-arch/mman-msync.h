#ifndef LINUXABI_ARCH_MMAN_MSYNC_H
#define LINUXABI_ARCH_MMAN_MSYNC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the msync flags of hppa: MS_SYNC and MS_ASYNC swap.
 */

/* msync(2) flags */
#define MS_SYNC              1          /* write back and wait */
#define MS_ASYNC             2          /* start the write-back */
#define MS_INVALIDATE        4          /* invalidate other mappings */

#endif
