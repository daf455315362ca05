#ifndef LINUXABI_ARCH_MTIO_H
#define LINUXABI_ARCH_MTIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/mtio.h>: the structs of MTIOCTOP, MTIOCGET and MTIOCPOS, and
 * the requests, which carry their sizes.
 * m68k: the kernel's long is 32-bit and an int is 2-byte aligned,
 * so mt_count follows mt_op at once (struct linuxabi_mtop: 6 bytes,
 * _mtget 28, _mtpos 4).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* MTIOCTOP */
struct linuxabi_mtop {
    int16_t mt_op;                      /* MTRESET .. */
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

/* ioctl(2) requests; MTIOCTOP carries the struct's 6 bytes, spelled as 3
   uint16_t, a type of m68k's size on any compiler, so that a compiler of
   another ABI (liblinuxabi's tables) reads m68k's number, not its own
   padding */
#define MTIOCTOP        LINUXABI_IOW('m', 1, uint16_t[3])
#define MTIOCGET        LINUXABI_IOR('m', 2, struct linuxabi_mtget)
#define MTIOCPOS        LINUXABI_IOR('m', 3, struct linuxabi_mtpos)

#endif
