/* The checks of <linuxabi/videodev2.h> that run real system calls: the
 * first /dev/videoN there is, opened read-only, VIDIOC_QUERYCAP into a
 * struct linuxabi_v4l2_capability filled with 0xff first (a driver name,
 * V4L2_CAP_DEVICE_CAPS set and device_caps within capabilities), then
 * VIDIOC_ENUM_FMT for the first format of the node's first capture or
 * output buffer type.  A machine without a V4L2 device, or one not ours
 * to open (EACCES, EPERM), is an ok line naming the reason.  And on
 * /dev/null, another driver's file, VIDIOC_QUERYCAP, VIDIOC_ENUM_FMT and
 * VIDIOC_G_FMT (a per-ABI size) must fail with ENOTTY (under qemu 7.2,
 * its own ENOSYS for a request it does not know: an ok line).  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_videodev2_checks() prints "ok - videodev2: ..." or
 * "not ok - videodev2: ..." lines. */
#ifndef LA_VIDEODEV2_CHECKS_H
#define LA_VIDEODEV2_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/videodev2.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_videodev2_report(good, ...) \
	la_report_in("videodev2", (good), __VA_ARGS__)

/* the buffer type VIDIOC_ENUM_FMT asks for on a node with CAPS, or 0 */
static uint32_t la_videodev2_type(uint32_t caps)
{
	if (caps & V4L2_CAP_VIDEO_CAPTURE)
		return V4L2_BUF_TYPE_VIDEO_CAPTURE;
	if (caps & V4L2_CAP_VIDEO_CAPTURE_MPLANE)
		return V4L2_BUF_TYPE_VIDEO_CAPTURE_MPLANE;
	if (caps & V4L2_CAP_VIDEO_OUTPUT)
		return V4L2_BUF_TYPE_VIDEO_OUTPUT;
	if (caps & V4L2_CAP_VIDEO_OUTPUT_MPLANE)
		return V4L2_BUF_TYPE_VIDEO_OUTPUT_MPLANE;
	if (caps & V4L2_CAP_META_CAPTURE)
		return V4L2_BUF_TYPE_META_CAPTURE;
	return 0;
}

static void la_videodev2_checks(void)
{
	static struct linuxabi_v4l2_format format;
	struct linuxabi_v4l2_capability cap;
	struct linuxabi_v4l2_fmtdesc desc;
	struct la_dev_req reqs[3];
	char path[300];
	uint32_t caps, type;
	long r;
	int fd, e;

	reqs[0].name = "VIDIOC_QUERYCAP";
	reqs[0].req = VIDIOC_QUERYCAP;
	reqs[0].arg = &cap;
	reqs[1].name = "VIDIOC_ENUM_FMT";
	reqs[1].req = VIDIOC_ENUM_FMT;
	reqs[1].arg = &desc;
	reqs[2].name = "VIDIOC_G_FMT";
	reqs[2].req = VIDIOC_G_FMT;
	reqs[2].arg = &format;
	memset(&desc, 0, sizeof desc);
	la_dev_wrong_fd("videodev2", reqs, 3);

	if (!la_dev_find("video", path, sizeof path)) {
		la_videodev2_report(1, "no /dev/videoN on this machine (no V4L2 "
				    "device): VIDIOC_QUERYCAP (%#lx) and "
				    "VIDIOC_ENUM_FMT (%#lx) are not run",
				    (unsigned long)VIDIOC_QUERYCAP,
				    (unsigned long)VIDIOC_ENUM_FMT);
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == EACCES || e == EPERM || e == ENODEV || e == ENXIO ||
	    e == EBUSY) {
		la_videodev2_report(1, "open %s: %s here (not ours to open): "
				    "VIDIOC_QUERYCAP (%#lx) is not run", path,
				    strerror(e), (unsigned long)VIDIOC_QUERYCAP);
		return;
	}
	la_videodev2_report(!e, "open %s: fd %ld %s", path, r,
			    e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&cap, 0xff, sizeof cap);
	r = la_dev_ioctl(fd, VIDIOC_QUERYCAP, &cap);
	caps = (cap.capabilities & V4L2_CAP_DEVICE_CAPS) ? cap.device_caps
							 : cap.capabilities;
	la_videodev2_report(la_dev_qemu_lacks(r) ||
			    (r >= 0 && memchr(cap.driver, 0, sizeof cap.driver) &&
			     (cap.capabilities & V4L2_CAP_DEVICE_CAPS) &&
			     (cap.device_caps & ~cap.capabilities) == 0),
			    "VIDIOC_QUERYCAP (%#lx) with a %d-byte struct "
			    "linuxabi_v4l2_capability: driver \"%.16s\", "
			    "capabilities %#x, device_caps %#x %s",
			    (unsigned long)VIDIOC_QUERYCAP, (int)sizeof cap,
			    r >= 0 ? (const char *)cap.driver : "",
			    (unsigned)cap.capabilities,
			    (unsigned)cap.device_caps,
			    r < 0 ? strerror((int)-r) : "");
	type = r >= 0 ? la_videodev2_type(caps) : 0;
	if (type) {
		memset(&desc, 0, sizeof desc);
		desc.type = type;
		r = la_dev_ioctl(fd, VIDIOC_ENUM_FMT, &desc);
		la_videodev2_report(la_dev_qemu_lacks(r) || r >= 0 ||
				    r == -EINVAL,
				    "VIDIOC_ENUM_FMT (%#lx), type %u, index 0: "
				    "%.4s (%#x) \"%.32s\" %s",
				    (unsigned long)VIDIOC_ENUM_FMT,
				    (unsigned)type, r >= 0 ?
				    (const char *)&desc.pixelformat : "",
				    (unsigned)desc.pixelformat,
				    r >= 0 ? (const char *)desc.description : "",
				    r < 0 ? strerror((int)-r) : "");
	}
	close(fd);
}

#endif
