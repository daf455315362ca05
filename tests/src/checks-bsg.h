/* The checks of <linuxabi/bsg.h> that run real system calls, by number:
 * SG_IO with a struct linuxabi_sg_io_v4 on /dev/null, another driver's
 * character device, fails with ENOTTY; on the first node of /dev/bsg,
 * where there is one and it opens, SG_IO runs TEST UNIT READY (no data)
 * with guard 'Q', BSG_PROTOCOL_SCSI, BSG_SUB_PROTOCOL_SCSI_CMD, and
 * comes back with a SCSI status in device_status.  A machine without bsg
 * nodes, or one not ours to open, is an ok line naming the reason, as is
 * qemu-user without the request (ENOSYS).  Before including, a program
 * may define LA_SYSCALL and LA_ERROR (checks.h).  la_bsg_checks() prints
 * "ok - bsg: ..." or "not ok - bsg: ..." lines. */
#ifndef LA_BSG_CHECKS_H
#define LA_BSG_CHECKS_H

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/bsg.h>
#include <linuxabi/sg.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_bsg_report(good, ...) la_report_in("bsg", (good), __VA_ARGS__)

static void la_bsg_checks(void)
{
	struct linuxabi_sg_io_v4 io;
	unsigned char cdb[6], sense[32];
	struct la_dev_req req;
	struct dirent *d;
	char path[300];
	DIR *dir;
	long r;
	int fd, e;

	memset(&io, 0, sizeof io);
	io.guard = 'Q';
	req.name = "SG_IO (struct linuxabi_sg_io_v4)";
	req.req = SG_IO;
	req.arg = &io;
	la_dev_wrong_fd("bsg", &req, 1);

	path[0] = 0;
	dir = opendir("/dev/bsg");
	e = dir ? 0 : errno;
	while (dir && (d = readdir(dir)) != NULL) {
		if (d->d_name[0] != '.') {
			snprintf(path, sizeof path, "/dev/bsg/%s", d->d_name);
			break;
		}
	}
	if (dir)
		closedir(dir);
	if (!path[0]) {
		la_bsg_report(1, "/dev/bsg: %s here (no bsg node on this "
			     "machine): SG_IO (%#x) with struct "
			     "linuxabi_sg_io_v4 is not run",
			     e ? strerror(e) : "empty", (unsigned)SG_IO);
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_bsg_report(1, "open %s: %s (gone, or not ours to open): "
			     "SG_IO is not run", path, strerror(e));
		return;
	}
	la_bsg_report(!e, "open %s: fd %ld %s", path, r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	memset(cdb, 0, sizeof cdb);             /* TEST UNIT READY */
	memset(&io, 0, sizeof io);
	io.guard = 'Q';
	io.protocol = BSG_PROTOCOL_SCSI;
	io.subprotocol = BSG_SUB_PROTOCOL_SCSI_CMD;
	io.request_len = sizeof cdb;
	io.request = (uint64_t)(uintptr_t)cdb;
	io.max_response_len = sizeof sense;
	io.response = (uint64_t)(uintptr_t)sense;
	io.timeout = 10000;
	io.flags = BSG_FLAG_Q_AT_TAIL;
	r = la_dev_ioctl(fd, SG_IO, &io);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_bsg_report(1, "SG_IO on %s: ENOSYS (qemu-user does not "
			     "pass this request on)", path);
		close(fd);
		return;
	}
#endif
	la_bsg_report(r == 0 && io.device_status <= 0xff,
		      "SG_IO (%#x) TEST UNIT READY on %s: %ld, device status "
		      "%#x, driver %#x, transport %#x", (unsigned)SG_IO, path,
		      r, (unsigned)io.device_status, (unsigned)io.driver_status,
		      (unsigned)io.transport_status);
	close(fd);
}

#endif
