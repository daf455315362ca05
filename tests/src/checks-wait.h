/* The checks of <linuxabi/wait.h> that run real system calls: waitid(2)
 * by number with P_PID, WEXITED, WNOHANG, WNOWAIT and LINUXABI_WALL on
 * children that libc's fork() made, read from the kernel's siginfo in a
 * buffer of its fixed size (128 bytes) at the offsets of the kernel's
 * layout, and wait4(2) with WNOHANG.  Shared by runtime-wait.c (the host)
 * and programs that run them on other ABIs.  Before including, a program
 * may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  libc's
 * <sys/wait.h> is included here and must come before <linuxabi/wait.h>
 * (glibc's and musl's P_* are enumerators).  la_wait_checks() runs them
 * all and prints "ok - wait: ..." or "not ok - wait: ..." lines. */
#ifndef LA_WAIT_CHECKS_H
#define LA_WAIT_CHECKS_H

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/wait.h>
#include "checks.h"

/* one "ok - wait: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_wait_report(good, ...) la_report_in("wait", (good), __VA_ARGS__)

/* The kernel's siginfo: si_signo, si_errno, si_code (MIPS swaps the last
   two), then the union, aligned as a pointer (x32's compat siginfo has
   4-byte alignment there too); for SIGCHLD it starts with si_pid,
   si_uid, si_status. */
#if defined(__mips__)
#define LA_SI_CODE 4
#else
#define LA_SI_CODE 8
#endif
#define LA_SI_PID (sizeof(void *) == 8 ? 16 : 12)
#define LA_SI_STATUS (LA_SI_PID + 8)

static int32_t la_si(const unsigned char *si, size_t off)
{
	int32_t v;

	memcpy(&v, si + off, sizeof v);
	return v;
}

/* a child that waits for its pipe to close, then exits with CODE */
static pid_t la_wait_child(int *wfd, int code)
{
	int p[2];
	pid_t pid;
	char c;

	if (pipe(p) != 0)
		return -1;
	pid = fork();
	if (pid == 0) {
		close(p[1]);
		while (read(p[0], &c, 1) > 0)
			;
		_exit(code);
	}
	close(p[0]);
	if (pid < 0)
		close(p[1]);
	else
		*wfd = p[1];
	return pid;
}

static void la_wait_checks(void)
{
	unsigned char si[128];
	int wfd = -1, status = -1;
	pid_t pid = la_wait_child(&wfd, 42);
	long r, r2;
	int e;

	if (pid < 0) {
		la_wait_report(0, "waitid: libc's fork fails: %s",
			       strerror(errno));
		return;
	}
	/* still running: WNOHANG returns 0 and leaves si_pid 0 */
	memset(si, 0xff, sizeof si);
	r = LA_SYSCALL(LINUXABI_SYS_waitid, P_PID, pid, si, WEXITED | WNOHANG,
		       NULL);
	la_wait_report(r == 0 && la_si(si, LA_SI_PID) == 0,
		       "waitid P_PID WEXITED|WNOHANG on a running child: %ld, "
		       "si_pid %d", r, (int)la_si(si, LA_SI_PID));
#ifdef LINUXABI_SYS_wait4
	r = LA_SYSCALL(LINUXABI_SYS_wait4, pid, NULL, WNOHANG, NULL);
	la_wait_report(r == 0, "wait4 WNOHANG on a running child: %ld", r);
#endif
	close(wfd);
	/* WNOWAIT: the exit is reported and the child stays waitable */
	memset(si, 0, sizeof si);
	r = LA_SYSCALL(LINUXABI_SYS_waitid, P_PID, pid, si, WEXITED | WNOWAIT,
		       NULL);
	la_wait_report(r == 0 && la_si(si, 0) == SIGCHLD &&
		       la_si(si, LA_SI_CODE) == CLD_EXITED &&
		       la_si(si, LA_SI_PID) == pid &&
		       la_si(si, LA_SI_STATUS) == 42,
		       "waitid P_PID WEXITED|WNOWAIT: %ld, si_signo %d, si_code "
		       "%d, si_pid %d (fork said %d), si_status %d",
		       r, (int)la_si(si, 0), (int)la_si(si, LA_SI_CODE),
		       (int)la_si(si, LA_SI_PID), (int)pid,
		       (int)la_si(si, LA_SI_STATUS));
	/* and again, reaping it, with LINUXABI_WALL */
	memset(si, 0, sizeof si);
	r = LA_SYSCALL(LINUXABI_SYS_waitid, P_PID, pid, si,
		       WEXITED | LINUXABI_WALL, NULL);
	la_wait_report(r == 0 && la_si(si, LA_SI_PID) == pid &&
		       la_si(si, LA_SI_STATUS) == 42,
		       "waitid P_PID WEXITED|LINUXABI_WALL after WNOWAIT: %ld, "
		       "si_pid %d, si_status %d", r, (int)la_si(si, LA_SI_PID),
		       (int)la_si(si, LA_SI_STATUS));
	/* gone: libc's waitpid finds no such child */
	r2 = waitpid(pid, &status, WNOHANG);
	e = r2 < 0 ? errno : 0;
	la_wait_report(r2 < 0 && e == ECHILD,
		       "then libc's waitpid: %ld, %s", r2, strerror(e));
	/* an option the kernel does not have: EINVAL */
	r = LA_SYSCALL(LINUXABI_SYS_waitid, P_ALL, 0, si, 0, NULL);
	e = LA_ERROR(r);
	la_wait_report(r != 0 && e == EINVAL,
		       "waitid P_ALL without WEXITED, WSTOPPED or WCONTINUED: "
		       "%ld, %s", r, strerror(e));
}

#endif
