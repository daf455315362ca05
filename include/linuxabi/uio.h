#ifndef LINUXABI_UIO_H
#define LINUXABI_UIO_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/uio.h>: vectored I/O.  The buffer list of readv(2),
 * writev(2), preadv(2), pwritev(2), preadv2(2), pwritev2(2),
 * process_vm_readv(2), process_vm_writev(2), vmsplice(2) and of the
 * msghdr of sendmsg(2) and recvmsg(2).  struct linuxabi_iovec holds a
 * pointer and a size, so it comes from <linuxabi-arch/uio.h>.  The
 * flags of preadv2(2) and pwritev2(2) (RWF_*) are in <linuxabi/fcntl.h>.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>
#include <linuxabi-arch/uio.h>

/* readv(2) and the others: the most buffers one call takes (IOV_MAX) */
#define UIO_MAXIOV           1024
/* how many buffers the kernel copies without allocating (the call takes
   more, up to UIO_MAXIOV: a speed hint, nothing more) */
#define UIO_FASTIOV          8

#endif
