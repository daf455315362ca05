#ifndef LINUXABI_ARCH_UIO_H
#define LINUXABI_ARCH_UIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uio.h>: one buffer of vectored I/O.  x32: 32-bit pointers,
 * and the kernel reads x32's buffer lists as the compat iovec, with a
 * 32-bit length, though x32's kernel long is 64-bit.
 */

#include <stdint.h>

/* readv(2), writev(2) and the others: an array of these */
struct linuxabi_iovec {
    void     *iov_base;                 /* the buffer */
    uint32_t iov_len;                   /* its length in bytes */
};

#endif
