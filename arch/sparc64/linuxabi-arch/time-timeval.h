#ifndef LINUXABI_ARCH_TIME_TIMEVAL_H
#define LINUXABI_ARCH_TIME_TIMEVAL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/time.h>, <linuxabi/resource.h>: the ABI's own timeval, whose
 * fields are the kernel long.  sparc64: a 64-bit kernel long, but an int
 * tv_usec (the kernel's __kernel_suseconds_t), then 4 bytes of padding.
 */

#include <stdint.h>

/* gettimeofday(2), settimeofday(2), select(2), struct linuxabi_itimerval,
   struct linuxabi_rusage */
struct linuxabi_timeval {
    int64_t  tv_sec;                    /* seconds */
    int32_t  tv_usec;                   /* microseconds, 0..999999: an int here */
    int32_t  __pad;
};

#endif
