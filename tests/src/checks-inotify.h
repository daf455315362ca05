/* The checks of <linuxabi/inotify.h> that run real system calls:
 * inotify_init1(2) with IN_CLOEXEC | IN_NONBLOCK (both seen with
 * fcntl(2)), inotify_add_watch(2) on a new directory, a file and a
 * directory created in it read back as struct linuxabi_inotify_event
 * records (IN_CREATE, IN_ISDIR, the name and its padded length), EAGAIN
 * once the queue is empty, and ioctl(2) INOTIFY_IOC_SETNEXTWD (a kernel
 * without CONFIG_CHECKPOINT_RESTORE says ENOTTY: printed as such).
 * Shared by runtime-inotify.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h), and LA_EMULATED under qemu
 * user-mode emulation.  la_inotify_checks() runs them all and prints
 * "ok - inotify: ..." or "not ok - inotify: ..." lines. */
#ifndef LA_INOTIFY_CHECKS_H
#define LA_INOTIFY_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/inotify.h>
#include "checks.h"

/* one "ok - inotify: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_inotify_report(good, ...) \
	la_report_in("inotify", (good), __VA_ARGS__)

/* read one record into buf (aligned for the struct); its name in *name */
static long la_inotify_read(int fd, struct linuxabi_inotify_event *ev,
			    char *buf, size_t size, const char **name)
{
	long r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, buf, (long)size);

	*name = "";
	if (r >= (long)sizeof *ev) {
		memcpy(ev, buf, sizeof *ev);
		if (ev->len > 0 && (long)(sizeof *ev + ev->len) <= r)
			*name = buf + sizeof *ev;
	}
	return r;
}

static void la_inotify_checks(void)
{
	union {
		struct linuxabi_inotify_event ev;
		char buf[4096];
	} u;
	struct linuxabi_inotify_event ev;
	char dir[] = "/tmp/la-inotify-XXXXXX", path[64], other[64];
	const char *name;
	long r, wd, wd2;
	int fd, e, f;

	if (!mkdtemp(dir)) {
		la_inotify_report(0, "mkdtemp %s: %s", dir, strerror(errno));
		return;
	}
	snprintf(path, sizeof path, "%s/file", dir);
	snprintf(other, sizeof other, "%s/dir", dir);
	r = LA_SYSCALL(LINUXABI_SYS_inotify_init1,
		       (long)(IN_CLOEXEC | IN_NONBLOCK));
	e = LA_ERROR(r);
	if (r < 0) {
		la_inotify_report(e == ENOSYS, "inotify_init1: %s%s",
				  strerror(e), e == ENOSYS ? " (no inotify "
				  "here: not run)" : "");
		rmdir(dir);
		return;
	}
	fd = (int)r;
	la_cloexec_nonblock_in("inotify", "inotify_init1 IN_CLOEXEC|IN_NONBLOCK",
			       (unsigned)(IN_CLOEXEC | IN_NONBLOCK), fd);
	wd = LA_SYSCALL(LINUXABI_SYS_inotify_add_watch, (long)fd, dir,
			(long)(IN_CREATE | IN_DELETE | IN_ONLYDIR));
	e = LA_ERROR(wd);
	la_inotify_report(wd >= 1, "inotify_add_watch %s IN_CREATE|IN_DELETE|"
			  "IN_ONLYDIR: wd %ld %s", dir, wd, e ? strerror(e) : "");
	if (wd < 1)
		goto out;
	r = LA_SYSCALL(LINUXABI_SYS_inotify_add_watch, (long)fd, "/dev/null",
		       (long)(IN_CREATE | IN_ONLYDIR));
	e = LA_ERROR(r);
	la_inotify_report(r == -1 && e == ENOTDIR, "inotify_add_watch "
			  "/dev/null IN_ONLYDIR: ENOTDIR (%ld, %s)", r,
			  strerror(e));

	/* a file, then a directory, created in the watched directory */
	f = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
	if (f >= 0)
		close(f);
	if (f < 0 || mkdir(other, 0700) != 0) {
		la_inotify_report(0, "creating %s and %s: %s", path, other,
				  strerror(errno));
		goto out;
	}
	r = la_inotify_read(fd, &ev, u.buf, sizeof u.buf, &name);
	e = LA_ERROR(r);
	/* two records, each the 16-byte fixed part and a name padded to
	   a multiple of 16 bytes */
	la_inotify_report(r == 2 * (16 + 16) && sizeof ev == 16 &&
			  ev.wd == wd && ev.mask == IN_CREATE &&
			  ev.cookie == 0 && ev.len == 16 &&
			  strcmp(name, "file") == 0,
			  "read: %ld bytes (2 records of 32), the first: wd %d "
			  "mask %#x (IN_CREATE %#x) cookie %u len %u name "
			  "\"%s\" %s", r, (int)ev.wd, (unsigned)ev.mask,
			  (unsigned)IN_CREATE, (unsigned)ev.cookie,
			  (unsigned)ev.len, name, e ? strerror(e) : "");
	if (r == 2 * (16 + 16)) {
		memcpy(&ev, u.buf + 32, sizeof ev);
		name = u.buf + 32 + sizeof ev;
		la_inotify_report(ev.wd == wd &&
				  ev.mask == (IN_CREATE | IN_ISDIR) &&
				  ev.len == 16 && strcmp(name, "dir") == 0,
				  "the second: wd %d mask %#x (IN_CREATE|"
				  "IN_ISDIR %#x) len %u name \"%s\"",
				  (int)ev.wd, (unsigned)ev.mask,
				  (unsigned)(IN_CREATE | IN_ISDIR),
				  (unsigned)ev.len, name);
	}
	r = la_inotify_read(fd, &ev, u.buf, sizeof u.buf, &name);
	e = LA_ERROR(r);
	la_inotify_report(r == -1 && e == EAGAIN, "read of the empty queue: "
			  "EAGAIN (IN_NONBLOCK): %ld %s", r, strerror(e));
	/* the removal too: IN_DELETE */
	unlink(path);
	r = la_inotify_read(fd, &ev, u.buf, sizeof u.buf, &name);
	la_inotify_report(r == 32 && ev.mask == IN_DELETE &&
			  strcmp(name, "file") == 0, "unlink: %ld bytes, mask "
			  "%#x (IN_DELETE %#x) name \"%s\"", r,
			  (unsigned)ev.mask, (unsigned)IN_DELETE, name);

	/* the next watch descriptor, set by ioctl(2): its argument is the
	   number itself */
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
		       (unsigned long)INOTIFY_IOC_SETNEXTWD, 77L);
	e = LA_ERROR(r);
	if (r == -1 && (e == ENOTTY
#ifdef LA_EMULATED
			|| e == ENOSYS
#endif
			)) {
		/* qemu 7.2 says ENOSYS for a request it has no entry for */
		la_inotify_report(1, "ioctl INOTIFY_IOC_SETNEXTWD (%#lx): %s: %s "
				  "(not run here)",
				  (unsigned long)INOTIFY_IOC_SETNEXTWD,
				  strerror(e),
				  e == ENOSYS ? "the emulator does not pass the "
				  "request on" : "a kernel without "
				  "CONFIG_CHECKPOINT_RESTORE");
		goto out;
	}
	wd2 = LA_SYSCALL(LINUXABI_SYS_inotify_add_watch, (long)fd, other,
			 (long)IN_CREATE);
	la_inotify_report(r == 0 && wd2 == 77, "ioctl INOTIFY_IOC_SETNEXTWD "
			  "(%#lx) 77: %ld %s, then inotify_add_watch: wd %ld",
			  (unsigned long)INOTIFY_IOC_SETNEXTWD, r,
			  e ? strerror(e) : "", wd2);
out:
	close(fd);
	unlink(path);
	rmdir(other);
	rmdir(dir);
}

#endif
