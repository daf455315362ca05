#ifndef LINUXABI_TIME_H
#define LINUXABI_TIME_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/time.h>: clocks, timers and the time structures of the
 * system calls.  The clock ids of clock_gettime(2), clock_getres(2),
 * clock_settime(2), clock_nanosleep(2) and timer_create(2), the flags of
 * clock_nanosleep(2), timer_settime(2) and timerfd_settime(2), the timers
 * of getitimer(2) and setitimer(2), and adjtimex(2) and clock_adjtime(2)
 * with their modes and status bits.
 *
 * Two families of structures.  struct linuxabi_timespec, _timeval,
 * _itimerspec and _itimerval are the ABI's own: the kernel long (32 or 64
 * bits) holds the seconds, and on 32-bit ABIs they are what the old
 * time32 calls (clock_gettime, gettimeofday, ...) read and write.  struct
 * linuxabi_kernel_timespec and _kernel_itimerspec (the kernel's
 * __kernel_timespec and __kernel_itimerspec, leading underscores dropped)
 * have 64-bit seconds on every ABI: the *_time64 calls of 32-bit ABIs
 * (clock_gettime64, ...) and the 64-bit ABIs' own calls take them.
 * The layouts that differ between ABIs come from <linuxabi-arch/time-types.h>
 * and <linuxabi-arch/time-timeval.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/time-types.h>

/* the time64 calls: clock_gettime64(2), timer_settime64(2), ... on
   32-bit ABIs, and the plain calls on 64-bit ones */
struct linuxabi_kernel_timespec {
    int64_t  tv_sec;                    /* seconds */
    int64_t  tv_nsec;                   /* nanoseconds, 0..999999999 */
};

struct linuxabi_kernel_itimerspec {
    struct linuxabi_kernel_timespec it_interval;  /* period; 0: one shot */
    struct linuxabi_kernel_timespec it_value;     /* first expiry; 0: disarm */
};

/* clock_adjtime64(2) on 32-bit ABIs (and clock_adjtime(2) on 64-bit
   ones, where it is struct linuxabi_timex): the kernel's __kernel_timex */
struct linuxabi_kernel_timex_timeval {
    int64_t  tv_sec;                    /* seconds */
    int64_t  tv_usec;                   /* microseconds, or ns with STA_NANO */
};

struct linuxabi_kernel_timex {
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
    struct linuxabi_kernel_timex_timeval time;  /* read-only, but ADJ_SETOFFSET */
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

/* timer_settime(2), timerfd_settime(2) with the ABI's own timespec */
struct linuxabi_itimerspec {
    struct linuxabi_timespec it_interval;  /* period; 0: one shot */
    struct linuxabi_timespec it_value;     /* first expiry; 0: disarm */
};

/* getitimer(2), setitimer(2) */
struct linuxabi_itimerval {
    struct linuxabi_timeval it_interval;   /* period; 0: one shot */
    struct linuxabi_timeval it_value;      /* time left; 0: disarm */
};

/* gettimeofday(2), settimeofday(2): the obsolete time zone */
struct linuxabi_timezone {
    int32_t  tz_minuteswest;            /* minutes west of UTC */
    int32_t  tz_dsttime;                /* daylight saving type; 0 */
};

/* getitimer(2), setitimer(2) timers */
#define ITIMER_REAL                0    /* real time; SIGALRM */
#define ITIMER_VIRTUAL             1    /* user CPU time; SIGVTALRM */
#define ITIMER_PROF                2    /* user and system CPU time; SIGPROF */

/* clock ids of clock_gettime(2) and the other clock_* and timer_create(2) */
#define CLOCK_REALTIME             0    /* wall clock, can jump */
#define CLOCK_MONOTONIC            1    /* since boot, without suspend; slewed */
#define CLOCK_PROCESS_CPUTIME_ID   2    /* CPU time of the process */
#define CLOCK_THREAD_CPUTIME_ID    3    /* CPU time of the thread */
#define CLOCK_MONOTONIC_RAW        4    /* CLOCK_MONOTONIC without NTP slew */
#define CLOCK_REALTIME_COARSE      5    /* cheaper, at tick resolution */
#define CLOCK_MONOTONIC_COARSE     6    /* cheaper, at tick resolution */
#define CLOCK_BOOTTIME             7    /* CLOCK_MONOTONIC counting suspend */
#define CLOCK_REALTIME_ALARM       8    /* timers that wake the system */
#define CLOCK_BOOTTIME_ALARM       9    /* timers that wake the system */
#define CLOCK_TAI                  11   /* International Atomic Time */
#define CLOCK_AUX                  16   /* the first auxiliary clock; ids go up from it */

/* clock_nanosleep(2), timer_settime(2) flags */
#define TIMER_ABSTIME              0x01 /* the time is absolute, not relative */

/* adjtimex(2), clock_adjtime(2) struct linuxabi_timex modes: what to set */
#define ADJ_OFFSET                 0x0001  /* offset: time offset */
#define ADJ_FREQUENCY              0x0002  /* freq: frequency offset */
#define ADJ_MAXERROR               0x0004  /* maxerror */
#define ADJ_ESTERROR               0x0008  /* esterror */
#define ADJ_STATUS                 0x0010  /* status: STA_* */
#define ADJ_TIMECONST              0x0020  /* constant: PLL time constant */
#define ADJ_TAI                    0x0080  /* constant is the TAI offset */
#define ADJ_SETOFFSET              0x0100  /* step the clock by time */
#define ADJ_MICRO                  0x1000  /* offsets in microseconds */
#define ADJ_NANO                   0x2000  /* offsets in nanoseconds */
#define ADJ_TICK                   0x4000  /* tick */
#define ADJ_OFFSET_SINGLESHOT      0x8001  /* adjtime(3): slew by offset */
#define ADJ_OFFSET_SS_READ         0xa001  /* adjtime(3): read what is left */

/* the same modes under their older names */
#define MOD_OFFSET                 ADJ_OFFSET
#define MOD_FREQUENCY              ADJ_FREQUENCY
#define MOD_MAXERROR               ADJ_MAXERROR
#define MOD_ESTERROR               ADJ_ESTERROR
#define MOD_STATUS                 ADJ_STATUS
#define MOD_TIMECONST              ADJ_TIMECONST
#define MOD_TAI                    ADJ_TAI
#define MOD_MICRO                  ADJ_MICRO
#define MOD_NANO                   ADJ_NANO

/* struct linuxabi_timex status bits (the first eight can be set) */
#define STA_PLL                    0x0001  /* phase-locked loop updates */
#define STA_PPSFREQ                0x0002  /* PPS frequency discipline */
#define STA_PPSTIME                0x0004  /* PPS time discipline */
#define STA_FLL                    0x0008  /* frequency-locked loop mode */
#define STA_INS                    0x0010  /* insert a leap second */
#define STA_DEL                    0x0020  /* delete a leap second */
#define STA_UNSYNC                 0x0040  /* not synchronized */
#define STA_FREQHOLD               0x0080  /* hold the frequency */
#define STA_PPSSIGNAL              0x0100  /* read-only: PPS signal present */
#define STA_PPSJITTER              0x0200  /* read-only: PPS jitter too high */
#define STA_PPSWANDER              0x0400  /* read-only: PPS wander too high */
#define STA_PPSERROR               0x0800  /* read-only: PPS calibration error */
#define STA_CLOCKERR               0x1000  /* read-only: clock hardware fault */
#define STA_NANO                   0x2000  /* read-only: nanosecond resolution */
#define STA_MODE                   0x4000  /* read-only: FLL, not PLL */
#define STA_CLK                    0x8000  /* read-only: clock source B */

/* adjtimex(2), clock_adjtime(2) return values: the leap second state */
#define TIME_OK                    0    /* synchronized, no leap second due */
#define TIME_INS                   1    /* a leap second is inserted today */
#define TIME_DEL                   2    /* a leap second is deleted today */
#define TIME_OOP                   3    /* a leap second is under way */
#define TIME_WAIT                  4    /* a leap second has just passed */
#define TIME_ERROR                 5    /* not synchronized */
#define TIME_BAD                   TIME_ERROR  /* its older name */

#endif
