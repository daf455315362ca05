#ifndef LINUXABI_USBDEVICE_FS_H
#define LINUXABI_USBDEVICE_FS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/usbdevice_fs.h>: usbfs, the device files /dev/bus/usb/BBB/DDD
 * (libusb, usbutils): their ioctl(2) requests USBDEVFS_*, the URB flags
 * and types, the capability bits of USBDEVFS_GET_CAPABILITIES and the
 * structs the requests take.  The structs with a pointer (ctrltransfer,
 * bulktransfer, disconnectsignal, urb, ioctl) and connectinfo are per
 * ABI, in <linuxabi-arch/usbdevice_fs.h>, their pointers integers of the
 * ABI's width, with the requests whose numbers carry their sizes
 * (USBDEVFS_SUBMITURB, _CONNECTINFO) or a pointer's (USBDEVFS_REAPURB,
 * _REAPURBNDELAY).  The *32 requests and structs are the
 * layout a 64-bit kernel reads from a 32-bit program (pointers as
 * uint32_t), the same on every ABI.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi/ioctl.h>
#include <linuxabi-arch/usbdevice_fs.h>

/* the size of a driver's name, less its NUL */
#define USBDEVFS_MAXDRIVERNAME  255

/* struct linuxabi_usbdevfs_urb flags */
#define USBDEVFS_URB_SHORT_NOT_OK       0x01    /* a short read is an error */
#define USBDEVFS_URB_ISO_ASAP           0x02
#define USBDEVFS_URB_BULK_CONTINUATION  0x04
#define USBDEVFS_URB_NO_FSBR            0x20    /* unused */
#define USBDEVFS_URB_ZERO_PACKET        0x40
#define USBDEVFS_URB_NO_INTERRUPT       0x80

/* struct linuxabi_usbdevfs_urb type */
#define USBDEVFS_URB_TYPE_ISO           0
#define USBDEVFS_URB_TYPE_INTERRUPT     1
#define USBDEVFS_URB_TYPE_CONTROL       2
#define USBDEVFS_URB_TYPE_BULK          3

/* USBDEVFS_GET_CAPABILITIES bits */
#define USBDEVFS_CAP_ZERO_PACKET            0x01
#define USBDEVFS_CAP_BULK_CONTINUATION      0x02
#define USBDEVFS_CAP_NO_PACKET_SIZE_LIM     0x04
#define USBDEVFS_CAP_BULK_SCATTER_GATHER    0x08
#define USBDEVFS_CAP_REAP_AFTER_DISCONNECT  0x10
#define USBDEVFS_CAP_MMAP                   0x20
#define USBDEVFS_CAP_DROP_PRIVILEGES        0x40
#define USBDEVFS_CAP_CONNINFO_EX            0x80
#define USBDEVFS_CAP_SUSPEND                0x100

/* struct linuxabi_usbdevfs_disconnect_claim flags */
#define USBDEVFS_DISCONNECT_CLAIM_IF_DRIVER     0x01    /* only from this driver */
#define USBDEVFS_DISCONNECT_CLAIM_EXCEPT_DRIVER 0x02    /* from any other driver */

/* USBDEVFS_SETINTERFACE */
struct linuxabi_usbdevfs_setinterface {
    uint32_t interface;
    uint32_t altsetting;
};

/* USBDEVFS_GETDRIVER */
struct linuxabi_usbdevfs_getdriver {
    uint32_t interface;
    char     driver[USBDEVFS_MAXDRIVERNAME + 1];
};

/* USBDEVFS_CONNINFO_EX(len): the kernel fills at most len bytes */
struct linuxabi_usbdevfs_conninfo_ex {
    uint32_t size;                      /* bytes the kernel knows of */
    uint32_t busnum;
    uint32_t devnum;                    /* the address on the bus */
    uint32_t speed;                     /* USB_SPEED_* of <linux/usb/ch9.h> */
    uint8_t  num_ports;                 /* hops to the root hub; may exceed ports */
    uint8_t  ports[7];                  /* port numbers from the root hub down */
};

/* one packet of an isochronous URB: number_of_packets of them follow
   struct linuxabi_usbdevfs_urb (the kernel's iso_frame_desc[]) */
struct linuxabi_usbdevfs_iso_packet_desc {
    uint32_t length;
    uint32_t actual_length;
    uint32_t status;
};

/* USBDEVFS_HUB_PORTINFO */
struct linuxabi_usbdevfs_hub_portinfo {
    char     nports;                    /* downstream ports */
    char     port[127];                 /* the device on each port */
};

/* USBDEVFS_DISCONNECT_CLAIM */
struct linuxabi_usbdevfs_disconnect_claim {
    uint32_t interface;
    uint32_t flags;                     /* USBDEVFS_DISCONNECT_CLAIM_* */
    char     driver[USBDEVFS_MAXDRIVERNAME + 1];
};

/* USBDEVFS_ALLOC_STREAMS, USBDEVFS_FREE_STREAMS: the fixed part; num_eps
   endpoint addresses (uint8_t, the kernel's eps[]) follow */
struct linuxabi_usbdevfs_streams {
    uint32_t num_streams;               /* not read by USBDEVFS_FREE_STREAMS */
    uint32_t num_eps;
};

/* a 64-bit kernel's compat layouts of the structs with a pointer */
struct linuxabi_usbdevfs_ctrltransfer32 {
    uint8_t  bRequestType;
    uint8_t  bRequest;
    uint16_t wValue;
    uint16_t wIndex;
    uint16_t wLength;
    uint32_t timeout;                   /* milliseconds */
    uint32_t data;
};

struct linuxabi_usbdevfs_bulktransfer32 {
    uint32_t ep;
    uint32_t len;
    uint32_t timeout;                   /* milliseconds */
    uint32_t data;
};

struct linuxabi_usbdevfs_disconnectsignal32 {
    int32_t  signr;
    uint32_t context;
};

/* the compat URB: number_of_packets is also the stream id */
struct linuxabi_usbdevfs_urb32 {
    uint8_t  type;
    uint8_t  endpoint;
    uint8_t  __pad[2];
    int32_t  status;
    uint32_t flags;
    uint32_t buffer;
    int32_t  buffer_length;
    int32_t  actual_length;
    int32_t  start_frame;
    int32_t  number_of_packets;
    int32_t  error_count;
    uint32_t signr;
    uint32_t usercontext;
};

struct linuxabi_usbdevfs_ioctl32 {
    int32_t  ifno;
    int32_t  ioctl_code;
    uint32_t data;
};

/* ioctl(2) requests of a usbfs device file */
#define USBDEVFS_CONTROL          LINUXABI_IOWR('U', 0, struct linuxabi_usbdevfs_ctrltransfer)
#define USBDEVFS_CONTROL32        LINUXABI_IOWR('U', 0, struct linuxabi_usbdevfs_ctrltransfer32)
#define USBDEVFS_BULK             LINUXABI_IOWR('U', 2, struct linuxabi_usbdevfs_bulktransfer)
#define USBDEVFS_BULK32           LINUXABI_IOWR('U', 2, struct linuxabi_usbdevfs_bulktransfer32)
#define USBDEVFS_RESETEP          LINUXABI_IOR('U', 3, uint32_t)
#define USBDEVFS_SETINTERFACE     LINUXABI_IOR('U', 4, struct linuxabi_usbdevfs_setinterface)
#define USBDEVFS_SETCONFIGURATION LINUXABI_IOR('U', 5, uint32_t)
#define USBDEVFS_GETDRIVER        LINUXABI_IOW('U', 8, struct linuxabi_usbdevfs_getdriver)
#define USBDEVFS_SUBMITURB32      LINUXABI_IOR('U', 10, struct linuxabi_usbdevfs_urb32)
#define USBDEVFS_DISCARDURB       LINUXABI_IO('U', 11)
#define USBDEVFS_REAPURB32        LINUXABI_IOW('U', 12, uint32_t)
#define USBDEVFS_REAPURBNDELAY32  LINUXABI_IOW('U', 13, uint32_t)
#define USBDEVFS_DISCSIGNAL       LINUXABI_IOR('U', 14, struct linuxabi_usbdevfs_disconnectsignal)
#define USBDEVFS_DISCSIGNAL32     LINUXABI_IOR('U', 14, struct linuxabi_usbdevfs_disconnectsignal32)
#define USBDEVFS_CLAIMINTERFACE   LINUXABI_IOR('U', 15, uint32_t)
#define USBDEVFS_RELEASEINTERFACE LINUXABI_IOR('U', 16, uint32_t)
#define USBDEVFS_IOCTL            LINUXABI_IOWR('U', 18, struct linuxabi_usbdevfs_ioctl)
#define USBDEVFS_IOCTL32          LINUXABI_IOWR('U', 18, struct linuxabi_usbdevfs_ioctl32)
#define USBDEVFS_HUB_PORTINFO     LINUXABI_IOR('U', 19, struct linuxabi_usbdevfs_hub_portinfo)
#define USBDEVFS_RESET            LINUXABI_IO('U', 20)
#define USBDEVFS_CLEAR_HALT       LINUXABI_IOR('U', 21, uint32_t)
#define USBDEVFS_DISCONNECT       LINUXABI_IO('U', 22)
#define USBDEVFS_CONNECT          LINUXABI_IO('U', 23)
#define USBDEVFS_CLAIM_PORT       LINUXABI_IOR('U', 24, uint32_t)
#define USBDEVFS_RELEASE_PORT     LINUXABI_IOR('U', 25, uint32_t)
#define USBDEVFS_GET_CAPABILITIES LINUXABI_IOR('U', 26, uint32_t)
#define USBDEVFS_DISCONNECT_CLAIM LINUXABI_IOR('U', 27, struct linuxabi_usbdevfs_disconnect_claim)
#define USBDEVFS_ALLOC_STREAMS    LINUXABI_IOR('U', 28, struct linuxabi_usbdevfs_streams)
#define USBDEVFS_FREE_STREAMS     LINUXABI_IOR('U', 29, struct linuxabi_usbdevfs_streams)
#define USBDEVFS_DROP_PRIVILEGES  LINUXABI_IOW('U', 30, uint32_t)
#define USBDEVFS_GET_SPEED        LINUXABI_IO('U', 31)  /* returns USB_SPEED_* */
/* len: the bytes of struct linuxabi_usbdevfs_conninfo_ex to fill */
#define LINUXABI_USBDEVFS_CONNINFO_EX(len) \
    LINUXABI_IOC(LINUXABI_IOC_READ, 'U', 32, (len))
#define USBDEVFS_FORBID_SUSPEND   LINUXABI_IO('U', 33)
#define USBDEVFS_ALLOW_SUSPEND    LINUXABI_IO('U', 34)
#define USBDEVFS_WAIT_FOR_RESUME  LINUXABI_IO('U', 35)

#endif
