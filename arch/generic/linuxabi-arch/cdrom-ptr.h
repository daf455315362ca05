#ifndef LINUXABI_ARCH_CDROM_PTR_H
#define LINUXABI_ARCH_CDROM_PTR_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/cdrom.h>: the structs holding pointers, as integers of the
 * ABI's width.  This ABI: 64-bit pointers.
 */

#include <stdint.h>

/* the old drivers' CDROMREADMODE1, CDROMREADMODE2 (24 bytes) */
struct linuxabi_cdrom_read {
    int32_t  cdread_lba;
    uint32_t __pad;
    uint64_t cdread_bufaddr;            /* address of the buffer */
    int32_t  cdread_buflen;
    uint32_t __pad2;
};

/* CDROMREADAUDIO: raw audio frames (24 bytes) */
struct linuxabi_cdrom_read_audio {
    union linuxabi_cdrom_addr addr;
    uint8_t  addr_format;               /* CDROM_MSF or CDROM_LBA */
    uint8_t  __pad[3];
    int32_t  nframes;                   /* frames to read, at most 75 */
    uint64_t buf;                       /* address of nframes * 2352 bytes */
};

/* CDROM_SEND_PACKET: an MMC command (64 bytes) */
struct linuxabi_cdrom_generic_command {
    uint8_t  cmd[CDROM_PACKET_SIZE];    /* GPCMD_* and its arguments */
    uint32_t __pad;
    uint64_t buffer;                    /* address of the data */
    uint32_t buflen;
    int32_t  stat;                      /* out: the SCSI status */
    uint64_t sense;                     /* address of a struct
                                           linuxabi_request_sense, or 0 */
    uint8_t  data_direction;            /* CGC_DATA_* */
    uint8_t  __pad2[3];
    int32_t  quiet;
    int32_t  timeout;                   /* ms */
    uint32_t __pad3;
    uint64_t unused;                    /* the kernel's union of reserved[1]
                                           and unused */
};

#endif
