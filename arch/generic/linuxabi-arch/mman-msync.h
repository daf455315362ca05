#ifndef LINUXABI_ARCH_MMAN_MSYNC_H
#define LINUXABI_ARCH_MMAN_MSYNC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mman.h>: the msync flags, which vary by ABI.
 * The asm-generic values.
 */

/* msync(2) flags */
#define MS_ASYNC             1          /* start the write-back */
#define MS_INVALIDATE        2          /* invalidate other mappings */
#define MS_SYNC              4          /* write back and wait */

#endif
