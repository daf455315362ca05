#ifndef LINUXABI_ARCH_RTC_WKALRM_H
#define LINUXABI_ARCH_RTC_WKALRM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rtc.h>: the wakeup alarm of RTC_WKALM_SET and RTC_WKALM_RD,
 * two flag bytes and a struct linuxabi_rtc_time.  This ABI: int aligned at 2: no padding (38 bytes).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

struct linuxabi_rtc_wkalrm {
    uint8_t enabled;                    /* 1: armed */
    uint8_t pending;                    /* 1: fired, not yet read */
    struct linuxabi_rtc_time time;      /* when it fires */
};

/* the requests carry the struct's 38 bytes; spelled as 19 uint16_t, a
   type of m68k's size on any compiler, so that a compiler of another ABI
   (liblinuxabi's tables) reads m68k's numbers, not its own padding */
#define RTC_WKALM_SET   LINUXABI_IOW('p', 0x0f, uint16_t[19])
#define RTC_WKALM_RD    LINUXABI_IOR('p', 0x10, uint16_t[19])

#endif
