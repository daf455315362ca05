/* The checks of <linuxabi/eventfd.h> that run real system calls:
 * eventfd2(2) with EFD_CLOEXEC | EFD_NONBLOCK (both seen with fcntl(2)),
 * its counter written and read in 8 bytes (EAGAIN when it is 0), and
 * EFD_SEMAPHORE, whose reads take 1 at a time.  Shared by
 * runtime-eventfd.c (the host) and programs that run them on other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_eventfd_checks() runs them all and prints
 * "ok - eventfd: ..." or "not ok - eventfd: ..." lines. */
#ifndef LA_EVENTFD_CHECKS_H
#define LA_EVENTFD_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/eventfd.h>
#include "checks.h"

/* one "ok - eventfd: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_eventfd_report(good, ...) \
	la_report_in("eventfd", (good), __VA_ARGS__)

/* read(2) of the counter: the result, the value in *v */
static long la_eventfd_get(int fd, uint64_t *v)
{
	*v = 0;
	return LA_SYSCALL(LINUXABI_SYS_read, (long)fd, v, 8L);
}

static long la_eventfd_put(int fd, uint64_t v)
{
	return LA_SYSCALL(LINUXABI_SYS_write, (long)fd, &v, 8L);
}

static void la_eventfd_checks(void)
{
	uint64_t v;
	long r, r2;
	int fd, e, fdflags;

	r = LA_SYSCALL(LINUXABI_SYS_eventfd2, 0L,
		       (long)(EFD_CLOEXEC | EFD_NONBLOCK));
	e = LA_ERROR(r);
	if (r < 0) {
		la_eventfd_report(0, "eventfd2 0, EFD_CLOEXEC|EFD_NONBLOCK: %s",
				  strerror(e));
		return;
	}
	fd = (int)r;
	la_cloexec_nonblock_in("eventfd",
			       "eventfd2 0, EFD_CLOEXEC|EFD_NONBLOCK",
			       (unsigned)(EFD_CLOEXEC | EFD_NONBLOCK), fd);
	r = la_eventfd_get(fd, &v);
	e = LA_ERROR(r);
	la_eventfd_report(r == -1 && e == EAGAIN, "read of a zero counter: "
			  "EAGAIN (EFD_NONBLOCK): %ld %s", r, strerror(e));
	r = la_eventfd_put(fd, 3);
	r2 = la_eventfd_put(fd, 4);
	la_eventfd_report(r == 8 && r2 == 8, "write 3, write 4: %ld, %ld "
			  "bytes", r, r2);
	r = la_eventfd_get(fd, &v);
	la_eventfd_report(r == 8 && v == 7, "read: %ld bytes, counter %llu "
			  "(7), reset to 0", r, (unsigned long long)v);
	r = la_eventfd_get(fd, &v);
	e = LA_ERROR(r);
	la_eventfd_report(r == -1 && e == EAGAIN, "read again: EAGAIN: %ld "
			  "%s", r, strerror(e));
	close(fd);

	r = LA_SYSCALL(LINUXABI_SYS_eventfd2, 2L,
		       (long)(EFD_SEMAPHORE | EFD_NONBLOCK));
	e = LA_ERROR(r);
	if (r < 0) {
		la_eventfd_report(0, "eventfd2 2, EFD_SEMAPHORE|EFD_NONBLOCK: "
				  "%s", strerror(e));
		return;
	}
	fd = (int)r;
	fdflags = fcntl(fd, F_GETFD);
	la_eventfd_report(fdflags == 0, "eventfd2 2, EFD_SEMAPHORE|"
			  "EFD_NONBLOCK (%#x): fd %d, F_GETFD %#x (no "
			  "FD_CLOEXEC)", (unsigned)(EFD_SEMAPHORE | EFD_NONBLOCK),
			  fd, (unsigned)fdflags);
	r = la_eventfd_get(fd, &v);
	r2 = la_eventfd_get(fd, &v);
	la_eventfd_report(r == 8 && r2 == 8 && v == 1, "two reads of a "
			  "semaphore at 2: %ld, %ld bytes, 1 each (last %llu)",
			  r, r2, (unsigned long long)v);
	r = la_eventfd_get(fd, &v);
	e = LA_ERROR(r);
	la_eventfd_report(r == -1 && e == EAGAIN, "a third: EAGAIN (the "
			  "semaphore is at 0): %ld %s", r, strerror(e));
	close(fd);
}

#endif
