/* The checks of <linuxabi/landlock.h> that run real system calls: landlock_create_ruleset(2)
 * LANDLOCK_CREATE_RULESET_VERSION (the kernel's Landlock ABI version), and
 * where there is one, in a child: a ruleset that handles reading files,
 * a LANDLOCK_RULE_PATH_BENEATH rule (the packed struct) that allows it
 * under /dev, landlock_restrict_self(2), then reading /dev/null works and
 * reading / (a directory, LANDLOCK_ACCESS_FS_READ_DIR) fails.
 * Shared by runtime-landlock.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  An error that says the kernel (or an
 * emulator) lacks the call, or forbids it here, is printed in an "ok"
 * line that names it, not hidden.  la_landlock_checks() runs them all and
 * prints "ok - landlock: ..." or "not ok - landlock: ..." lines. */
#ifndef LA_LANDLOCK_CHECKS_H
#define LA_LANDLOCK_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <linuxabi/syscall.h>
#include <linuxabi/landlock.h>
#include "checks.h"

/* one "ok - landlock: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_landlock_report(good, ...) la_report_in("landlock", (good), __VA_ARGS__)

/* an error that means "not here": no such call, not allowed, not built */
static int la_landlock_absent(int e)
{
	return e == ENOSYS || e == EPERM || e == EOPNOTSUPP || e == EACCES;
}

/* in the child: 0 if the sandbox does what it says, else a step number */
static int la_landlock_child(void)
{
	struct linuxabi_landlock_ruleset_attr attr;
	struct linuxabi_landlock_path_beneath_attr rule;
	uint64_t access = LANDLOCK_ACCESS_FS_READ_FILE;
	int32_t dir;
	int rs, fd;

	memset(&attr, 0, sizeof attr);
	attr.handled_access_fs = LANDLOCK_ACCESS_FS_READ_FILE |
		LANDLOCK_ACCESS_FS_READ_DIR;
	/* the version 1 size: the first field alone */
	rs = (int)LA_SYSCALL(LINUXABI_SYS_landlock_create_ruleset, &attr,
			     sizeof attr.handled_access_fs, 0);
	if (rs < 0)
		return 1;
	dir = open("/dev", O_PATH | O_DIRECTORY);
	memcpy(rule.allowed_access, &access, 8);
	memcpy(rule.parent_fd, &dir, 4);
	if (LA_SYSCALL(LINUXABI_SYS_landlock_add_rule, rs,
		       LANDLOCK_RULE_PATH_BENEATH, &rule, 0) != 0)
		return 2;
	if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0)
		return 3;
	if (LA_SYSCALL(LINUXABI_SYS_landlock_restrict_self, rs, 0) != 0)
		return 4;
	fd = open("/dev/null", O_RDONLY);
	if (fd < 0)
		return 5;
	close(fd);
	fd = open("/", O_RDONLY | O_DIRECTORY);
	if (fd >= 0 || errno != EACCES)
		return 6;
	return 0;
}

static void la_landlock_checks(void)
{
	static const char *const step[] = { "all as expected",
		"create_ruleset fails", "add_rule fails",
		"PR_SET_NO_NEW_PRIVS fails", "restrict_self fails",
		"/dev/null cannot be read", "/ can still be read" };
	long v, r;
	int e, status = -1;
	pid_t pid;

	v = LA_SYSCALL(LINUXABI_SYS_landlock_create_ruleset, NULL, 0,
		       LANDLOCK_CREATE_RULESET_VERSION);
	e = LA_ERROR(v);
	if (e) {
		la_landlock_report(la_landlock_absent(e), "landlock_create_"
				   "ruleset LANDLOCK_CREATE_RULESET_VERSION: %s "
				   "(Landlock not run here)", strerror(e));
		return;
	}
	la_landlock_report(v >= 1, "landlock_create_ruleset LANDLOCK_CREATE_"
			   "RULESET_VERSION: Landlock ABI version %ld", v);
	r = LA_SYSCALL(LINUXABI_SYS_landlock_create_ruleset, NULL, 0,
		       LANDLOCK_CREATE_RULESET_ERRATA);
	e = LA_ERROR(r);
	la_landlock_report(r >= 0 || e == EINVAL, "landlock_create_ruleset "
			   "LANDLOCK_CREATE_RULESET_ERRATA: %ld %s", r,
			   e ? strerror(e) : "");
	pid = fork();
	if (pid == 0)
		_exit(la_landlock_child());
	if (pid < 0 || waitpid(pid, &status, 0) != pid) {
		la_landlock_report(0, "fork or waitpid fails: %s",
				   strerror(errno));
		return;
	}
	la_landlock_report(WIFEXITED(status) && WEXITSTATUS(status) == 0,
			   "a child sandboxed to reading files under /dev: %s",
			   WIFEXITED(status) && WEXITSTATUS(status) < 7 ?
			   step[WEXITSTATUS(status)] : "killed");
}

#endif
