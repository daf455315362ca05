#ifndef LINUXABI_RTC_H
#define LINUXABI_RTC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/rtc.h>: real-time clocks (/dev/rtcN, /dev/rtc): the ioctl(2)
 * requests, their structs, the interrupt flags read(2) returns, the
 * feature and parameter ids of RTC_PARAM_GET.  struct linuxabi_rtc_time,
 * _rtc_wkalrm and _rtc_param have one layout on every ABI;
 * struct linuxabi_rtc_pll_info ends in a kernel long, so it is per ABI
 * with RTC_IRQP_* and RTC_EPOCH_*, whose numbers carry the size of the
 * ABI's unsigned long (<linuxabi-arch/rtc-long.h>).
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* a date and time, as struct tm's first nine members (RTC_RD_TIME,
   RTC_SET_TIME, RTC_ALM_READ, RTC_ALM_SET) */
struct linuxabi_rtc_time {
    int32_t tm_sec;
    int32_t tm_min;
    int32_t tm_hour;
    int32_t tm_mday;                    /* 1..31 */
    int32_t tm_mon;                     /* 0..11 */
    int32_t tm_year;                    /* since 1900 */
    int32_t tm_wday;
    int32_t tm_yday;
    int32_t tm_isdst;                   /* unused */
};

/* struct linuxabi_rtc_wkalrm, a wakeup alarm, and its requests
   RTC_WKALM_SET and RTC_WKALM_RD: per ABI, as the padding before its time
   follows the alignment of int */
#include <linuxabi-arch/rtc-wkalrm.h>

/* struct linuxabi_rtc_pll_info (RTC_PLL_GET, RTC_PLL_SET) and the
   requests of an unsigned long, per ABI */
#include <linuxabi-arch/rtc-long.h>

/* the value of struct linuxabi_rtc_param, by the parameter's type (the
   kernel's anonymous union) */
union linuxabi_rtc_param_value {
    uint64_t uvalue;
    int64_t  svalue;
    uint64_t ptr;                       /* a user pointer */
};

/* RTC_PARAM_GET, RTC_PARAM_SET */
struct linuxabi_rtc_param {
    uint64_t param;                     /* RTC_PARAM_* */
    union linuxabi_rtc_param_value u;
    uint32_t index;
    uint32_t __pad;
};

/* ioctl(2) requests on /dev/rtcN: interrupts on and off */
#define RTC_AIE_ON      LINUXABI_IO('p', 0x01)  /* alarm */
#define RTC_AIE_OFF     LINUXABI_IO('p', 0x02)
#define RTC_UIE_ON      LINUXABI_IO('p', 0x03)  /* update, once a second */
#define RTC_UIE_OFF     LINUXABI_IO('p', 0x04)
#define RTC_PIE_ON      LINUXABI_IO('p', 0x05)  /* periodic */
#define RTC_PIE_OFF     LINUXABI_IO('p', 0x06)
#define RTC_WIE_ON      LINUXABI_IO('p', 0x0f)  /* watchdog */
#define RTC_WIE_OFF     LINUXABI_IO('p', 0x10)

/* times and alarms */
#define RTC_ALM_SET     LINUXABI_IOW('p', 0x07, struct linuxabi_rtc_time)
#define RTC_ALM_READ    LINUXABI_IOR('p', 0x08, struct linuxabi_rtc_time)
#define RTC_RD_TIME     LINUXABI_IOR('p', 0x09, struct linuxabi_rtc_time)
#define RTC_SET_TIME    LINUXABI_IOW('p', 0x0a, struct linuxabi_rtc_time)
/* RTC_WKALM_SET, RTC_WKALM_RD: in <linuxabi-arch/rtc-wkalrm.h>, with the
   struct */

/* RTC_IRQP_READ, RTC_IRQP_SET, RTC_EPOCH_READ, RTC_EPOCH_SET: the periodic
   rate and the epoch, in the kernel's unsigned long; the size in their
   numbers is the ABI's, so they are in <linuxabi-arch/rtc-long.h> */

/* PLL correction */
#define RTC_PLL_GET     LINUXABI_IOR('p', 0x11, struct linuxabi_rtc_pll_info)
#define RTC_PLL_SET     LINUXABI_IOW('p', 0x12, struct linuxabi_rtc_pll_info)

/* parameters: both write the struct (RTC_PARAM_GET fills its value) */
#define RTC_PARAM_GET   LINUXABI_IOW('p', 0x13, struct linuxabi_rtc_param)
#define RTC_PARAM_SET   LINUXABI_IOW('p', 0x14, struct linuxabi_rtc_param)

/* voltage low: RTC_VL_READ fills an unsigned int of RTC_VL_* bits */
#define RTC_VL_READ     LINUXABI_IOR('p', 0x13, uint32_t)
#define RTC_VL_CLR      LINUXABI_IO('p', 0x14)

/* bits of RTC_VL_READ */
#define RTC_VL_DATA_INVALID     (1UL << 0)      /* the time is not valid */
#define RTC_VL_BACKUP_LOW       (1UL << 1)      /* backup supply low */
#define RTC_VL_BACKUP_EMPTY     (1UL << 2)      /* backup supply empty or absent */
#define RTC_VL_ACCURACY_LOW     (1UL << 3)      /* supply low: less accurate */
#define RTC_VL_BACKUP_SWITCH    (1UL << 4)      /* switched to the backup supply */

/* interrupt flags, in the low byte of what read(2) returns (the count
   of interrupts above it) */
#define RTC_IRQF        0x80    /* any of these */
#define RTC_PF          0x40    /* periodic */
#define RTC_AF          0x20    /* alarm */
#define RTC_UF          0x10    /* update */

/* features: bit numbers of RTC_PARAM_FEATURES' value */
#define RTC_FEATURE_ALARM               0
#define RTC_FEATURE_ALARM_RES_MINUTE    1       /* alarms to the minute only */
#define RTC_FEATURE_NEED_WEEK_DAY       2       /* tm_wday must be right */
#define RTC_FEATURE_ALARM_RES_2S        3       /* alarms to 2 seconds */
#define RTC_FEATURE_UPDATE_INTERRUPT    4
#define RTC_FEATURE_CORRECTION          5       /* RTC_PARAM_CORRECTION */
#define RTC_FEATURE_BACKUP_SWITCH_MODE  6       /* RTC_PARAM_BACKUP_SWITCH_MODE */
#define RTC_FEATURE_ALARM_WAKEUP_ONLY   7       /* the alarm wakes, no interrupt */

/* parameters: struct linuxabi_rtc_param param */
#define RTC_PARAM_FEATURES              0       /* uvalue: RTC_FEATURE_* bits */
#define RTC_PARAM_CORRECTION            1       /* svalue: parts per billion */
#define RTC_PARAM_BACKUP_SWITCH_MODE    2       /* uvalue: RTC_BSM_* */

/* backup switchover modes */
#define RTC_BSM_DISABLED        0
#define RTC_BSM_DIRECT          1
#define RTC_BSM_LEVEL           2
#define RTC_BSM_STANDBY         3

/* the highest periodic rate (RTC_IRQP_SET), in Hz */
#define RTC_MAX_FREQ    8192

#endif
