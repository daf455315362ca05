#ifndef LINUXABI_ARCH_SG_H
#define LINUXABI_ARCH_SG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sg.h>: the structs with a pointer.  Here pointers are 32-bit
 * (struct linuxabi_sg_io_hdr: 64 bytes, _sg_req_info 20, _sg_iovec 8);
 * a 64-bit kernel reads x32's with this, its compat layout.
 */

#include <stdint.h>

/* SG_IO, and write(2)/read(2) of the version 3 interface */
struct linuxabi_sg_io_hdr {
    int32_t  interface_id;              /* SG_INTERFACE_ID_ORIG */
    int32_t  dxfer_direction;           /* SG_DXFER_* */
    uint8_t  cmd_len;                   /* at cmdp */
    uint8_t  mx_sb_len;                 /* room at sbp */
    uint16_t iovec_count;               /* 0: dxferp is the data, else struct linuxabi_sg_iovec[] */
    uint32_t dxfer_len;
    uint32_t dxferp;                    /* address of the data */
    uint32_t cmdp;                      /* address of the command */
    uint32_t sbp;                       /* address of the sense buffer */
    uint32_t timeout;                   /* milliseconds */
    uint32_t flags;                     /* SG_FLAG_* */
    int32_t  pack_id;
    uint32_t usr_ptr;                   /* the caller's, returned as is */
    uint8_t  status;                    /* [out] the SCSI status */
    uint8_t  masked_status;             /* [out] status >> 1 & 0x3e */
    uint8_t  msg_status;
    uint8_t  sb_len_wr;                 /* [out] sense bytes written */
    uint16_t host_status;
    uint16_t driver_status;
    int32_t  resid;                     /* [out] dxfer_len less what moved */
    uint32_t duration;                  /* [out] milliseconds */
    uint32_t info;                      /* [out] SG_INFO_* */
};

/* SG_GET_REQUEST_TABLE, an array of SG_MAX_QUEUE */
struct linuxabi_sg_req_info {
    char     req_state;                 /* 0 unused, 1 written, 2 ready to read */
    char     orphan;                    /* of an interrupted SG_IO */
    char     sg_io_owned;               /* SG_IO's, not read(2)'s */
    char     problem;
    int32_t  pack_id;
    uint32_t usr_ptr;
    uint32_t duration;                  /* milliseconds so far, or taken */
    int32_t  unused;
};

/* iovec_count elements at dxferp */
struct linuxabi_sg_iovec {
    uint32_t iov_base;                  /* address */
    uint32_t iov_len;                   /* bytes */
};

#endif
