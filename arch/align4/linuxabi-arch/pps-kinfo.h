#ifndef LINUXABI_ARCH_PPS_KINFO_H
#define LINUXABI_ARCH_PPS_KINFO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/pps.h>: a source's last events, alone and as PPS_FETCH
 * reads them.  This ABI: a 64-bit integer is less than 8-byte
 * aligned, so nothing follows current_mode (struct linuxabi_pps_kinfo
 * 44 bytes, struct linuxabi_pps_fdata 60).
 */

#include <stdint.h>

struct linuxabi_pps_kinfo {
    uint32_t assert_sequence;           /* assert events so far */
    uint32_t clear_sequence;            /* clear events so far */
    struct linuxabi_pps_ktime assert_tu; /* the last assert event */
    struct linuxabi_pps_ktime clear_tu;  /* the last clear event */
    int32_t  current_mode;              /* struct linuxabi_pps_kparams mode */
};

/* PPS_FETCH: the next event, waiting at most timeout */
struct linuxabi_pps_fdata {
    struct linuxabi_pps_kinfo info;     /* out */
    struct linuxabi_pps_ktime timeout;  /* in; PPS_TIME_INVALID: forever */
};

#endif
