#ifndef LINUXABI_ARCH_RTC_LONG_H
#define LINUXABI_ARCH_RTC_LONG_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rtc.h>: what follows the kernel's long: the PLL correction
 * of RTC_PLL_GET and RTC_PLL_SET (pll_clock), and the unsigned long of
 * RTC_IRQP_* and RTC_EPOCH_*, whose size is in their numbers.  This ABI:
 * a 32-bit long (struct linuxabi_rtc_pll_info: 28 bytes).
 */

#include <linuxabi/ioctl.h>
#include <stdint.h>

struct linuxabi_rtc_pll_info {
    int32_t pll_ctrl;
    int32_t pll_value;                  /* the correction, get or set */
    int32_t pll_max;                    /* the largest, faster */
    int32_t pll_min;                    /* the largest, slower */
    int32_t pll_posmult;                /* factor of a faster correction */
    int32_t pll_negmult;                /* factor of a slower correction */
    int32_t pll_clock;                  /* the PLL's base frequency */
};

/* the periodic rate in Hz and the epoch (a year), an unsigned long */
#define RTC_IRQP_READ   LINUXABI_IOR('p', 0x0b, uint32_t)
#define RTC_IRQP_SET    LINUXABI_IOW('p', 0x0c, uint32_t)
#define RTC_EPOCH_READ  LINUXABI_IOR('p', 0x0d, uint32_t)
#define RTC_EPOCH_SET   LINUXABI_IOW('p', 0x0e, uint32_t)

#endif
