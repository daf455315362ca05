#ifndef LINUXABI_ARCH_RESOURCE_RLIMIT_H
#define LINUXABI_ARCH_RESOURCE_RLIMIT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/resource.h>: the resources numbered differently by some ABIs,
 * and the infinite limit of getrlimit(2) and setrlimit(2).
 * alpha: OSF/1's numbers, and the largest signed kernel long.
 */

/* getrlimit(2), setrlimit(2), prlimit64(2) resources */
#define RLIMIT_RSS             5        /* resident set (bytes; not enforced) */
#define RLIMIT_NPROC           8        /* processes and threads, per real user */
#define RLIMIT_NOFILE          6        /* one more than the highest fd */
#define RLIMIT_MEMLOCK         9        /* locked memory (bytes) */
#define RLIMIT_AS              7        /* address space (bytes) */

/* getrlimit(2), setrlimit(2): no limit (prlimit64(2): RLIM64_INFINITY) */
#define LINUXABI_RLIM_INFINITY 0x7fffffffffffffffUL

#endif
