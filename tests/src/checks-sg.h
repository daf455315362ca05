/* The checks of <linuxabi/sg.h> that run real system calls, by number:
 * SG_GET_VERSION_NUM and SG_IO (a zeroed struct linuxabi_sg_io_hdr) on
 * /dev/null, another driver's character device, fail with ENOTTY; on
 * /dev/sg0, where it exists and opens, SG_GET_VERSION_NUM answers a
 * version of the 3.x interface and SG_GET_SCSI_ID a struct
 * linuxabi_sg_scsi_id with a non-negative host.  A machine without SCSI
 * generic devices (ENOENT, ENODEV, ENXIO) or one not ours to open
 * (EACCES, EPERM) is an ok line naming the reason, as is qemu-user
 * without the requests (ENOSYS).  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (checks.h).  la_sg_checks() prints
 * "ok - sg: ..." or "not ok - sg: ..." lines. */
#ifndef LA_SG_CHECKS_H
#define LA_SG_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/sg.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_sg_report(good, ...) la_report_in("sg", (good), __VA_ARGS__)

static void la_sg_checks(void)
{
	struct linuxabi_sg_io_hdr hdr;
	struct linuxabi_sg_scsi_id id;
	struct la_dev_req reqs[2];
	int version = -1;
	long r;
	int fd, e;

	memset(&hdr, 0, sizeof hdr);
	reqs[0].name = "SG_GET_VERSION_NUM";
	reqs[0].req = SG_GET_VERSION_NUM;
	reqs[0].arg = &version;
	reqs[1].name = "SG_IO";
	reqs[1].req = SG_IO;
	reqs[1].arg = &hdr;
	la_dev_wrong_fd("sg", reqs, 2);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/sg0",
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_sg_report(1, "open /dev/sg0: %s here (no SCSI generic "
			     "device on this machine, or not ours to open): "
			     "SG_GET_VERSION_NUM (%#x) is not run",
			     strerror(e), (unsigned)SG_GET_VERSION_NUM);
		return;
	}
	la_sg_report(!e, "open /dev/sg0: fd %ld %s", r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	r = la_dev_ioctl(fd, SG_GET_VERSION_NUM, &version);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_sg_report(1, "SG_GET_VERSION_NUM on /dev/sg0: ENOSYS "
			     "(qemu-user does not pass this request on)");
		close(fd);
		return;
	}
#endif
	la_sg_report(r == 0 && version >= 30000 && version < 50000,
		     "SG_GET_VERSION_NUM (%#x): %ld, version %d",
		     (unsigned)SG_GET_VERSION_NUM, r, version);
	memset(&id, 0xff, sizeof id);
	r = la_dev_ioctl(fd, SG_GET_SCSI_ID, &id);
	la_sg_report(r == 0 && id.host_no >= 0 && id.unused[0] == 0,
		     "SG_GET_SCSI_ID (%#x): %ld, %d:%d:%d:%d type %d",
		     (unsigned)SG_GET_SCSI_ID, r, (int)id.host_no,
		     (int)id.channel, (int)id.scsi_id, (int)id.lun,
		     (int)id.scsi_type);
	close(fd);
}

#endif
