/* The checks of <linuxabi/i2c.h> that run real system calls, by number:
 * /dev/i2c-0 opened read-write and I2C_FUNCS into an unsigned long (the
 * kernel's type), which must name plain I2C or some SMBus transaction;
 * no check addresses a device or transfers a byte, which could change a
 * device's state.  A machine without an I2C adapter exposed to user
 * space (ENOENT: no i2c-dev) or one not ours to open (EACCES) is an ok
 * line naming the reason, as is qemu-user without the request.  And on
 * /dev/null, another driver's file, I2C_FUNCS, I2C_SLAVE, I2C_RDWR and
 * I2C_SMBUS (plain numbers in the kernel, no _IO() encoding to tell
 * drivers apart) must fail with ENOTTY (qemu 7.2 answers a request it
 * does not know with ENOSYS itself: an ok line).  Shared by
 * runtime-i2c.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_i2c_checks() prints
 * "ok - i2c: ..." or "not ok - i2c: ..." lines. */
#ifndef LA_I2C_CHECKS_H
#define LA_I2C_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/i2c.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_i2c_report(good, ...) la_report_in("i2c", (good), __VA_ARGS__)

/* the requests on a file of another driver: ENOTTY */
static void la_i2c_wrong_fd(void)
{
	union linuxabi_i2c_smbus_data data;
	struct linuxabi_i2c_msg msg;
	struct linuxabi_i2c_rdwr_ioctl_data rdwr;
	struct linuxabi_i2c_smbus_ioctl_data smbus;
	unsigned long funcs = 0;
	struct la_dev_req reqs[4];

	memset(&data, 0, sizeof data);
	memset(&msg, 0, sizeof msg);
	msg.addr = 0x50;
	msg.flags = I2C_M_RD;
	msg.len = 1;
	msg.buf = data.block;
	memset(&rdwr, 0, sizeof rdwr);
	rdwr.msgs = &msg;
	rdwr.nmsgs = 1;
	memset(&smbus, 0, sizeof smbus);
	smbus.read_write = I2C_SMBUS_READ;
	smbus.size = I2C_SMBUS_BYTE_DATA;
	smbus.data = &data;
	reqs[0].name = "I2C_FUNCS";
	reqs[0].req = I2C_FUNCS;
	reqs[0].arg = &funcs;
	reqs[1].name = "I2C_SLAVE";
	reqs[1].req = I2C_SLAVE;
	reqs[1].arg = (void *)0x50;	/* an address, passed as the argument */
	reqs[2].name = "I2C_RDWR";
	reqs[2].req = I2C_RDWR;
	reqs[2].arg = &rdwr;
	reqs[3].name = "I2C_SMBUS";
	reqs[3].req = I2C_SMBUS;
	reqs[3].arg = &smbus;
	la_dev_wrong_fd("i2c", reqs, 4);
}

static void la_i2c_checks(void)
{
	unsigned long funcs;
	long r;
	int fd, e;

	la_i2c_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/i2c-0",
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_i2c_report(1, "open /dev/i2c-0: %s here (no I2C adapter "
			      "with i2c-dev on this machine, or not ours to "
			      "open): I2C_FUNCS (%#lx) is not run",
			      strerror(e), (unsigned long)I2C_FUNCS);
		return;
	}
	la_i2c_report(!e, "open /dev/i2c-0: fd %ld %s", r,
		      e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	funcs = 0;
	r = la_dev_ioctl(fd, I2C_FUNCS, &funcs);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS || r == -EINVAL) {
		la_i2c_report(1, "ioctl I2C_FUNCS (%#lx): %s under qemu-user, "
			      "which does not translate it: not checked",
			      (unsigned long)I2C_FUNCS, strerror((int)-r));
		close(fd);
		return;
	}
#endif
	la_i2c_report(r == 0 && (funcs & (I2C_FUNC_I2C | I2C_FUNC_SMBUS_EMUL_ALL |
					  I2C_FUNC_SMBUS_HOST_NOTIFY)) != 0,
		      "ioctl I2C_FUNCS (%#lx) on /dev/i2c-0: %#lx "
		      "(I2C_FUNC_I2C %s, I2C_FUNC_SMBUS_BYTE_DATA %s) %s",
		      (unsigned long)I2C_FUNCS, funcs,
		      funcs & I2C_FUNC_I2C ? "set" : "clear",
		      (funcs & I2C_FUNC_SMBUS_BYTE_DATA) ==
			      I2C_FUNC_SMBUS_BYTE_DATA ? "set" : "clear",
		      r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
