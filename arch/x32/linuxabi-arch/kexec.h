#ifndef LINUXABI_ARCH_KEXEC_H
#define LINUXABI_ARCH_KEXEC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kexec.h>: one segment of kexec_load(2).  x32: 32-bit
 * pointers and size_t, as the kernel reads x32's segments (the compat
 * struct), though x32's kernel long is 64-bit.
 */

#include <stdint.h>

/* kexec_load(2) segments: an array of these */
struct linuxabi_kexec_segment {
    const void *buf;                    /* the data, in this process */
    uint32_t bufsz;                     /* its length in bytes */
    const void *mem;                    /* where it goes: a physical address */
    uint32_t memsz;                     /* bytes there, zero-filled past bufsz */
};

#endif
