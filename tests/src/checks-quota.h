/* The checks of <linuxabi/quota.h> that run real system calls:
 * quotactl(2) with LINUXABI_QCMD(Q_SYNC, USRQUOTA) and no device (every
 * filesystem with quotas on is synced: 0), with a quota type past the
 * last (EINVAL: the type is the command's low byte) and Q_GETFMT with no
 * device (ENODEV); Q_GETFMT on "/", a directory, not a block device
 * (ENOTBLK); and quotactl_fd(2) Q_GETFMT and Q_GETINFO on the root
 * directory: a QFMT_* format and a struct linuxabi_if_dqinfo where the
 * root filesystem has user quotas on, else ESRCH (quotas off) or ENOSYS
 * (a filesystem without quota support).  A kernel without quotactl
 * (ENOSYS, CONFIG_QUOTACTL off) or quotactl_fd (before 5.14), or a caller
 * without the privilege a command needs or under a seccomp filter that
 * refuses quotactl (EPERM), is an ok line naming it; so, under qemu
 * (LA_QEMU), is ENOSYS for a call qemu does not translate.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (checks.h).
 * la_quota_checks() prints "ok - quota: ..." or "not ok - quota: ..."
 * lines. */
#ifndef LA_QUOTA_CHECKS_H
#define LA_QUOTA_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <fcntl.h>
#include <linuxabi/quota.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_quota_report(good, ...) la_report_in("quota", (good), __VA_ARGS__)

/* why a call is not there, or 0: no quotactl in this kernel (or qemu) */
static const char *la_quota_absent(int e)
{
	if (e != ENOSYS)
		return 0;
#ifdef LA_QEMU
	return "qemu does not translate it, or the kernel lacks it";
#else
	return "the kernel lacks it (CONFIG_QUOTACTL off, or too old)";
#endif
}

static void la_quota_checks(void)
{
	struct linuxabi_if_dqinfo info;
	unsigned int cmd;
	uint32_t fmt;
	const char *why;
	long r;
	int e, fd;

	cmd = LINUXABI_QCMD(Q_SYNC, USRQUOTA);
	r = LA_SYSCALL(LINUXABI_SYS_quotactl, cmd, (char *)0, 0, (void *)0);
	e = LA_ERROR(r);
	why = la_quota_absent(e);
	if (why) {
		la_quota_report(1, "quotactl Q_SYNC (%#x): ENOSYS: %s; the "
				"other quotactl checks are not run", cmd, why);
	} else if (e == EPERM) {
		la_quota_report(1, "quotactl Q_SYNC (%#x): EPERM: not allowed "
				"here (a seccomp filter or security module); the "
				"other quotactl checks are not run", cmd);
	} else {
		la_quota_report(r == 0, "quotactl QCMD(Q_SYNC, USRQUOTA) (%#x) "
				"with no device: %ld %s", cmd, r,
				e ? strerror(e) : "");

		cmd = LINUXABI_QCMD(Q_SYNC, 0xff);
		r = LA_SYSCALL(LINUXABI_SYS_quotactl, cmd, (char *)0, 0,
			       (void *)0);
		e = LA_ERROR(r);
		la_quota_report(e == EINVAL, "quotactl QCMD(Q_SYNC, 0xff) "
				"(%#x), no such quota type: EINVAL, got %ld %s",
				cmd, r, e ? strerror(e) : "");

		cmd = LINUXABI_QCMD(Q_GETFMT, USRQUOTA);
		r = LA_SYSCALL(LINUXABI_SYS_quotactl, cmd, (char *)0, 0, &fmt);
		e = LA_ERROR(r);
		la_quota_report(e == ENODEV, "quotactl QCMD(Q_GETFMT, USRQUOTA) "
				"(%#x) with no device: ENODEV, got %ld %s",
				cmd, r, e ? strerror(e) : "");

		r = LA_SYSCALL(LINUXABI_SYS_quotactl, cmd, "/", 0, &fmt);
		e = LA_ERROR(r);
		la_quota_report(e == ENOTBLK || e == EPERM || e == EACCES,
				"quotactl Q_GETFMT on \"/\", a directory: "
				"ENOTBLK (not a block device; EPERM or EACCES "
				"where lookups are confined), got %ld %s", r,
				e ? strerror(e) : "");
	}

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/",
		       O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
	e = LA_ERROR(r);
	if (e) {
		la_quota_report(e == EACCES || e == EPERM, "open \"/\": %s: "
				"quotactl_fd is not run", strerror(e));
		return;
	}
	fd = (int)r;
	cmd = LINUXABI_QCMD(Q_GETFMT, USRQUOTA);
	fmt = 0xffffffffu;
	r = LA_SYSCALL(LINUXABI_SYS_quotactl_fd, fd, cmd, 0, &fmt);
	e = LA_ERROR(r);
	why = la_quota_absent(e);
	if (e == ENOSYS) {
		la_quota_report(1, "quotactl_fd Q_GETFMT (%#x) on \"/\": "
				"ENOSYS: %s, or the root filesystem has no "
				"quota support", cmd, why);
	} else if (e == ESRCH || e == EPERM) {
		la_quota_report(1, "quotactl_fd Q_GETFMT (%#x) on \"/\": %s "
				"(%s): Q_GETINFO is not run", cmd, strerror(e),
				e == ESRCH ? "user quotas are off there"
					   : "not allowed here");
	} else {
		la_quota_report(r == 0 && fmt >= QFMT_VFS_OLD &&
				fmt <= QFMT_SHMEM, "quotactl_fd Q_GETFMT "
				"(%#x) on \"/\": %ld %s, format %u (QFMT_*)",
				cmd, r, e ? strerror(e) : "", (unsigned)fmt);
		cmd = LINUXABI_QCMD(Q_GETINFO, USRQUOTA);
		memset(&info, 0xff, sizeof info);
		r = LA_SYSCALL(LINUXABI_SYS_quotactl_fd, fd, cmd, 0, &info);
		e = LA_ERROR(r);
		la_quota_report((r == 0 && info.dqi_valid != 0xffffffffu) ||
				e == EPERM, "quotactl_fd Q_GETINFO (%#x) with "
				"a %d-byte struct linuxabi_if_dqinfo: %ld %s, "
				"grace %llu s and %llu s, flags %#x, valid %#x",
				cmd, (int)sizeof info, r, e ? strerror(e) : "",
				(unsigned long long)info.dqi_bgrace,
				(unsigned long long)info.dqi_igrace,
				(unsigned)info.dqi_flags,
				(unsigned)info.dqi_valid);
	}
	close(fd);
}

#endif
