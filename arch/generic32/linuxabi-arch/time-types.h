#ifndef LINUXABI_ARCH_TIME_TYPES_H
#define LINUXABI_ARCH_TIME_TYPES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/time.h>: the ABI's own timespec and timex, whose fields are
 * the kernel long.  ABIs with a 32-bit kernel long: these are what the old
 * time32 calls take, whose seconds end in 2038; the *_time64 calls take
 * struct linuxabi_kernel_timespec.
 */

#include <stdint.h>
#include <linuxabi-arch/time-timeval.h>

/* clock_gettime(2), nanosleep(2), ... (the time32 calls) */
struct linuxabi_timespec {
    int32_t  tv_sec;                    /* seconds */
    int32_t  tv_nsec;                   /* nanoseconds, 0..999999999 */
};

/* adjtimex(2), clock_adjtime(2) (no bitfields: the kernel's unnamed
   32-bit padding is spelled out as __pad members); clock_adjtime64(2)
   takes struct linuxabi_kernel_timex */
struct linuxabi_timex {
    uint32_t modes;                     /* ADJ_*: what to set */
    int32_t  offset;                    /* time offset (us, or ns: STA_NANO) */
    int32_t  freq;                      /* frequency offset, ppm << 16 */
    int32_t  maxerror;                  /* maximum error (us) */
    int32_t  esterror;                  /* estimated error (us) */
    int32_t  status;                    /* STA_* */
    int32_t  constant;                  /* PLL time constant; ADJ_TAI: TAI offset */
    int32_t  precision;                 /* read-only: clock precision (us) */
    int32_t  tolerance;                 /* read-only: frequency tolerance, ppm << 16 */
    struct linuxabi_timeval time;       /* read-only, but ADJ_SETOFFSET */
    int32_t  tick;                      /* microseconds between ticks */
    int32_t  ppsfreq;                   /* read-only: PPS frequency, ppm << 16 */
    int32_t  jitter;                    /* read-only: PPS jitter */
    int32_t  shift;                     /* read-only: PPS interval (s, log2) */
    int32_t  stabil;                    /* read-only: PPS stability, ppm << 16 */
    int32_t  jitcnt;                    /* read-only: PPS jitter limit exceeded */
    int32_t  calcnt;                    /* read-only: PPS calibrations */
    int32_t  errcnt;                    /* read-only: PPS calibration errors */
    int32_t  stbcnt;                    /* read-only: PPS stability limit exceeded */
    int32_t  tai;                       /* read-only: TAI - UTC (s) */
    int32_t  __pad[11];                 /* reserved */
};

#endif
