#ifndef LINUXABI_ARCH_TIME_TIMEVAL_H
#define LINUXABI_ARCH_TIME_TIMEVAL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/time.h>, <linuxabi/resource.h>: the ABI's own timeval, whose
 * fields are the kernel long.  ABIs with a 32-bit kernel long.
 */

#include <stdint.h>

/* gettimeofday(2), settimeofday(2), select(2), struct linuxabi_itimerval,
   struct linuxabi_rusage */
struct linuxabi_timeval {
    int32_t  tv_sec;                    /* seconds */
    int32_t  tv_usec;                   /* microseconds, 0..999999 */
};

#endif
