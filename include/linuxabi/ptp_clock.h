#ifndef LINUXABI_PTP_CLOCK_H
#define LINUXABI_PTP_CLOCK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptp_clock.h>: PTP hardware clocks (/dev/ptpN, whose clock
 * is also a dynamic POSIX clock): the ioctl(2) requests, their structs
 * and the events read(2) returns.  The same layouts on every ABI (the
 * 64-bit seconds align as the ABI's int64_t, as the kernel's __s64);
 * the request numbers follow each ABI's ioctl encoding.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi/ioctl.h>
#include <stdint.h>

/* flags of struct linuxabi_ptp_extts_request and _ptp_extts_event */
#define PTP_ENABLE_FEATURE      (1 << 0)        /* on (off when clear) */
#define PTP_RISING_EDGE         (1 << 1)
#define PTP_FALLING_EDGE        (1 << 2)
#define PTP_STRICT_FLAGS        (1 << 3)        /* refuse edges the device
                                                   cannot honour */
#define PTP_EXT_OFFSET          (1 << 4)        /* the event is an offset
                                                   from the clock */
#define PTP_EXTTS_EDGES         (PTP_RISING_EDGE | PTP_FALLING_EDGE)
/* what the first-version requests (PTP_EXTTS_REQUEST) accept */
#define PTP_EXTTS_V1_VALID_FLAGS (PTP_ENABLE_FEATURE | PTP_RISING_EDGE | \
                                  PTP_FALLING_EDGE)
#define PTP_EXTTS_EVENT_VALID   (PTP_ENABLE_FEATURE)

/* flags of struct linuxabi_ptp_perout_request */
#define PTP_PEROUT_ONE_SHOT     (1 << 0)
#define PTP_PEROUT_DUTY_CYCLE   (1 << 1)        /* the union on is set */
#define PTP_PEROUT_PHASE        (1 << 2)        /* the union is phase, not
                                                   start */
/* what PTP_PEROUT_REQUEST (the first version) accepts: none */
#define PTP_PEROUT_V1_VALID_FLAGS 0

/* a time of the clock */
struct linuxabi_ptp_clock_time {
    int64_t  sec;
    uint32_t nsec;
    uint32_t reserved;
};

/* PTP_CLOCK_GETCAPS */
struct linuxabi_ptp_clock_caps {
    int32_t max_adj;                    /* ppb of frequency adjustment */
    int32_t n_alarm;
    int32_t n_ext_ts;                   /* external timestamp channels */
    int32_t n_per_out;                  /* periodic output channels */
    int32_t pps;                        /* 1: a PPS callback */
    int32_t n_pins;                     /* programmable pins */
    int32_t cross_timestamping;         /* 1: PTP_SYS_OFFSET_PRECISE */
    int32_t adjust_phase;               /* 1: phase adjustment */
    int32_t max_phase_adj;              /* ns */
    int32_t rsv[11];
};

/* PTP_EXTTS_REQUEST */
struct linuxabi_ptp_extts_request {
    uint32_t index;                     /* the channel */
    uint32_t flags;                     /* PTP_ENABLE_FEATURE, edges, ... */
    uint32_t rsv[2];
};

/* the kernel's first anonymous union of struct ptp_perout_request */
union linuxabi_ptp_perout_start {
    struct linuxabi_ptp_clock_time start;   /* absolute start */
    struct linuxabi_ptp_clock_time phase;   /* PTP_PEROUT_PHASE: offset
                                               into the period */
};

/* its second */
union linuxabi_ptp_perout_on {
    struct linuxabi_ptp_clock_time on;      /* PTP_PEROUT_DUTY_CYCLE:
                                               time high, < period */
    uint32_t rsv[4];
};

/* PTP_PEROUT_REQUEST */
struct linuxabi_ptp_perout_request {
    union linuxabi_ptp_perout_start u_start;
    struct linuxabi_ptp_clock_time period;  /* 0: off */
    uint32_t index;                     /* the channel */
    uint32_t flags;                     /* PTP_PEROUT_* */
    union linuxabi_ptp_perout_on u_on;
};

/* the most samples of PTP_SYS_OFFSET and PTP_SYS_OFFSET_EXTENDED */
#define PTP_MAX_SAMPLES         25

/* PTP_SYS_OFFSET: 2 * n_samples + 1 times back, system and device
   interleaved, system first and last */
struct linuxabi_ptp_sys_offset {
    uint32_t n_samples;
    uint32_t rsv[3];
    struct linuxabi_ptp_clock_time ts[2 * PTP_MAX_SAMPLES + 1];
};

/* PTP_SYS_OFFSET_EXTENDED: per sample system, device, system times */
struct linuxabi_ptp_sys_offset_extended {
    uint32_t n_samples;
    int32_t  clockid;                   /* the system clock: CLOCK_* */
    uint32_t rsv[2];
    struct linuxabi_ptp_clock_time ts[PTP_MAX_SAMPLES][3];
};

/* PTP_SYS_OFFSET_PRECISE: a device time and the system's at once */
struct linuxabi_ptp_sys_offset_precise {
    struct linuxabi_ptp_clock_time device;
    struct linuxabi_ptp_clock_time sys_realtime;
    struct linuxabi_ptp_clock_time sys_monoraw;
    uint32_t rsv[4];
};

/* the function of a pin (struct linuxabi_ptp_pin_desc func; enumerators
   in the kernel) */
#define PTP_PF_NONE             0
#define PTP_PF_EXTTS            1
#define PTP_PF_PEROUT           2
#define PTP_PF_PHYSYNC          3

/* PTP_PIN_GETFUNC, PTP_PIN_SETFUNC */
struct linuxabi_ptp_pin_desc {
    char     name[64];                  /* set by the kernel */
    uint32_t index;                     /* < caps n_pins */
    uint32_t func;                      /* PTP_PF_* */
    uint32_t chan;                      /* the channel of that function */
    uint32_t rsv[5];
};

/* the ioctl(2) requests of /dev/ptpN; the ...2 ones check the
   reserved fields and flags */
#define PTP_CLK_MAGIC           '='
#define PTP_CLOCK_GETCAPS       LINUXABI_IOR('=', 1, struct linuxabi_ptp_clock_caps)
#define PTP_EXTTS_REQUEST       LINUXABI_IOW('=', 2, struct linuxabi_ptp_extts_request)
#define PTP_PEROUT_REQUEST      LINUXABI_IOW('=', 3, struct linuxabi_ptp_perout_request)
#define PTP_ENABLE_PPS          LINUXABI_IOW('=', 4, int32_t)
#define PTP_SYS_OFFSET          LINUXABI_IOW('=', 5, struct linuxabi_ptp_sys_offset)
#define PTP_PIN_GETFUNC         LINUXABI_IOWR('=', 6, struct linuxabi_ptp_pin_desc)
#define PTP_PIN_SETFUNC         LINUXABI_IOW('=', 7, struct linuxabi_ptp_pin_desc)
#define PTP_SYS_OFFSET_PRECISE  LINUXABI_IOWR('=', 8, struct linuxabi_ptp_sys_offset_precise)
#define PTP_SYS_OFFSET_EXTENDED LINUXABI_IOWR('=', 9, struct linuxabi_ptp_sys_offset_extended)
#define PTP_CLOCK_GETCAPS2      LINUXABI_IOR('=', 10, struct linuxabi_ptp_clock_caps)
#define PTP_EXTTS_REQUEST2      LINUXABI_IOW('=', 11, struct linuxabi_ptp_extts_request)
#define PTP_PEROUT_REQUEST2     LINUXABI_IOW('=', 12, struct linuxabi_ptp_perout_request)
#define PTP_ENABLE_PPS2         LINUXABI_IOW('=', 13, int32_t)
#define PTP_SYS_OFFSET2         LINUXABI_IOW('=', 14, struct linuxabi_ptp_sys_offset)
#define PTP_PIN_GETFUNC2        LINUXABI_IOWR('=', 15, struct linuxabi_ptp_pin_desc)
#define PTP_PIN_SETFUNC2        LINUXABI_IOW('=', 16, struct linuxabi_ptp_pin_desc)
#define PTP_SYS_OFFSET_PRECISE2 LINUXABI_IOWR('=', 17, struct linuxabi_ptp_sys_offset_precise)
#define PTP_SYS_OFFSET_EXTENDED2 LINUXABI_IOWR('=', 18, struct linuxabi_ptp_sys_offset_extended)
#define PTP_MASK_CLEAR_ALL      LINUXABI_IO('=', 19)      /* this reader: no channels */
#define PTP_MASK_EN_SINGLE      LINUXABI_IOW('=', 20, uint32_t) /* this reader: add a channel */
#define PTP_SYS_OFFSET_PRECISE_CYCLES  LINUXABI_IOWR('=', 21, struct linuxabi_ptp_sys_offset_precise)
#define PTP_SYS_OFFSET_EXTENDED_CYCLES LINUXABI_IOWR('=', 22, struct linuxabi_ptp_sys_offset_extended)

/* what read(2) of /dev/ptpN returns, one per external timestamp */
struct linuxabi_ptp_extts_event {
    struct linuxabi_ptp_clock_time t;
    uint32_t index;                     /* the channel */
    uint32_t flags;                     /* PTP_EXTTS_EVENT_VALID, edges,
                                           PTP_EXT_OFFSET */
    uint32_t rsv[2];
};

#endif
