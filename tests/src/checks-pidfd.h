/* The checks of <linuxabi/pidfd.h> that run real system calls: pidfd_open(2)
 * of the process itself, plain and with PIDFD_NONBLOCK (whose file must
 * then have libc's O_NONBLOCK in F_GETFL), and of a thread with
 * PIDFD_THREAD; pidfd_send_signal(2) of signal 0 through a pidfd and
 * through PIDFD_SELF_PROCESS; the PIDFD_GET_INFO ioctl into struct
 * linuxabi_pidfd_info (pid, ppid and ids against getpid(), getppid(),
 * getuid()...), and PIDFD_INFO_EXIT of a reaped child; PIDFD_GET_PID_NAMESPACE
 * (the fd is /proc/self/ns/pid's namespace); a child forked, opened with
 * pidfd_open(2) and reaped with waitid(2) P_PIDFD.  Shared by
 * runtime-pidfd.c (the host) and programs that run them on other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h); it includes libc's <sys/wait.h> before
 * <linuxabi/wait.h> (the order the README's coexistence table allows).
 * An error that says the kernel lacks a call or request (ENOSYS, ENOTTY,
 * EINVAL for a pidfd_open(2) flag it does not know) is printed in an "ok" line that
 * names it and the kernel version that added it, not hidden.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 passes
 * pidfd_open(2)'s flags to the host kernel untranslated, so PIDFD_NONBLOCK
 * and PIDFD_THREAD, open(2) bits, mean what the host's bits mean where the
 * guest numbers O_NONBLOCK or O_EXCL otherwise (alpha, hppa, MIPS,
 * sparc64), and its ioctl(2) knows no pidfs request (ENOSYS): those are
 * printed as ok with the reason.  la_pidfd_checks() runs them all and
 * prints "ok - pidfd: ..." or "not ok - pidfd: ..." lines. */
#ifndef LA_PIDFD_CHECKS_H
#define LA_PIDFD_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>

#include <linuxabi/pidfd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/wait.h>
#include "checks.h"

/* one "ok - pidfd: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_pidfd_report(good, ...) la_report_in("pidfd", (good), __VA_ARGS__)

/* the guest's open(2) bits are not the x86_64 host's: qemu passes
   pidfd_open(2)'s flags through as they are */
#if defined(LA_EMULATED) && (PIDFD_NONBLOCK != 04000 || PIDFD_THREAD != 0200)
#define LA_PIDFD_FOREIGN_OFLAGS 1
#endif

/* the pidfs ioctls: ENOTTY before Linux 6.11 (namespaces) and 6.13
   (PIDFD_GET_INFO); ENOSYS under qemu 7.2, whose ioctl table lacks them */
static int la_pidfd_no_ioctl(int e, const char *what, const char *since)
{
#ifdef LA_EMULATED
	if (e != ENOTTY && e != ENOSYS)
		return 0;
	(void)since;
	la_pidfd_report(1, "ioctl %s: %s: skipped: qemu 7.2's ioctl(2) "
			"knows no pidfs request", what, strerror(e));
#else
	if (e != ENOTTY)
		return 0;
	la_pidfd_report(1, "ioctl %s: %s: skipped: the kernel has it since "
			"Linux %s", what, strerror(e), since);
#endif
	return 1;
}

static void la_pidfd_info(int fd)
{
	struct linuxabi_pidfd_info info;
	long r;
	int e;

	memset(&info, 0, sizeof info);
	info.mask = PIDFD_INFO_PID | PIDFD_INFO_CREDS;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)PIDFD_GET_INFO,
		       &info);
	e = LA_ERROR(r);
	if (e && la_pidfd_no_ioctl(e, "PIDFD_GET_INFO", "6.13"))
		return;
	la_pidfd_report(r == 0 && (info.mask & PIDFD_INFO_PID) &&
			(info.mask & PIDFD_INFO_CREDS) &&
			info.pid == (uint32_t)getpid() &&
			info.tgid == (uint32_t)getpid() &&
			info.ppid == (uint32_t)getppid() &&
			info.ruid == (uint32_t)getuid() &&
			info.euid == (uint32_t)geteuid() &&
			info.rgid == (uint32_t)getgid() &&
			info.egid == (uint32_t)getegid(),
			"ioctl PIDFD_GET_INFO (%#lx, struct linuxabi_pidfd_info "
			"of %zu bytes), PIDFD_INFO_PID|PIDFD_INFO_CREDS: %ld %s, "
			"mask %#llx, pid %u tgid %u ppid %u ruid %u euid %u rgid "
			"%u egid %u (getpid %ld, getppid %ld, getuid %ld)",
			(unsigned long)PIDFD_GET_INFO, sizeof info, r,
			e ? strerror(e) : "", (unsigned long long)info.mask,
			info.pid, info.tgid, info.ppid, info.ruid, info.euid,
			info.rgid, info.egid, (long)getpid(), (long)getppid(),
			(long)getuid());
}

static void la_pidfd_namespace(int fd)
{
	struct stat a, b;
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
		       (long)PIDFD_GET_PID_NAMESPACE, 0L);
	e = LA_ERROR(r);
	if (e && la_pidfd_no_ioctl(e, "PIDFD_GET_PID_NAMESPACE", "6.11"))
		return;
	if (e == EPERM || e == EACCES || e == EOPNOTSUPP) {
		la_pidfd_report(1, "ioctl PIDFD_GET_PID_NAMESPACE: %s: skipped: "
				"not allowed here (or no pid namespaces built)",
				strerror(e));
		return;
	}
	if (r < 0 || e) {
		la_pidfd_report(0, "ioctl PIDFD_GET_PID_NAMESPACE (%#lx): %ld %s",
				(unsigned long)PIDFD_GET_PID_NAMESPACE, r,
				strerror(e));
		return;
	}
	if (fstat((int)r, &a) != 0 || stat("/proc/self/ns/pid", &b) != 0) {
		la_pidfd_report(1, "ioctl PIDFD_GET_PID_NAMESPACE (%#lx): fd %ld; "
				"/proc/self/ns/pid: %s (inode not compared)",
				(unsigned long)PIDFD_GET_PID_NAMESPACE, r,
				strerror(errno));
	} else {
		la_pidfd_report(a.st_ino == b.st_ino && a.st_dev == b.st_dev,
				"ioctl PIDFD_GET_PID_NAMESPACE (%#lx): fd %ld, "
				"inode %llu, /proc/self/ns/pid's %llu",
				(unsigned long)PIDFD_GET_PID_NAMESPACE, r,
				(unsigned long long)a.st_ino,
				(unsigned long long)b.st_ino);
	}
	close((int)r);
}

/* a child that exits with 7: pidfd_open(2), waitid(2) P_PIDFD, then the
   exit code through PIDFD_INFO_EXIT (Linux 6.15) */
static void la_pidfd_child(void)
{
	struct linuxabi_pidfd_info info;
	siginfo_t si;
	pid_t child;
	long fd, r;
	int e;

	fflush(stdout);
	child = fork();
	if (child == 0)
		_exit(7);
	if (child < 0) {
		la_pidfd_report(0, "fork: %s", strerror(errno));
		return;
	}
	fd = LA_SYSCALL(LINUXABI_SYS_pidfd_open, (long)child, 0L);
	e = LA_ERROR(fd);
	la_pidfd_report(fd >= 0, "pidfd_open of a child: %ld %s", fd,
			e ? strerror(e) : "");
	if (fd < 0) {
		waitpid(child, NULL, 0);
		return;
	}
	memset(&si, 0, sizeof si);
	r = LA_SYSCALL(LINUXABI_SYS_waitid, (long)P_PIDFD, fd, &si,
		       (long)WEXITED, 0L);
	e = LA_ERROR(r);
	la_pidfd_report(r == 0 && si.si_pid == child &&
			si.si_code == CLD_EXITED && si.si_status == 7,
			"waitid P_PIDFD on the child's pidfd: %ld %s, si_pid %ld "
			"(child %ld), si_code %d, si_status %d", r,
			e ? strerror(e) : "", (long)si.si_pid, (long)child,
			si.si_code, si.si_status);
	if (r != 0)
		waitpid(child, NULL, 0);
	memset(&info, 0, sizeof info);
	info.mask = PIDFD_INFO_EXIT;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, (long)PIDFD_GET_INFO, &info);
	e = LA_ERROR(r);
	if (e && la_pidfd_no_ioctl(e, "PIDFD_GET_INFO of a reaped child",
				   "6.13"))
		goto out;
	if (e == ESRCH || (r == 0 && !(info.mask & PIDFD_INFO_EXIT))) {
		la_pidfd_report(1, "ioctl PIDFD_GET_INFO PIDFD_INFO_EXIT of a "
				"reaped child: %s, mask %#llx: skipped: the kernel "
				"keeps exit codes since Linux 6.15",
				e ? strerror(e) : "no PIDFD_INFO_EXIT",
				(unsigned long long)info.mask);
		goto out;
	}
	la_pidfd_report(r == 0 && WIFEXITED(info.exit_code) &&
			WEXITSTATUS(info.exit_code) == 7 &&
			(!(info.mask & PIDFD_INFO_PID) ||
			 info.pid == (uint32_t)child),
			"ioctl PIDFD_GET_INFO PIDFD_INFO_EXIT of a reaped child: "
			"%ld %s, mask %#llx, exit_code %#x (exit 7)", r,
			e ? strerror(e) : "", (unsigned long long)info.mask,
			(unsigned)info.exit_code);
out:
	close((int)fd);
}

static void la_pidfd_checks(void)
{
	long fd, fd2, r;
	int e, fl;

	fd = LA_SYSCALL(LINUXABI_SYS_pidfd_open, (long)getpid(), 0L);
	e = LA_ERROR(fd);
	if (e == ENOSYS) {
		la_pidfd_report(1, "pidfd_open: %s: skipped: the kernel has it "
				"since Linux 5.3", strerror(e));
		return;
	}
	la_pidfd_report(fd >= 0, "pidfd_open of itself, flags 0: %ld %s", fd,
			e ? strerror(e) : "");
	if (fd < 0)
		return;

	r = LA_SYSCALL(LINUXABI_SYS_pidfd_send_signal, fd, 0L, 0L, 0L);
	e = LA_ERROR(r);
	la_pidfd_report(r == 0, "pidfd_send_signal of signal 0 through it: "
			"%ld %s", r, e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_pidfd_send_signal,
		       (long)PIDFD_SELF_PROCESS, 0L, 0L, 0L);
	e = LA_ERROR(r);
	if (e == EBADF)
		la_pidfd_report(1, "pidfd_send_signal PIDFD_SELF_PROCESS (%d): "
				"%s: skipped: the kernel takes PIDFD_SELF* since "
				"Linux 6.14", PIDFD_SELF_PROCESS, strerror(e));
	else
		la_pidfd_report(r == 0, "pidfd_send_signal PIDFD_SELF_PROCESS "
				"(%d), signal 0: %ld %s", PIDFD_SELF_PROCESS, r,
				e ? strerror(e) : "");

	fd2 = LA_SYSCALL(LINUXABI_SYS_pidfd_open, (long)getpid(),
			 (long)PIDFD_NONBLOCK);
	e = LA_ERROR(fd2);
	fl = fd2 >= 0 ? fcntl((int)fd2, F_GETFL) : -1;
#ifdef LA_PIDFD_FOREIGN_OFLAGS
	if (e == EINVAL || (fd2 >= 0 && !(fl & O_NONBLOCK)))
		la_pidfd_report(1, "pidfd_open PIDFD_NONBLOCK (%#x): %ld %s, "
				"F_GETFL %#x: skipped: qemu 7.2 hands the flags "
				"to the host untranslated, and this ABI's "
				"O_NONBLOCK is not the host's", PIDFD_NONBLOCK,
				fd2, e ? strerror(e) : "", (unsigned)fl);
	else
#endif
	if (e == EINVAL)
		la_pidfd_report(1, "pidfd_open PIDFD_NONBLOCK (%#x): %s: "
				"skipped: the kernel has it since Linux 5.10",
				PIDFD_NONBLOCK, strerror(e));
	else
		la_pidfd_report(fd2 >= 0 && fl != -1 && (fl & O_NONBLOCK),
				"pidfd_open PIDFD_NONBLOCK (%#x): %ld %s, F_GETFL "
				"%#x has O_NONBLOCK (%#x)", PIDFD_NONBLOCK, fd2,
				e ? strerror(e) : "", (unsigned)fl, O_NONBLOCK);
	if (fd2 >= 0)
		close((int)fd2);

	fd2 = LA_SYSCALL(LINUXABI_SYS_pidfd_open, (long)getpid(),
			 (long)PIDFD_THREAD);
	e = LA_ERROR(fd2);
#ifdef LA_PIDFD_FOREIGN_OFLAGS
	/* EINVAL, or another flag of the host's (sparc64's and alpha's
	   O_EXCL, 0x800, is the host's O_NONBLOCK) */
	la_pidfd_report(1, "pidfd_open PIDFD_THREAD (%#x): %ld %s: skipped: "
			"qemu 7.2 hands the flags to the host untranslated, "
			"and this ABI's O_EXCL is not the host's",
			PIDFD_THREAD, fd2, e ? strerror(e) : "");
#else
	if (e == EINVAL)
		la_pidfd_report(1, "pidfd_open PIDFD_THREAD (%#x): %s: skipped: "
				"the kernel has it since Linux 6.9", PIDFD_THREAD,
				strerror(e));
	else
		la_pidfd_report(fd2 >= 0, "pidfd_open of the main thread with "
				"PIDFD_THREAD (%#x): %ld %s", PIDFD_THREAD, fd2,
				e ? strerror(e) : "");
#endif
	if (fd2 >= 0)
		close((int)fd2);

	la_pidfd_info((int)fd);
	la_pidfd_namespace((int)fd);
	close((int)fd);
	la_pidfd_child();
}

#endif
