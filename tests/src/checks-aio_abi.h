/* The checks of <linuxabi/aio_abi.h> that run real system calls:
 * io_setup(2) of an 8-request context, io_submit(2) of an IOCB_CMD_PREAD
 * of a small file in /tmp through a struct linuxabi_iocb, with
 * IOCB_FLAG_RESFD and an eventfd, and with aio_key set to all ones (the
 * kernel writes 0 there: aio_key and aio_rw_flags change places by byte
 * order, and a misplaced aio_rw_flags of all ones is refused); then
 * io_getevents(2) (io_pgetevents(2) without a signal mask where the ABI
 * has no io_getevents) of the struct linuxabi_io_event, whose data, obj
 * and res must be the iocb's aio_data, its address and the bytes read;
 * the eventfd's count; io_destroy(2).  Where the calls are not there
 * (ENOSYS: no CONFIG_AIO, or qemu 7.2's user-mode emulation, which has no
 * AIO calls) or not allowed (EPERM, EACCES: a seccomp filter, a container's
 * policy; EAGAIN: fs.aio-max-nr reached) an ok line names the reason.
 * Shared by runtime-aio_abi.c and emulated.c; before including, a program
 * may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_aio_abi_checks() prints "ok - aio_abi: ..." or "not ok - aio_abi: ..."
 * lines. */
#ifndef LA_AIO_ABI_CHECKS_H
#define LA_AIO_ABI_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/aio_abi.h>
#include "checks.h"

#define la_aio_abi_report(good, ...) la_report_in("aio_abi", (good), __VA_ARGS__)

#define LA_AIO_ABI_DATA 0x0123456789abcdefULL

static const char *la_aio_abi_why(int e)
{
	if (e == ENOSYS)
#ifdef LA_EMULATED
		return "qemu 7.2's user-mode emulation has no AIO calls";
#else
		return "this kernel has no native AIO (CONFIG_AIO off)";
#endif
	if (e == EAGAIN)
		return "the sysctl fs.aio-max-nr is reached";
	return "refused (a seccomp filter, an LSM or the container's policy)";
}

static void la_aio_abi_checks(void)
{
	static const char text[] = "linuxabi aio data";
	char path[] = "/tmp/linuxabi-aio-XXXXXX";
	struct linuxabi_iocb cb, *list[1];
	struct linuxabi_io_event ev[2];
	unsigned long ctx = 0;              /* the kernel's aio_context_t */
	unsigned char buf[64];
	uint64_t count = 0;
	long r;
	int fd, efd = -1, e;

	r = LA_SYSCALL(LINUXABI_SYS_io_setup, 8L, &ctx);
	e = LA_ERROR(r);
	if (e == ENOSYS || e == EPERM || e == EACCES || e == EAGAIN) {
		la_aio_abi_report(1, "io_setup: %s (not run here: %s)",
				  strerror(e), la_aio_abi_why(e));
		return;
	}
	la_aio_abi_report(r == 0 && ctx != 0, "io_setup of 8 requests: %ld, "
			  "context %#lx%s%s", r, ctx, e ? ", " : "",
			  e ? strerror(e) : "");
	if (r != 0)
		return;

	fd = mkstemp(path);
	if (fd < 0 || write(fd, text, sizeof text - 1) !=
	    (long)(sizeof text - 1)) {
		la_aio_abi_report(0, "a small file in /tmp: %s",
				  strerror(errno));
		goto out;
	}
	efd = eventfd(0, 0);

	memset(&cb, 0, sizeof cb);
	cb.aio_data = LA_AIO_ABI_DATA;
	cb.aio_key = 0xffffffffU;           /* the kernel sets it to 0 */
	cb.aio_lio_opcode = IOCB_CMD_PREAD;
	cb.aio_fildes = (uint32_t)fd;
	cb.aio_buf = (uint64_t)(uintptr_t)buf;
	cb.aio_nbytes = sizeof buf;
	cb.aio_offset = 0;
	if (efd >= 0) {
		cb.aio_flags = IOCB_FLAG_RESFD;
		cb.aio_resfd = (uint32_t)efd;
	}
	memset(buf, 0, sizeof buf);
	list[0] = &cb;
	r = LA_SYSCALL(LINUXABI_SYS_io_submit, ctx, 1L, list);
	la_aio_abi_report(r == 1 && cb.aio_key == 0, "io_submit of an "
			  "IOCB_CMD_PREAD (struct linuxabi_iocb, %zu bytes): "
			  "%ld, aio_key %#x (the kernel's 0)%s%s", sizeof cb, r,
			  (unsigned)cb.aio_key, r < 0 ? ", " : "",
			  r < 0 ? strerror(LA_ERROR(r)) : "");
	if (r != 1)
		goto out;

	memset(ev, 0, sizeof ev);
#ifdef LINUXABI_SYS_io_getevents
	r = LA_SYSCALL(LINUXABI_SYS_io_getevents, ctx, 1L, 2L, ev, NULL);
#else
	r = LA_SYSCALL(LINUXABI_SYS_io_pgetevents, ctx, 1L, 2L, ev, NULL,
		       NULL);
#endif
	la_aio_abi_report(r == 1 && ev[0].data == LA_AIO_ABI_DATA &&
			  ev[0].obj == (uint64_t)(uintptr_t)&cb &&
			  ev[0].res == (int64_t)(sizeof text - 1) &&
			  ev[0].res2 == 0 &&
			  memcmp(buf, text, sizeof text - 1) == 0,
			  "io_getevents: %ld event, data %#llx, obj %s, res "
			  "%lld, res2 %lld, \"%.*s\"", r,
			  (unsigned long long)ev[0].data,
			  ev[0].obj == (uint64_t)(uintptr_t)&cb ?
			  "the iocb's address" : "another address",
			  (long long)ev[0].res, (long long)ev[0].res2,
			  (int)(sizeof text - 1), (const char *)buf);
	if (efd >= 0) {
		r = read(efd, &count, sizeof count);
		la_aio_abi_report(r == (long)sizeof count && count == 1,
				  "IOCB_FLAG_RESFD: the eventfd counts %llu "
				  "completion", (unsigned long long)count);
	} else
		la_aio_abi_report(0, "eventfd for IOCB_FLAG_RESFD: %s",
				  strerror(errno));
out:
	if (fd >= 0) {
		unlink(path);
		close(fd);
	}
	if (efd >= 0)
		close(efd);
	r = LA_SYSCALL(LINUXABI_SYS_io_destroy, ctx);
	la_aio_abi_report(r == 0, "io_destroy: %ld%s%s", r, r ? ", " : "",
			  r ? strerror(LA_ERROR(r)) : "");
}

#endif
