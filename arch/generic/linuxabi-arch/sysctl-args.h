#ifndef LINUXABI_ARCH_SYSCTL_ARGS_H
#define LINUXABI_ARCH_SYSCTL_ARGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysctl.h>: the argument block of _sysctl(2), whose pointers,
 * size_t and longs follow the ABI.  This ABI: 64-bit pointers and longs
 * (80 bytes).
 */

#include <stdint.h>

/* _sysctl(2)'s one argument; the pointers are addresses in the caller */
struct linuxabi_sysctl_args {
    uint64_t name;                      /* int[nlen]: the path, CTL_* first */
    int32_t  nlen;                      /* 1 .. CTL_MAXNAME */
    uint32_t __pad;
    uint64_t oldval;                    /* buffer for the old value, or 0 */
    uint64_t oldlenp;                   /* size_t: its size in, the value's out */
    uint64_t newval;                    /* the new value, or 0 */
    uint64_t newlen;                    /* its size */
    uint64_t __reserved[4];             /* the kernel's __unused */
};

#endif
