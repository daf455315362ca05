/* The checks of <linuxabi/if_link.h> that run real system calls, by
 * number: a NETLINK_ROUTE socket, an RTM_GETLINK request naming the
 * loopback device by its IFLA_IFNAME attribute ("lo", ifi_index 0), and
 * the attributes of the RTM_NEWLINK reply: IFLA_IFNAME "lo", IFLA_MTU a
 * uint32_t, IFLA_STATS the size of struct linuxabi_rtnl_link_stats and
 * IFLA_STATS64 the size of struct linuxabi_rtnl_link_stats64, read into
 * them; the kernel fills both from one snapshot, so each 32-bit counter
 * is its 64-bit counterpart's low half, member by member.  Then
 * RTM_GETLINK of a name no device has: NLMSG_ERROR with -ENODEV.
 * Nothing is changed.
 * Shared by runtime-if_link.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_if_link_checks() runs them all
 * and prints "ok - if_link: ..." or "not ok - if_link: ..." lines.
 * The messages and struct linuxabi_ifinfomsg are <linuxabi/rtnetlink.h>'s.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 translates
 * the NETLINK_ROUTE link messages and their IFLA_STATS and IFLA_STATS64
 * between the guest's byte order and the host's; a socket error that
 * says the emulator lacks the calls is printed as ok, with the reason. */
#ifndef LA_IF_LINK_CHECKS_H
#define LA_IF_LINK_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/if_link.h>
#include <linuxabi/rtnetlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

/* one "ok - if_link: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_if_link_report(good, ...) \
	la_report_in("if_link", (good), __VA_ARGS__)

#define LA_IFL_AF_NETLINK  16   /* AF_NETLINK, every ABI */

#ifdef LA_EMULATED
#define LA_IFL_ABSENT " (not run here: the emulator lacks it)"
#else
#define LA_IFL_ABSENT " (not run here)"
#endif

/* replies are read into this, 8-byte aligned */
static uint64_t la_ifl_buf[4096];

/* RTM_GETLINK, seq SEQ, of the device named NAME: a zero struct
   ifinfomsg, then an IFLA_IFNAME attribute */
static long la_if_link_send(int fd, const char *name, uint32_t seq)
{
	uint64_t msg[16];
	unsigned char *m = (unsigned char *)msg;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlattr a;
	struct linuxabi_sockaddr_nl kernel;
	size_t n = strlen(name) + 1;
	uint32_t at = NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_ifinfomsg));

	memset(msg, 0, sizeof msg);
	a.nla_len = (uint16_t)(NLA_HDRLEN + n);
	a.nla_type = IFLA_IFNAME;
	h.nlmsg_len = at + LINUXABI_NLA_ALIGN(a.nla_len);
	h.nlmsg_type = RTM_GETLINK;
	h.nlmsg_flags = NLM_F_REQUEST;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(m, &h, sizeof h);
	memcpy(m + at, &a, sizeof a);
	memcpy(m + at + NLA_HDRLEN, name, n);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_IFL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* each 32-bit counter of S equals the low half of its 64-bit one in S64:
   the number of members that do not */
static int la_if_link_stats_differ(const struct linuxabi_rtnl_link_stats *s,
				   const struct linuxabi_rtnl_link_stats64 *s64)
{
	const uint32_t c32[] = {
		s->rx_packets, s->tx_packets, s->rx_bytes, s->tx_bytes,
		s->rx_errors, s->tx_errors, s->rx_dropped, s->tx_dropped,
		s->multicast, s->collisions, s->rx_length_errors,
		s->rx_over_errors, s->rx_crc_errors, s->rx_frame_errors,
		s->rx_fifo_errors, s->rx_missed_errors, s->tx_aborted_errors,
		s->tx_carrier_errors, s->tx_fifo_errors,
		s->tx_heartbeat_errors, s->tx_window_errors,
		s->rx_compressed, s->tx_compressed, s->rx_nohandler
	};
	const uint64_t c64[] = {
		s64->rx_packets, s64->tx_packets, s64->rx_bytes,
		s64->tx_bytes, s64->rx_errors, s64->tx_errors,
		s64->rx_dropped, s64->tx_dropped, s64->multicast,
		s64->collisions, s64->rx_length_errors, s64->rx_over_errors,
		s64->rx_crc_errors, s64->rx_frame_errors, s64->rx_fifo_errors,
		s64->rx_missed_errors, s64->tx_aborted_errors,
		s64->tx_carrier_errors, s64->tx_fifo_errors,
		s64->tx_heartbeat_errors, s64->tx_window_errors,
		s64->rx_compressed, s64->tx_compressed, s64->rx_nohandler
	};
	int i, bad = 0;

	for (i = 0; i < (int)(sizeof c32 / sizeof c32[0]); i++)
		bad += c32[i] != (uint32_t)c64[i];
	return bad;
}

/* RTM_GETLINK "lo" and its RTM_NEWLINK reply */
static void la_if_link_lo(int fd, uint32_t port)
{
	unsigned char *buf = (unsigned char *)la_ifl_buf;
	uint32_t at = NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_ifinfomsg));
	struct linuxabi_nlmsghdr h;
	struct linuxabi_rtnl_link_stats s;
	struct linuxabi_rtnl_link_stats64 s64;
	const unsigned char *name, *mtu, *st, *st64;
	uint32_t len, nlen = 0, mlen = 0, slen = 0, s64len = 0, m = 0;
	long r;

	r = la_if_link_send(fd, "lo", 91);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_ifl_buf, 0, NULL, NULL);
	if (r < (long)at) {
		la_if_link_report(0, "RTM_GETLINK IFLA_IFNAME \"lo\": %ld "
				  "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	la_if_link_report(h.nlmsg_type == RTM_NEWLINK &&
			  h.nlmsg_len == (uint32_t)r && h.nlmsg_seq == 91 &&
			  h.nlmsg_pid == port,
			  "RTM_GETLINK (%d) with IFLA_IFNAME (%d) \"lo\": a "
			  "reply of type %u (RTM_NEWLINK %d), %u bytes (%ld "
			  "read), seq %u, pid %u (%u)", RTM_GETLINK,
			  IFLA_IFNAME, (unsigned)h.nlmsg_type,
			  RTM_NEWLINK, (unsigned)h.nlmsg_len, r,
			  (unsigned)h.nlmsg_seq, (unsigned)h.nlmsg_pid,
			  (unsigned)port);
	if (h.nlmsg_type != RTM_NEWLINK || h.nlmsg_len > (uint32_t)r ||
	    h.nlmsg_len < at)
		return;
	len = h.nlmsg_len - at;
	name = la_nl_attr(buf + at, len, IFLA_IFNAME, &nlen);
	mtu = la_nl_attr(buf + at, len, IFLA_MTU, &mlen);
	if (mtu && mlen == 4)
		memcpy(&m, mtu, 4);
	la_if_link_report(name && nlen == 3 && !memcmp(name, "lo", 3) &&
			  mtu && mlen == 4 && m >= 68,
			  "IFLA_IFNAME (%d) \"%.*s\" (%u bytes), IFLA_MTU (%d) "
			  "%u (%u bytes)", IFLA_IFNAME,
			  name ? (int)nlen : 0, name ? (const char *)name : "",
			  (unsigned)nlen, IFLA_MTU, (unsigned)m,
			  (unsigned)mlen);
	st = la_nl_attr(buf + at, len, IFLA_STATS, &slen);
	st64 = la_nl_attr(buf + at, len, IFLA_STATS64, &s64len);
	la_if_link_report(st && slen == sizeof s && st64 &&
			  s64len == sizeof s64,
			  "IFLA_STATS (%d): %u bytes (struct "
			  "linuxabi_rtnl_link_stats: %u), IFLA_STATS64 (%d): "
			  "%u bytes (struct linuxabi_rtnl_link_stats64: %u)",
			  IFLA_STATS, (unsigned)slen, (unsigned)sizeof s,
			  IFLA_STATS64, (unsigned)s64len,
			  (unsigned)sizeof s64);
	if (!st || slen != sizeof s || !st64 || s64len != sizeof s64)
		return;
	memcpy(&s, st, sizeof s);
	memcpy(&s64, st64, sizeof s64);
	la_if_link_report(!la_if_link_stats_differ(&s, &s64) &&
			  s64.rx_packets == s64.tx_packets &&
			  s64.rx_bytes == s64.tx_bytes,
			  "lo's IFLA_STATS counters are IFLA_STATS64's low "
			  "halves (%d differ): rx_packets %llu, tx_packets "
			  "%llu, rx_bytes %llu, tx_bytes %llu, "
			  "rx_otherhost_dropped %llu; loopback receives what "
			  "it sends", la_if_link_stats_differ(&s, &s64),
			  (unsigned long long)s64.rx_packets,
			  (unsigned long long)s64.tx_packets,
			  (unsigned long long)s64.rx_bytes,
			  (unsigned long long)s64.tx_bytes,
			  (unsigned long long)s64.rx_otherhost_dropped);
}

/* RTM_GETLINK of a name no device has: NLMSG_ERROR, -ENODEV */
static void la_if_link_nodev(int fd)
{
	unsigned char *buf = (unsigned char *)la_ifl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	long r;

	r = la_if_link_send(fd, "linuxabi-none", 92);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_ifl_buf, 0, NULL, NULL);
	if (r < (long)(NLMSG_HDRLEN + sizeof err)) {
		la_if_link_report(0, "RTM_GETLINK of no device: %ld (errno "
				  "%d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
	la_if_link_report(h.nlmsg_type == NLMSG_ERROR && h.nlmsg_seq == 92 &&
			  err.error == -ENODEV &&
			  err.msg.nlmsg_type == RTM_GETLINK,
			  "RTM_GETLINK IFLA_IFNAME \"linuxabi-none\": type %u "
			  "(NLMSG_ERROR %u), seq %u, error %d (-ENODEV: %d), "
			  "the request's type %u", (unsigned)h.nlmsg_type,
			  (unsigned)NLMSG_ERROR, (unsigned)h.nlmsg_seq,
			  (int)err.error, -ENODEV,
			  (unsigned)err.msg.nlmsg_type);
}

static void la_if_link_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_IFL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	e = LA_ERROR(r);
	if (r < 0) {
		la_if_link_report(la_nl_absent(e), "socket AF_NETLINK "
				  "NETLINK_ROUTE: %s%s", strerror(e),
				  !la_nl_absent(e) ? "" : LA_IFL_ABSENT);
		return;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_IFL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	salen = sizeof sa;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	la_if_link_report(r == 0 && sa.nl_pid != 0, "bind and getsockname of "
			  "a NETLINK_ROUTE socket: %ld (errno %d), nl_pid %u",
			  r, LA_ERROR(r), (unsigned)sa.nl_pid);
	if (r == 0) {
		la_if_link_lo(fd, sa.nl_pid);
		la_if_link_nodev(fd);
	}
	close(fd);
}

#endif
