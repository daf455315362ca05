/* The checks of <linuxabi/usbdevice_fs.h> that run real system calls, by
 * number: USBDEVFS_GET_CAPABILITIES on /dev/null, not a usbfs file,
 * fails with ENOTTY; on the first device file /dev/bus/usb/BBB/DDD, where
 * one exists and opens, USBDEVFS_CONNINFO_EX fills a struct
 * linuxabi_usbdevfs_conninfo_ex whose bus and device numbers are the
 * file's name (before 5.6, ENOTTY: then USBDEVFS_GET_CAPABILITIES).  A
 * machine without USB devices, or one whose files are not ours to open
 * (EACCES, EPERM), is an ok line naming the reason, as is qemu-user
 * without the requests (ENOSYS, ENOTTY).  Before including, a program
 * may define LA_SYSCALL and LA_ERROR (checks.h).  la_usbdevice_fs_checks()
 * prints "ok - usbdevice_fs: ..." or "not ok - usbdevice_fs: ..." lines. */
#ifndef LA_USBDEVICE_FS_CHECKS_H
#define LA_USBDEVICE_FS_CHECKS_H

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/usbdevice_fs.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-dev.h"

#define la_usb_report(good, ...) la_report_in("usbdevice_fs", (good), __VA_ARGS__)

/* the first BBB/DDD under /dev/bus/usb into PATH: 0, or -1 if none */
static int la_usb_first(char *path, size_t size, unsigned *bus, unsigned *dev)
{
	struct dirent *b, *d;
	DIR *bd, *dd;
	int found = -1;

	bd = opendir("/dev/bus/usb");
	while (found && bd && (b = readdir(bd)) != NULL) {
		if (b->d_name[0] < '0' || b->d_name[0] > '9')
			continue;
		snprintf(path, size, "/dev/bus/usb/%s", b->d_name);
		dd = opendir(path);
		while (found && dd && (d = readdir(dd)) != NULL) {
			if (d->d_name[0] < '0' || d->d_name[0] > '9')
				continue;
			snprintf(path, size, "/dev/bus/usb/%s/%s", b->d_name,
				 d->d_name);
			*bus = (unsigned)strtoul(b->d_name, NULL, 10);
			*dev = (unsigned)strtoul(d->d_name, NULL, 10);
			found = 0;
		}
		if (dd)
			closedir(dd);
	}
	if (bd)
		closedir(bd);
	return found;
}

static void la_usbdevice_fs_checks(void)
{
	struct linuxabi_usbdevfs_conninfo_ex ci;
	struct la_dev_req req;
	uint32_t caps = 0;
	unsigned bus = 0, dev = 0;
	char path[64];
	long r;
	int fd, e;

	req.name = "USBDEVFS_GET_CAPABILITIES";
	req.req = USBDEVFS_GET_CAPABILITIES;
	req.arg = &caps;
	la_dev_wrong_fd("usbdevice_fs", &req, 1);

	if (la_usb_first(path, sizeof path, &bus, &dev)) {
		la_usb_report(1, "no /dev/bus/usb/BBB/DDD here (no USB "
			      "device or no usbfs): USBDEVFS_CONNINFO_EX "
			      "(%#x) is not run",
			      (unsigned)LINUXABI_USBDEVFS_CONNINFO_EX(sizeof ci));
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDWR | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e == EACCES || e == EPERM) {
		la_usb_report(1, "open %s: %s (not ours to open): "
			      "USBDEVFS_CONNINFO_EX is not run", path,
			      strerror(e));
		return;
	}
	la_usb_report(!e, "open %s: fd %ld %s", path, r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	memset(&ci, 0xff, sizeof ci);
	r = la_dev_ioctl(fd, LINUXABI_USBDEVFS_CONNINFO_EX(sizeof ci), &ci);
#ifdef LA_QEMU
	if (r == -ENOSYS || r == -ENOTTY) {
		la_usb_report(1, "USBDEVFS_CONNINFO_EX on %s: %s (qemu-user "
			      "does not pass this request on)", path,
			      strerror((int)-r));
		close(fd);
		return;
	}
#endif
	if (r == -ENOTTY) {
		r = la_dev_ioctl(fd, USBDEVFS_GET_CAPABILITIES, &caps);
		la_usb_report(r == 0, "USBDEVFS_CONNINFO_EX: ENOTTY (before "
			      "5.6); USBDEVFS_GET_CAPABILITIES (%#x) on %s: "
			      "%ld, capabilities %#x",
			      (unsigned)USBDEVFS_GET_CAPABILITIES, path, r,
			      (unsigned)caps);
		close(fd);
		return;
	}
	la_usb_report(r == 0 && ci.size >= 16 && ci.size <= sizeof ci &&
		      ci.busnum == bus && ci.devnum == dev,
		      "USBDEVFS_CONNINFO_EX (%#x) on %s: %ld, size %u, bus "
		      "%u, device %u, speed %u, %u ports",
		      (unsigned)LINUXABI_USBDEVFS_CONNINFO_EX(sizeof ci), path,
		      r, (unsigned)ci.size, (unsigned)ci.busnum,
		      (unsigned)ci.devnum, (unsigned)ci.speed,
		      (unsigned)ci.num_ports);
	close(fd);
}

#endif
