#ifndef LINUXABI_ARCH_KEXEC_H
#define LINUXABI_ARCH_KEXEC_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/kexec.h>: one segment of kexec_load(2).  ABIs with
 * 64-bit pointers and a 64-bit size_t.
 */

#include <stdint.h>

/* kexec_load(2) segments: an array of these */
struct linuxabi_kexec_segment {
    const void *buf;                    /* the data, in this process */
    uint64_t bufsz;                     /* its length in bytes */
    const void *mem;                    /* where it goes: a physical address */
    uint64_t memsz;                     /* bytes there, zero-filled past bufsz */
};

#endif
