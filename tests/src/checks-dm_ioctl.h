/* The checks of <linuxabi/dm-ioctl.h> that run real system calls:
 * /dev/mapper/control opened read-write (root's), DM_VERSION with a
 * struct linuxabi_dm_ioctl asking for version 4.0.0: the kernel answers
 * with its interface version, whose major must be DM_VERSION_MAJOR (4),
 * and DM_LIST_VERSIONS with room for the target types, whose first
 * record is a struct linuxabi_dm_target_versions.  A machine without the
 * device mapper (no node: ENOENT; a node but no driver: ENODEV, ENXIO)
 * or not root (EACCES, EPERM) is an ok line naming the reason.  And on
 * /dev/null, another driver's file, DM_VERSION must fail with ENOTTY.
 * Before including, a program may define LA_SYSCALL and LA_ERROR
 * (checks.h).  la_dm_ioctl_checks() prints "ok - dm-ioctl: ..." or
 * "not ok - dm-ioctl: ..." lines. */
#ifndef LA_DM_IOCTL_CHECKS_H
#define LA_DM_IOCTL_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/dm-ioctl.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_dm_report(good, ...) la_report_in("dm-ioctl", (good), __VA_ARGS__)

/* a request's buffer: the struct and room for its data */
union la_dm_buf {
	struct linuxabi_dm_ioctl io;
	uint64_t align;
	char bytes[16384];
};

/* the buffer for REQ: version 4.0.0, the whole size, data after the
   struct */
static void la_dm_init(union la_dm_buf *b)
{
	memset(b, 0, sizeof *b);
	b->io.version[0] = DM_VERSION_MAJOR;
	b->io.data_size = (uint32_t)sizeof *b;
	b->io.data_start = (uint32_t)sizeof b->io;
}

static void la_dm_ioctl_checks(void)
{
	static union la_dm_buf b;
	struct linuxabi_dm_target_versions tv;
	struct la_dev_req req;
	long r;
	int fd, e;

	la_dm_init(&b);
	req.name = "DM_VERSION";
	req.req = DM_VERSION;
	req.arg = &b;
	la_dev_wrong_fd("dm-ioctl", &req, 1);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/mapper/control",
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_dm_report(1, "open /dev/mapper/control: %s here (no device "
			     "mapper in this kernel, or not root): DM_VERSION "
			     "(%#lx) is not run", strerror(e),
			     (unsigned long)DM_VERSION);
		return;
	}
	la_dm_report(!e, "open /dev/mapper/control: fd %ld %s", r,
		     e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	la_dm_init(&b);
	r = la_dev_ioctl(fd, DM_VERSION, &b);
#ifdef LA_QEMU
	if (r == -ENOTTY || r == -ENOSYS) {
		la_dm_report(1, "DM_VERSION (%#lx): %s under qemu-user, which "
			     "does not translate it: not checked",
			     (unsigned long)DM_VERSION, strerror((int)-r));
		close(fd);
		return;
	}
#endif
	la_dm_report(r == 0 && b.io.version[0] == DM_VERSION_MAJOR,
		     "DM_VERSION (%#lx) with a %d-byte struct "
		     "linuxabi_dm_ioctl: interface %u.%u.%u (major %d wanted) "
		     "%s", (unsigned long)DM_VERSION, (int)sizeof b.io,
		     (unsigned)b.io.version[0], (unsigned)b.io.version[1],
		     (unsigned)b.io.version[2], DM_VERSION_MAJOR,
		     r < 0 ? strerror((int)-r) : "");

	la_dm_init(&b);
	r = la_dev_ioctl(fd, DM_LIST_VERSIONS, &b);
	memcpy(&tv, b.bytes + b.io.data_start, sizeof tv);
	la_dm_report(r == 0 && b.io.data_start >= sizeof b.io &&
		     !(b.io.flags & DM_BUFFER_FULL_FLAG) &&
		     b.io.data_size <= sizeof b,
		     "DM_LIST_VERSIONS (%#lx): data at %u, %u bytes, first "
		     "target type \"%.*s\" %u.%u.%u %s",
		     (unsigned long)DM_LIST_VERSIONS,
		     (unsigned)b.io.data_start, (unsigned)b.io.data_size,
		     DM_MAX_TYPE_NAME,
		     b.bytes + b.io.data_start + sizeof tv,
		     (unsigned)tv.version[0], (unsigned)tv.version[1],
		     (unsigned)tv.version[2], r < 0 ? strerror((int)-r) : "");
	close(fd);
}

#endif
