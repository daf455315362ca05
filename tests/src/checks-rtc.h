/* The checks of <linuxabi/rtc.h> that run real system calls, by number:
 * /dev/rtc0 (else /dev/rtc) opened read-only, RTC_RD_TIME into a struct
 * linuxabi_rtc_time (its request's size field is our struct's 36 bytes:
 * a wrong size is ENOTTY), each field in its range, then RTC_PARAM_GET of
 * RTC_PARAM_FEATURES into a struct linuxabi_rtc_param (since Linux 5.16:
 * ENOTTY or EINVAL before, an ok line naming it).  A machine without an
 * RTC device (ENOENT, ENODEV) or one not ours to open (EACCES) is an ok
 * line naming the reason, as is qemu-user without the request (ENOTTY).
 * Shared by runtime-rtc.c and emulated.c; before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_rtc_checks() prints "ok - rtc: ..." or "not ok - rtc: ..." lines. */
#ifndef LA_RTC_CHECKS_H
#define LA_RTC_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/rtc.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_rtc_report(good, ...) la_report_in("rtc", (good), __VA_ARGS__)

static void la_rtc_checks(void)
{
	static const char *const paths[] = { "/dev/rtc0", "/dev/rtc" };
	struct linuxabi_rtc_time tm;
	struct linuxabi_rtc_param param;
	const char *path = paths[0];
	unsigned i;
	long r;
	int fd, e = ENOENT;

	r = -1;
	for (i = 0; i < 2; i++) {
		path = paths[i];
		r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			       O_RDONLY | O_CLOEXEC, 0);
		e = LA_ERROR(r);
		if (e != ENOENT)
			break;
	}
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM || e == EBUSY) {
		la_rtc_report(1, "open /dev/rtc0, /dev/rtc: %s here (no "
			      "real-time clock device on this machine, or "
			      "not ours to open): RTC_RD_TIME and "
			      "RTC_PARAM_GET are not run", strerror(e));
		return;
	}
	la_rtc_report(!e, "open %s: fd %ld %s", path, r,
		      e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&tm, 0xff, sizeof tm);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, (unsigned long)RTC_RD_TIME,
		       &tm);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOTTY) {
		la_rtc_report(1, "ioctl RTC_RD_TIME (%#lx): %s under qemu-user, "
			      "which does not translate it here: not checked",
			      (unsigned long)RTC_RD_TIME, strerror(e));
		close(fd);
		return;
	}
#endif
	{
		la_rtc_report(!e && tm.tm_sec >= 0 && tm.tm_sec <= 60 &&
			      tm.tm_min >= 0 && tm.tm_min <= 59 &&
			      tm.tm_hour >= 0 && tm.tm_hour <= 23 &&
			      tm.tm_mday >= 1 && tm.tm_mday <= 31 &&
			      tm.tm_mon >= 0 && tm.tm_mon <= 11 &&
			      tm.tm_year >= 70 && tm.tm_year <= 1100,
			      "ioctl RTC_RD_TIME (%#lx) with a %d-byte struct "
			      "linuxabi_rtc_time: %04d-%02d-%02d %02d:%02d:%02d "
			      "%s", (unsigned long)RTC_RD_TIME, (int)sizeof tm,
			      tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday,
			      tm.tm_hour, tm.tm_min, tm.tm_sec,
			      e ? strerror(e) : "");
	}

	memset(&param, 0, sizeof param);
	param.param = RTC_PARAM_FEATURES;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, (unsigned long)RTC_PARAM_GET,
		       &param);
	e = LA_ERROR(r);
	if (e == ENOTTY || e == EINVAL) {
		la_rtc_report(1, "ioctl RTC_PARAM_GET (%#lx) of "
			      "RTC_PARAM_FEATURES: %s (a kernel before 5.16, "
			      "or qemu-user, has no parameters): not checked",
			      (unsigned long)RTC_PARAM_GET, strerror(e));
	} else {
		la_rtc_report(!e && param.param == RTC_PARAM_FEATURES &&
			      param.u.uvalue <
				      ((uint64_t)1 << 32),
			      "ioctl RTC_PARAM_GET (%#lx) with a %d-byte struct "
			      "linuxabi_rtc_param: features %#llx "
			      "(RTC_FEATURE_ALARM %s) %s",
			      (unsigned long)RTC_PARAM_GET, (int)sizeof param,
			      (unsigned long long)param.u.uvalue,
			      (param.u.uvalue >> RTC_FEATURE_ALARM) & 1 ?
			      "set" : "clear", e ? strerror(e) : "");
	}
	close(fd);
}

#endif
