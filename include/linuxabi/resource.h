#ifndef LINUXABI_RESOURCE_H
#define LINUXABI_RESOURCE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/resource.h>: resource limits, usage and priorities.  The
 * resources of getrlimit(2), setrlimit(2) and prlimit64(2) with their
 * structures, getrusage(2) (and wait4(2)'s struct linuxabi_rusage), and
 * getpriority(2) and setpriority(2).  What differs between ABIs comes
 * from <linuxabi-arch/resource-rlimit.h> (the numbers of five resources,
 * and the infinite limit), <linuxabi-arch/resource-types.h> (the
 * structures made of the kernel long) and <linuxabi-arch/time-timeval.h>
 * (struct linuxabi_timeval, as in <linuxabi/time.h>).
 *
 * RLIM_INFINITY is LINUXABI_RLIM_INFINITY here: glibc (with
 * _FILE_OFFSET_BITS=64) and musl define RLIM_INFINITY as a 64-bit value
 * on 32-bit ABIs, for their 64-bit rlim_t, where the kernel's
 * getrlimit(2) uses the kernel long.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/time-timeval.h>
#include <linuxabi-arch/resource-rlimit.h>
#include <linuxabi-arch/resource-types.h>

/* getrlimit(2), setrlimit(2), prlimit64(2) resources numbered alike on
   every ABI (RLIMIT_RSS, _NPROC, _NOFILE, _MEMLOCK and _AS vary) */
#define RLIMIT_CPU             0        /* CPU time (s): SIGXCPU, then SIGKILL */
#define RLIMIT_FSIZE           1        /* file size (bytes): SIGXFSZ */
#define RLIMIT_DATA            2        /* data segment and private mappings (bytes) */
#define RLIMIT_STACK           3        /* main thread's stack (bytes) */
#define RLIMIT_CORE            4        /* core dump size (bytes) */
#define RLIMIT_LOCKS           10       /* file locks and leases (not enforced) */
#define RLIMIT_SIGPENDING      11       /* queued signals, per real user */
#define RLIMIT_MSGQUEUE        12       /* POSIX message queue bytes, per real user */
#define RLIMIT_NICE            13       /* nice ceiling, as 20 - nice (1..40) */
#define RLIMIT_RTPRIO          14       /* real-time priority ceiling */
#define RLIMIT_RTTIME          15       /* real-time CPU time without blocking (us) */

/* prlimit64(2): no limit, on every ABI */
#if defined(__LP64__) || defined(_LP64)
#define RLIM64_INFINITY        0xffffffffffffffffUL
#else
#define RLIM64_INFINITY        0xffffffffffffffffULL
#endif

/* prlimit64(2): a limit with 64 bits on every ABI */
struct linuxabi_rlimit64 {
    uint64_t rlim_cur;                  /* soft limit */
    uint64_t rlim_max;                  /* hard limit, the soft one's ceiling */
};

/* getpriority(2), setpriority(2): which */
#define PRIO_PROCESS           0        /* who is a process (0: the caller) */
#define PRIO_PGRP              1        /* who is a process group */
#define PRIO_USER              2        /* who is a user id */

/* setpriority(2): the range of nice values (getpriority(2) returns
   20 - nice, 1..40, so that it is never negative) */
#define PRIO_MIN               (-20)    /* the highest priority */
#define PRIO_MAX               20       /* one past the lowest, 19 */

/* getrusage(2) who */
#define RUSAGE_SELF            0        /* the process, all threads */
#define RUSAGE_CHILDREN        (-1)     /* its children that ended and were waited for */
#define RUSAGE_THREAD          1        /* the calling thread */

#endif
