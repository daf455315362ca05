/* The checks of <linuxabi/spidev.h> that run real system calls, by
 * number: /dev/spidev0.0 opened read-only and its settings read,
 * SPI_IOC_RD_MODE32 into a uint32_t, SPI_IOC_RD_MODE into a uint8_t (the
 * low byte of the same mode), SPI_IOC_RD_BITS_PER_WORD and
 * SPI_IOC_RD_MAX_SPEED_HZ; nothing is written or transferred, which
 * could drive a device.  A machine without an SPI device exposed to
 * user space (ENOENT: no spidev) or one not ours to open (EACCES) is an
 * ok line naming the reason, as is qemu-user without the requests
 * (ENOTTY, ENOSYS).  And on /dev/null, another driver's file,
 * SPI_IOC_RD_MODE32 and LINUXABI_SPI_IOC_MESSAGE(1) must fail with ENOTTY
 * (under qemu 7.2, its own ENOSYS for a request it does not know).
 * Shared by runtime-spidev.c and emulated.c; before including, a program
 * may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_spidev_checks() prints "ok - spidev: ..." or "not ok - spidev: ..."
 * lines. */
#ifndef LA_SPIDEV_CHECKS_H
#define LA_SPIDEV_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/spidev.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_spidev_report(good, ...) \
	la_report_in("spidev", (good), __VA_ARGS__)

/* the requests on a file of another driver: ENOTTY */
static void la_spidev_wrong_fd(void)
{
	struct linuxabi_spi_ioc_transfer xfer;
	uint8_t buf[4];
	uint32_t mode = 0;
	struct la_dev_req reqs[2];

	memset(&xfer, 0, sizeof xfer);
	memset(buf, 0, sizeof buf);
	xfer.tx_buf = (uint64_t)(uintptr_t)buf;
	xfer.len = sizeof buf;
	reqs[0].name = "SPI_IOC_RD_MODE32";
	reqs[0].req = SPI_IOC_RD_MODE32;
	reqs[0].arg = &mode;
	reqs[1].name = "LINUXABI_SPI_IOC_MESSAGE(1), a struct "
		       "linuxabi_spi_ioc_transfer";
	reqs[1].req = LINUXABI_SPI_IOC_MESSAGE(1);
	reqs[1].arg = &xfer;
	la_dev_wrong_fd("spidev", reqs, 2);
}

static void la_spidev_checks(void)
{
	uint32_t mode32 = 0, speed = 0;
	uint8_t mode = 0, bits = 0;
	long r, r2, r3, r4;
	int fd, e;

	la_spidev_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/spidev0.0",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM || e == EBUSY) {
		la_spidev_report(1, "open /dev/spidev0.0: %s here (no SPI "
				 "device with spidev on this machine, or not "
				 "ours to open): SPI_IOC_RD_MODE32 (%#lx) and "
				 "the other reads are not run", strerror(e),
				 (unsigned long)SPI_IOC_RD_MODE32);
		return;
	}
	la_spidev_report(!e, "open /dev/spidev0.0: fd %ld %s", r,
			 e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	r = la_dev_ioctl(fd, SPI_IOC_RD_MODE32, &mode32);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_spidev_report(1, "ioctl SPI_IOC_RD_MODE32 (%#lx): %s under "
				 "qemu-user, which does not translate it: not "
				 "checked", (unsigned long)SPI_IOC_RD_MODE32,
				 strerror((int)-r));
		close(fd);
		return;
	}
#endif
	r2 = la_dev_ioctl(fd, SPI_IOC_RD_MODE, &mode);
	r3 = la_dev_ioctl(fd, SPI_IOC_RD_BITS_PER_WORD, &bits);
	r4 = la_dev_ioctl(fd, SPI_IOC_RD_MAX_SPEED_HZ, &speed);
	la_spidev_report(r == 0 && r2 == 0 && r3 == 0 && r4 == 0 &&
			 mode == (uint8_t)mode32,
			 "SPI_IOC_RD_MODE32 (%#lx) %#x (SPI_MODE_%u), "
			 "SPI_IOC_RD_MODE (%#lx) %#x, SPI_IOC_RD_BITS_PER_WORD "
			 "%u, SPI_IOC_RD_MAX_SPEED_HZ %u: %ld %ld %ld %ld",
			 (unsigned long)SPI_IOC_RD_MODE32, (unsigned)mode32,
			 (unsigned)(mode32 & SPI_MODE_X_MASK),
			 (unsigned long)SPI_IOC_RD_MODE, (unsigned)mode,
			 (unsigned)bits, (unsigned)speed, r, r2, r3, r4);
	close(fd);
}

#endif
