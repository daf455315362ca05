#ifndef LINUXABI_ARCH_RESOURCE_RLIMIT_H
#define LINUXABI_ARCH_RESOURCE_RLIMIT_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/resource.h>: the resources numbered differently by some ABIs,
 * and the infinite limit of getrlimit(2) and setrlimit(2).
 * The asm-generic numbers; a 64-bit kernel long (x32's too), all ones.
 */

/* getrlimit(2), setrlimit(2), prlimit64(2) resources */
#define RLIMIT_RSS             5        /* resident set (bytes; not enforced) */
#define RLIMIT_NPROC           6        /* processes and threads, per real user */
#define RLIMIT_NOFILE          7        /* one more than the highest fd */
#define RLIMIT_MEMLOCK         8        /* locked memory (bytes) */
#define RLIMIT_AS              9        /* address space (bytes) */

/* getrlimit(2), setrlimit(2): no limit (prlimit64(2): RLIM64_INFINITY) */
#if defined(__LP64__) || defined(_LP64)
#define LINUXABI_RLIM_INFINITY 0xffffffffffffffffUL
#else
#define LINUXABI_RLIM_INFINITY 0xffffffffffffffffULL /* x32: a 64-bit kernel long */
#endif

#endif
