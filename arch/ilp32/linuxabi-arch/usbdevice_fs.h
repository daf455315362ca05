#ifndef LINUXABI_ARCH_USBDEVICE_FS_H
#define LINUXABI_ARCH_USBDEVICE_FS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/usbdevice_fs.h>: the structs with a pointer, and
 * usbdevfs_connectinfo (its tail padding).  Here pointers are 32-bit
 * (struct linuxabi_usbdevfs_urb: 44 bytes); a 64-bit kernel reads x32's
 * with this, its compat layout.
 */

#include <stdint.h>
#include <linuxabi/ioctl.h>

/* USBDEVFS_CONTROL: a control transfer on endpoint 0 */
struct linuxabi_usbdevfs_ctrltransfer {
    uint8_t  bRequestType;
    uint8_t  bRequest;
    uint16_t wValue;
    uint16_t wIndex;
    uint16_t wLength;                   /* bytes at data */
    uint32_t timeout;                   /* milliseconds */
    uint32_t data;                      /* address of the data */
};

/* USBDEVFS_BULK: a bulk transfer */
struct linuxabi_usbdevfs_bulktransfer {
    uint32_t ep;                        /* endpoint address */
    uint32_t len;                       /* bytes at data */
    uint32_t timeout;                   /* milliseconds */
    uint32_t data;                      /* address of the data */
};

/* USBDEVFS_DISCSIGNAL: the signal sent on disconnection */
struct linuxabi_usbdevfs_disconnectsignal {
    uint32_t signr;
    uint32_t context;                   /* the signal's si_addr */
};

/* USBDEVFS_CONNECTINFO */
struct linuxabi_usbdevfs_connectinfo {
    uint32_t devnum;
    uint8_t  slow;                      /* 1: a low-speed device */
    uint8_t  __pad[3];
};

/* the kernel's anonymous union in struct linuxabi_usbdevfs_urb */
union linuxabi_usbdevfs_urb_u {
    int32_t  number_of_packets;         /* isochronous URBs */
    uint32_t stream_id;                 /* bulk URBs on streams */
};

/* USBDEVFS_SUBMITURB, and the address USBDEVFS_REAPURB returns; an
   isochronous URB's number_of_packets struct
   linuxabi_usbdevfs_iso_packet_desc follow (the kernel's
   iso_frame_desc[]) */
struct linuxabi_usbdevfs_urb {
    uint8_t  type;                      /* USBDEVFS_URB_TYPE_* */
    uint8_t  endpoint;
    uint8_t  __pad1[2];
    int32_t  status;
    uint32_t flags;                     /* USBDEVFS_URB_* */
    uint32_t buffer;                    /* address of the data */
    int32_t  buffer_length;
    int32_t  actual_length;
    int32_t  start_frame;
    union linuxabi_usbdevfs_urb_u u;
    int32_t  error_count;
    uint32_t signr;                     /* sent on completion; 0: none */
    uint32_t usercontext;               /* the caller's, returned as is */
};

/* USBDEVFS_IOCTL: a request for an interface's driver */
struct linuxabi_usbdevfs_ioctl {
    int32_t  ifno;                      /* the interface; below 0 reserved */
    int32_t  ioctl_code;                /* the driver's request */
    uint32_t data;                      /* address of its argument */
};

/* the requests whose numbers carry these structs' sizes */
#define USBDEVFS_SUBMITURB        LINUXABI_IOR('U', 10, struct linuxabi_usbdevfs_urb)
#define USBDEVFS_CONNECTINFO      LINUXABI_IOW('U', 17, struct linuxabi_usbdevfs_connectinfo)

/* their argument is where the kernel writes a completed URB's address */
#define USBDEVFS_REAPURB          LINUXABI_IOW('U', 12, uint32_t)
#define USBDEVFS_REAPURBNDELAY    LINUXABI_IOW('U', 13, uint32_t)

#endif
