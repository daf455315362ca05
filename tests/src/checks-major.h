/* The checks of <linuxabi/major.h> that run real system calls, by
 * number: statx(2) of device files whose numbers the kernel fixes
 * (/dev/null, /dev/zero, /dev/random and /dev/urandom are MEM_MAJOR,
 * /dev/tty and /dev/ptmx TTYAUX_MAJOR) gives their major in
 * stx_rdev_major, and a new pseudo-terminal's slave, opened through
 * /dev/ptmx, is UNIX98_PTY_SLAVE_MAJOR or one of the
 * UNIX98_PTY_MAJOR_COUNT after it.  A file missing from this /dev (a
 * minimal container's) is an ok line saying so.  Nothing is changed.
 * Shared by runtime-major.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_major_checks() prints "ok - major: ..." or
 * "not ok - major: ..." lines. */
#ifndef LA_MAJOR_CHECKS_H
#define LA_MAJOR_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/major.h>
#include <linuxabi/stat.h>
#include <linuxabi/syscall.h>
#include <linuxabi/tty.h>
#include "checks.h"

#define la_major_report(good, ...) la_report_in("major", (good), __VA_ARGS__)

/* statx PATH: 0 and its major in *MAJOR, or the error number */
static int la_major_of(const char *path, uint32_t *major)
{
	struct linuxabi_statx stx;
	long r;

	memset(&stx, 0, sizeof stx);
	r = LA_SYSCALL(LINUXABI_SYS_statx, AT_FDCWD, path, 0, STATX_TYPE,
		       &stx);
	if (r != 0)
		return LA_ERROR(r) ? LA_ERROR(r) : EINVAL;
	*major = stx.stx_rdev_major;
	return 0;
}

static void la_major_checks(void)
{
	static const struct { const char *path; uint32_t major; } devs[] = {
		{ "/dev/null", MEM_MAJOR }, { "/dev/zero", MEM_MAJOR },
		{ "/dev/random", MEM_MAJOR }, { "/dev/urandom", MEM_MAJOR },
		{ "/dev/tty", TTYAUX_MAJOR }, { "/dev/ptmx", TTYAUX_MAJOR },
	};
	char pts[32];
	uint32_t major = 0, n = 0;
	unsigned i;
	long r;
	int e, fd;

	for (i = 0; i < sizeof devs / sizeof devs[0]; i++) {
		e = la_major_of(devs[i].path, &major);
		la_major_report(e == ENOENT || (!e && major == devs[i].major),
				"%s: %s%s, major %u (expected %u)",
				devs[i].path, e ? strerror(e) : "statx",
				e == ENOENT ? " (not in this /dev)" : "",
				(unsigned)major, (unsigned)devs[i].major);
	}

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/ptmx",
		       O_RDWR | O_NOCTTY | O_CLOEXEC, 0);
	if (r < 0) {
		e = LA_ERROR(r);
		la_major_report(e == ENOENT || e == EACCES || e == ENXIO ||
				e == EIO, "open /dev/ptmx: %s (no "
				"pseudo-terminal here; the Unix98 majors not "
				"checked)", strerror(e));
		return;
	}
	fd = (int)r;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, TIOCGPTN, &n);
	if (r == 0) {
		snprintf(pts, sizeof pts, "/dev/pts/%u", (unsigned)n);
		e = la_major_of(pts, &major);
		la_major_report(!e && major >= UNIX98_PTY_SLAVE_MAJOR &&
				major < UNIX98_PTY_SLAVE_MAJOR +
				UNIX98_PTY_MAJOR_COUNT, "%s: %s, major %u "
				"(UNIX98_PTY_SLAVE_MAJOR %d, %d of them)", pts,
				e ? strerror(e) : "statx", (unsigned)major,
				UNIX98_PTY_SLAVE_MAJOR, UNIX98_PTY_MAJOR_COUNT);
	} else {
		la_major_report(0, "TIOCGPTN on /dev/ptmx: %ld (errno %d)", r,
				LA_ERROR(r));
	}
	close(fd);
}

#endif
