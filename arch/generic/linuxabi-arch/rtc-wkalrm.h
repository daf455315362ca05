#ifndef LINUXABI_ARCH_RTC_WKALRM_H
#define LINUXABI_ARCH_RTC_WKALRM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rtc.h>: the wakeup alarm of RTC_WKALM_SET and RTC_WKALM_RD,
 * two flag bytes and a struct linuxabi_rtc_time.  This ABI: a 4-byte int alignment: 2 bytes of padding (40 bytes).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

struct linuxabi_rtc_wkalrm {
    uint8_t enabled;                    /* 1: armed */
    uint8_t pending;                    /* 1: fired, not yet read */
    uint8_t __pad[2];
    struct linuxabi_rtc_time time;      /* when it fires */
};

#define RTC_WKALM_SET   LINUXABI_IOW('p', 0x0f, struct linuxabi_rtc_wkalrm)
#define RTC_WKALM_RD    LINUXABI_IOR('p', 0x10, struct linuxabi_rtc_wkalrm)

#endif
