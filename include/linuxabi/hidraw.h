#ifndef LINUXABI_HIDRAW_H
#define LINUXABI_HIDRAW_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/hidraw.h>: raw HID devices (/dev/hidrawN): the ioctl(2)
 * requests, made with <linuxabi/ioctl.h>'s LINUXABI_IO*(), and their
 * structs, one layout on every ABI.  The requests whose size is the
 * caller's buffer are LINUXABI_ helpers of the length: the kernel's
 * HIDIOCGRAWNAME(len) is LINUXABI_HIDIOCGRAWNAME(len), and so on.
 * read(2) returns one input report, write(2) sends an output report.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* the longest report descriptor (the kernel's <linux/hid.h>) */
#define HID_MAX_DESCRIPTOR_SIZE 4096

/* HIDIOCGRDESC: set size (HIDIOCGRDESCSIZE's answer) first */
struct linuxabi_hidraw_report_descriptor {
    uint32_t size;
    uint8_t  value[HID_MAX_DESCRIPTOR_SIZE];
};

/* HIDIOCGRAWINFO */
struct linuxabi_hidraw_devinfo {
    uint32_t bustype;                   /* BUS_* of <linuxabi/input.h> */
    int16_t  vendor;
    int16_t  product;
};

/* ioctl(2) requests */
#define HIDIOCGRDESCSIZE        LINUXABI_IOR('H', 0x01, int)    /* the descriptor's size */
#define HIDIOCGRDESC            LINUXABI_IOR('H', 0x02, struct linuxabi_hidraw_report_descriptor)
#define HIDIOCGRAWINFO          LINUXABI_IOR('H', 0x03, struct linuxabi_hidraw_devinfo)
#define HIDIOCREVOKE            LINUXABI_IOW('H', 0x0D, int)    /* no more access through this file */

/* len bytes: the device's name, its physical path, its unique id
   (strings); a feature, input or output report, its number in the first
   byte (S sends, G gets) */
#define LINUXABI_HIDIOCGRAWNAME(len)  LINUXABI_IOC(LINUXABI_IOC_READ, 'H', 0x04, (len))
#define LINUXABI_HIDIOCGRAWPHYS(len)  LINUXABI_IOC(LINUXABI_IOC_READ, 'H', 0x05, (len))
#define LINUXABI_HIDIOCSFEATURE(len)  LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x06, (len))
#define LINUXABI_HIDIOCGFEATURE(len)  LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x07, (len))
#define LINUXABI_HIDIOCGRAWUNIQ(len)  LINUXABI_IOC(LINUXABI_IOC_READ, 'H', 0x08, (len))
#define LINUXABI_HIDIOCSINPUT(len)    LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x09, (len))
#define LINUXABI_HIDIOCGINPUT(len)    LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x0A, (len))
#define LINUXABI_HIDIOCSOUTPUT(len)   LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x0B, (len))
#define LINUXABI_HIDIOCGOUTPUT(len)   LINUXABI_IOC(LINUXABI_IOC_WRITE | LINUXABI_IOC_READ, 'H', 0x0C, (len))

/* the driver's limits */
#define HIDRAW_FIRST_MINOR      0
#define HIDRAW_MAX_DEVICES      64      /* /dev/hidraw0 .. 63 */
#define HIDRAW_BUFFER_SIZE      64      /* reports queued for read(2) */

#endif
