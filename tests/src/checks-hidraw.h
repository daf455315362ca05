/* The checks of <linuxabi/hidraw.h> that run real system calls: the
 * first /dev/hidrawN there is, opened read-only, HIDIOCGRAWINFO into a
 * struct linuxabi_hidraw_devinfo filled with 0xff first, HIDIOCGRDESCSIZE
 * (at most HID_MAX_DESCRIPTOR_SIZE), HIDIOCGRDESC with that size, and
 * LINUXABI_HIDIOCGRAWNAME(256) (the name's length).  A machine without a
 * raw HID device, or one not ours to open (EACCES, EPERM), is an ok line
 * naming the reason.  And on /dev/null, another driver's file,
 * HIDIOCGRAWINFO and LINUXABI_HIDIOCGRAWNAME() must fail with ENOTTY
 * (under qemu 7.2, its own ENOSYS for a request it does not know: an ok
 * line).  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (checks.h).  la_hidraw_checks() prints "ok - hidraw: ..." or
 * "not ok - hidraw: ..." lines. */
#ifndef LA_HIDRAW_CHECKS_H
#define LA_HIDRAW_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/hidraw.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_hidraw_report(good, ...) la_report_in("hidraw", (good), __VA_ARGS__)

static void la_hidraw_checks(void)
{
	static struct linuxabi_hidraw_report_descriptor desc;
	struct linuxabi_hidraw_devinfo info;
	struct la_dev_req reqs[2];
	char path[300], name[256];
	int32_t size = -1;
	long r;
	int fd, e;

	reqs[0].name = "HIDIOCGRAWINFO";
	reqs[0].req = HIDIOCGRAWINFO;
	reqs[0].arg = &info;
	reqs[1].name = "HIDIOCGRAWNAME(256)";
	reqs[1].req = LINUXABI_HIDIOCGRAWNAME(256);
	reqs[1].arg = name;
	la_dev_wrong_fd("hidraw", reqs, 2);

	if (!la_dev_find("hidraw", path, sizeof path)) {
		la_hidraw_report(1, "no /dev/hidrawN on this machine (no raw HID "
				 "device): HIDIOCGRAWINFO (%#lx), HIDIOCGRDESCSIZE "
				 "and HIDIOCGRDESC are not run",
				 (unsigned long)HIDIOCGRAWINFO);
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == EACCES || e == EPERM || e == ENODEV || e == ENXIO) {
		la_hidraw_report(1, "open %s: %s here (not ours to open): "
				 "HIDIOCGRAWINFO (%#lx) is not run", path,
				 strerror(e), (unsigned long)HIDIOCGRAWINFO);
		return;
	}
	la_hidraw_report(!e, "open %s: fd %ld %s", path, r,
			 e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&info, 0xff, sizeof info);
	r = la_dev_ioctl(fd, HIDIOCGRAWINFO, &info);
	la_hidraw_report(la_dev_qemu_lacks(r) ||
			 (r >= 0 && info.bustype != 0xffffffffu),
			 "HIDIOCGRAWINFO (%#lx) with a %d-byte struct "
			 "linuxabi_hidraw_devinfo: bus %#x, vendor %04x, "
			 "product %04x %s", (unsigned long)HIDIOCGRAWINFO,
			 (int)sizeof info, (unsigned)info.bustype,
			 (unsigned)(uint16_t)info.vendor,
			 (unsigned)(uint16_t)info.product,
			 r < 0 ? strerror((int)-r) : "");

	r = la_dev_ioctl(fd, HIDIOCGRDESCSIZE, &size);
	la_hidraw_report(la_dev_qemu_lacks(r) ||
			 (r >= 0 && size >= 0 &&
			  size <= HID_MAX_DESCRIPTOR_SIZE),
			 "HIDIOCGRDESCSIZE (%#lx): %d bytes (at most "
			 "HID_MAX_DESCRIPTOR_SIZE, %d) %s",
			 (unsigned long)HIDIOCGRDESCSIZE, (int)size,
			 HID_MAX_DESCRIPTOR_SIZE,
			 r < 0 ? strerror((int)-r) : "");
	if (r >= 0 && size >= 0 && size <= HID_MAX_DESCRIPTOR_SIZE) {
		desc.size = (uint32_t)size;
		r = la_dev_ioctl(fd, HIDIOCGRDESC, &desc);
		la_hidraw_report(la_dev_qemu_lacks(r) || r >= 0,
				 "HIDIOCGRDESC (%#lx) with a %d-byte struct "
				 "linuxabi_hidraw_report_descriptor: first "
				 "item %#x %s", (unsigned long)HIDIOCGRDESC,
				 (int)sizeof desc, (unsigned)desc.value[0],
				 r < 0 ? strerror((int)-r) : "");
	}

	memset(name, 0, sizeof name);
	r = la_dev_ioctl(fd, LINUXABI_HIDIOCGRAWNAME(256), name);
	la_hidraw_report(la_dev_qemu_lacks(r) || r >= 0,
			 "HIDIOCGRAWNAME(256) (%#lx): \"%.255s\" %s",
			 (unsigned long)LINUXABI_HIDIOCGRAWNAME(256), name,
			 r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
