/* The checks of <linuxabi/vhost.h> that run real system calls, by
 * number: VHOST_GET_FEATURES and VHOST_GET_BACKEND_FEATURES into a
 * uint64_t on /dev/vhost-net and /dev/vhost-vsock where they exist
 * (neither needs VHOST_SET_OWNER; both devices offer VHOST_F_LOG_ALL and
 * VHOST_BACKEND_F_IOTLB_MSG_V2), an ok line naming the reason where they
 * do not (no vhost modules, a container without the devices, qemu-user
 * without the host's /dev), and on /dev/null, another driver's file,
 * VHOST_GET_FEATURES, VHOST_GET_VRING_BASE (struct
 * linuxabi_vhost_vring_state) and VHOST_SET_MEM_TABLE (struct
 * linuxabi_vhost_memory) must fail with ENOTTY.  No check takes
 * ownership of a device or starts a ring.  la_vhost_checks() prints
 * "ok - vhost: ..." or "not ok - vhost: ..." lines. */
#ifndef LA_VHOST_CHECKS_H
#define LA_VHOST_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/vhost.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_vhost_report(good, ...) la_report_in("vhost", (good), __VA_ARGS__)

static void la_vhost_wrong_fd(void)
{
	struct linuxabi_vhost_vring_state st;
	struct linuxabi_vhost_memory mem;
	uint64_t features = 0;
	struct la_dev_req reqs[3];

	memset(&st, 0, sizeof st);
	memset(&mem, 0, sizeof mem);
	reqs[0].name = "VHOST_GET_FEATURES";
	reqs[0].req = VHOST_GET_FEATURES;
	reqs[0].arg = &features;
	reqs[1].name = "VHOST_GET_VRING_BASE";
	reqs[1].req = VHOST_GET_VRING_BASE;
	reqs[1].arg = &st;
	reqs[2].name = "VHOST_SET_MEM_TABLE";
	reqs[2].req = VHOST_SET_MEM_TABLE;
	reqs[2].arg = &mem;
	la_dev_wrong_fd("vhost", reqs, 3);
}

/* the feature words of one vhost device, if it is there */
static void la_vhost_device(const char *path)
{
	uint64_t features = 0, backend = 0;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_vhost_report(1, "open %s: %s here (no vhost driver loaded, "
				"or not ours to open%s): VHOST_GET_FEATURES "
				"(%#lx) is not run", path, strerror(e),
#ifdef LA_QEMU
				"; qemu-user sees the host's /dev"
#else
				""
#endif
				, (unsigned long)VHOST_GET_FEATURES);
		return;
	}
	la_vhost_report(!e, "open %s: fd %ld %s", path, r,
			e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	r = la_dev_ioctl(fd, VHOST_GET_FEATURES, &features);
#ifdef LA_QEMU
	if (r == -ENOSYS || r == -ENOTTY || r == -EINVAL) {
		la_vhost_report(1, "ioctl VHOST_GET_FEATURES (%#lx) on %s: %s "
				"under qemu-user, which does not translate it: "
				"not checked", (unsigned long)VHOST_GET_FEATURES,
				path, strerror((int)-r));
		close(fd);
		return;
	}
#endif
	la_vhost_report(r == 0 && (features >> VHOST_F_LOG_ALL & 1),
			"ioctl VHOST_GET_FEATURES (%#lx) on %s: %#llx "
			"(VHOST_F_LOG_ALL expected) %s",
			(unsigned long)VHOST_GET_FEATURES, path,
			(unsigned long long)features,
			r < 0 ? strerror((int)-r) : "");
	r = la_dev_ioctl(fd, VHOST_GET_BACKEND_FEATURES, &backend);
	la_vhost_report(r == 0 && (backend >> VHOST_BACKEND_F_IOTLB_MSG_V2 & 1),
			"ioctl VHOST_GET_BACKEND_FEATURES (%#lx) on %s: %#llx "
			"(VHOST_BACKEND_F_IOTLB_MSG_V2 expected) %s",
			(unsigned long)VHOST_GET_BACKEND_FEATURES, path,
			(unsigned long long)backend,
			r < 0 ? strerror((int)-r) : "");
	close(fd);
}

static void la_vhost_checks(void)
{
	la_vhost_wrong_fd();
	la_vhost_device("/dev/vhost-net");
	la_vhost_device("/dev/vhost-vsock");
}

#endif
