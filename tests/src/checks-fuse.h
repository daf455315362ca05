/* The checks of <linuxabi/fuse.h> that run real system calls, by number:
 *  - on /dev/null, another driver's file, FUSE_DEV_IOC_CLONE,
 *    FUSE_DEV_IOC_BACKING_OPEN, FUSE_DEV_IOC_BACKING_CLOSE and
 *    FUSE_DEV_IOC_SYNC_INIT fail with ENOTTY (checks-dev.h);
 *  - /dev/fuse opened, not mounted: read(2) of FUSE_MIN_READ_BUFFER
 *    bytes fails with EPERM (no connection yet), FUSE_DEV_IOC_CLONE of
 *    /dev/null's fd (not a FUSE device) with EINVAL, and of another
 *    unmounted /dev/fuse fd with EINVAL (EPERM on newer kernels);
 *  - a mount(2) of type "fuse" with fd=N on a fresh directory of the
 *    current one: the first request read through struct
 *    linuxabi_fuse_in_header and _fuse_init_in is FUSE_INIT of major
 *    FUSE_KERNEL_VERSION, the reply (struct linuxabi_fuse_out_header and
 *    _fuse_init_out) is taken whole, and FUSE_DEV_IOC_CLONE of the
 *    mounted fd on a second /dev/fuse fd succeeds; then a lazy unmount.
 * No /dev/fuse, or not ours to open, or a mount refused (EPERM: no
 * CAP_SYS_ADMIN) is an ok line naming the reason.  Under qemu (LA_QEMU)
 * on a target of the other byte order, the host kernel's FUSE_INIT reads
 * as FUSE_INIT_BSWAP_RESERVED: an ok line, and no reply.  Shared by
 * runtime-fuse.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR.  la_fuse_checks() prints "ok - fuse: ..." or
 * "not ok - fuse: ..." lines. */
#ifndef LA_FUSE_CHECKS_H
#define LA_FUSE_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/fuse.h>
#include <linuxabi/mount.h>
#include <linuxabi/mountflags.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_fuse_report(good, ...) la_report_in("fuse", (good), __VA_ARGS__)

static const char *la_fuse_err(long r)
{
	return r < 0 ? strerror((int)-r) : "succeeded";
}

static int la_fuse_open(const char *path)
{
	long r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			    O_RDWR | O_CLOEXEC, 0);
	return LA_ERROR(r) ? -LA_ERROR(r) : (int)r;
}

/* the requests on a file of another driver: ENOTTY */
static void la_fuse_wrong_fd(void)
{
	static struct linuxabi_fuse_backing_map map;
	static uint32_t n;
	struct la_dev_req reqs[4];

	map.fd = -1;
	reqs[0].name = "FUSE_DEV_IOC_CLONE";
	reqs[0].req = FUSE_DEV_IOC_CLONE;
	reqs[0].arg = &n;
	reqs[1].name = "FUSE_DEV_IOC_BACKING_OPEN";
	reqs[1].req = FUSE_DEV_IOC_BACKING_OPEN;
	reqs[1].arg = &map;
	reqs[2].name = "FUSE_DEV_IOC_BACKING_CLOSE";
	reqs[2].req = FUSE_DEV_IOC_BACKING_CLOSE;
	reqs[2].arg = &n;
	reqs[3].name = "FUSE_DEV_IOC_SYNC_INIT";
	reqs[3].req = FUSE_DEV_IOC_SYNC_INIT;
	reqs[3].arg = 0;
	la_dev_wrong_fd("fuse", reqs, 4);
}

/* FUSE_DEV_IOC_CLONE on FD of the fd OLD: its result; under qemu-user,
   which does not know the request, 1 after an ok line */
static long la_fuse_clone(int fd, int old)
{
	uint32_t o = (uint32_t)old;
	long r = la_dev_ioctl(fd, FUSE_DEV_IOC_CLONE, &o);

#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_fuse_report(1, "FUSE_DEV_IOC_CLONE (%#lx): %s under "
			       "qemu-user, which does not translate it: not "
			       "checked", (unsigned long)FUSE_DEV_IOC_CLONE,
			       strerror(ENOSYS));
		return 1;
	}
#endif
	return r;
}

/* a mount of FD on a fresh directory: FUSE_INIT read, answered */
static void la_fuse_mount(int fd)
{
	char dir[] = "linuxabi-fuse-XXXXXX";
	char opts[96];
	static union {
		char b[FUSE_MIN_READ_BUFFER + 4096];
		uint64_t align;
	} buf;
	struct {
		struct linuxabi_fuse_out_header h;
		struct linuxabi_fuse_init_out o;
	} rep;
	struct linuxabi_fuse_in_header in;
	struct linuxabi_fuse_init_in init;
	long r;
	int fd2;

	if (!mkdtemp(dir)) {
		la_fuse_report(0, "a directory in the current one: %s",
			       strerror(errno));
		return;
	}
	snprintf(opts, sizeof opts, "fd=%d,rootmode=40000,user_id=0,"
		 "group_id=0", fd);
	r = LA_SYSCALL(LINUXABI_SYS_mount, "linuxabi", dir, "fuse",
		       (unsigned long)(MS_NOSUID | MS_NODEV), opts);
	if (LA_ERROR(r)) {
		int e = LA_ERROR(r);

		la_fuse_report(e == EPERM || e == EACCES || e == ENODEV ||
			       e == ENOSYS, "mount(2) of type fuse with %s: "
			       "%s (not permitted here, or no fuse file system): "
			       "FUSE_INIT not read", opts, strerror(e));
		rmdir(dir);
		return;
	}

	r = LA_SYSCALL(LINUXABI_SYS_read, fd, buf.b, sizeof buf.b);
	if (LA_ERROR(r) || r < (long)(sizeof in + sizeof init)) {
		la_fuse_report(0, "read(2) of the first request: %ld %s", r,
			       LA_ERROR(r) ? strerror(LA_ERROR(r)) : "bytes");
		goto out;
	}
	memcpy(&in, buf.b, sizeof in);
	memcpy(&init, buf.b + sizeof in, sizeof init);
#ifdef LA_QEMU
	if (in.opcode == FUSE_INIT_BSWAP_RESERVED) {
		la_fuse_report(1, "the first request's opcode reads as "
			       "FUSE_INIT_BSWAP_RESERVED (%#x): the host kernel "
			       "writes its own byte order under qemu-user; not "
			       "answered", (unsigned)in.opcode);
		goto out;
	}
#endif
	la_fuse_report(in.opcode == FUSE_INIT && in.len == (uint32_t)r &&
		       in.unique != 0 && init.major == FUSE_KERNEL_VERSION &&
		       init.minor >= 31 && (init.flags & FUSE_INIT_EXT),
		       "read(2) of the first request, %ld bytes: a %d-byte "
		       "struct linuxabi_fuse_in_header (len %u, opcode %u, "
		       "unique %llu: FUSE_INIT %d wanted) and a %d-byte "
		       "struct linuxabi_fuse_init_in (protocol %u.%u, flags "
		       "%#x, flags2 %#x)", r, (int)sizeof in,
		       (unsigned)in.len, (unsigned)in.opcode,
		       (unsigned long long)in.unique, FUSE_INIT,
		       (int)sizeof init, (unsigned)init.major,
		       (unsigned)init.minor, (unsigned)init.flags,
		       (unsigned)init.flags2);
	if (in.opcode != FUSE_INIT)
		goto out;

	memset(&rep, 0, sizeof rep);
	rep.h.len = sizeof rep;
	rep.h.error = 0;
	rep.h.unique = in.unique;
	rep.o.major = FUSE_KERNEL_VERSION;
	rep.o.minor = init.minor;
	rep.o.max_write = 4096;
	rep.o.time_gran = 1;
	r = LA_SYSCALL(LINUXABI_SYS_write, fd, &rep, sizeof rep);
	la_fuse_report(r == (long)sizeof rep, "write(2) of the FUSE_INIT "
		       "reply, a %d-byte struct linuxabi_fuse_out_header and "
		       "a %d-byte struct linuxabi_fuse_init_out: %ld %s",
		       (int)sizeof rep.h, (int)sizeof rep.o, r,
		       LA_ERROR(r) ? strerror(LA_ERROR(r)) : "bytes taken");

	fd2 = la_fuse_open("/dev/fuse");
	if (fd2 >= 0) {
		r = la_fuse_clone(fd2, fd);
		if (r != 1)
			la_fuse_report(r == 0, "FUSE_DEV_IOC_CLONE (%#lx) of the "
				       "mounted fd on a new /dev/fuse fd: %s",
				       (unsigned long)FUSE_DEV_IOC_CLONE,
				       la_fuse_err(r));
		close(fd2);
	}
out:
	r = LA_SYSCALL(LINUXABI_SYS_umount2, dir, MNT_DETACH);
	la_fuse_report(!LA_ERROR(r), "umount2(2) of the fuse mount: %s",
		       LA_ERROR(r) ? strerror(LA_ERROR(r)) : "done");
	rmdir(dir);
}

static void la_fuse_checks(void)
{
	char b[FUSE_MIN_READ_BUFFER];
	int fd, fd2, nul;
	long r;

	la_fuse_wrong_fd();

	fd = la_fuse_open("/dev/fuse");
	if (fd == -ENOENT || fd == -ENODEV || fd == -ENXIO || fd == -EACCES ||
	    fd == -EPERM) {
		la_fuse_report(1, "open /dev/fuse: %s here (no FUSE on this "
			       "machine, or not ours to open): its requests "
			       "are not run", strerror(-fd));
		return;
	}
	if (fd < 0) {
		la_fuse_report(0, "open /dev/fuse: %s", strerror(-fd));
		return;
	}

	r = LA_SYSCALL(LINUXABI_SYS_read, fd, b, sizeof b);
	la_fuse_report(LA_ERROR(r) == EPERM, "read(2) of %d bytes "
		       "(FUSE_MIN_READ_BUFFER) from /dev/fuse not mounted: %s "
		       "(EPERM wanted)", (int)sizeof b,
		       LA_ERROR(r) ? strerror(LA_ERROR(r)) : "succeeded");

	nul = la_fuse_open("/dev/null");
	if (nul >= 0) {
		r = la_fuse_clone(fd, nul);
		if (r != 1)
			la_fuse_report(r == -EINVAL, "FUSE_DEV_IOC_CLONE (%#lx) of "
				       "/dev/null's fd: %s (EINVAL wanted: not a FUSE "
				       "device)", (unsigned long)FUSE_DEV_IOC_CLONE,
				       la_fuse_err(r));
		close(nul);
	}
	fd2 = la_fuse_open("/dev/fuse");
	if (fd2 >= 0) {
		r = la_fuse_clone(fd, fd2);
		if (r != 1)
			la_fuse_report(r == -EINVAL || r == -EPERM,
				       "FUSE_DEV_IOC_CLONE (%#lx) of another "
				       "/dev/fuse fd, not mounted: %s (no "
				       "connection to join: EINVAL, EPERM on "
				       "newer kernels)",
				       (unsigned long)FUSE_DEV_IOC_CLONE, la_fuse_err(r));
		close(fd2);
	}

	la_fuse_mount(fd);
	close(fd);
}

#endif
