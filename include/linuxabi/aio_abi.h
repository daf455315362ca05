#ifndef LINUXABI_AIO_ABI_H
#define LINUXABI_AIO_ABI_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/aio_abi.h>: the kernel's native asynchronous I/O, io_setup(2),
 * io_submit(2), io_getevents(2), io_pgetevents(2), io_cancel(2) and
 * io_destroy(2) (libaio wraps them; POSIX aio_read(3) of libc's <aio.h>
 * is another interface).  The context io_setup(2) writes is the kernel's
 * unsigned long aio_context_t: a uint64_t where long is 64-bit, a
 * uint32_t elsewhere.  struct linuxabi_iocb is 64 bytes on every ABI; the
 * order of its aio_key and aio_rw_flags follows the byte order.
 */

#include <linuxabi-arch/abi.h>
#include <stdint.h>

/* struct linuxabi_iocb aio_lio_opcode (the kernel's enumerators) */
#define IOCB_CMD_PREAD   0
#define IOCB_CMD_PWRITE  1
#define IOCB_CMD_FSYNC   2
#define IOCB_CMD_FDSYNC  3
/* 4 was IOCB_CMD_PREADX, never merged */
#define IOCB_CMD_POLL    5   /* aio_buf: the poll(2) events */
#define IOCB_CMD_NOOP    6
#define IOCB_CMD_PREADV  7   /* aio_buf: an iovec array, aio_nbytes its count */
#define IOCB_CMD_PWRITEV 8

/* struct linuxabi_iocb aio_flags */
#define IOCB_FLAG_RESFD  0x1 /* aio_resfd: an eventfd to signal */
#define IOCB_FLAG_IOPRIO 0x2 /* aio_reqprio holds an ioprio(2) value */

/* one completion, as io_getevents(2) returns it */
struct linuxabi_io_event {
	uint64_t data;                      /* the iocb's aio_data */
	uint64_t obj;                       /* the iocb's address */
	int64_t  res;                       /* the result: bytes, or -errno */
	int64_t  res2;
};

/* one request of io_submit(2), which takes an array of their addresses */
struct linuxabi_iocb {
	uint64_t aio_data;                  /* returned in the event's data */
#if !defined(__BYTE_ORDER__)
#error "<linuxabi/aio_abi.h>: the compiler does not define __BYTE_ORDER__"
#elif __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	int32_t  aio_rw_flags;              /* RWF_* of <linuxabi/fcntl.h> */
	uint32_t aio_key;                   /* the kernel's: leave 0 */
#else
	uint32_t aio_key;                   /* the kernel's: leave 0 */
	int32_t  aio_rw_flags;              /* RWF_* of <linuxabi/fcntl.h> */
#endif
	uint16_t aio_lio_opcode;            /* IOCB_CMD_* */
	int16_t  aio_reqprio;               /* with IOCB_FLAG_IOPRIO */
	uint32_t aio_fildes;
	uint64_t aio_buf;                   /* the buffer's address */
	uint64_t aio_nbytes;
	int64_t  aio_offset;
	uint64_t aio_reserved2;             /* 0 */
	uint32_t aio_flags;                 /* IOCB_FLAG_* */
	uint32_t aio_resfd;                 /* with IOCB_FLAG_RESFD */
};

#endif
