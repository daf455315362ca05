/* The checks of <linuxabi/ptp_clock.h> that run real system calls, by
 * number: /dev/ptp0 opened read-only, PTP_CLOCK_GETCAPS into a struct
 * linuxabi_ptp_clock_caps (the request's size field is its 80 bytes: a
 * wrong size is ENOTTY), then PTP_SYS_OFFSET with three samples: seven
 * struct linuxabi_ptp_clock_time, each with nsec below 10^9 and the
 * system times in order.  A machine without a PTP clock (ENOENT) is an
 * ok line naming the reason.  Shared by runtime-ptp_clock.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_ptp_clock_checks() prints "ok - ptp_clock: ..."
 * or "not ok - ptp_clock: ..." lines. */
#ifndef LA_PTP_CLOCK_CHECKS_H
#define LA_PTP_CLOCK_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/ptp_clock.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_ptp_clock_report(good, ...) \
	la_report_in("ptp_clock", (good), __VA_ARGS__)

static void la_ptp_clock_checks(void)
{
	struct linuxabi_ptp_clock_caps caps;
	struct linuxabi_ptp_sys_offset off;
	long r;
	int fd, e, i, good;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/ptp0",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == EACCES) {
		la_ptp_clock_report(1, "open /dev/ptp0: %s here (no PTP "
				    "hardware clock on this machine, or not "
				    "ours to open): the PTP ioctl checks are "
				    "not run", strerror(e));
		return;
	}
	la_ptp_clock_report(!e, "open /dev/ptp0: fd %ld %s", r,
			    e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&caps, 0xff, sizeof caps);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PTP_CLOCK_GETCAPS, &caps);
	e = LA_ERROR(r);
	la_ptp_clock_report(!e && caps.n_ext_ts >= 0 && caps.n_per_out >= 0 &&
			    caps.n_pins >= 0 && caps.max_adj >= 0,
			    "ioctl PTP_CLOCK_GETCAPS (%#lx) with a %d-byte "
			    "struct linuxabi_ptp_clock_caps: max_adj %d, "
			    "n_ext_ts %d, n_per_out %d, n_pins %d %s",
			    (unsigned long)PTP_CLOCK_GETCAPS, (int)sizeof caps,
			    caps.max_adj, caps.n_ext_ts, caps.n_per_out,
			    caps.n_pins, e ? strerror(e) : "");

	memset(&off, 0, sizeof off);
	off.n_samples = 3;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PTP_SYS_OFFSET, &off);
	e = LA_ERROR(r);
	if (e == EOPNOTSUPP) {
		la_ptp_clock_report(1, "ioctl PTP_SYS_OFFSET: %s (this "
				    "clock cannot be read): not checked",
				    strerror(e));
	} else {
		good = !e;
		for (i = 0; good && i < 7; i++)
			good = off.ts[i].nsec < 1000000000u;
		for (i = 2; good && i < 7; i += 2)
			good = off.ts[i].sec > off.ts[i - 2].sec ||
			       (off.ts[i].sec == off.ts[i - 2].sec &&
				off.ts[i].nsec >= off.ts[i - 2].nsec);
		la_ptp_clock_report(good, "ioctl PTP_SYS_OFFSET (%#lx) with "
				    "3 samples: 7 struct "
				    "linuxabi_ptp_clock_time, nsec below 10^9, "
				    "the system times in order %s",
				    (unsigned long)PTP_SYS_OFFSET,
				    e ? strerror(e) : "");
	}
	close(fd);
}

#endif
