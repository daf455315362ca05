/* The checks of <linuxabi/fanotify.h> that run real system calls:
 * fanotify_init(2) with FAN_CLASS_NOTIF | FAN_REPORT_FID | FAN_CLOEXEC |
 * FAN_NONBLOCK (what an unprivileged process may ask for since Linux
 * 5.13), fanotify_mark(2) of a new directory for FAN_CREATE | FAN_ONDIR,
 * a file and a directory created in it, and the events read back:
 * struct linuxabi_fanotify_event_metadata (vers, metadata_len, mask, fd,
 * pid) and the struct linuxabi_fanotify_event_info_fid record that
 * follows (info_type, len, and fsid against statfs(2)'s).  Where the
 * kernel refuses fanotify (EPERM: no CAP_SYS_ADMIN on a kernel before
 * 5.13; ENOSYS: built without it, or an emulator without it), or the file
 * system cannot give file handles, that is printed in an "ok" line that
 * names it.  Shared by runtime-fanotify.c (the host) and programs that
 * run them on other ABIs.  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h), and LA_EMULATED
 * under qemu user-mode emulation (qemu 7.2 has no fanotify: ENOSYS).
 * la_fanotify_checks() runs them all and prints "ok - fanotify: ..." or
 * "not ok - fanotify: ..." lines. */
#ifndef LA_FANOTIFY_CHECKS_H
#define LA_FANOTIFY_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/fanotify.h>
#include "checks.h"

/* one "ok - fanotify: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_fanotify_report(good, ...) \
	la_report_in("fanotify", (good), __VA_ARGS__)

/* why fanotify_init(2) may say ENOSYS */
#ifdef LA_EMULATED
#define LA_FANOTIFY_ENOSYS " (qemu 7.2's user-mode emulation has no " \
	"fanotify_init or fanotify_mark: not run)"
#else
#define LA_FANOTIFY_ENOSYS " (a kernel without CONFIG_FANOTIFY: not run)"
#endif

/* fanotify_mark(2): its mask is 64 bits.  A 64-bit register holds it
   where the kernel long is 64 bits (and on x32, whose syscall(2) passes
   a 32-bit long: the masks here fit).  On 32-bit ABIs it takes two
   argument slots, in the order of the halves in memory (arg 2 and 3:
   already the even pair that arm, mips o32 and powerpc want). */
static long la_fanotify_mark(int fd, unsigned flags, uint64_t mask,
			     int dirfd, const char *path)
{
#if defined(__LP64__) || defined(__x86_64__)
	return LA_SYSCALL(LINUXABI_SYS_fanotify_mark, (long)fd, (long)flags,
			  (long)mask, (long)dirfd, path);
#elif defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return LA_SYSCALL(LINUXABI_SYS_fanotify_mark, (long)fd, (long)flags,
			  (long)(uint32_t)(mask >> 32), (long)(uint32_t)mask,
			  (long)dirfd, path);
#else
	return LA_SYSCALL(LINUXABI_SYS_fanotify_mark, (long)fd, (long)flags,
			  (long)(uint32_t)mask, (long)(uint32_t)(mask >> 32),
			  (long)dirfd, path);
#endif
}

/* check one event of buf[0..n): a FAN_CREATE of the marked directory
   with one fid record; 1 if it looks right */
static int la_fanotify_event(const char *buf, long n, uint64_t want,
			     const struct statfs *sfs, const char *what)
{
	struct linuxabi_fanotify_event_metadata m;
	struct linuxabi_fanotify_event_info_fid fid;
	int good;

	if (n < (long)sizeof m) {
		la_fanotify_report(0, "%s: %ld bytes, less than an event", what,
				   n);
		return 0;
	}
	memcpy(&m, buf, sizeof m);
	good = m.vers == FANOTIFY_METADATA_VERSION &&
	       m.metadata_len == FAN_EVENT_METADATA_LEN &&
	       sizeof m == FAN_EVENT_METADATA_LEN && m.mask == want &&
	       m.fd == FAN_NOFD && m.pid == (int32_t)getpid() &&
	       m.event_len <= (uint32_t)n &&
	       m.event_len >= FAN_EVENT_METADATA_LEN + sizeof fid + 8;
	la_fanotify_report(good, "%s: event_len %u (of %ld read) vers %u "
			   "(FANOTIFY_METADATA_VERSION %d) metadata_len %u "
			   "(FAN_EVENT_METADATA_LEN %d) mask %#llx (%#llx) fd %d "
			   "(FAN_NOFD) pid %d (getpid %d)", what,
			   (unsigned)m.event_len, n, (unsigned)m.vers,
			   FANOTIFY_METADATA_VERSION,
			   (unsigned)m.metadata_len, FAN_EVENT_METADATA_LEN,
			   (unsigned long long)m.mask,
			   (unsigned long long)want, (int)m.fd, (int)m.pid,
			   (int)getpid());
	if (!good)
		return 0;
	/* the record: header, fsid, then a struct file_handle (its
	   handle_bytes first) */
	memcpy(&fid, buf + m.metadata_len, sizeof fid);
	good = fid.hdr.info_type == FAN_EVENT_INFO_TYPE_FID &&
	       fid.hdr.len == m.event_len - m.metadata_len &&
	       memcmp(fid.fsid, &sfs->f_fsid, sizeof fid.fsid) == 0;
	la_fanotify_report(good, "%s: info record type %u "
			   "(FAN_EVENT_INFO_TYPE_FID %d) len %u (the rest of "
			   "the event: %u) fsid %#x:%#x (statfs: the same)",
			   what, (unsigned)fid.hdr.info_type,
			   FAN_EVENT_INFO_TYPE_FID, (unsigned)fid.hdr.len,
			   (unsigned)(m.event_len - m.metadata_len),
			   (unsigned)fid.fsid[0], (unsigned)fid.fsid[1]);
	return good;
}

static void la_fanotify_checks(void)
{
	union {
		struct linuxabi_fanotify_event_metadata m;
		char buf[4096];
	} u;
	struct statfs sfs;
	char dir[] = "/tmp/la-fanotify-XXXXXX", path[64], sub[64];
	long r;
	int fd, e, f;

	r = LA_SYSCALL(LINUXABI_SYS_fanotify_init,
		       (long)(FAN_CLASS_NOTIF | FAN_REPORT_FID | FAN_CLOEXEC |
			      FAN_NONBLOCK), 0L /* O_RDONLY */);
	e = LA_ERROR(r);
	if (r < 0) {
		la_fanotify_report(e == EPERM || e == ENOSYS,
				   "fanotify_init FAN_CLASS_NOTIF|FAN_REPORT_FID|"
				   "FAN_CLOEXEC|FAN_NONBLOCK: %s%s", strerror(e),
				   e == EPERM ? " (unprivileged before Linux "
				   "5.13, or fanotify disallowed here: not run)" :
				   e == ENOSYS ? LA_FANOTIFY_ENOSYS : "");
		return;
	}
	fd = (int)r;
	la_cloexec_nonblock_in("fanotify", "fanotify_init FAN_CLASS_NOTIF|"
			       "FAN_REPORT_FID|FAN_CLOEXEC|FAN_NONBLOCK",
			       (unsigned)(FAN_CLASS_NOTIF | FAN_REPORT_FID |
					  FAN_CLOEXEC | FAN_NONBLOCK), fd);
	if (!mkdtemp(dir)) {
		la_fanotify_report(0, "mkdtemp %s: %s", dir, strerror(errno));
		close(fd);
		return;
	}
	snprintf(path, sizeof path, "%s/file", dir);
	snprintf(sub, sizeof sub, "%s/dir", dir);
	r = la_fanotify_mark(fd, FAN_MARK_ADD | FAN_MARK_ONLYDIR,
			     FAN_CREATE | FAN_ONDIR, AT_FDCWD, dir);
	e = LA_ERROR(r);
	if (r != 0 && (e == ENODEV || e == EXDEV || e == EOPNOTSUPP)) {
		la_fanotify_report(1, "fanotify_mark %s: %s: its file system "
				   "gives no file handles or no fsid (not run "
				   "here)", dir, strerror(e));
		goto out;
	}
	la_fanotify_report(r == 0, "fanotify_mark FAN_MARK_ADD|FAN_MARK_ONLYDIR "
			   "FAN_CREATE|FAN_ONDIR (%#x) %s: %ld %s",
			   (unsigned)(FAN_CREATE | FAN_ONDIR), dir, r,
			   e ? strerror(e) : "");
	if (r != 0 || statfs(dir, &sfs) != 0)
		goto out;
	r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, u.buf, (long)sizeof u.buf);
	e = LA_ERROR(r);
	la_fanotify_report(r == -1 && e == EAGAIN, "read with no event: EAGAIN "
			   "(FAN_NONBLOCK): %ld %s", r, strerror(e));
	f = open(path, O_WRONLY | O_CREAT | O_EXCL, 0600);
	if (f >= 0)
		close(f);
	r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, u.buf, (long)sizeof u.buf);
	e = LA_ERROR(r);
	if (r < 0)
		la_fanotify_report(0, "read after creating a file: %s",
				   strerror(e));
	else
		la_fanotify_event(u.buf, r, FAN_CREATE, &sfs, "file created");
	if (mkdir(sub, 0700) != 0) {
		la_fanotify_report(0, "mkdir %s: %s", sub, strerror(errno));
		goto out;
	}
	r = LA_SYSCALL(LINUXABI_SYS_read, (long)fd, u.buf, (long)sizeof u.buf);
	e = LA_ERROR(r);
	if (r < 0)
		la_fanotify_report(0, "read after creating a directory: %s",
				   strerror(e));
	else
		la_fanotify_event(u.buf, r, FAN_CREATE | FAN_ONDIR, &sfs,
				  "directory created");
out:
	close(fd);
	unlink(path);
	rmdir(sub);
	rmdir(dir);
}

#endif
