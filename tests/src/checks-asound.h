/* The checks of <linuxabi/asound.h> that run real system calls, by
 * number, only requests that read: on /dev/null, a character device of
 * another driver, SNDRV_CTL_IOCTL_PVERSION, _CARD_INFO and
 * SNDRV_TIMER_IOCTL_PVERSION fail with ENOTTY; /dev/snd/controlC0, where
 * it opens, answers PVERSION with a control protocol 2.x and CARD_INFO
 * with card 0; /dev/snd/timer, where it opens, answers PVERSION with a
 * timer protocol 2.x.  A machine without a sound card or the timer
 * device (ENOENT, ENODEV, ENXIO) or one not ours to open (EACCES, EPERM)
 * is an ok line naming the reason, as is qemu-user without the requests
 * (ENOSYS).  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (checks.h).
 * la_asound_checks() prints "ok - asound: ..." or "not ok - asound: ..."
 * lines. */
#ifndef LA_ASOUND_CHECKS_H
#define LA_ASOUND_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/asound.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_asound_report(good, ...) la_report_in("asound", (good), __VA_ARGS__)

/* open PATH read-only: the fd, or -1 after an ok line where the machine
   has no such device (or it is not ours) */
static int la_asound_open(const char *path, const char *what)
{
	long r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
			    O_RDONLY | O_CLOEXEC | O_NONBLOCK, 0);
	int e = LA_ERROR(r);

	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_asound_report(1, "open %s: %s here (%s on this machine, or "
				 "not ours to open): its requests are not run",
				 path, strerror(e), what);
		return -1;
	}
	la_asound_report(!e, "open %s: fd %ld %s", path, r,
			 e ? strerror(e) : "");
	return e ? -1 : (int)r;
}

#ifdef LA_QEMU
#define LA_ASOUND_QEMU_ENOSYS(r, name, fd) \
	if ((r) == -ENOSYS) { \
		la_asound_report(1, "%s: ENOSYS (qemu-user does not pass " \
				 "this request on)", (name)); \
		close(fd); \
		return; \
	}
#else
#define LA_ASOUND_QEMU_ENOSYS(r, name, fd)
#endif

static void la_asound_checks(void)
{
	struct linuxabi_snd_ctl_card_info info;
	struct la_dev_req reqs[3];
	int version = 0;
	long r;
	int fd;

	reqs[0].name = "SNDRV_CTL_IOCTL_PVERSION";
	reqs[0].req = SNDRV_CTL_IOCTL_PVERSION;
	reqs[0].arg = &version;
	reqs[1].name = "SNDRV_CTL_IOCTL_CARD_INFO";
	reqs[1].req = SNDRV_CTL_IOCTL_CARD_INFO;
	reqs[1].arg = &info;
	reqs[2].name = "SNDRV_TIMER_IOCTL_PVERSION";
	reqs[2].req = SNDRV_TIMER_IOCTL_PVERSION;
	reqs[2].arg = &version;
	la_dev_wrong_fd("asound", reqs, 3);

	fd = la_asound_open("/dev/snd/controlC0", "no sound card");
	if (fd >= 0) {
		r = la_dev_ioctl(fd, SNDRV_CTL_IOCTL_PVERSION, &version);
		LA_ASOUND_QEMU_ENOSYS(r, "SNDRV_CTL_IOCTL_PVERSION", fd)
		la_asound_report(r == 0 &&
				 LINUXABI_SNDRV_PROTOCOL_MAJOR(version) == 2,
				 "SNDRV_CTL_IOCTL_PVERSION (%#x): %ld, %d.%d.%d",
				 (unsigned)SNDRV_CTL_IOCTL_PVERSION, r,
				 LINUXABI_SNDRV_PROTOCOL_MAJOR(version),
				 LINUXABI_SNDRV_PROTOCOL_MINOR(version),
				 LINUXABI_SNDRV_PROTOCOL_MICRO(version));
		memset(&info, 0xff, sizeof info);
		r = la_dev_ioctl(fd, SNDRV_CTL_IOCTL_CARD_INFO, &info);
		la_asound_report(r == 0 && info.card == 0,
				 "SNDRV_CTL_IOCTL_CARD_INFO (%#x): %ld, card %d, "
				 "\"%.16s\", driver \"%.16s\"",
				 (unsigned)SNDRV_CTL_IOCTL_CARD_INFO, r,
				 (int)info.card, (const char *)info.id,
				 (const char *)info.driver);
		close(fd);
	}

	fd = la_asound_open("/dev/snd/timer", "no ALSA timer device");
	if (fd >= 0) {
		version = 0;
		r = la_dev_ioctl(fd, SNDRV_TIMER_IOCTL_PVERSION, &version);
		LA_ASOUND_QEMU_ENOSYS(r, "SNDRV_TIMER_IOCTL_PVERSION", fd)
		la_asound_report(r == 0 &&
				 LINUXABI_SNDRV_PROTOCOL_MAJOR(version) == 2,
				 "SNDRV_TIMER_IOCTL_PVERSION (%#x): %ld, %d.%d.%d",
				 (unsigned)SNDRV_TIMER_IOCTL_PVERSION, r,
				 LINUXABI_SNDRV_PROTOCOL_MAJOR(version),
				 LINUXABI_SNDRV_PROTOCOL_MINOR(version),
				 LINUXABI_SNDRV_PROTOCOL_MICRO(version));
		close(fd);
	}
}

#endif
