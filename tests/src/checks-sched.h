/* The checks of <linuxabi/sched.h> that run real system calls: clone3(2)
 * with struct linuxabi_clone_args, CLONE_PIDFD and CLONE_PARENT_SETTID,
 * and clone(2) with CLONE_PARENT_SETTID (the child of either only exits);
 * sched_getattr(2) into struct linuxabi_sched_attr and sched_getparam(2)
 * into struct linuxabi_sched_param, against libc.  ENOSYS (an emulator
 * without clone3, say) is printed, not hidden.  Shared by
 * runtime-sched.c (the host) and programs that run them on other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h), and LA_QEMU under qemu user-mode emulation, where
 * what qemu does differently is printed as a diagnostic.  libc's <sched.h> and <sys/wait.h> are included here
 * and must come before the linuxabi headers.  la_sched_checks() runs them
 * all and prints "ok - sched: ..." or "not ok - sched: ..." lines. */
#ifndef LA_SCHED_CHECKS_H
#define LA_SCHED_CHECKS_H

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/sched.h>
#include "checks.h"

/* one "ok - sched: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_sched_report(good, ...) la_report_in("sched", (good), __VA_ARGS__)

/* After a raw clone, are we the child?  Asked of the kernel by number,
   not from the return value: sparc returns the parent's pid to both and
   tells the child in another register, which syscall(2) drops. */
static int la_sched_in_child(long parent)
{
	return LA_SYSCALL(LINUXABI_SYS_getpid) != parent;
}

/* the child's exit code, by libc's waitpid */
static int la_sched_reap(pid_t pid)
{
	int status = -1;

	if (waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		return -1;
	return WEXITSTATUS(status);
}

static void la_sched_clone3(void)
{
#ifdef LINUXABI_SYS_clone3
	struct linuxabi_clone_args args;
	long parent = LA_SYSCALL(LINUXABI_SYS_getpid);
	int pidfd = -1, tid = 0, code;
	long r;
	int e;

	memset(&args, 0, sizeof args);
	args.flags = CLONE_PIDFD | CLONE_PARENT_SETTID;
	args.pidfd = (uint64_t)(uintptr_t)&pidfd;
	args.parent_tid = (uint64_t)(uintptr_t)&tid;
	args.exit_signal = SIGCHLD;
	r = LA_SYSCALL(LINUXABI_SYS_clone3, &args, (size_t)CLONE_ARGS_SIZE_VER0);
	if (r >= 0 && la_sched_in_child(parent))
		_exit(7);
	e = LA_ERROR(r);
	if (r < 0 && e == ENOSYS) {
		la_sched_report(1, "clone3 (%d): ENOSYS: not available here "
				"(an emulator without clone3?), clone(2) below",
				LINUXABI_SYS_clone3);
		printf("# clone3 answered ENOSYS: struct linuxabi_clone_args "
		       "was not exercised\n");
		return;
	}
	code = r > 0 ? la_sched_reap((pid_t)r) : -1;
	la_sched_report(r > 0 && pidfd >= 0 && tid == r && code == 7,
			"clone3 CLONE_PIDFD|CLONE_PARENT_SETTID, size "
			"CLONE_ARGS_SIZE_VER0: %ld (%s), pidfd %d, parent_tid "
			"%d, child exited %d", r, r < 0 ? strerror(e) : "pid",
			pidfd, tid, code);
	if (pidfd >= 0)
		close(pidfd);
	/* a size below the first version: EINVAL */
	r = LA_SYSCALL(LINUXABI_SYS_clone3, &args,
		       (size_t)CLONE_ARGS_SIZE_VER0 - 8);
	if (r >= 0 && la_sched_in_child(parent))
		_exit(7);
	e = LA_ERROR(r);
	if (r > 0)
		la_sched_reap((pid_t)r);
	la_sched_report(r < 0 && e == EINVAL,
			"clone3 with CLONE_ARGS_SIZE_VER0 - 8 bytes: %ld, %s", r,
			strerror(e));
#else
	la_sched_report(1, "clone3: not a system call on this ABI");
#endif
}

/* clone(2) as fork with CLONE_PARENT_SETTID: the parent_tid pointer is
   the third argument in every ABI's argument order; s390 takes the stack
   first and the flags second */
static void la_sched_clone(void)
{
	long parent = LA_SYSCALL(LINUXABI_SYS_getpid);
	int tid = 0, code;
	long r;
	int e;

#if defined(__s390__)
	r = LA_SYSCALL(LINUXABI_SYS_clone, 0L,
		       (unsigned long)(CLONE_PARENT_SETTID | SIGCHLD), &tid,
		       0L, 0L);
#else
	r = LA_SYSCALL(LINUXABI_SYS_clone,
		       (unsigned long)(CLONE_PARENT_SETTID | SIGCHLD), 0L, &tid,
		       0L, 0L);
#endif
	if (r >= 0 && la_sched_in_child(parent))
		_exit(9);
	e = LA_ERROR(r);
	code = r > 0 ? la_sched_reap((pid_t)r) : -1;
#ifdef LA_QEMU
	/* qemu (7.2) runs a clone without CLONE_VM as a fork and stores
	   parent_tid in the child's copy of memory only */
	if (r > 0 && tid == 0 && code == 9) {
		la_sched_report(1, "clone (%d) CLONE_PARENT_SETTID|SIGCHLD: "
				"%ld (pid), child exited %d; parent_tid not "
				"stored (qemu)", LINUXABI_SYS_clone, r, code);
		printf("# qemu stores CLONE_PARENT_SETTID's tid in the "
		       "child only: parent_tid was not checked\n");
		return;
	}
#endif
	la_sched_report(r > 0 && tid == r && code == 9,
			"clone (%d) CLONE_PARENT_SETTID|SIGCHLD: %ld (%s), "
			"parent_tid %d, child exited %d", LINUXABI_SYS_clone, r,
			r < 0 ? strerror(e) : "pid", tid, code);
}

static void la_sched_attr(void)
{
	struct linuxabi_sched_attr attr;
	struct linuxabi_sched_param param;
	struct sched_param libc;
	int policy = sched_getscheduler(0);
	long r;
	int e;

	memset(&attr, 0xff, sizeof attr);
	r = LA_SYSCALL(LINUXABI_SYS_sched_getattr, 0, &attr,
		       (unsigned)sizeof attr, 0);
	e = LA_ERROR(r);
	if (r < 0 && e == ENOSYS) {
		la_sched_report(1, "sched_getattr (%d): ENOSYS: not available "
				"here (an emulator without it?)",
				LINUXABI_SYS_sched_getattr);
		printf("# sched_getattr answered ENOSYS: struct "
		       "linuxabi_sched_attr was not exercised\n");
	} else {
		la_sched_report(r == 0 && attr.size == SCHED_ATTR_SIZE_VER1 &&
				(int)attr.sched_policy == policy &&
				attr.sched_nice == nice(0),
				"sched_getattr, struct linuxabi_sched_attr: %ld, "
				"size %u, policy %u (libc %d), nice %d", r,
				(unsigned)attr.size,
				(unsigned)attr.sched_policy, policy,
				(int)attr.sched_nice);
	}
	memset(&param, 0xff, sizeof param);
	memset(&libc, 0, sizeof libc);
	sched_getparam(0, &libc);
	r = LA_SYSCALL(LINUXABI_SYS_sched_getparam, 0, &param);
	la_sched_report(r == 0 && param.sched_priority == libc.sched_priority &&
			policy == SCHED_NORMAL,
			"sched_getparam, struct linuxabi_sched_param: %ld, "
			"priority %d (libc %d); libc's policy is SCHED_NORMAL "
			"(%d)", r, (int)param.sched_priority,
			libc.sched_priority, policy);
}

static void la_sched_checks(void)
{
	la_sched_clone3();
	la_sched_clone();
	la_sched_attr();
}

#endif
