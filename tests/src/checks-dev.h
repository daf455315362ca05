/* What the checks of device drivers' requests share (checks-cdrom.h,
 * checks-fd.h, checks-gpio.h, checks-hidraw.h, checks-i2c.h,
 * checks-mtio.h, checks-pps.h, checks-spidev.h, checks-videodev2.h ...):
 * ioctl(2) by number with its error as a negative result, the first
 * /dev node of a driver, and the check that a driver's requests fail
 * with ENOTTY on a character device of another driver (/dev/null) rather
 * than reach a request of its own.  Under qemu
 * (LA_QEMU), qemu 7.2 answers a request it does not know with ENOSYS
 * without asking the kernel: an ok line saying so.  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (checks.h). */
#ifndef LA_CHECKS_DEV_H
#define LA_CHECKS_DEV_H

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include "checks.h"

/* ioctl(2): its result, or minus its error number */
static inline long la_dev_ioctl(int fd, unsigned long req, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

/* under qemu: a request it does not translate (R is minus the error);
   on the machine itself never */
static inline int la_dev_qemu_lacks(long r)
{
#ifdef LA_QEMU
	return r == -ENOSYS || r == -ENOTTY;
#else
	(void)r;
	return 0;
#endif
}

/* the first /dev/<NAME>N (NAME then a digit) into PATH: 1, or 0 if none */
static inline int la_dev_find(const char *name, char *path, size_t size)
{
	size_t len = strlen(name);
	struct dirent *d;
	DIR *dir = opendir("/dev");
	int found = 0;

	if (!dir)
		return 0;
	while (!found && (d = readdir(dir)))
		if (!strncmp(d->d_name, name, len) &&
		    d->d_name[len] >= '0' && d->d_name[len] <= '9') {
			snprintf(path, size, "/dev/%s", d->d_name);
			found = 1;
		}
	closedir(dir);
	return found;
}

/* a request to try on another driver's file, with its argument */
struct la_dev_req {
	const char *name;
	unsigned long req;
	void *arg;
};

/* each of the N requests REQS on /dev/null: ENOTTY, reported under
   TOPIC */
static inline void la_dev_wrong_fd(const char *topic,
				   const struct la_dev_req *reqs, unsigned n)
{
	unsigned i;
	long r;
	int fd;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/null",
		       O_RDWR | O_CLOEXEC, 0);
	if (LA_ERROR(r)) {
		la_report_in(topic, 0, "open /dev/null: %s",
			     strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	for (i = 0; i < n; i++) {
		r = la_dev_ioctl(fd, reqs[i].req, reqs[i].arg);
#ifdef LA_QEMU
		if (r == -ENOSYS) {
			la_report_in(topic, 1, "ioctl %s (%#lx) on /dev/null: "
				     "%s: qemu-user answers a request it does "
				     "not know without asking the kernel: not "
				     "checked", reqs[i].name, reqs[i].req,
				     strerror(ENOSYS));
			continue;
		}
#endif
		la_report_in(topic, r == -ENOTTY, "ioctl %s (%#lx) on "
			     "/dev/null: %s (ENOTTY expected: another "
			     "driver's file)", reqs[i].name, reqs[i].req,
			     r < 0 ? strerror((int)-r) : "succeeded");
	}
	close(fd);
}

#endif
