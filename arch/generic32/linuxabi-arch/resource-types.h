#ifndef LINUXABI_ARCH_RESOURCE_TYPES_H
#define LINUXABI_ARCH_RESOURCE_TYPES_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/resource.h>: the structures made of the kernel long.  ABIs
 * with a 32-bit kernel long.
 */

#include <stdint.h>
#include <linuxabi-arch/time-timeval.h>

/* getrlimit(2), setrlimit(2): LINUXABI_RLIM_INFINITY for no limit */
struct linuxabi_rlimit {
    uint32_t rlim_cur;                  /* soft limit */
    uint32_t rlim_max;                  /* hard limit, the soft one's ceiling */
};

/* getrusage(2), wait4(2) */
struct linuxabi_rusage {
    struct linuxabi_timeval ru_utime;   /* user CPU time */
    struct linuxabi_timeval ru_stime;   /* system CPU time */
    int32_t  ru_maxrss;                 /* largest resident set (KiB) */
    int32_t  ru_ixrss;                  /* 0 */
    int32_t  ru_idrss;                  /* 0 */
    int32_t  ru_isrss;                  /* 0 */
    int32_t  ru_minflt;                 /* page faults without I/O */
    int32_t  ru_majflt;                 /* page faults with I/O */
    int32_t  ru_nswap;                  /* 0 */
    int32_t  ru_inblock;                /* file system reads (512-byte blocks) */
    int32_t  ru_oublock;                /* file system writes (512-byte blocks) */
    int32_t  ru_msgsnd;                 /* 0 */
    int32_t  ru_msgrcv;                 /* 0 */
    int32_t  ru_nsignals;               /* 0 */
    int32_t  ru_nvcsw;                  /* voluntary context switches */
    int32_t  ru_nivcsw;                 /* involuntary context switches */
};

#endif
