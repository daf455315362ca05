/* The checks of <linuxabi/gpio.h> that run real system calls, by number:
 * /dev/gpiochip0 opened read-only, GPIO_GET_CHIPINFO_IOCTL into a struct
 * linuxabi_gpiochip_info (its request's size field is our struct's 68
 * bytes: a wrong size is ENOTTY), then GPIO_V2_GET_LINEINFO_IOCTL (Linux
 * 5.10) and GPIO_GET_LINEINFO_IOCTL of line 0, which read nothing that
 * changes a line.  A machine without a GPIO chip (ENOENT, ENODEV) or one
 * not ours to open (EACCES) is an ok line naming the reason, as is
 * qemu-user without the requests (ENOTTY, ENOSYS).  And on /dev/null, a
 * character device of another driver, the chip's and a line request's
 * requests must fail with ENOTTY, not reach some other driver's request
 * (qemu 7.2 answers ENOSYS itself, without the kernel: an ok line).
 * Shared by runtime-gpio.c and emulated.c; before including, a program
 * may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_gpio_checks() prints "ok - gpio: ..." or "not ok - gpio: ..." lines. */
#ifndef LA_GPIO_CHECKS_H
#define LA_GPIO_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/gpio.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_gpio_report(good, ...) la_report_in("gpio", (good), __VA_ARGS__)

/* a request on a file of another driver: ENOTTY */
static void la_gpio_wrong_fd(void)
{
	struct linuxabi_gpio_v2_line_request req;
	struct la_dev_req reqs[3];

	memset(&req, 0, sizeof req);
	reqs[0].name = "GPIO_GET_CHIPINFO_IOCTL";
	reqs[0].req = GPIO_GET_CHIPINFO_IOCTL;
	reqs[1].name = "GPIO_V2_GET_LINE_IOCTL";
	reqs[1].req = GPIO_V2_GET_LINE_IOCTL;
	reqs[2].name = "GPIO_V2_LINE_GET_VALUES_IOCTL";
	reqs[2].req = GPIO_V2_LINE_GET_VALUES_IOCTL;
	reqs[0].arg = reqs[1].arg = reqs[2].arg = &req;
	la_dev_wrong_fd("gpio", reqs, 3);
}

static void la_gpio_checks(void)
{
	struct linuxabi_gpiochip_info chip;
	struct linuxabi_gpio_v2_line_info info;
	struct linuxabi_gpioline_info info1;
	long r;
	int fd, e;

	la_gpio_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/gpiochip0",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_gpio_report(1, "open /dev/gpiochip0: %s here (no GPIO chip "
			       "on this machine, or not ours to open): "
			       "GPIO_GET_CHIPINFO_IOCTL (%#lx) and the line "
			       "info requests are not run", strerror(e),
			       (unsigned long)GPIO_GET_CHIPINFO_IOCTL);
		return;
	}
	la_gpio_report(!e, "open /dev/gpiochip0: fd %ld %s", r,
		       e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&chip, 0xff, sizeof chip);
	r = la_dev_ioctl(fd, GPIO_GET_CHIPINFO_IOCTL, &chip);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_gpio_report(1, "ioctl GPIO_GET_CHIPINFO_IOCTL (%#lx): %s "
			       "under qemu-user, which does not translate it: "
			       "not checked",
			       (unsigned long)GPIO_GET_CHIPINFO_IOCTL,
			       strerror((int)-r));
		close(fd);
		return;
	}
#endif
	la_gpio_report(r == 0 && memchr(chip.name, 0, sizeof chip.name) &&
		       memchr(chip.label, 0, sizeof chip.label),
		       "ioctl GPIO_GET_CHIPINFO_IOCTL (%#lx) with a %d-byte "
		       "struct linuxabi_gpiochip_info: %.32s (%.32s), %u lines "
		       "%s", (unsigned long)GPIO_GET_CHIPINFO_IOCTL,
		       (int)sizeof chip, r ? "" : chip.name,
		       r ? "" : chip.label, r ? 0 : (unsigned)chip.lines,
		       r < 0 ? strerror((int)-r) : "");
	if (r || chip.lines == 0) {
		close(fd);
		return;
	}

	memset(&info, 0, sizeof info);
	info.offset = 0;
	r = la_dev_ioctl(fd, GPIO_V2_GET_LINEINFO_IOCTL, &info);
	if (r == -ENOTTY || r == -EINVAL)
		la_gpio_report(1, "ioctl GPIO_V2_GET_LINEINFO_IOCTL (%#lx): "
			       "%s (a kernel before 5.10 has no v2 requests): "
			       "not checked",
			       (unsigned long)GPIO_V2_GET_LINEINFO_IOCTL,
			       strerror((int)-r));
	else
		la_gpio_report(r == 0 && info.offset == 0 &&
			       info.num_attrs <= GPIO_V2_LINE_NUM_ATTRS_MAX &&
			       memchr(info.name, 0, sizeof info.name),
			       "ioctl GPIO_V2_GET_LINEINFO_IOCTL (%#lx) of line "
			       "0 with a %d-byte struct "
			       "linuxabi_gpio_v2_line_info: flags %#llx, %u "
			       "attributes %s",
			       (unsigned long)GPIO_V2_GET_LINEINFO_IOCTL,
			       (int)sizeof info,
			       (unsigned long long)info.flags,
			       (unsigned)info.num_attrs,
			       r < 0 ? strerror((int)-r) : "");

	memset(&info1, 0, sizeof info1);
	r = la_dev_ioctl(fd, GPIO_GET_LINEINFO_IOCTL, &info1);
	if (r == -ENOTTY || r == -EINVAL)
		la_gpio_report(1, "ioctl GPIO_GET_LINEINFO_IOCTL (%#lx): %s "
			       "(a kernel built without the v1 interface): "
			       "not checked",
			       (unsigned long)GPIO_GET_LINEINFO_IOCTL,
			       strerror((int)-r));
	else
		la_gpio_report(r == 0 && info1.line_offset == 0 &&
			       memchr(info1.name, 0, sizeof info1.name),
			       "ioctl GPIO_GET_LINEINFO_IOCTL (%#lx) of line 0 "
			       "with a %d-byte struct linuxabi_gpioline_info: "
			       "flags %#x %s",
			       (unsigned long)GPIO_GET_LINEINFO_IOCTL,
			       (int)sizeof info1, (unsigned)info1.flags,
			       r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
