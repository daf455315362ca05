/* The checks of <linuxabi/taskstats.h> that run real system calls, by
 * number: a NETLINK_GENERIC socket asks the controller
 * (CTRL_CMD_GETFAMILY to GENL_ID_CTRL) for the family "TASKSTATS": its
 * CTRL_ATTR_VERSION is TASKSTATS_GENL_VERSION and its CTRL_ATTR_OPS list
 * TASKSTATS_CMD_GET and CGROUPSTATS_CMD_GET.  Then TASKSTATS_CMD_GET
 * with TASKSTATS_CMD_ATTR_PID of this process: the answer,
 * TASKSTATS_CMD_NEW, holds TASKSTATS_TYPE_AGGR_PID, a nest of
 * TASKSTATS_TYPE_PID (our pid) and TASKSTATS_TYPE_STATS, read into a
 * struct linuxabi_taskstats: its length is sizeof our struct where the
 * version is ours (17), up to cpu_delay_max_ts where it is 16, less
 * where older, more where newer, and ac_pid,
 * ac_ppid, ac_comm (PR_GET_NAME's), ac_btime64 (ac_btime's, version 10
 * on) and ac_tgid (version 12 on) are this process's, which holds their
 * offsets to the kernel's.  Then CGROUPSTATS_CMD_GET with the fd of a
 * cgroup v1 directory: one struct linuxabi_cgroupstats as
 * CGROUPSTATS_TYPE_CGROUP_STATS.  Where the family is not registered
 * (no CONFIG_TASKSTATS: ENOENT), the command is refused (EPERM without
 * CAP_NET_ADMIN), or no cgroup v1 hierarchy is mounted, an ok line says
 * so.  Nothing is changed.
 * Shared by runtime-taskstats.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_taskstats_checks() prints "ok - taskstats: ..."
 * or "not ok - taskstats: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_TASKSTATS_CHECKS_H
#define LA_TASKSTATS_CHECKS_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/taskstats.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_taskstats_report(good, ...) \
	la_report_in("taskstats", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_TS_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_TS_ABSENT " (not run here)"
#endif

#define LA_TS_PR_GET_NAME 16    /* prctl(2) PR_GET_NAME, every ABI */
#define LA_TS_VERSION 17        /* the version of our struct's layout */

/* the replies are read into this, 4-byte aligned */
static uint32_t la_ts_buf[4096];

/* send generic netlink command CMD of family ID with one uint32_t
   attribute TYPE = VALUE, sequence number SEQ, then read the reply into
   la_ts_buf: recvfrom(2)'s result */
static long la_ts_request(int fd, uint16_t id, uint8_t cmd, uint16_t type,
			  uint32_t value, uint32_t seq)
{
	uint32_t attr[2];
	struct linuxabi_nlattr a;
	long r;

	a.nla_len = NLA_HDRLEN + 4;
	a.nla_type = type;
	memcpy(attr, &a, sizeof a);
	memcpy(attr + 1, &value, 4);
	r = la_nl_genl_send(fd, id, cmd, TASKSTATS_GENL_VERSION, seq, attr,
			    sizeof attr);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_ts_buf,
			       (unsigned long)sizeof la_ts_buf, 0, NULL, NULL);
	return r;
}

/* the error of an NLMSG_ERROR reply of R bytes in la_ts_buf, 1 if the
   reply is something else */
static int la_ts_error(long r)
{
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;

	memcpy(&h, la_ts_buf, sizeof h);
	if (h.nlmsg_type != NLMSG_ERROR ||
	    r < (long)(NLMSG_HDRLEN + sizeof err))
		return 1;
	memcpy(&err, (unsigned char *)la_ts_buf + NLMSG_HDRLEN, sizeof err);
	return (int)err.error;
}

/* TASKSTATS_CMD_GET for this process on FD, family ID */
static void la_ts_task(int fd, uint16_t id)
{
	unsigned char *buf = (unsigned char *)la_ts_buf;
	const unsigned char *aggr, *p, *s;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_taskstats ts;
	char comm[16];
	uint32_t alen, aggrlen = 0, slen = 0, pid32 = 0, self;
	unsigned long v16;
	long r, ppid;
	int e;

	self = (uint32_t)LA_SYSCALL(LINUXABI_SYS_getpid);
	ppid = LA_SYSCALL(LINUXABI_SYS_getppid);
	memset(comm, 0, sizeof comm);
	LA_SYSCALL(LINUXABI_SYS_prctl, LA_TS_PR_GET_NAME, comm, 0, 0, 0);
	r = la_ts_request(fd, id, TASKSTATS_CMD_GET, TASKSTATS_CMD_ATTR_PID,
			  self, 93);
	if (r < (long)NLMSG_HDRLEN) {
		la_taskstats_report(0, "TASKSTATS_CMD_GET: %ld (errno %d)", r,
				    LA_ERROR(r));
		return;
	}
	e = la_ts_error(r);
	if (e != 1) {
		la_taskstats_report(e == -EPERM, "TASKSTATS_CMD_GET of pid %u: "
				    "error %d%s", (unsigned)self, e,
				    e == -EPERM ? " (EPERM: an admin command, "
				    "GENL_ADMIN_PERM: CAP_NET_ADMIN, which this "
				    "process lacks; "
				    "struct linuxabi_taskstats not checked "
				    "against a reply)" : "");
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN) ||
	    h.nlmsg_len > (uint32_t)r || h.nlmsg_len < NLMSG_HDRLEN +
	    GENL_HDRLEN) {
		la_taskstats_report(0, "TASKSTATS_CMD_GET: a reply of type "
				    "%#x, %u bytes (%ld read)",
				    (unsigned)h.nlmsg_type,
				    (unsigned)h.nlmsg_len, r);
		return;
	}
	alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	aggr = la_nl_attr(buf + NLMSG_HDRLEN + GENL_HDRLEN, alen,
			  TASKSTATS_TYPE_AGGR_PID, &aggrlen);
	p = aggr ? la_nl_attr(aggr, aggrlen, TASKSTATS_TYPE_PID, &alen) : NULL;
	if (p && alen == 4)
		memcpy(&pid32, p, 4);
	s = aggr ? la_nl_attr(aggr, aggrlen, TASKSTATS_TYPE_STATS, &slen)
		 : NULL;
	la_taskstats_report(h.nlmsg_type == id && h.nlmsg_seq == 93 &&
			    g.cmd == TASKSTATS_CMD_NEW && aggr && p &&
			    pid32 == self && s,
			    "TASKSTATS_CMD_GET of pid %u: type %#x (family "
			    "%#x), cmd %u (TASKSTATS_CMD_NEW %d), "
			    "TASKSTATS_TYPE_AGGR_PID %s (%u bytes) with "
			    "TASKSTATS_TYPE_PID %u and TASKSTATS_TYPE_STATS "
			    "%s", (unsigned)self, (unsigned)h.nlmsg_type,
			    (unsigned)id, (unsigned)g.cmd, TASKSTATS_CMD_NEW,
			    aggr ? "there" : "missing", (unsigned)aggrlen,
			    (unsigned)pid32, s ? "there" : "missing");
	if (!s)
		return;
	memset(&ts, 0, sizeof ts);
	memcpy(&ts, s, slen < sizeof ts ? slen : sizeof ts);
	v16 = offsetof(struct linuxabi_taskstats, cpu_delay_max_ts);
	la_taskstats_report(ts.version >= 1 &&
			    (ts.version == LA_TS_VERSION ? slen == sizeof ts :
			     ts.version == 16 ? slen == v16 :
			     ts.version < LA_TS_VERSION ? slen < sizeof ts :
			     slen > sizeof ts),
			    "TASKSTATS_TYPE_STATS: %u bytes of version %u; "
			    "sizeof (struct linuxabi_taskstats) %u, version "
			    "%d's, version 16's up to cpu_delay_max_ts %u",
			    (unsigned)slen, (unsigned)ts.version,
			    (unsigned)sizeof ts, LA_TS_VERSION, (unsigned)v16);
	la_taskstats_report(ts.ac_pid == self && (long)ts.ac_ppid == ppid &&
			    !memcmp(ts.ac_comm, comm, sizeof comm) &&
			    ts.ac_comm[sizeof comm] == 0,
			    "struct linuxabi_taskstats: ac_pid %u (getpid "
			    "%u), ac_ppid %u (getppid %ld), ac_comm \"%.16s\" "
			    "(PR_GET_NAME \"%.16s\")", (unsigned)ts.ac_pid,
			    (unsigned)self, (unsigned)ts.ac_ppid, ppid,
			    ts.ac_comm, comm);
	if (ts.version >= 12)
		la_taskstats_report(ts.ac_tgid == self &&
				    ts.ac_btime64 == ts.ac_btime &&
				    ts.ac_btime != 0,
				    "struct linuxabi_taskstats: ac_tgid %u, "
				    "ac_btime64 %llu, ac_btime %u (version "
				    "%u)", (unsigned)ts.ac_tgid,
				    (unsigned long long)ts.ac_btime64,
				    (unsigned)ts.ac_btime,
				    (unsigned)ts.version);
	else
		la_taskstats_report(1, "ac_tgid, ac_btime64 not checked: "
				    "version %u has neither (12 and later)",
				    (unsigned)ts.version);
}

/* CGROUPSTATS_CMD_GET on FD, family ID, for the first cgroup v1
   directory found */
static void la_ts_cgroup(int fd, uint16_t id)
{
	static const char *const dirs[] = {
		"/sys/fs/cgroup/cpu", "/sys/fs/cgroup/cpu,cpuacct",
		"/sys/fs/cgroup/pids", "/sys/fs/cgroup/memory",
		"/sys/fs/cgroup/systemd"
	};
	unsigned char *buf = (unsigned char *)la_ts_buf;
	const unsigned char *p;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_cgroupstats cs;
	uint32_t alen, slen = 0;
	unsigned i;
	long r;
	int dir = -1, e;

	for (i = 0; i < sizeof dirs / sizeof *dirs && dir < 0; i++)
		dir = open(dirs[i], O_RDONLY);
	if (dir < 0) {
		la_taskstats_report(1, "CGROUPSTATS_CMD_GET not run: no cgroup "
				    "v1 hierarchy at /sys/fs/cgroup/cpu, pids, "
				    "memory or systemd (cgroup2 directories "
				    "give no cgroupstats)");
		return;
	}
	i--;
	r = la_ts_request(fd, id, CGROUPSTATS_CMD_GET,
			  CGROUPSTATS_CMD_ATTR_FD, (uint32_t)dir, 94);
	close(dir);
	if (r < (long)NLMSG_HDRLEN) {
		la_taskstats_report(0, "CGROUPSTATS_CMD_GET: %ld (errno %d)",
				    r, LA_ERROR(r));
		return;
	}
	e = la_ts_error(r);
	if (e != 1) {
		la_taskstats_report(e == -EPERM || e == -EINVAL,
				    "CGROUPSTATS_CMD_GET of %s: error %d%s",
				    dirs[i], e, e == -EPERM ? " (EPERM: "
				    "refused to this process)" :
				    e == -EINVAL ? " (EINVAL: not a cgroup "
				    "v1 directory here)" : "");
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	p = NULL;
	if (r >= (long)(NLMSG_HDRLEN + GENL_HDRLEN) &&
	    h.nlmsg_len <= (uint32_t)r &&
	    h.nlmsg_len >= NLMSG_HDRLEN + GENL_HDRLEN) {
		alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
		p = la_nl_attr(buf + NLMSG_HDRLEN + GENL_HDRLEN, alen,
			       CGROUPSTATS_TYPE_CGROUP_STATS, &slen);
	}
	memset(&cs, 0, sizeof cs);
	if (p)
		memcpy(&cs, p, slen < sizeof cs ? slen : sizeof cs);
	la_taskstats_report(h.nlmsg_type == id && h.nlmsg_seq == 94 &&
			    g.cmd == CGROUPSTATS_CMD_NEW && p &&
			    slen == sizeof cs,
			    "CGROUPSTATS_CMD_GET of %s: type %#x, cmd %u "
			    "(CGROUPSTATS_CMD_NEW %d), "
			    "CGROUPSTATS_TYPE_CGROUP_STATS of %u bytes "
			    "(sizeof (struct linuxabi_cgroupstats) %u): "
			    "%llu sleeping, %llu running, %llu stopped, "
			    "%llu uninterruptible, %llu waiting for I/O",
			    dirs[i], (unsigned)h.nlmsg_type, (unsigned)g.cmd,
			    CGROUPSTATS_CMD_NEW, (unsigned)slen,
			    (unsigned)sizeof cs,
			    (unsigned long long)cs.nr_sleeping,
			    (unsigned long long)cs.nr_running,
			    (unsigned long long)cs.nr_stopped,
			    (unsigned long long)cs.nr_uninterruptible,
			    (unsigned long long)cs.nr_io_wait);
}

/* the family "TASKSTATS" through the controller, its two commands; then
   the task and cgroup requests */
static void la_taskstats_checks(void)
{
	const unsigned char *ops;
	uint32_t port, alen_ops = 0;
	uint16_t id = 0;
	long alen, get, cget;
	int fd;

	fd = la_nl_socket("taskstats", NETLINK_GENERIC, "NETLINK_GENERIC",
			  LA_TS_ABSENT, &port);
	if (fd < 0)
		return;
	alen = la_nl_family("taskstats", fd, port, "TASKSTATS", 92,
			    (unsigned char *)la_ts_buf, sizeof la_ts_buf,
			    TASKSTATS_GENL_VERSION, "the commands and struct "
			    "linuxabi_taskstats", &id);
	if (alen >= 0) {
		ops = la_nl_attr((const unsigned char *)la_ts_buf +
				 NLMSG_HDRLEN + GENL_HDRLEN, (uint32_t)alen,
				 CTRL_ATTR_OPS, &alen_ops);
		get = ops ? la_nl_op_flags(ops, alen_ops, TASKSTATS_CMD_GET,
					   0) : -1;
		cget = ops ? la_nl_op_flags(ops, alen_ops,
					    CGROUPSTATS_CMD_GET, 0) : -1;
		la_taskstats_report(get >= 0 && cget >= 0, "CTRL_ATTR_OPS "
				    "(%u bytes): TASKSTATS_CMD_GET (%d) flags "
				    "%#lx, CGROUPSTATS_CMD_GET (%d) flags %#lx",
				    (unsigned)alen_ops, TASKSTATS_CMD_GET, get,
				    CGROUPSTATS_CMD_GET, cget);
		if (id >= GENL_MIN_ID) {
			la_ts_task(fd, id);
			la_ts_cgroup(fd, id);
		}
	}
	close(fd);
}

#endif
