/* The checks of <linuxabi/fb.h> that run real system calls, by number,
 * only requests that read: /dev/fb0 opened read-only answers
 * FBIOGET_VSCREENINFO with a visible resolution inside the virtual one
 * and FBIOGET_FSCREENINFO with a line length that holds a visible line.
 * A machine without a frame buffer (ENOENT, ENODEV, ENXIO) or one not
 * ours to open (EACCES) is an ok line naming the reason, as is qemu-user
 * without the requests (ENOSYS).  And on /dev/null, a character device
 * of another driver, both requests fail with ENOTTY.  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_fb_checks() prints "ok - fb: ..." or "not ok - fb: ..." lines. */
#ifndef LA_FB_CHECKS_H
#define LA_FB_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/fb.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_fb_report(good, ...) la_report_in("fb", (good), __VA_ARGS__)

static void la_fb_checks(void)
{
	struct linuxabi_fb_var_screeninfo var;
	struct linuxabi_fb_fix_screeninfo fix;
	struct la_dev_req reqs[2];
	long r;
	int fd, e;

	reqs[0].name = "FBIOGET_VSCREENINFO";
	reqs[0].req = FBIOGET_VSCREENINFO;
	reqs[0].arg = &var;
	reqs[1].name = "FBIOGET_FSCREENINFO";
	reqs[1].req = FBIOGET_FSCREENINFO;
	reqs[1].arg = &fix;
	la_dev_wrong_fd("fb", reqs, 2);

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/fb0",
		       O_RDONLY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_fb_report(1, "open /dev/fb0: %s here (no frame buffer on "
			     "this machine, or not ours to open): "
			     "FBIOGET_VSCREENINFO (%#x) is not run",
			     strerror(e), (unsigned)FBIOGET_VSCREENINFO);
		return;
	}
	la_fb_report(!e, "open /dev/fb0: fd %ld %s", r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	memset(&var, 0, sizeof var);
	r = la_dev_ioctl(fd, FBIOGET_VSCREENINFO, &var);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_fb_report(1, "FBIOGET_VSCREENINFO on /dev/fb0: ENOSYS "
			     "(qemu-user does not pass this request on)");
		close(fd);
		return;
	}
#endif
	la_fb_report(r == 0 && var.xres > 0 && var.yres > 0 &&
		     var.xres <= var.xres_virtual &&
		     var.yres <= var.yres_virtual && var.bits_per_pixel > 0,
		     "FBIOGET_VSCREENINFO (%#x): %ld, %ux%u of %ux%u, %u bits "
		     "a pixel", (unsigned)FBIOGET_VSCREENINFO, r,
		     (unsigned)var.xres, (unsigned)var.yres,
		     (unsigned)var.xres_virtual, (unsigned)var.yres_virtual,
		     (unsigned)var.bits_per_pixel);
	memset(&fix, 0, sizeof fix);
	r = la_dev_ioctl(fd, FBIOGET_FSCREENINFO, &fix);
	la_fb_report(r == 0 &&
		     (fix.type != FB_TYPE_PACKED_PIXELS ||
		      (uint64_t)fix.line_length * 8 >=
		      (uint64_t)var.xres * var.bits_per_pixel),
		     "FBIOGET_FSCREENINFO (%#x): %ld, \"%.16s\", type %u, "
		     "visual %u, line %u bytes", (unsigned)FBIOGET_FSCREENINFO,
		     r, fix.id, (unsigned)fix.type, (unsigned)fix.visual,
		     (unsigned)fix.line_length);
	close(fd);
}

#endif
