#ifndef LINUXABI_ARCH_FD_DRIVE_H
#define LINUXABI_ARCH_FD_DRIVE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/fd.h>: the structs of a floppy format, drive and controller,
 * whose longs and pointers follow the ABI.  This ABI: 32-bit longs and
 * pointers, 2-byte alignment (no padding before a long after an odd
 * number of bytes).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

/* a format: FDSETPRM, FDDEFPRM, FDGETPRM (28 bytes) */
struct linuxabi_floppy_struct {
    uint32_t size;                      /* sectors in all */
    uint32_t sect;                      /* per track */
    uint32_t head;
    uint32_t track;
    uint32_t stretch;                   /* FD_STRETCH .. FD_SECTBASEMASK */
    uint8_t  gap;                       /* gap 1 */
    uint8_t  rate;                      /* data rate, FD_2M, FD_SIZECODEMASK, FD_PERP */
    uint8_t  spec1;                     /* step rate, head unload time */
    uint8_t  fmt_gap;                   /* gap 2 */
    uint32_t name;                      /* address of the name (built-in formats only) */
};

/* FDSETDRVPRM, FDGETDRVPRM: the drive's parameters (82 bytes) */
struct linuxabi_floppy_drive_params {
    int8_t   cmos;                      /* the CMOS drive type */
    uint8_t  __pad;
    uint32_t max_dtr;                   /* the highest data rate */
    uint32_t hlt;                       /* head load time, ms */
    uint32_t hut;                       /* head unload time */
    uint32_t srt;                       /* step rate, us */
    uint32_t spinup;                    /* spin-up time, jiffies */
    uint32_t spindown;                  /* spin-down timeout */
    uint8_t  spindown_offset;
    uint8_t  select_delay;
    uint8_t  rps;                       /* rotations per second */
    uint8_t  tracks;
    uint32_t timeout;                   /* for an interrupt */
    uint8_t  interleave_sect;
    uint8_t  __pad3;
    struct linuxabi_floppy_max_errors max_errors;
    char     flags;                     /* FTD_MSG, FD_DEBUG, FD_*_DCL* */
    char     read_track;                /* read whole tracks when probing */
    int16_t  autodetect[FD_AUTODETECT_SIZE]; /* the formats to try */
    int32_t  checkfreq;                 /* how often to check for a disk */
    int32_t  native_format;
};

/* FDGETDRVSTAT, FDPOLLDRVSTAT: the drive's state (52 bytes) */
struct linuxabi_floppy_drive_struct {
    uint32_t flags;                     /* FD_NEED_TWADDLE .. FD_DISK_WRITABLE */
    uint32_t spinup_date;
    uint32_t select_date;
    uint32_t first_read_date;
    int16_t  probed_format;
    int16_t  track;                     /* the current track */
    int16_t  maxblock;
    int16_t  maxtrack;
    int32_t  generation;                /* disk changes */
    int32_t  keep_data;
    int32_t  fd_ref;
    int32_t  fd_device;
    uint32_t last_checked;
    uint32_t dmabuf;                    /* the kernel's DMA buffer's address */
    int32_t  bufblocks;
};

/* FDGETFDCSTAT: the controller's state (28 bytes) */
struct linuxabi_floppy_fdc_state {
    int32_t  spec1;
    int32_t  spec2;
    int32_t  dtr;
    uint8_t  version;                   /* the controller's */
    uint8_t  dor;
    uint32_t address;                   /* its I/O port */
    /* the kernel's bitfields, from the top: rawcmd (2 bits),
       reset, need_configure, perp_mode (2 bits), has_fifo */
    uint8_t  bits;
    uint8_t  __pad;
    uint32_t driver_version;            /* FD_DRIVER_VERSION */
    uint8_t  track[4];                  /* each drive's head position */
};

/* FDWERRORGET: the write errors (24 bytes) */
struct linuxabi_floppy_write_errors {
    uint32_t write_errors;
    uint32_t first_error_sector;
    int32_t  first_error_generation;
    uint32_t last_error_sector;
    int32_t  last_error_generation;
    uint32_t badness;                   /* the most retries an I/O took */
};

/* struct linuxabi_floppy_raw_cmd: the command and reply, or both as one */
struct linuxabi_floppy_raw_cmd_cmd {
    uint8_t  cmd[FD_RAW_CMD_SIZE];
    uint8_t  reply_count;
    uint8_t  reply[FD_RAW_REPLY_SIZE];
};
union linuxabi_floppy_raw_cmd_u {
    struct linuxabi_floppy_raw_cmd_cmd c;
    uint8_t  fullcmd[FD_RAW_CMD_FULLSIZE];
};

/* FDRAWCMD: a command for the controller (80 bytes) */
struct linuxabi_floppy_raw_cmd {
    uint32_t flags;                     /* FD_RAW_* */
    uint32_t data;                      /* address of the data buffer */
    uint32_t kernel_data;               /* the kernel's, ignored */
    uint32_t next;                      /* address of the next, with FD_RAW_MORE */
    int32_t  length;                    /* in: the bytes to transfer; out: left */
    int32_t  phys_length;
    int32_t  buffer_length;
    uint8_t  rate;
    uint8_t  cmd_count;
    union linuxabi_floppy_raw_cmd_u u;  /* the kernel's anonymous union */
    uint8_t  __pad2;
    int32_t  track;
    int32_t  resultcode;
    int32_t  reserved1;
    int32_t  reserved2;
};

/* their requests, with the sizes as numbers: a compiler for another ABI,
   as liblinuxabi's, would align the two structs otherwise */
#define FDSETDRVPRM             LINUXABI_IOW(2, 0x90, char[82])
#define FDGETDRVPRM             LINUXABI_IOR(2, 0x11, char[82])
#define FDGETFDCSTAT            LINUXABI_IOR(2, 0x15, char[28])

#endif
