/* The checks of <linuxabi/cdrom.h> that run real system calls: /dev/sr0
 * (or /dev/cdrom) opened read-only without waiting for a disc
 * (O_NONBLOCK), CDROM_GET_CAPABILITY (its answer: CDC_* bits) and
 * CDROM_DRIVE_STATUS for the current slot (its answer: CDS_NO_INFO ..
 * CDS_DISC_OK).  A machine without a drive (ENOENT, ENODEV, ENXIO) or not
 * root (EACCES, EPERM) is an ok line naming the reason.  And on
 * /dev/null, another driver's file, CDROM_GET_CAPABILITY and
 * CDROM_DRIVE_STATUS must fail with ENOTTY (under qemu 7.2, its own ENOSYS
 * for a request it does not know: an ok line).  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_cdrom_checks() prints "ok - cdrom: ..." or "not ok - cdrom: ..."
 * lines. */
#ifndef LA_CDROM_CHECKS_H
#define LA_CDROM_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/cdrom.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_cdrom_report(good, ...) la_report_in("cdrom", (good), __VA_ARGS__)

static void la_cdrom_checks(void)
{
	static const char *const paths[] = { "/dev/sr0", "/dev/cdrom" };
	struct la_dev_req reqs[2];
	unsigned i;
	long r;
	int fd = -1, e = ENOENT;

	/* both take their argument by value: CDSL_CURRENT is the slot */
	reqs[0].name = "CDROM_GET_CAPABILITY";
	reqs[0].req = CDROM_GET_CAPABILITY;
	reqs[0].arg = 0;
	reqs[1].name = "CDROM_DRIVE_STATUS";
	reqs[1].req = CDROM_DRIVE_STATUS;
	reqs[1].arg = (void *)(uintptr_t)CDSL_CURRENT;
	la_dev_wrong_fd("cdrom", reqs, 2);

	for (i = 0; i < sizeof paths / sizeof paths[0] && fd < 0; i++) {
		r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, paths[i],
			       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
		e = LA_ERROR(r);
		if (!e)
			fd = (int)r;
	}
	if (fd < 0 && (e == ENOENT || e == ENODEV || e == ENXIO ||
		       e == EACCES || e == EPERM)) {
		la_cdrom_report(1, "open /dev/sr0, /dev/cdrom: %s here (no CD "
				"drive on this machine, or not ours to open): "
				"CDROM_GET_CAPABILITY (%#x) and CDROM_DRIVE_STATUS "
				"(%#x) are not run", strerror(e),
				(unsigned)CDROM_GET_CAPABILITY,
				(unsigned)CDROM_DRIVE_STATUS);
		return;
	}
	la_cdrom_report(fd >= 0, "open %s: fd %d %s", paths[i - 1], fd,
			fd < 0 ? strerror(e) : "");
	if (fd < 0)
		return;

	r = la_dev_ioctl(fd, CDROM_GET_CAPABILITY, 0);
	la_cdrom_report(r >= 0 || la_dev_qemu_lacks(r),
			"CDROM_GET_CAPABILITY (%#x): %#lx%s%s %s",
			(unsigned)CDROM_GET_CAPABILITY, r < 0 ? 0 : (unsigned long)r,
			r >= 0 && (r & CDC_DVD) ? ", a DVD drive" : "",
			r >= 0 && (r & CDC_OPEN_TRAY) ? ", opens its tray" : "",
			r < 0 ? strerror((int)-r) : "");
	r = la_dev_ioctl(fd, CDROM_DRIVE_STATUS, (void *)(uintptr_t)CDSL_CURRENT);
	la_cdrom_report((r >= CDS_NO_INFO && r <= CDS_DISC_OK) ||
			la_dev_qemu_lacks(r), "CDROM_DRIVE_STATUS (%#x): "
			"%ld (CDS_NO_DISC %d, CDS_TRAY_OPEN %d, CDS_DISC_OK %d) %s",
			(unsigned)CDROM_DRIVE_STATUS, r, CDS_NO_DISC,
			CDS_TRAY_OPEN, CDS_DISC_OK, r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
