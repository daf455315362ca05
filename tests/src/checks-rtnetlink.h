/* The checks of <linuxabi/rtnetlink.h> and <linuxabi/nexthop.h> that run
 * real system calls, by number, on a NETLINK_ROUTE socket: dumps built
 * with this header's structs (NLM_F_REQUEST|NLM_F_DUMP), their replies
 * walked with LINUXABI_NLMSG_ALIGN() and their attributes with struct
 * linuxabi_rtattr, LINUXABI_RTA_LENGTH() and LINUXABI_RTA_ALIGN():
 *  - RTM_GETLINK with a struct linuxabi_ifinfomsg: the loopback device,
 *    "lo", with ARPHRD_LOOPBACK, IFF_LOOPBACK|IFF_UP and its index;
 *  - RTM_GETADDR with a struct linuxabi_ifaddrmsg for AF_INET: lo's
 *    127.0.0.1/8, IFA_LOCAL and IFA_ADDRESS, scope RT_SCOPE_HOST;
 *  - RTM_GETROUTE with a struct linuxabi_rtmsg for AF_INET: the local
 *    table's RTN_LOCAL route to 127.0.0.1/32 through lo (RTA_TABLE
 *    RT_TABLE_LOCAL, RTPROT_KERNEL, RT_SCOPE_HOST, RTA_OIF, RTA_PREFSRC);
 *  - RTM_GETNEXTHOP with a struct linuxabi_nhmsg: every RTM_NEWNEXTHOP
 *    carries an NHA_ID, then NLMSG_DONE (none at all is fine).
 * Only the network namespace's state is read; nothing is changed.
 * Shared by runtime-rtnetlink.c (the host) and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_rtnetlink_checks() runs them all and prints
 * "ok - rtnetlink: ..." or "not ok - rtnetlink: ..." lines.
 * The one <linux/if_link.h> value used, IFLA_IFNAME (3), is written here
 * as a number: that header is another topic's.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 translates
 * the link, address and route messages between the guest's byte order
 * and the host's, and not the nexthop ones, which it fails with
 * EOPNOTSUPP: that prints as ok, with the reason. */
#ifndef LA_RTNETLINK_CHECKS_H
#define LA_RTNETLINK_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/if.h>
#include <linuxabi/if_arp.h>
#include <linuxabi/rtnetlink.h>
#include <linuxabi/nexthop.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

/* one "ok - rtnetlink: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_rtnl_report(good, ...) \
	la_report_in("rtnetlink", (good), __VA_ARGS__)

#define LA_RTNL_AF_NETLINK  16    /* AF_NETLINK, every ABI */
#define LA_RTNL_AF_INET     2     /* AF_INET, every ABI */
#define LA_RTNL_IFLA_IFNAME 3     /* <linux/if_link.h> */
#define LA_RTNL_LOOPBACK    0x7f000001U  /* 127.0.0.1, host order */

/* the replies are read into this, 4-byte aligned */
static uint32_t la_rtnl_buf[8192];

/* what the dumps found */
struct la_rtnl_state {
	int32_t lo_index;             /* lo's ifi_index, or 0 */
	uint32_t lo_flags;            /* its ifi_flags */
	uint16_t lo_type;             /* its ifi_type */
	int links, addrs, routes, nexthops;
	int addr_ok, route_ok, nh_bad;
	char addr_why[200], route_why[240];
};

/* the data of attribute TYPE among the LEN bytes of attributes at M, or
   NULL; *ALEN its length */
static const unsigned char *la_rtnl_attr(const unsigned char *m,
					 uint32_t len, uint16_t type,
					 uint32_t *alen)
{
	uint32_t off = 0;
	struct linuxabi_rtattr a;

	while (off + sizeof a <= len) {
		memcpy(&a, m + off, sizeof a);
		if (a.rta_len < sizeof a || off + a.rta_len > len)
			return NULL;
		if (a.rta_type == type) {
			*alen = a.rta_len - (uint32_t)LINUXABI_RTA_LENGTH(0);
			return m + off + LINUXABI_RTA_LENGTH(0);
		}
		off += LINUXABI_RTA_ALIGN(a.rta_len);
	}
	return NULL;
}

/* a uint32_t attribute, or DFLT */
static uint32_t la_rtnl_u32(const unsigned char *m, uint32_t len,
			    uint16_t type, uint32_t dflt)
{
	uint32_t alen = 0, v;
	const unsigned char *p = la_rtnl_attr(m, len, type, &alen);

	if (!p || alen != 4)
		return dflt;
	memcpy(&v, p, 4);
	return v;
}

/* an IPv4 address attribute in host order, or 0 */
static uint32_t la_rtnl_ip4(const unsigned char *m, uint32_t len,
			    uint16_t type)
{
	uint32_t alen = 0;
	const unsigned char *p = la_rtnl_attr(m, len, type, &alen);

	if (!p || alen != 4)
		return 0;
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}

/* one RTM_NEWLINK: lo? */
static void la_rtnl_link(struct la_rtnl_state *st, const unsigned char *m,
			 uint32_t len)
{
	struct linuxabi_ifinfomsg ifi;
	const unsigned char *attrs;
	const char *name;
	uint32_t alen = 0, hl = LINUXABI_NLMSG_ALIGN(sizeof ifi);

	if (len < hl)
		return;
	memcpy(&ifi, m, sizeof ifi);
	attrs = m + hl;
	name = (const char *)la_rtnl_attr(attrs, len - hl,
					  LA_RTNL_IFLA_IFNAME, &alen);
	st->links++;
	if (name && alen == 3 && !memcmp(name, "lo", 3)) {
		st->lo_index = ifi.ifi_index;
		st->lo_flags = ifi.ifi_flags;
		st->lo_type = ifi.ifi_type;
	}
}

/* one RTM_NEWADDR: lo's 127.0.0.1/8? */
static void la_rtnl_addr(struct la_rtnl_state *st, const unsigned char *m,
			 uint32_t len)
{
	struct linuxabi_ifaddrmsg ifa;
	const unsigned char *attrs;
	uint32_t hl = LINUXABI_NLMSG_ALIGN(sizeof ifa), local, address;

	if (len < hl)
		return;
	memcpy(&ifa, m, sizeof ifa);
	attrs = m + hl;
	st->addrs++;
	local = la_rtnl_ip4(attrs, len - hl, IFA_LOCAL);
	address = la_rtnl_ip4(attrs, len - hl, IFA_ADDRESS);
	if (local != LA_RTNL_LOOPBACK)
		return;
	st->addr_ok = ifa.ifa_family == LA_RTNL_AF_INET &&
		      ifa.ifa_prefixlen == 8 &&
		      ifa.ifa_scope == RT_SCOPE_HOST &&
		      (int32_t)ifa.ifa_index == st->lo_index &&
		      address == LA_RTNL_LOOPBACK;
	snprintf(st->addr_why, sizeof st->addr_why, "IFA_LOCAL %#x, "
		 "IFA_ADDRESS %#x, ifa_family %u, ifa_prefixlen %u, ifa_scope "
		 "%u (RT_SCOPE_HOST %u), ifa_index %u (lo's %d)",
		 (unsigned)local, (unsigned)address, (unsigned)ifa.ifa_family,
		 (unsigned)ifa.ifa_prefixlen, (unsigned)ifa.ifa_scope,
		 (unsigned)RT_SCOPE_HOST, (unsigned)ifa.ifa_index,
		 (int)st->lo_index);
}

/* one RTM_NEWROUTE: the local table's 127.0.0.1/32? */
static void la_rtnl_route(struct la_rtnl_state *st, const unsigned char *m,
			  uint32_t len)
{
	struct linuxabi_rtmsg rtm;
	const unsigned char *attrs;
	uint32_t hl = LINUXABI_NLMSG_ALIGN(sizeof rtm), alen, table, oif;

	if (len < hl)
		return;
	memcpy(&rtm, m, sizeof rtm);
	attrs = m + hl;
	alen = len - hl;
	st->routes++;
	table = la_rtnl_u32(attrs, alen, RTA_TABLE, rtm.rtm_table);
	if (table != RT_TABLE_LOCAL || rtm.rtm_dst_len != 32 ||
	    la_rtnl_ip4(attrs, alen, RTA_DST) != LA_RTNL_LOOPBACK)
		return;
	oif = la_rtnl_u32(attrs, alen, RTA_OIF, 0);
	st->route_ok = rtm.rtm_family == LA_RTNL_AF_INET &&
		       rtm.rtm_table == RT_TABLE_LOCAL &&
		       rtm.rtm_type == RTN_LOCAL &&
		       rtm.rtm_scope == RT_SCOPE_HOST &&
		       rtm.rtm_protocol == RTPROT_KERNEL &&
		       (int32_t)oif == st->lo_index &&
		       la_rtnl_ip4(attrs, alen, RTA_PREFSRC) ==
		       LA_RTNL_LOOPBACK;
	snprintf(st->route_why, sizeof st->route_why, "rtm_family %u, "
		 "rtm_table %u and RTA_TABLE %u (RT_TABLE_LOCAL %u), rtm_type "
		 "%u (RTN_LOCAL %u), rtm_scope %u (RT_SCOPE_HOST %u), "
		 "rtm_protocol %u (RTPROT_KERNEL %u), RTA_OIF %u (lo's %d), "
		 "RTA_PREFSRC %#x", (unsigned)rtm.rtm_family,
		 (unsigned)rtm.rtm_table, (unsigned)table,
		 (unsigned)RT_TABLE_LOCAL, (unsigned)rtm.rtm_type,
		 (unsigned)RTN_LOCAL, (unsigned)rtm.rtm_scope,
		 (unsigned)RT_SCOPE_HOST, (unsigned)rtm.rtm_protocol,
		 (unsigned)RTPROT_KERNEL, (unsigned)oif, (int)st->lo_index,
		 (unsigned)la_rtnl_ip4(attrs, alen, RTA_PREFSRC));
}

/* one RTM_NEWNEXTHOP: an NHA_ID? */
static void la_rtnl_nexthop(struct la_rtnl_state *st, const unsigned char *m,
			    uint32_t len)
{
	struct linuxabi_nhmsg nhm;
	uint32_t hl = LINUXABI_NLMSG_ALIGN(sizeof nhm);

	st->nexthops++;
	if (len < hl) {
		st->nh_bad++;
		return;
	}
	memcpy(&nhm, m, sizeof nhm);
	if (la_rtnl_u32(m + hl, len - hl, NHA_ID, 0) == 0)
		st->nh_bad++;
}

/* send a dump request of TYPE with the LEN-byte family header HDR (SEQ),
   read the replies up to NLMSG_DONE, hand each message of type REPLY to
   EACH; returns 0, or the negative errno of an NLMSG_ERROR or a failed
   call, or 1 for a malformed reply (*WHY says what) */
static int la_rtnl_dump(int fd, uint32_t port, uint16_t type,
			const void *hdr, uint32_t len, uint32_t seq,
			uint16_t reply, struct la_rtnl_state *st,
			void (*each)(struct la_rtnl_state *,
				     const unsigned char *, uint32_t),
			char *why, size_t whylen)
{
	unsigned char *buf = (unsigned char *)la_rtnl_buf;
	uint32_t msg[16];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_sockaddr_nl kernel;
	int reads = 0;
	long r;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(len);
	h.nlmsg_type = type;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN, hdr, len);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_RTNL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
		       (unsigned long)h.nlmsg_len, 0, &kernel,
		       (unsigned long)sizeof kernel);
	if (r != (long)h.nlmsg_len) {
		snprintf(why, whylen, "sendto: %ld (errno %d)", r,
			 LA_ERROR(r));
		return r < 0 ? -LA_ERROR(r) : 1;
	}
	while (reads++ < 1000) {
		long off = 0;

		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_rtnl_buf, 0, NULL,
			       NULL);
		if (r <= 0) {
			snprintf(why, whylen, "recvfrom: %ld (errno %d)", r,
				 LA_ERROR(r));
			return r < 0 ? -LA_ERROR(r) : 1;
		}
		while (off + NLMSG_HDRLEN <= r) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    h.nlmsg_len > (uint32_t)(r - off) ||
			    h.nlmsg_seq != seq || h.nlmsg_pid != port) {
				snprintf(why, whylen, "a reply of type %u, "
					 "%u bytes, seq %u, pid %u",
					 (unsigned)h.nlmsg_type,
					 (unsigned)h.nlmsg_len,
					 (unsigned)h.nlmsg_seq,
					 (unsigned)h.nlmsg_pid);
				return 1;
			}
			if (h.nlmsg_type == NLMSG_DONE)
				return 0;
			if (h.nlmsg_type == NLMSG_ERROR) {
				struct linuxabi_nlmsgerr err;

				memcpy(&err, buf + off + NLMSG_HDRLEN,
				       sizeof err.error);
				snprintf(why, whylen, "NLMSG_ERROR %d",
					 (int)err.error);
				return err.error < 0 ? err.error : 1;
			}
			if (h.nlmsg_type != reply) {
				snprintf(why, whylen, "a reply of type %u, "
					 "not %u", (unsigned)h.nlmsg_type,
					 (unsigned)reply);
				return 1;
			}
			each(st, buf + off + NLMSG_HDRLEN,
			     h.nlmsg_len - NLMSG_HDRLEN);
			off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
		}
	}
	snprintf(why, whylen, "no NLMSG_DONE in 1000 reads");
	return 1;
}

static void la_rtnl_run(int fd, uint32_t port)
{
	struct la_rtnl_state st;
	struct linuxabi_ifinfomsg ifi;
	struct linuxabi_ifaddrmsg ifa;
	struct linuxabi_rtmsg rtm;
	struct linuxabi_nhmsg nhm;
	char why[160] = "";
	uint32_t want = IFF_LOOPBACK | IFF_UP;
	int r;

	memset(&st, 0, sizeof st);
	memset(&ifi, 0, sizeof ifi);
	r = la_rtnl_dump(fd, port, RTM_GETLINK, &ifi, sizeof ifi, 301,
			 RTM_NEWLINK, &st, la_rtnl_link, why, sizeof why);
	la_rtnl_report(r == 0 && st.lo_index > 0 &&
		       (st.lo_flags & want) == want &&
		       st.lo_type == ARPHRD_LOOPBACK,
		       "RTM_GETLINK (%d) dump with a %u-byte struct "
		       "linuxabi_ifinfomsg: %d RTM_NEWLINK (%d); lo: ifi_index "
		       "%d, ifi_type %u (ARPHRD_LOOPBACK %u), ifi_flags %#x "
		       "(IFF_LOOPBACK|IFF_UP %#x)%s%s", RTM_GETLINK,
		       (unsigned)sizeof ifi, st.links, RTM_NEWLINK,
		       (int)st.lo_index, (unsigned)st.lo_type,
		       (unsigned)ARPHRD_LOOPBACK, (unsigned)st.lo_flags,
		       (unsigned)want, *why ? ": " : "", why);
	if (st.lo_index <= 0)
		return;

	memset(&ifa, 0, sizeof ifa);
	ifa.ifa_family = LA_RTNL_AF_INET;
	*why = 0;
	r = la_rtnl_dump(fd, port, RTM_GETADDR, &ifa, sizeof ifa, 302,
			 RTM_NEWADDR, &st, la_rtnl_addr, why, sizeof why);
	la_rtnl_report(r == 0 && st.addr_ok, "RTM_GETADDR (%d) dump for "
		       "AF_INET: %d RTM_NEWADDR (%d); 127.0.0.1: %s%s%s",
		       RTM_GETADDR, st.addrs, RTM_NEWADDR,
		       *st.addr_why ? st.addr_why : "not found",
		       *why ? "; " : "", why);

	memset(&rtm, 0, sizeof rtm);
	rtm.rtm_family = LA_RTNL_AF_INET;
	*why = 0;
	r = la_rtnl_dump(fd, port, RTM_GETROUTE, &rtm, sizeof rtm, 303,
			 RTM_NEWROUTE, &st, la_rtnl_route, why, sizeof why);
	la_rtnl_report(r == 0 && st.route_ok, "RTM_GETROUTE (%d) dump for "
		       "AF_INET with a %u-byte struct linuxabi_rtmsg: %d "
		       "RTM_NEWROUTE (%d); the local table's 127.0.0.1/32: "
		       "%s%s%s", RTM_GETROUTE, (unsigned)sizeof rtm, st.routes,
		       RTM_NEWROUTE, *st.route_why ? st.route_why :
		       "not found", *why ? "; " : "", why);

	memset(&nhm, 0, sizeof nhm);
	*why = 0;
	r = la_rtnl_dump(fd, port, RTM_GETNEXTHOP, &nhm, sizeof nhm, 304,
			 RTM_NEWNEXTHOP, &st, la_rtnl_nexthop, why,
			 sizeof why);
#ifdef LA_EMULATED
	if (r == -EOPNOTSUPP) {
		la_rtnl_report(1, "RTM_GETNEXTHOP (%d) dump: %s (not run "
			       "here: qemu 7.2 translates no nexthop "
			       "messages)", RTM_GETNEXTHOP, why);
		return;
	}
#endif
	la_rtnl_report(r == 0 && st.nh_bad == 0, "RTM_GETNEXTHOP (%d) dump "
		       "with a %u-byte struct linuxabi_nhmsg: %d RTM_NEWNEXTHOP "
		       "(%d), %d without an NHA_ID, then NLMSG_DONE%s%s",
		       RTM_GETNEXTHOP, (unsigned)sizeof nhm, st.nexthops,
		       RTM_NEWNEXTHOP, st.nh_bad, *why ? ": " : "", why);
}

static void la_rtnetlink_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_RTNL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	e = LA_ERROR(r);
	if (r < 0) {
		la_rtnl_report(la_nl_absent(e), "socket AF_NETLINK "
			       "NETLINK_ROUTE: %s%s", strerror(e),
			       la_nl_absent(e) ? " (not run here)" : "");
		return;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_RTNL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	salen = sizeof sa;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	if (r != 0 || sa.nl_pid == 0)
		la_rtnl_report(0, "bind and getsockname of a NETLINK_ROUTE "
			       "socket: %ld (errno %d), nl_pid %u", r,
			       LA_ERROR(r), (unsigned)sa.nl_pid);
	else
		la_rtnl_run(fd, sa.nl_pid);
	close(fd);
}

#endif
