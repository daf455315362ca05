/* The checks of <linuxabi/pps.h> that run real system calls, by number:
 * /dev/pps0 opened read-only, PPS_GETCAP into an int (some capture bit
 * set) and PPS_GETPARAMS into a struct linuxabi_pps_kparams (api_version
 * PPS_API_VERS_1); nothing is set, bound or waited for.  A machine
 * without a PPS source (ENOENT, ENODEV) or one not ours to open (EACCES)
 * is an ok line naming the reason, as is qemu-user without the requests
 * (ENOTTY, ENOSYS).  And on /dev/null, another driver's file, PPS_GETCAP
 * and PPS_FETCH must fail with ENOTTY (under qemu 7.2, its own ENOSYS for
 * a request it does not know: an ok line).  Shared by runtime-pps.c and
 * emulated.c; before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_pps_checks() prints
 * "ok - pps: ..." or "not ok - pps: ..." lines. */
#ifndef LA_PPS_CHECKS_H
#define LA_PPS_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/pps.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_pps_report(good, ...) la_report_in("pps", (good), __VA_ARGS__)

/* the requests on a file of another driver: ENOTTY */
static void la_pps_wrong_fd(void)
{
	struct linuxabi_pps_fdata fdata;
	int caps = 0;
	struct la_dev_req reqs[2];

	memset(&fdata, 0, sizeof fdata);
	fdata.timeout.flags = 0;    /* a zero timeout, not PPS_TIME_INVALID */
	reqs[0].name = "PPS_GETCAP";
	reqs[0].req = PPS_GETCAP;
	reqs[0].arg = &caps;
	reqs[1].name = "PPS_FETCH";
	reqs[1].req = PPS_FETCH;
	reqs[1].arg = &fdata;
	la_dev_wrong_fd("pps", reqs, 2);
}

static void la_pps_checks(void)
{
	struct linuxabi_pps_kparams params;
	int caps;
	long r, r2;
	int fd, e;

	la_pps_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/pps0",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_pps_report(1, "open /dev/pps0: %s here (no pulse-per-second "
			      "source on this machine, or not ours to open): "
			      "PPS_GETCAP (%#lx) and PPS_GETPARAMS are not run",
			      strerror(e), (unsigned long)PPS_GETCAP);
		return;
	}
	la_pps_report(!e, "open /dev/pps0: fd %ld %s", r,
		      e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	caps = 0;
	r = la_dev_ioctl(fd, PPS_GETCAP, &caps);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_pps_report(1, "ioctl PPS_GETCAP (%#lx): %s under qemu-user, "
			      "which does not translate it: not checked",
			      (unsigned long)PPS_GETCAP, strerror((int)-r));
		close(fd);
		return;
	}
#endif
	memset(&params, 0xff, sizeof params);
	r2 = la_dev_ioctl(fd, PPS_GETPARAMS, &params);
	la_pps_report(r == 0 && (caps & PPS_CAPTUREBOTH) != 0 && r2 == 0 &&
		      params.api_version == PPS_API_VERS_1,
		      "PPS_GETCAP (%#lx): %#x, PPS_GETPARAMS (%#lx) with a "
		      "%d-byte struct linuxabi_pps_kparams: api_version %d, "
		      "mode %#x (%ld, %ld)", (unsigned long)PPS_GETCAP,
		      (unsigned)caps, (unsigned long)PPS_GETPARAMS,
		      (int)sizeof params, (int)params.api_version,
		      (unsigned)params.mode, r, r2);
	close(fd);
}

#endif
