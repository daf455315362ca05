#ifndef LINUXABI_ARCH_SYSCTL_ARGS_H
#define LINUXABI_ARCH_SYSCTL_ARGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/sysctl.h>: the argument block of _sysctl(2), whose pointers,
 * size_t and longs follow the ABI.  This ABI: 32-bit pointers and longs
 * (40 bytes; x32's is the exported header's, x32 had no _sysctl(2)).
 */

#include <stdint.h>

/* _sysctl(2)'s one argument; the pointers are addresses in the caller */
struct linuxabi_sysctl_args {
    uint32_t name;                      /* int[nlen]: the path, CTL_* first */
    int32_t  nlen;                      /* 1 .. CTL_MAXNAME */
    uint32_t oldval;                    /* buffer for the old value, or 0 */
    uint32_t oldlenp;                   /* size_t: its size in, the value's out */
    uint32_t newval;                    /* the new value, or 0 */
    uint32_t newlen;                    /* its size */
    uint32_t __reserved[4];             /* the kernel's __unused */
};

#endif
