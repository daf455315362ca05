#ifndef LINUXABI_ARCH_TIME_TYPES_H
#define LINUXABI_ARCH_TIME_TYPES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/time.h>: the ABI's own timespec and timex, whose fields are
 * the kernel long.  ABIs with a 64-bit kernel long.
 */

#include <stdint.h>
#include <linuxabi-arch/time-timeval.h>

/* clock_gettime(2), nanosleep(2), ... */
struct linuxabi_timespec {
    int64_t  tv_sec;                    /* seconds */
    int64_t  tv_nsec;                   /* nanoseconds, 0..999999999 */
};

/* adjtimex(2), clock_adjtime(2) (no bitfields: the kernel's unnamed
   32-bit padding is spelled out as __pad members) */
struct linuxabi_timex {
    uint32_t modes;                     /* ADJ_*: what to set */
    int32_t  __pad1;
    int64_t  offset;                    /* time offset (us, or ns: STA_NANO) */
    int64_t  freq;                      /* frequency offset, ppm << 16 */
    int64_t  maxerror;                  /* maximum error (us) */
    int64_t  esterror;                  /* estimated error (us) */
    int32_t  status;                    /* STA_* */
    int32_t  __pad2;
    int64_t  constant;                  /* PLL time constant; ADJ_TAI: TAI offset */
    int64_t  precision;                 /* read-only: clock precision (us) */
    int64_t  tolerance;                 /* read-only: frequency tolerance, ppm << 16 */
    struct linuxabi_timeval time;       /* read-only, but ADJ_SETOFFSET */
    int64_t  tick;                      /* microseconds between ticks */
    int64_t  ppsfreq;                   /* read-only: PPS frequency, ppm << 16 */
    int64_t  jitter;                    /* read-only: PPS jitter */
    int32_t  shift;                     /* read-only: PPS interval (s, log2) */
    int32_t  __pad3;
    int64_t  stabil;                    /* read-only: PPS stability, ppm << 16 */
    int64_t  jitcnt;                    /* read-only: PPS jitter limit exceeded */
    int64_t  calcnt;                    /* read-only: PPS calibrations */
    int64_t  errcnt;                    /* read-only: PPS calibration errors */
    int64_t  stbcnt;                    /* read-only: PPS stability limit exceeded */
    int32_t  tai;                       /* read-only: TAI - UTC (s) */
    int32_t  __pad4[11];                /* reserved */
};

#endif
