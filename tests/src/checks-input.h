/* The checks of <linuxabi/input.h> that run real system calls, by
 * number, only requests that read: EVIOCGVERSION, EVIOCGID,
 * LINUXABI_EVIOCGNAME(), LINUXABI_EVIOCGBIT() and EVIOCGRAB on another
 * driver's file (/dev/null) fail with ENOTTY; on /dev/input/event0,
 * opened read-only, EVIOCGVERSION answers a version, EVIOCGID a struct
 * linuxabi_input_id, LINUXABI_EVIOCGNAME() a name and
 * LINUXABI_EVIOCGBIT(0) a bitmap with EV_SYN set.  A machine without
 * input devices (no /dev/input/event0), or one not ours to open, is an
 * ok line saying so.  Nothing is grabbed or changed.  (A device of our
 * own, made through /dev/uinput, is checks-uinput.h's.)
 * Shared by runtime-input.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_input_checks() prints "ok - input: ..." or "not ok - input: ..."
 * lines. */
#ifndef LA_INPUT_CHECKS_H
#define LA_INPUT_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/input.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_input_report(good, ...) \
	la_report_in("input", (good), __VA_ARGS__)

/* the requests on a file of another driver: ENOTTY */
static void la_input_wrong_fd(void)
{
	static char name[256];
	static uint8_t evbits[4];
	static struct linuxabi_input_id id;
	static int version, grab;
	struct la_dev_req reqs[5];

	reqs[0].name = "EVIOCGVERSION";
	reqs[0].req = EVIOCGVERSION;
	reqs[0].arg = &version;
	reqs[1].name = "EVIOCGID, a struct linuxabi_input_id";
	reqs[1].req = EVIOCGID;
	reqs[1].arg = &id;
	reqs[2].name = "LINUXABI_EVIOCGNAME(256)";
	reqs[2].req = LINUXABI_EVIOCGNAME(sizeof name);
	reqs[2].arg = name;
	reqs[3].name = "LINUXABI_EVIOCGBIT(0, 4)";
	reqs[3].req = LINUXABI_EVIOCGBIT(0, sizeof evbits);
	reqs[3].arg = evbits;
	reqs[4].name = "EVIOCGRAB";
	reqs[4].req = EVIOCGRAB;
	reqs[4].arg = &grab;
	la_dev_wrong_fd("input", reqs, 5);
}

/* what event device FD says of itself */
static void la_input_read_device(int fd, const char *path)
{
	struct linuxabi_input_id id;
	char name[256];
	uint8_t evbits[4];
	int version = 0;
	long r, r2, r3, r4;

	memset(&id, 0xff, sizeof id);
	memset(name, 0, sizeof name);
	memset(evbits, 0, sizeof evbits);
	r = la_dev_ioctl(fd, EVIOCGVERSION, &version);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_input_report(1, "ioctl EVIOCGVERSION (%#lx) on %s: %s "
				"under qemu-user, which does not translate "
				"it: not checked", (unsigned long)EVIOCGVERSION,
				path, strerror((int)-r));
		return;
	}
#endif
	r2 = la_dev_ioctl(fd, EVIOCGID, &id);
	r3 = la_dev_ioctl(fd, LINUXABI_EVIOCGNAME(sizeof name - 1), name);
	r4 = la_dev_ioctl(fd, LINUXABI_EVIOCGBIT(0, sizeof evbits), evbits);
	la_input_report(r == 0 && version >= 0x010000 && r2 == 0 &&
			id.bustype != 0xffff && r3 >= 0 && r4 > 0 &&
			(evbits[0] & (1 << EV_SYN)),
			"%s: EVIOCGVERSION (%#lx) %#x, EVIOCGID (%#lx) bus %#x "
			"vendor %#x product %#x version %#x, "
			"LINUXABI_EVIOCGNAME(255) \"%s\", LINUXABI_EVIOCGBIT(0) "
			"%02x%02x%02x%02x (EV_SYN set): %ld %ld %ld %ld", path,
			(unsigned long)EVIOCGVERSION, (unsigned)version,
			(unsigned long)EVIOCGID, (unsigned)id.bustype,
			(unsigned)id.vendor, (unsigned)id.product,
			(unsigned)id.version, name, (unsigned)evbits[3],
			(unsigned)evbits[2], (unsigned)evbits[1],
			(unsigned)evbits[0], r, r2, r3, r4);
}

static void la_input_checks(void)
{
	const char *path = "/dev/input/event0";
	long r;
	int e;

	la_input_wrong_fd();
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_input_report(1, "open %s: %s here (no input device on "
				"this machine, or not ours to open): "
				"EVIOCGVERSION (%#lx) and the other reads are "
				"not run", path, strerror(e),
				(unsigned long)EVIOCGVERSION);
		return;
	}
	la_input_report(!e, "open %s: fd %ld %s", path, r,
			e ? strerror(e) : "");
	if (e)
		return;
	la_input_read_device((int)r, path);
	close((int)r);
}

#endif
