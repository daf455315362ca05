/* The checks of <linuxabi/vfio.h> that run real system calls, by number:
 * VFIO_GET_API_VERSION, VFIO_DEVICE_GET_INFO and VFIO_IOMMU_MAP_DMA on
 * /dev/null, not a VFIO file, fail with ENOTTY; on the container
 * /dev/vfio/vfio, where it exists and opens, VFIO_GET_API_VERSION answers
 * VFIO_API_VERSION and VFIO_CHECK_EXTENSION of VFIO_TYPE1_IOMMU answers 0
 * or 1.  A machine without VFIO (as the build machine), or one where the
 * file is not ours to open, is an ok line naming the reason, as is
 * qemu-user without the requests (ENOSYS).  Before including, a program
 * may define LA_SYSCALL and LA_ERROR (checks.h).  la_vfio_checks()
 * prints "ok - vfio: ..." or "not ok - vfio: ..." lines. */
#ifndef LA_VFIO_CHECKS_H
#define LA_VFIO_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/vfio.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_vfio_report(good, ...) la_report_in("vfio", (good), __VA_ARGS__)

static void la_vfio_checks(void)
{
	struct linuxabi_vfio_device_info info;
	struct linuxabi_vfio_iommu_type1_dma_map map;
	struct la_dev_req wrong[3];
	long r;
	int fd, e;

	memset(&info, 0, sizeof info);
	info.argsz = sizeof info;
	memset(&map, 0, sizeof map);
	map.argsz = sizeof map;
	wrong[0].name = "VFIO_GET_API_VERSION";
	wrong[0].req = VFIO_GET_API_VERSION;
	wrong[0].arg = NULL;
	wrong[1].name = "VFIO_DEVICE_GET_INFO";
	wrong[1].req = VFIO_DEVICE_GET_INFO;
	wrong[1].arg = &info;
	wrong[2].name = "VFIO_IOMMU_MAP_DMA";
	wrong[2].req = VFIO_IOMMU_MAP_DMA;
	wrong[2].arg = &map;
	la_dev_wrong_fd("vfio", wrong, 3);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/vfio/vfio",
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO) {
		la_vfio_report(1, "no /dev/vfio/vfio here (%s: no VFIO): "
			       "VFIO_GET_API_VERSION (%#x) is not run",
			       strerror(e), (unsigned)VFIO_GET_API_VERSION);
		return;
	}
	if (e == EACCES || e == EPERM) {
		la_vfio_report(1, "open /dev/vfio/vfio: %s (not ours to "
			       "open): VFIO_GET_API_VERSION is not run",
			       strerror(e));
		return;
	}
	la_vfio_report(!e, "open /dev/vfio/vfio: fd %ld %s", r,
		       e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	r = la_dev_ioctl(fd, VFIO_GET_API_VERSION, NULL);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_vfio_report(1, "VFIO_GET_API_VERSION on /dev/vfio/vfio: %s "
			       "(qemu-user does not pass this request on)",
			       strerror(ENOSYS));
		close(fd);
		return;
	}
#endif
	la_vfio_report(r == VFIO_API_VERSION, "VFIO_GET_API_VERSION (%#x): "
		       "%ld (VFIO_API_VERSION %d)",
		       (unsigned)VFIO_GET_API_VERSION, r, VFIO_API_VERSION);
	r = la_dev_ioctl(fd, VFIO_CHECK_EXTENSION,
			 (void *)(unsigned long)VFIO_TYPE1_IOMMU);
	la_vfio_report(r == 0 || r == 1, "VFIO_CHECK_EXTENSION (%#x) of "
		       "VFIO_TYPE1_IOMMU: %ld", (unsigned)VFIO_CHECK_EXTENSION,
		       r);
	close(fd);
}

#endif
