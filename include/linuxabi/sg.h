#ifndef LINUXABI_SG_H
#define LINUXABI_SG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sg.h>: the SCSI generic driver (/dev/sgN; SG_IO also on SCSI
 * block devices and bsg nodes): its ioctl(2) requests, struct
 * linuxabi_sg_io_hdr (SG_IO, and write(2)/read(2) of the version 3
 * interface), the older struct linuxabi_sg_header of write(2)/read(2),
 * and the flags and values of their fields.  The requests are plain
 * numbers with 0x22 in the second byte.
 *
 * The reference: the kernel keeps its <scsi/sg.h> in include/scsi, not in
 * the exported UAPI (Linux 7.2 exports no scsi/sg.h), though the
 * interface has not changed since 2.4; programs include the copy glibc
 * (and musl) ship as <scsi/sg.h>.  So the values are checked against
 * glibc's <scsi/sg.h>, the layouts against reference structs built from
 * the kernel's types (tests/oracle/sg.spec), and the few names glibc's
 * copy lacks against nothing but the kernel source they come from.
 *
 * The structs with pointers (sg_io_hdr, sg_req_info, sg_iovec) are per
 * ABI, in <linuxabi-arch/sg.h>, their pointers integers of the ABI's
 * width; a 64-bit kernel reads 32-bit programs' (x32's too) with its
 * compat layout, which is theirs.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/sg.h>

/* struct linuxabi_sg_io_hdr interface_id */
#define SG_INTERFACE_ID_ORIG    'S'

/* dxfer_direction */
#define SG_DXFER_NONE           (-1)    /* no data (TEST UNIT READY) */
#define SG_DXFER_TO_DEV         (-2)    /* to the device (WRITE) */
#define SG_DXFER_FROM_DEV       (-3)    /* from the device (READ) */
#define SG_DXFER_TO_FROM_DEV    (-4)    /* from the device, the buffer copied in first */
#define SG_DXFER_UNKNOWN        (-5)

/* flags, or-ed */
#define SG_FLAG_DIRECT_IO       1       /* to and from the user's pages */
#define SG_FLAG_LUN_INHIBIT     2       /* glibc's name: ignored */
#define SG_FLAG_UNUSED_LUN_INHIBIT 2    /* the kernel's name: ignored */
#define SG_FLAG_MMAP_IO         4       /* through the reserved buffer, mmap(2)ed */
#define SG_FLAG_Q_AT_TAIL       0x10    /* queue the command last */
#define SG_FLAG_Q_AT_HEAD       0x20    /* queue the command first */
#define SG_FLAG_NO_DXFER        0x10000 /* no copy between kernel and user buffers */

/* info, or-ed */
#define SG_INFO_OK_MASK         0x1
#define SG_INFO_OK              0x0     /* no sense data, host or driver status */
#define SG_INFO_CHECK           0x1     /* something to look at */
#define SG_INFO_DIRECT_IO_MASK  0x6
#define SG_INFO_INDIRECT_IO     0x0     /* through kernel buffers, or no data */
#define SG_INFO_DIRECT_IO       0x2
#define SG_INFO_MIXED_IO        0x4

/* SG_GET_SCSI_ID */
struct linuxabi_sg_scsi_id {
    int32_t  host_no;                   /* N of scsiN */
    int32_t  channel;
    int32_t  scsi_id;                   /* the target */
    int32_t  lun;
    int32_t  scsi_type;                 /* the peripheral device type */
    int16_t  h_cmd_per_lun;             /* the host's limit of commands a lun */
    int16_t  d_queue_depth;             /* the device's queue depth */
    int32_t  unused[2];
};

/* ioctl(2) requests (an int * argument unless said) */
#define SG_EMULATED_HOST        0x2203  /* an emulated host adapter (ATAPI) */
#define SG_SET_TRANSFORM        0x2204  /* by value; ide-scsi only (gone) */
#define SG_GET_TRANSFORM        0x2205
#define SG_GET_COMMAND_Q        0x2270
#define SG_SET_COMMAND_Q        0x2271
#define SG_GET_RESERVED_SIZE    0x2272
#define SG_SET_RESERVED_SIZE    0x2275
#define SG_GET_SCSI_ID          0x2276  /* struct linuxabi_sg_scsi_id * */
#define SG_SET_FORCE_LOW_DMA    0x2279
#define SG_GET_LOW_DMA          0x227a
#define SG_SET_FORCE_PACK_ID    0x227b  /* read(2) picks the request by pack_id */
#define SG_GET_PACK_ID          0x227c  /* the oldest readable pack_id, or -1 */
#define SG_GET_NUM_WAITING      0x227d  /* requests done, not yet read(2) */
#define SG_SET_DEBUG            0x227e
#define SG_GET_SG_TABLESIZE     0x227F  /* scatter-gather elements, 0: none */
#define SG_GET_VERSION_NUM      0x2282  /* 30536 for 3.5.36 */
#define SG_NEXT_CMD_LEN         0x2283  /* the next write(2)'s command length */
#define SG_SCSI_RESET           0x2284  /* SG_SCSI_RESET_* */
#define SG_IO                   0x2285  /* struct linuxabi_sg_io_hdr *: a command, waited for */
#define SG_GET_REQUEST_TABLE    0x2286  /* struct linuxabi_sg_req_info[SG_MAX_QUEUE] */
#define SG_SET_KEEP_ORPHAN      0x2287  /* keep an interrupted SG_IO's result for read(2) */
#define SG_GET_KEEP_ORPHAN      0x2288
#define SG_GET_ACCESS_COUNT     0x2289  /* the device's open count */
#define SG_SET_TIMEOUT          0x2201  /* in the kernel's USER_HZ ticks */
#define SG_GET_TIMEOUT          0x2202  /* the result is the timeout */

/* SG_SCSI_RESET's argument */
#define SG_SCSI_RESET_NOTHING   0
#define SG_SCSI_RESET_DEVICE    1
#define SG_SCSI_RESET_BUS       2
#define SG_SCSI_RESET_HOST      3
#define SG_SCSI_RESET_TARGET    4
#define SG_SCSI_RESET_NO_ESCALATE 0x100 /* or-ed: that reset only */

#define SG_MAX_QUEUE            16      /* requests outstanding a file; more: EDOM */
#define SG_SCATTER_SZ           (8 * 4096)      /* the default reserved buffer */
#define SG_DEF_RESERVED_SIZE    (8 * 4096)
#define SG_BIG_BUFF             (8 * 4096)

/* the version 2 interface: write(2) a struct linuxabi_sg_header and the
   command (and data), read(2) a header and the data back */
#define SG_MAX_SENSE            16

struct linuxabi_sg_header {
    int32_t  pack_len;                  /* [out] reply_len */
    int32_t  reply_len;                 /* [in] the reply's length, header included */
    int32_t  pack_id;
    int32_t  result;                    /* [out] 0 or an errno value */
    /* the kernel's bitfields, from the least significant bit on
       little-endian ABIs, from the most significant on big-endian ones:
       twelve_byte 1 bit, target_status 5, host_status 8, driver_status 8,
       other_flags 10 (little-endian: bit 0, 1-5, 6-13, 14-21, 22-31;
       big-endian: bit 31, 26-30, 18-25, 10-17, 0-9) */
    uint32_t bits;
    uint8_t  sense_buffer[SG_MAX_SENSE];
};

#endif
