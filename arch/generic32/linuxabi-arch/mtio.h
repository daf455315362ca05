#ifndef LINUXABI_ARCH_MTIO_H
#define LINUXABI_ARCH_MTIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mtio.h>: the structs of MTIOCTOP, MTIOCGET and MTIOCPOS, and
 * the requests, which carry their sizes.
 * Here the kernel's long is 32-bit (struct linuxabi_mtop: 8 bytes,
 * _mtget 28, _mtpos 4).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* MTIOCTOP */
struct linuxabi_mtop {
    int16_t mt_op;                      /* MTRESET .. */
    uint8_t __pad[2];
    int32_t mt_count;                   /* how many times, or the argument */
};

/* MTIOCGET */
struct linuxabi_mtget {
    int32_t mt_type;                    /* MT_IS* */
    int32_t mt_resid;                   /* what was not done: bytes, files or records */
    int32_t mt_dsreg;                   /* the drive's status (SCSI: MT_ST_BLKSIZE, _DENSITY) */
    int32_t mt_gstat;                   /* the generic status, LINUXABI_GMT_*() */
    int32_t mt_erreg;                   /* the drive's errors (SCSI: MT_ST_SOFTERR) */
    int32_t mt_fileno;                  /* the current file, from 0 */
    int32_t mt_blkno;                   /* the current block, in the file */
};

/* MTIOCPOS */
struct linuxabi_mtpos {
    int32_t mt_blkno;                   /* the current block */
};

/* ioctl(2) requests */
#define MTIOCTOP        LINUXABI_IOW('m', 1, struct linuxabi_mtop)
#define MTIOCGET        LINUXABI_IOR('m', 2, struct linuxabi_mtget)
#define MTIOCPOS        LINUXABI_IOR('m', 3, struct linuxabi_mtpos)

#endif
