#ifndef LINUXABI_BSG_H
#define LINUXABI_BSG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/bsg.h>: the block layer's SCSI generic nodes (/dev/bsg/H:C:T:L
 * and the transports' nodes): struct linuxabi_sg_io_v4, which ioctl(2)
 * SG_IO takes there (the number of <linuxabi/sg.h>; the kernel tells the
 * two structs apart by the first member, guard 'Q' here, interface_id 'S'
 * there), its protocols and flags, and struct linuxabi_bsg_uring_cmd,
 * the same command through io_uring's IORING_OP_URING_CMD.  Every member
 * is a fixed-width integer, addresses 64-bit: one layout on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* protocol, and subprotocol of BSG_PROTOCOL_SCSI */
#define BSG_PROTOCOL_SCSI               0
#define BSG_SUB_PROTOCOL_SCSI_CMD       0
#define BSG_SUB_PROTOCOL_SCSI_TMF       1       /* task management function */
#define BSG_SUB_PROTOCOL_SCSI_TRANSPORT 2

/* flags: sg's SG_FLAG_Q_AT_TAIL and _HEAD */
#define BSG_FLAG_Q_AT_TAIL      0x10
#define BSG_FLAG_Q_AT_HEAD      0x20    /* the default, so ignored */

/* SG_IO on a bsg node; dout: to the device, din: from it */
struct linuxabi_sg_io_v4 {
    int32_t  guard;                     /* 'Q' */
    uint32_t protocol;                  /* BSG_PROTOCOL_* */
    uint32_t subprotocol;               /* BSG_SUB_PROTOCOL_* */
    uint32_t request_len;               /* bytes at request */
    uint64_t request;                   /* address of the command (a CDB) */
    uint64_t request_tag;
    uint32_t request_attr;
    uint32_t request_priority;
    uint32_t request_extra;
    uint32_t max_response_len;          /* room at response */
    uint64_t response;                  /* address of the sense data */
    uint32_t dout_iovec_count;          /* 0: dout_xferp is the data, else an iovec array */
    uint32_t dout_xfer_len;
    uint32_t din_iovec_count;
    uint32_t din_xfer_len;
    uint64_t dout_xferp;
    uint64_t din_xferp;
    uint32_t timeout;                   /* milliseconds */
    uint32_t flags;                     /* BSG_FLAG_* */
    uint64_t usr_ptr;                   /* the caller's, returned as is */
    uint32_t spare_in;
    uint32_t driver_status;             /* [out] 0: good */
    uint32_t transport_status;          /* [out] */
    uint32_t device_status;             /* [out] the SCSI status */
    uint32_t retry_delay;               /* [out] */
    uint32_t info;                      /* [out] */
    uint32_t duration;                  /* [out] milliseconds */
    uint32_t response_len;              /* [out] bytes written at response */
    int32_t  din_resid;                 /* [out] din_xfer_len less what moved */
    int32_t  dout_resid;                /* [out] */
    uint64_t generated_tag;             /* [out] */
    uint32_t spare_out;
    uint32_t padding;
};

/* IORING_OP_URING_CMD on a bsg node: the command in the 128-byte SQE;
   the completion's res2 packs the device status (bits 0-7), driver status
   (8-15), host status (16-23), sense bytes written (24-31) and the
   residual length (32-63) */
struct linuxabi_bsg_uring_cmd {
    uint64_t request;                   /* address of the command */
    uint32_t request_len;
    uint32_t protocol;                  /* BSG_PROTOCOL_* */
    uint32_t subprotocol;               /* BSG_SUB_PROTOCOL_* */
    uint32_t max_response_len;
    uint64_t response;                  /* address of the sense data */
    uint64_t dout_xferp;
    uint32_t dout_xfer_len;
    uint32_t dout_iovec_count;
    uint64_t din_xferp;
    uint32_t din_xfer_len;
    uint32_t din_iovec_count;
    uint32_t timeout_ms;
    uint8_t  reserved[12];
};

#endif
