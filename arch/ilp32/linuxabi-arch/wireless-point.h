#ifndef LINUXABI_ARCH_WIRELESS_POINT_H
#define LINUXABI_ARCH_WIRELESS_POINT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/wireless.h>: struct linuxabi_iw_point, a pointer and a
 * length, the payload of the wireless extensions' larger requests.  Here
 * pointers are 32-bit (struct linuxabi_iw_point: 8 bytes).
 */

#include <stdint.h>

/* SIOCGIWESSID, SIOCGIWRANGE, SIOCGIWSCAN ...: length units at pointer */
struct linuxabi_iw_point {
    void     *pointer;                  /* user memory */
    uint16_t length;                    /* elements or bytes at pointer */
    uint16_t flags;
};

#endif
