#ifndef LINUXABI_ARCH_BLKPG_ARG_H
#define LINUXABI_ARCH_BLKPG_ARG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/blkpg.h>: BLKPG's argument, which points at its data.  This
 * ABI: a 32-bit pointer (16 bytes).
 */

#include <stdint.h>

struct linuxabi_blkpg_ioctl_arg {
    int32_t op;                         /* BLKPG_* */
    int32_t flags;                      /* unused, 0 */
    int32_t datalen;                    /* sizeof (struct linuxabi_blkpg_partition) */
    void *data;                         /* a struct linuxabi_blkpg_partition */
};

#endif
