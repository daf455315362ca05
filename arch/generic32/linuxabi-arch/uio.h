#ifndef LINUXABI_ARCH_UIO_H
#define LINUXABI_ARCH_UIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uio.h>: one buffer of vectored I/O.  ABIs with 32-bit
 * pointers and a 32-bit size_t.
 */

#include <stdint.h>

/* readv(2), writev(2) and the others: an array of these */
struct linuxabi_iovec {
    void     *iov_base;                 /* the buffer */
    uint32_t iov_len;                   /* its length in bytes */
};

#endif
