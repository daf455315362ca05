/* The checks of <linuxabi/seccomp.h> and <linuxabi/filter.h> that run
 * real system calls: in a child made with fork(), prctl(2)
 * PR_SET_NO_NEW_PRIVS, then PR_SET_SECCOMP with a classic BPF filter
 * written with these headers alone (struct linuxabi_sock_filter and
 * linuxabi_sock_fprog, BPF_* opcodes, struct linuxabi_seccomp_data
 * offsets, LINUXABI_AUDIT_ARCH, SECCOMP_RET_*, LINUXABI_SYS_getppid)
 * that makes getppid fail with ENOTBLK and lets everything else run;
 * getppid and getpid by number then.  And seccomp(2)
 * SECCOMP_GET_ACTION_AVAIL and SECCOMP_GET_NOTIF_SIZES against our
 * structures.  The child reports through a pipe.
 *
 * Shared by runtime-seccomp.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h), and LA_EMULATED where an emulator
 * runs the checks: there a refused filter and a missing seccomp(2)
 * (qemu's user mode keeps seccomp for itself) are printed as ok with a
 * "# " line saying what was not checked.
 * la_seccomp_checks() runs them all and prints "ok - seccomp: ..." or
 * "not ok - seccomp: ..." lines. */
#ifndef LA_SECCOMP_CHECKS_H
#define LA_SECCOMP_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/prctl.h>
#include <linuxabi/seccomp.h>
#include "checks.h"

/* one "ok - seccomp: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_seccomp_report(good, ...) la_report_in("seccomp", (good), __VA_ARGS__)

/* the errno the filter gives getppid: one no other path returns here */
#define LA_SECCOMP_ERRNO ENOTBLK

/* what the child saw, sent back through the pipe */
struct la_seccomp_result {
	long nnp, nnp_err;          /* prctl PR_SET_NO_NEW_PRIVS */
	long install, install_err;  /* prctl PR_SET_SECCOMP */
	long ppid, ppid_err;        /* getppid under the filter */
	long pid, pid_err, pid_before; /* getpid under it, and before */
};

/* the filter, built with STMT() and JUMP(): ours, LINUXABI_BPF_STMT() and
   LINUXABI_BPF_JUMP(), or the kernel's (runtime-seccomp.c compares them);
   the arch first: a number means another call under another ABI */
#define LA_SECCOMP_PROG(STMT, JUMP) { \
	STMT(BPF_LD | BPF_W | BPF_ABS, \
	     offsetof(struct linuxabi_seccomp_data, arch)), \
	JUMP(BPF_JMP | BPF_JEQ | BPF_K, LINUXABI_AUDIT_ARCH, 1, 0), \
	STMT(BPF_RET | BPF_K, SECCOMP_RET_KILL_PROCESS), \
	STMT(BPF_LD | BPF_W | BPF_ABS, \
	     offsetof(struct linuxabi_seccomp_data, nr)), \
	JUMP(BPF_JMP | BPF_JEQ | BPF_K, LINUXABI_SYS_getppid, 0, 1), \
	STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | \
	     (LA_SECCOMP_ERRNO & SECCOMP_RET_DATA)), \
	STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW), \
}

static void la_seccomp_child(int fd)
{
	struct linuxabi_sock_filter prog[] =
		LA_SECCOMP_PROG(LINUXABI_BPF_STMT, LINUXABI_BPF_JUMP);
	struct linuxabi_sock_fprog fprog;
	struct la_seccomp_result res;

	memset(&res, 0, sizeof res);
	memset(&fprog, 0, sizeof fprog);
	fprog.len = sizeof prog / sizeof prog[0];
	fprog.filter = prog;
	res.pid_before = LA_SYSCALL(LINUXABI_SYS_getpid);
	res.nnp = LA_SYSCALL(LINUXABI_SYS_prctl, PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
	res.nnp_err = LA_ERROR(res.nnp);
	res.install = LA_SYSCALL(LINUXABI_SYS_prctl, PR_SET_SECCOMP,
				 SECCOMP_MODE_FILTER, &fprog, 0, 0);
	res.install_err = LA_ERROR(res.install);
	res.ppid = LA_SYSCALL(LINUXABI_SYS_getppid);
	res.ppid_err = LA_ERROR(res.ppid);
	res.pid = LA_SYSCALL(LINUXABI_SYS_getpid);
	res.pid_err = LA_ERROR(res.pid);
	/* write(2) and exit_group(2) pass the filter too */
	if (write(fd, &res, sizeof res) != (ssize_t)sizeof res)
		_exit(2);
	_exit(0);
}

static void la_seccomp_check_filter(void)
{
	struct la_seccomp_result res;
	int p[2], status = 0;
	pid_t pid;
	ssize_t n;

	if (pipe(p) != 0) {
		la_seccomp_report(0, "pipe: %s", strerror(errno));
		return;
	}
	fflush(stdout);
	pid = fork();
	if (pid < 0) {
		la_seccomp_report(0, "fork: %s", strerror(errno));
		close(p[0]);
		close(p[1]);
		return;
	}
	if (pid == 0) {
		close(p[0]);
		la_seccomp_child(p[1]);
	}
	close(p[1]);
	memset(&res, 0, sizeof res);
	n = read(p[0], &res, sizeof res);
	close(p[0]);
	waitpid(pid, &status, 0);
	if (n != (ssize_t)sizeof res) {
		la_seccomp_report(0, "the filtered child sent %ld bytes, status "
				  "0x%x (%s)", (long)n, status,
				  WIFSIGNALED(status) ? "killed: the filter "
				  "found another arch than LINUXABI_AUDIT_ARCH?"
				  : "exited");
		return;
	}
	la_seccomp_report(res.nnp == 0, "prctl (%d) PR_SET_NO_NEW_PRIVS (%d): "
			  "%ld %s", LINUXABI_SYS_prctl, PR_SET_NO_NEW_PRIVS,
			  res.nnp, res.nnp ? strerror((int)res.nnp_err) : "");
	if (res.install != 0) {
#ifdef LA_EMULATED
		printf("ok - seccomp: PR_SET_SECCOMP (%d) SECCOMP_MODE_FILTER: "
		       "%ld (%s) from the emulator\n# the emulator keeps "
		       "seccomp for itself: the filter is not run\n",
		       PR_SET_SECCOMP, res.install,
		       strerror((int)res.install_err));
		fflush(stdout);
#else
		la_seccomp_report(0, "PR_SET_SECCOMP (%d) SECCOMP_MODE_FILTER, "
				  "%d instructions: %ld (%s)", PR_SET_SECCOMP,
				  7, res.install,
				  strerror((int)res.install_err));
#endif
		return;
	}
	la_seccomp_report(1, "PR_SET_SECCOMP (%d) SECCOMP_MODE_FILTER with a "
			  "filter for arch 0x%08x: 0", PR_SET_SECCOMP,
			  (unsigned)LINUXABI_AUDIT_ARCH);
	la_seccomp_report(res.ppid == -1 && res.ppid_err == LA_SECCOMP_ERRNO,
			  "getppid (%d) under the filter: %ld (%s), the filter "
			  "said %s", LINUXABI_SYS_getppid, res.ppid,
			  strerror((int)res.ppid_err),
			  strerror(LA_SECCOMP_ERRNO));
	la_seccomp_report(res.pid == res.pid_before && res.pid == (long)pid,
			  "getpid (%d) under the filter: %ld, before it %ld, "
			  "fork said %ld", LINUXABI_SYS_getpid, res.pid,
			  res.pid_before, (long)pid);
}

/* seccomp(2): every action is available; the kernel's structure sizes
   are at least ours */
static void la_seccomp_check_ops(void)
{
	static const uint32_t actions[] = {
		SECCOMP_RET_KILL_PROCESS, SECCOMP_RET_KILL_THREAD,
		SECCOMP_RET_TRAP, SECCOMP_RET_ERRNO, SECCOMP_RET_USER_NOTIF,
		SECCOMP_RET_TRACE, SECCOMP_RET_LOG, SECCOMP_RET_ALLOW,
	};
	struct linuxabi_seccomp_notif_sizes sizes;
	unsigned i, avail = 0;
	long r;
	int e = 0;

	for (i = 0; i < sizeof actions / sizeof actions[0]; i++) {
		uint32_t a = actions[i];

		r = LA_SYSCALL(LINUXABI_SYS_seccomp, SECCOMP_GET_ACTION_AVAIL,
			       0, &a);
		if (r == 0)
			avail++;
		else if (!e)
			e = LA_ERROR(r);
	}
	if (avail == 0 && (e == ENOSYS || e == EINVAL)) {
#ifdef LA_EMULATED
		printf("ok - seccomp: seccomp (%d) SECCOMP_GET_ACTION_AVAIL: %s "
		       "from the emulator\n# the emulator has no seccomp(2): "
		       "not checked\n", LINUXABI_SYS_seccomp, strerror(e));
		fflush(stdout);
		return;
#endif
	}
	la_seccomp_report(avail == sizeof actions / sizeof actions[0],
			  "seccomp (%d) SECCOMP_GET_ACTION_AVAIL: %u of %u "
			  "SECCOMP_RET_* actions%s%s", LINUXABI_SYS_seccomp,
			  avail, (unsigned)(sizeof actions / sizeof actions[0]),
			  e ? ", first failure: " : "", e ? strerror(e) : "");
	memset(&sizes, 0, sizeof sizes);
	r = LA_SYSCALL(LINUXABI_SYS_seccomp, SECCOMP_GET_NOTIF_SIZES, 0,
		       &sizes);
	la_seccomp_report(r == 0 &&
			  sizes.seccomp_notif >= sizeof(struct linuxabi_seccomp_notif) &&
			  sizes.seccomp_notif_resp >= sizeof(struct linuxabi_seccomp_notif_resp) &&
			  sizes.seccomp_data == sizeof(struct linuxabi_seccomp_data),
			  "seccomp SECCOMP_GET_NOTIF_SIZES: %ld, the kernel's "
			  "notif %u, notif_resp %u, data %u; ours %u, %u, %u", r,
			  sizes.seccomp_notif, sizes.seccomp_notif_resp,
			  sizes.seccomp_data,
			  (unsigned)sizeof(struct linuxabi_seccomp_notif),
			  (unsigned)sizeof(struct linuxabi_seccomp_notif_resp),
			  (unsigned)sizeof(struct linuxabi_seccomp_data));
}

static void la_seccomp_checks(void)
{
	la_seccomp_check_filter();
	la_seccomp_check_ops();
}

#endif
