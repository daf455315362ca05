/* The checks of <linuxabi/serial.h> that run real system calls, by
 * number: TIOCGSERIAL (a struct linuxabi_serial_struct) on /dev/null, not
 * a tty, fails with ENOTTY; on /dev/ttyS0, where it exists and opens,
 * TIOCGSERIAL answers the port's line and a UART type, and TIOCGICOUNT a
 * struct linuxabi_serial_icounter_struct of counts.  A machine without
 * the port (ENOENT, ENODEV, ENXIO, or EIO: no UART behind it) or one not
 * ours to open (EACCES, EPERM) is an ok line naming the reason, as is
 * qemu-user without the requests (ENOSYS); qemu-user 7.2 copies back only
 * the first int of TIOCGSERIAL's struct, which is all it checks there.
 * Before including, a program may define LA_SYSCALL and LA_ERROR
 * (checks.h).  la_serial_checks() prints "ok - serial: ..." or
 * "not ok - serial: ..." lines. */
#ifndef LA_SERIAL_CHECKS_H
#define LA_SERIAL_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/serial.h>
#include <linuxabi/tty.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_serial_report(good, ...) la_report_in("serial", (good), __VA_ARGS__)

static void la_serial_checks(void)
{
	struct linuxabi_serial_struct ss;
	struct linuxabi_serial_icounter_struct ic;
	struct la_dev_req req;
	long r;
	int fd, e;

	req.name = "TIOCGSERIAL";
	req.req = TIOCGSERIAL;
	req.arg = &ss;
	la_dev_wrong_fd("serial", &req, 1);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/ttyS0",
		       O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EIO ||
	    e == EACCES || e == EPERM) {
		la_serial_report(1, "open /dev/ttyS0: %s here (no such port, "
				 "no UART behind it, or not ours to open): "
				 "TIOCGSERIAL (%#x) is not run", strerror(e),
				 (unsigned)TIOCGSERIAL);
		return;
	}
	la_serial_report(!e, "open /dev/ttyS0: fd %ld %s", r,
			 e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	memset(&ss, 0xff, sizeof ss);
	r = la_dev_ioctl(fd, TIOCGSERIAL, &ss);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_serial_report(1, "TIOCGSERIAL on /dev/ttyS0: ENOSYS "
				 "(qemu-user does not pass this request on)");
		close(fd);
		return;
	}
	if (r == 0 && ss.line == -1 && ss.baud_base == -1) {
		/* qemu 7.2 declares TIOCGSERIAL's argument an int * */
		la_serial_report(ss.type >= PORT_UNKNOWN, "TIOCGSERIAL (%#x) "
				 "on /dev/ttyS0: 0, type %d; qemu-user copies "
				 "back only the struct's first int (its table "
				 "declares the argument an int *): the rest is "
				 "not checked", (unsigned)TIOCGSERIAL,
				 (int)ss.type);
		close(fd);
		return;
	}
#endif
	la_serial_report(r == 0 && ss.line == 0 && ss.type >= PORT_UNKNOWN,
			 "TIOCGSERIAL (%#x) on /dev/ttyS0: %ld, line %d, type "
			 "%d, port %#x, irq %d, baud_base %d, flags %#x",
			 (unsigned)TIOCGSERIAL, r, (int)ss.line, (int)ss.type,
			 (unsigned)ss.port, (int)ss.irq, (int)ss.baud_base,
			 (unsigned)ss.flags);
	memset(&ic, 0xff, sizeof ic);
	r = la_dev_ioctl(fd, TIOCGICOUNT, &ic);
	la_serial_report((r == 0 && ic.rx >= 0 && ic.tx >= 0) || r == -ENOTTY ||
			 r == -EINVAL, "TIOCGICOUNT (%#x) on /dev/ttyS0: %ld%s, "
			 "rx %d, tx %d", (unsigned)TIOCGICOUNT, r,
			 r ? " (the driver keeps no counts)" : "",
			 r ? 0 : (int)ic.rx, r ? 0 : (int)ic.tx);
	close(fd);
}

#endif
