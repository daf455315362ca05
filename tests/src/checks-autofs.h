/* The checks of <linuxabi/autofs.h> that run real system calls, by
 * number: AUTOFS_IOC_PROTOVER, AUTOFS_IOC_SETTIMEOUT (the per-ABI one)
 * and AUTOFS_DEV_IOCTL_VERSION on /dev/null, not an autofs file, fail
 * with ENOTTY; on the control device /dev/autofs, where it exists and
 * opens, AUTOFS_DEV_IOCTL_VERSION answers major version 1 in a struct
 * linuxabi_autofs_dev_ioctl, and AUTOFS_DEV_IOCTL_ISMOUNTPOINT finds "/"
 * a mount point, its file system's magic number in u.ismountpoint.u.out
 * (both unprivileged since Linux 4.14; EPERM before).  A machine without
 * the device (no autofs module, as the build machine), or one where it is
 * not ours to open, is an ok line naming the reason, as is qemu-user
 * without the requests (ENOSYS).  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (checks.h).  la_autofs_checks() prints
 * "ok - autofs: ..." or "not ok - autofs: ..." lines. */
#ifndef LA_AUTOFS_CHECKS_H
#define LA_AUTOFS_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/autofs.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_autofs_report(good, ...) la_report_in("autofs", (good), __VA_ARGS__)

/* a /dev/autofs request with room for a path after the fixed part */
struct la_autofs_req {
	struct linuxabi_autofs_dev_ioctl io;
	char path[8];
};

/* the header every /dev/autofs request starts with; PATH, if not
   NULL, follows it */
static void la_autofs_init(struct la_autofs_req *r, const char *path)
{
	memset(r, 0, sizeof *r);
	r->io.ver_major = AUTOFS_DEV_IOCTL_VERSION_MAJOR;
	r->io.ver_minor = 0;
	r->io.size = AUTOFS_DEV_IOCTL_SIZE;
	r->io.ioctlfd = -1;
	if (path) {
		strcpy(r->path, path);
		r->io.size += (uint32_t)strlen(path) + 1;
	}
}

static void la_autofs_checks(void)
{
	struct la_autofs_req req;
	struct la_dev_req wrong[3];
	uint64_t timeout = 0;
	int32_t ver = 0;
	long r;
	int fd, e;

	wrong[0].name = "AUTOFS_IOC_PROTOVER";
	wrong[0].req = AUTOFS_IOC_PROTOVER;
	wrong[0].arg = &ver;
	wrong[1].name = "AUTOFS_IOC_SETTIMEOUT";
	wrong[1].req = AUTOFS_IOC_SETTIMEOUT;
	wrong[1].arg = &timeout;
	wrong[2].name = "AUTOFS_DEV_IOCTL_VERSION";
	wrong[2].req = AUTOFS_DEV_IOCTL_VERSION;
	la_autofs_init(&req, NULL);
	wrong[2].arg = &req.io;
	la_dev_wrong_fd("autofs", wrong, 3);

	la_autofs_report(sizeof (struct linuxabi_autofs_dev_ioctl) ==
			 AUTOFS_DEV_IOCTL_SIZE, "sizeof (struct "
			 "linuxabi_autofs_dev_ioctl) %u, AUTOFS_DEV_IOCTL_SIZE %u",
			 (unsigned)sizeof (struct linuxabi_autofs_dev_ioctl),
			 (unsigned)AUTOFS_DEV_IOCTL_SIZE);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/autofs",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO) {
		la_autofs_report(1, "no /dev/autofs here (%s: no autofs "
				 "module): AUTOFS_DEV_IOCTL_VERSION (%#x) is "
				 "not run", strerror(e),
				 (unsigned)AUTOFS_DEV_IOCTL_VERSION);
		return;
	}
	if (e == EACCES || e == EPERM) {
		la_autofs_report(1, "open /dev/autofs: %s (not ours to open): "
				 "AUTOFS_DEV_IOCTL_VERSION is not run",
				 strerror(e));
		return;
	}
	la_autofs_report(!e, "open /dev/autofs: fd %ld %s", r,
			 e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	la_autofs_init(&req, NULL);
	r = la_dev_ioctl(fd, AUTOFS_DEV_IOCTL_VERSION, &req.io);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_autofs_report(1, "AUTOFS_DEV_IOCTL_VERSION on /dev/autofs: "
				 "%s (qemu-user does not pass this request "
				 "on)", strerror(ENOSYS));
		close(fd);
		return;
	}
#endif
	if (r == -EPERM) {
		la_autofs_report(1, "AUTOFS_DEV_IOCTL_VERSION on /dev/autofs: "
				 "EPERM (before Linux 4.14, for root only)");
		close(fd);
		return;
	}
	la_autofs_report(r == 0 && req.io.ver_major == 1,
			 "AUTOFS_DEV_IOCTL_VERSION (%#x) on /dev/autofs: %ld, "
			 "version %u.%u", (unsigned)AUTOFS_DEV_IOCTL_VERSION,
			 r, (unsigned)req.io.ver_major,
			 (unsigned)req.io.ver_minor);

	la_autofs_init(&req, "/");
	req.io.u.ismountpoint.u.in.type = AUTOFS_TYPE_ANY;
	r = la_dev_ioctl(fd, AUTOFS_DEV_IOCTL_ISMOUNTPOINT, &req.io);
	la_autofs_report(r == 1 && req.io.u.ismountpoint.u.out.magic != 0,
			 "AUTOFS_DEV_IOCTL_ISMOUNTPOINT (%#x) on \"/\": %ld "
			 "(1: a mount point), device %#x, magic %#x",
			 (unsigned)AUTOFS_DEV_IOCTL_ISMOUNTPOINT, r,
			 (unsigned)req.io.u.ismountpoint.u.out.devid,
			 (unsigned)req.io.u.ismountpoint.u.out.magic);
	close(fd);
}

#endif
