/* The checks of <linuxabi/connector.h> that run real system calls, by
 * number: a NETLINK_CONNECTOR socket bound to the multicast group
 * CN_IDX_PROC sends PROC_CN_MCAST_LISTEN in a struct linuxabi_cn_msg
 * (a struct linuxabi_proc_input asking for PROC_EVENT_FORK and
 * PROC_EVENT_EXIT) to CN_IDX_PROC/CN_VAL_PROC, forks a child that exits
 * with status 3, reads the PROC_EVENT_FORK and PROC_EVENT_EXIT of that
 * child back as struct linuxabi_proc_event (SO_RCVTIMEO bounds each
 * read: no hang), then sends PROC_CN_MCAST_IGNORE.
 * Listening takes CAP_NET_ADMIN in the initial user and pid namespaces:
 * elsewhere the bind or the ack fails with EPERM, or the kernel ignores
 * the request; each is an ok line saying so.
 * Shared by runtime-connector.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_connector_checks() prints "ok - connector: ..."
 * or "not ok - connector: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_CONNECTOR with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_CONNECTOR_CHECKS_H
#define LA_CONNECTOR_CHECKS_H

#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/wait.h>

#include <linuxabi/connector.h>
#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_connector_report(good, ...) \
	la_report_in("connector", (good), __VA_ARGS__)

#define LA_CN_AF_NETLINK  16    /* AF_NETLINK, every ABI */
#define LA_CN_USER_NS_INIT_INO 0xEFFFFFFDU  /* <linuxabi/nsfs.h> */
#define LA_CN_PID_NS_INIT_INO  0xEFFFFFFCU

#ifdef LA_EMULATED
#define LA_CN_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_CN_ABSENT " (not run here)"
#endif

static uint32_t la_cn_buf[1024];

/* send OP (PROC_CN_MCAST_*) as a struct linuxabi_proc_input */
static long la_connector_send(int fd, uint32_t op, uint32_t seq)
{
	uint32_t msg[16];
	unsigned char *m = (unsigned char *)msg;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_cn_msg c;
	struct linuxabi_proc_input in;
	struct linuxabi_sockaddr_nl kernel;

	memset(msg, 0, sizeof msg);
	memset(&c, 0, sizeof c);
	in.mcast_op = op;
	in.event_type = PROC_EVENT_FORK | PROC_EVENT_EXIT;
	c.id.idx = CN_IDX_PROC;
	c.id.val = CN_VAL_PROC;
	c.seq = seq;
	c.ack = 0;
	c.len = sizeof in;
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(sizeof c + sizeof in);
	h.nlmsg_type = NLMSG_DONE;
	h.nlmsg_flags = 0;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &c, sizeof c);
	memcpy(m + NLMSG_HDRLEN + sizeof c, &in, sizeof in);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_CN_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* the next process event into *EV: 1, or 0 on timeout or error (*E) */
static int la_connector_next(int fd, struct linuxabi_cn_msg *c,
			     struct linuxabi_proc_event *ev, int *e)
{
	unsigned char *buf = (unsigned char *)la_cn_buf;
	struct linuxabi_nlmsghdr h;
	long r;

	for (;;) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_cn_buf, 0, NULL, NULL);
		*e = LA_ERROR(r);
		if (r < 0 && *e == ENOBUFS)
			continue;       /* the queue overflowed: go on */
		if (r < 0)
			return 0;
		if (r < (long)(NLMSG_HDRLEN + sizeof *c + sizeof *ev))
			continue;
		memcpy(&h, buf, sizeof h);
		memcpy(c, buf + NLMSG_HDRLEN, sizeof *c);
		if (c->id.idx != CN_IDX_PROC || c->id.val != CN_VAL_PROC ||
		    c->len < sizeof *ev)
			continue;
		memcpy(ev, buf + NLMSG_HDRLEN + sizeof *c, sizeof *ev);
		return 1;
	}
}

static void la_connector_events(int fd)
{
	struct linuxabi_cn_msg c;
	struct linuxabi_proc_event ev;
	struct linuxabi_fork_proc_event fk;
	struct linuxabi_exit_proc_event ex;
	int got_fork = 0, got_exit = 0, acked = 0, n, e = 0, st = 0;
	uint32_t ack_err = 0;
	pid_t child, me = getpid();
	long r;

	r = la_connector_send(fd, PROC_CN_MCAST_LISTEN, 1);
	la_connector_report(r > 0, "PROC_CN_MCAST_LISTEN (%d) in a cn_msg to "
			    "CN_IDX_PROC/CN_VAL_PROC (%d/%d): sendto %ld "
			    "(errno %d)", PROC_CN_MCAST_LISTEN, CN_IDX_PROC,
			    CN_VAL_PROC, r, LA_ERROR(r));
	if (r <= 0)
		return;
	child = fork();
	if (child == 0)
		_exit(3);
	if (child < 0) {
		la_connector_report(0, "fork: %s", strerror(errno));
		return;
	}
	waitpid(child, &st, 0);
	memset(&c, 0, sizeof c);
	memset(&ev, 0, sizeof ev);
	memset(&fk, 0, sizeof fk);
	memset(&ex, 0, sizeof ex);
	for (n = 0; n < 4096 && !(got_fork && got_exit); n++) {
		if (!la_connector_next(fd, &c, &ev, &e))
			break;
		if (ev.what == PROC_EVENT_NONE && !acked) {
			acked = 1;
			ack_err = ev.event_data.ack.err;
			if (ack_err)
				break;
		} else if (ev.what == PROC_EVENT_FORK &&
			   ev.event_data.fork.child_tgid == child) {
			got_fork = 1;
			fk = ev.event_data.fork;
		} else if (ev.what == PROC_EVENT_EXIT &&
			   ev.event_data.exit.process_tgid == child) {
			got_exit = 1;
			ex = ev.event_data.exit;
		}
	}
	if (ack_err == EPERM) {
		la_connector_report(1, "no process events: the ack says EPERM "
				    "(not checked here: listening takes "
				    "CAP_NET_ADMIN in the initial user and pid "
				    "namespaces)");
		goto ignore;
	}
	la_connector_report(got_fork && fk.parent_tgid == me &&
			    fk.child_pid == child && fk.child_tgid == child,
			    "PROC_EVENT_FORK (%#x) of child %d: parent_pid %d "
			    "parent_tgid %d (us: %d), child_pid %d child_tgid "
			    "%d (read %d events, errno %d, ack %s %u)",
			    PROC_EVENT_FORK, (int)child, (int)fk.parent_pid,
			    (int)fk.parent_tgid, (int)me, (int)fk.child_pid,
			    (int)fk.child_tgid, n, e, acked ? "err" : "none",
			    (unsigned)ack_err);
	la_connector_report(got_exit && ex.process_pid == child &&
			    ex.exit_code == (uint32_t)st && st == 3 << 8 &&
			    ex.exit_signal == SIGCHLD &&
			    ex.parent_tgid == me,
			    "PROC_EVENT_EXIT (%#x) of child %d: process_pid %d, "
			    "exit_code %#x (wait status %#x), exit_signal %u "
			    "(SIGCHLD %d), parent_tgid %d",
			    PROC_EVENT_EXIT, (int)child, (int)ex.process_pid,
			    (unsigned)ex.exit_code, (unsigned)st,
			    (unsigned)ex.exit_signal, SIGCHLD,
			    (int)ex.parent_tgid);
	la_connector_report(c.len == sizeof ev && sizeof ev == 40,
			    "the last event's cn_msg len %u, sizeof (struct "
			    "linuxabi_proc_event) %u (40)", (unsigned)c.len,
			    (unsigned)sizeof ev);
ignore:
	r = la_connector_send(fd, PROC_CN_MCAST_IGNORE, 2);
	la_connector_report(r > 0, "PROC_CN_MCAST_IGNORE (%d): sendto %ld "
			    "(errno %d)", PROC_CN_MCAST_IGNORE, r,
			    LA_ERROR(r));
}

static void la_connector_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	struct timeval tv;
	struct stat pidns, userns;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_CN_AF_NETLINK,
		       SOCK_DGRAM | SOCK_CLOEXEC, NETLINK_CONNECTOR);
	e = LA_ERROR(r);
	if (r < 0) {
		la_connector_report(la_nl_absent(e), "socket AF_NETLINK "
				    "NETLINK_CONNECTOR: %s%s", strerror(e),
				    !la_nl_absent(e) ? "" : LA_CN_ABSENT);
		return;
	}
	fd = (int)r;
	tv.tv_sec = 2;
	tv.tv_usec = 0;
	if (setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv) != 0) {
		la_connector_report(0, "SO_RCVTIMEO: %s", strerror(errno));
		close(fd);
		return;
	}
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_CN_AF_NETLINK;
	sa.nl_groups = CN_IDX_PROC;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	e = LA_ERROR(r);
	if (r != 0) {
		la_connector_report(e == EPERM, "bind to the group CN_IDX_PROC: "
				    "%s%s", strerror(e), e == EPERM ?
				    " (not checked here: the process events "
				    "group is root's)" : "");
		close(fd);
		return;
	}
	if (stat("/proc/self/ns/pid", &pidns) == 0 &&
	    stat("/proc/self/ns/user", &userns) == 0 &&
	    (pidns.st_ino != LA_CN_PID_NS_INIT_INO ||
	     userns.st_ino != LA_CN_USER_NS_INIT_INO)) {
		la_connector_report(1, "no process events (not checked here: "
				    "the kernel ignores PROC_CN_MCAST_LISTEN "
				    "outside the initial user and pid "
				    "namespaces)");
		close(fd);
		return;
	}
	la_connector_events(fd);
	close(fd);
}

#endif
