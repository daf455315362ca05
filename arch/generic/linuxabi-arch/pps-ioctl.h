#ifndef LINUXABI_ARCH_PPS_IOCTL_H
#define LINUXABI_ARCH_PPS_IOCTL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pps.h>: the ioctl(2) requests, whose size field is that of
 * the pointer the kernel's header names, not of the struct it points to.
 * This ABI: 64-bit pointers (the size of a uint64_t).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

#define PPS_GETPARAMS   LINUXABI_IOR('p', 0xa1, uint64_t)    /* struct linuxabi_pps_kparams */
#define PPS_SETPARAMS   LINUXABI_IOW('p', 0xa2, uint64_t)    /* struct linuxabi_pps_kparams */
#define PPS_GETCAP      LINUXABI_IOR('p', 0xa3, uint64_t)    /* int: PPS_CAPTURE* .. */
#define PPS_FETCH       LINUXABI_IOWR('p', 0xa4, uint64_t)   /* struct linuxabi_pps_fdata */
#define PPS_KC_BIND     LINUXABI_IOW('p', 0xa5, uint64_t)    /* struct linuxabi_pps_bind_args */

#endif
