/* The checks of <linuxabi/pkt_sched.h> and <linuxabi/gen_stats.h> that
 * run real system calls, by number: on a NETLINK_ROUTE socket, an
 * RTM_GETQDISC dump (NLM_F_REQUEST|NLM_F_DUMP) of every device's qdiscs;
 * each reply's TCA_KIND names the qdisc, its TCA_STATS2 nest holds
 * TCA_STATS_BASIC read into struct linuxabi_gnet_stats_basic and
 * TCA_STATS_QUEUE into struct linuxabi_gnet_stats_queue, and the old
 * TCA_STATS holds the same counters in a struct linuxabi_tc_stats: the
 * two copies must agree (bytes, packets, qlen, backlog, drops,
 * overlimits), and the attributes must be as long as our structs.  The
 * loopback device's root qdisc (parent TC_H_ROOT) must be among them.
 * lo's index comes from SIOCGIFINDEX on the netlink socket (not
 * if_nametoindex(): <net/if.h> and <linuxabi/if.h> do not mix in that
 * order, and emulated.c has the latter).  Nothing is changed.
 * The messages, struct linuxabi_tcmsg and TCA_KIND, TCA_STATS, TCA_STATS2
 * are <linuxabi/rtnetlink.h>'s.
 * Shared by runtime-pkt_sched.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_pkt_sched_checks() prints "ok - pkt_sched: ..."
 * or "not ok - pkt_sched: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 translates only the
 * NETLINK_ROUTE message types it knows (links, addresses, routes) and
 * fails the others with EOPNOTSUPP, which prints as ok, with the reason;
 * as it passes the host's attributes on, a 32-bit guest on a 64-bit host
 * gets the host's 16-byte gnet_stats_basic and tc_stats of 40, longer
 * than its own 12 and 36: there the attributes must be at least as long
 * as ours. */
#ifndef LA_PKT_SCHED_CHECKS_H
#define LA_PKT_SCHED_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/if.h>
#include <linuxabi/netlink.h>
#include <linuxabi/pkt_sched.h>
#include <linuxabi/rtnetlink.h>
#include <linuxabi/gen_stats.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_pkt_sched_report(good, ...) \
	la_report_in("pkt_sched", (good), __VA_ARGS__)

#define LA_TC_AF_NETLINK   16   /* AF_NETLINK, every ABI */

/* the replies are read into this, 4-byte aligned */
static uint32_t la_tc_buf[8192];

/* an attribute of LEN bytes holds a struct of SIZE: exactly, or (qemu, a
   64-bit host's) at least */
static int la_tc_fits(uint32_t len, size_t size)
{
#ifdef LA_EMULATED
	return len >= size;
#else
	return len == size;
#endif
}

/* one RTM_NEWQDISC message M of LEN bytes: its device and parent, and
   whether its statistics agree; *LO set for lo's root qdisc */
static void la_tc_qdisc(const unsigned char *m, uint32_t len, int lo,
			int *found, int *bad, int *qdiscs)
{
	const unsigned char *attrs = m + NLMSG_HDRLEN +
				     LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_tcmsg));
	uint32_t alen = len - (uint32_t)(attrs - m);
	uint32_t klen = 0, s2len = 0, blen = 0, qlen = 0, olen = 0;
	const unsigned char *kind, *s2, *b, *q, *old;
	struct linuxabi_gnet_stats_basic basic;
	struct linuxabi_gnet_stats_queue queue;
	struct linuxabi_tc_stats st;
	int32_t ifindex;
	uint32_t handle, parent;
	char name[16] = "";
	int good;

	if (len < NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_tcmsg))) {
		++*bad;
		return;
	}
	memcpy(&ifindex, m + NLMSG_HDRLEN +
	       offsetof(struct linuxabi_tcmsg, tcm_ifindex), 4);
	memcpy(&handle, m + NLMSG_HDRLEN +
	       offsetof(struct linuxabi_tcmsg, tcm_handle), 4);
	memcpy(&parent, m + NLMSG_HDRLEN +
	       offsetof(struct linuxabi_tcmsg, tcm_parent), 4);
	kind = la_nl_attr(attrs, alen, TCA_KIND, &klen);
	if (kind && klen > 0 && klen <= sizeof name && kind[klen - 1] == '\0')
		memcpy(name, kind, klen);
	s2 = la_nl_attr(attrs, alen, TCA_STATS2, &s2len);
	b = s2 ? la_nl_attr(s2, s2len, TCA_STATS_BASIC, &blen) : NULL;
	q = s2 ? la_nl_attr(s2, s2len, TCA_STATS_QUEUE, &qlen) : NULL;
	old = la_nl_attr(attrs, alen, TCA_STATS, &olen);
	++*qdiscs;
	memset(&basic, 0, sizeof basic);
	if (b && blen >= sizeof basic)
		memcpy(&basic, b, sizeof basic);
	good = name[0] && b && q && old &&
	       la_tc_fits(blen, sizeof basic) &&
	       qlen == sizeof queue && la_tc_fits(olen, sizeof st);
	if (good) {
		memcpy(&queue, q, sizeof queue);
		memcpy(&st, old, sizeof st);
		good = st.bytes == basic.bytes && st.packets == basic.packets &&
		       st.qlen == queue.qlen && st.backlog == queue.backlog &&
		       st.drops == queue.drops &&
		       st.overlimits == queue.overlimits &&
		       basic.packets <= basic.bytes;
	}
	if (!good || (ifindex == lo && parent == TC_H_ROOT))
		la_pkt_sched_report(good, "RTM_NEWQDISC of device %d: kind "
				    "\"%s\", handle %x:%x, parent %#x%s; "
				    "TCA_STATS_BASIC %u bytes (struct "
				    "linuxabi_gnet_stats_basic %u): %llu "
				    "bytes, %u packets; TCA_STATS_QUEUE %u "
				    "(struct linuxabi_gnet_stats_queue %u); "
				    "TCA_STATS %u (struct linuxabi_tc_stats "
				    "%u): the same counters %s",
				    (int)ifindex, name,
				    (unsigned)(LINUXABI_TC_H_MAJ(handle) >> 16),
				    (unsigned)LINUXABI_TC_H_MIN(handle),
				    (unsigned)parent,
				    parent == TC_H_ROOT ? " (TC_H_ROOT)" : "",
				    b ? (unsigned)blen : 0u,
				    (unsigned)sizeof basic,
				    b ? (unsigned long long)basic.bytes : 0ull,
				    b ? (unsigned)basic.packets : 0u,
				    q ? (unsigned)qlen : 0u,
				    (unsigned)sizeof queue,
				    old ? (unsigned)olen : 0u,
				    (unsigned)sizeof st,
				    good ? "agree" : "missing or disagree");
	if (!good)
		++*bad;
	if (ifindex == lo && parent == TC_H_ROOT)
		*found = 1;
}

static void la_pkt_sched_checks(void)
{
	unsigned char *buf = (unsigned char *)la_tc_buf;
	uint32_t req[16];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_sockaddr_nl kernel;
	struct linuxabi_ifreq ifr;
	int fd, e, lo, found = 0, bad = 0, qdiscs = 0, done = 0, reads = 0;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_TC_AF_NETLINK, SOCK_RAW,
		       NETLINK_ROUTE);
	e = LA_ERROR(r);
	if (e == ENOSYS || e == EAFNOSUPPORT || e == EPROTONOSUPPORT ||
	    e == EPERM || e == EACCES) {
		la_pkt_sched_report(1, "socket NETLINK_ROUTE: %s here: the "
				    "qdisc dump is not checked", strerror(e));
		return;
	}
	la_pkt_sched_report(!e, "socket AF_NETLINK NETLINK_ROUTE: fd %ld %s",
			    r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_ifrn.ifrn_name, "lo");
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCGIFINDEX, &ifr);
	e = LA_ERROR(r);
	if (e == ENODEV) {
		la_pkt_sched_report(1, "no interface lo here (SIOCGIFINDEX: "
				    "ENODEV): the qdisc dump is not checked");
		close(fd);
		return;
	}
	lo = ifr.ifr_ifru.ifru_ivalue;
	if (e || lo <= 0) {
		la_pkt_sched_report(0, "SIOCGIFINDEX of lo: %d %s", lo,
				    e ? strerror(e) : "");
		close(fd);
		return;
	}

	memset(req, 0, sizeof req);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(sizeof (struct linuxabi_tcmsg));
	h.nlmsg_type = RTM_GETQDISC;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	h.nlmsg_seq = 4321;
	h.nlmsg_pid = 0;
	memcpy(req, &h, sizeof h);  /* struct tcmsg all zero: every device */
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_TC_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, req,
		       (unsigned long)h.nlmsg_len, 0, &kernel,
		       (unsigned long)sizeof kernel);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (e == EOPNOTSUPP || e == EINVAL) {
		la_pkt_sched_report(1, "sendto RTM_GETQDISC: %s: qemu 7.2 "
				    "does not translate traffic control "
				    "messages: the qdisc dump is not checked",
				    strerror(e));
		close(fd);
		return;
	}
#endif
	la_pkt_sched_report(r == (long)h.nlmsg_len, "sendto RTM_GETQDISC "
			    "(%d) NLM_F_REQUEST|NLM_F_DUMP, nlmsg_len %u: %ld "
			    "%s", RTM_GETQDISC, (unsigned)h.nlmsg_len, r,
			    e ? strerror(e) : "");
	if (r != (long)h.nlmsg_len) {
		close(fd);
		return;
	}
	while (!done && reads < 1000) {
		long len, off = 0;

		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_tc_buf, 0, NULL, NULL);
		if (r <= 0) {
			e = LA_ERROR(r);
			la_pkt_sched_report(0, "recvfrom the dump: %ld %s", r,
					    e ? strerror(e) : "");
			close(fd);
			return;
		}
		reads++;
		len = r;
		while (off + NLMSG_HDRLEN <= len) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    h.nlmsg_len > (uint32_t)(len - off)) {
				bad++;
				break;
			}
			if (h.nlmsg_type == NLMSG_DONE ||
			    h.nlmsg_type == NLMSG_ERROR) {
				if (h.nlmsg_type == NLMSG_ERROR)
					bad++;
				done = 1;
				break;
			}
			if (h.nlmsg_type == RTM_NEWQDISC &&
			    h.nlmsg_seq == 4321)
				la_tc_qdisc(buf + off, h.nlmsg_len, lo,
					    &found, &bad, &qdiscs);
			else
				bad++;
			off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
		}
	}
	la_pkt_sched_report(done && !bad && found, "RTM_GETQDISC dump: %d "
			    "qdiscs, %d bad, lo's (device %d) root qdisc %s, "
			    "NLMSG_DONE %s", qdiscs, bad, lo,
			    found ? "found" : "missing",
			    done ? "read" : "missing");
	close(fd);
}

#endif
