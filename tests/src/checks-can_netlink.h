/* The checks of <linuxabi/can_netlink.h> that run real system calls, by
 * number; nothing is changed.  An RTM_GETLINK dump over NETLINK_ROUTE
 * (a zero struct linuxabi_ifinfomsg, NLM_F_DUMP) read to its NLMSG_DONE:
 * every RTM_NEWLINK with its IFLA_LINKINFO's IFLA_INFO_KIND looked at.
 * For each link of kind "can", the attributes of its IFLA_INFO_DATA that
 * carry our structs must be their size (IFLA_CAN_BITTIMING a struct
 * linuxabi_can_bittiming, IFLA_CAN_CTRLMODE a struct
 * linuxabi_can_ctrlmode, ...), IFLA_CAN_STATE one of CAN_STATE_*, and
 * IFLA_INFO_XSTATS a struct linuxabi_can_device_stats.  A machine with
 * no CAN device (the usual case: CAN links come from CAN hardware's
 * drivers, or dummy_can) is an ok line naming the reason.
 * Shared by runtime-can_netlink.c and emulated.c.  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h);
 * LA_EMULATED: run under qemu, where a socket error that says the
 * emulator lacks the calls is an ok line with the reason.
 * la_can_netlink_checks() prints "ok - can_netlink: ..." or
 * "not ok - can_netlink: ..." lines. */
#ifndef LA_CAN_NETLINK_CHECKS_H
#define LA_CAN_NETLINK_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/can_netlink.h>
#include <linuxabi/if_link.h>
#include <linuxabi/netlink.h>
#include <linuxabi/rtnetlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_can_netlink_report(good, ...) \
	la_report_in("can_netlink", (good), __VA_ARGS__)

#define LA_CNL_AF_NETLINK  16   /* AF_NETLINK, every ABI */

/* dump replies are read into this, 8-byte aligned */
static uint64_t la_cnl_buf[8192];

/* the attribute of TYPE among the LEN bytes at M, or NULL; *ALEN its
   payload's length */
static const unsigned char *la_cnl_attr(const unsigned char *m, uint32_t len,
					uint16_t type, uint32_t *alen)
{
	uint32_t off = 0;
	struct linuxabi_nlattr a;

	while (off + NLA_HDRLEN <= len) {
		memcpy(&a, m + off, sizeof a);
		if (a.nla_len < NLA_HDRLEN || off + a.nla_len > len)
			return NULL;
		if ((a.nla_type & NLA_TYPE_MASK) == type) {
			*alen = a.nla_len - NLA_HDRLEN;
			return m + off + NLA_HDRLEN;
		}
		off += LINUXABI_NLA_ALIGN(a.nla_len);
	}
	return NULL;
}

/* the IFLA_CAN_* attributes that carry a struct or fixed-width integer,
   and that size */
static const struct {
	uint16_t type;
	uint16_t size;
	const char *name;
} la_cnl_sizes[] = {
	{ IFLA_CAN_BITTIMING, sizeof (struct linuxabi_can_bittiming),
	  "IFLA_CAN_BITTIMING" },
	{ IFLA_CAN_BITTIMING_CONST,
	  sizeof (struct linuxabi_can_bittiming_const),
	  "IFLA_CAN_BITTIMING_CONST" },
	{ IFLA_CAN_CLOCK, sizeof (struct linuxabi_can_clock),
	  "IFLA_CAN_CLOCK" },
	{ IFLA_CAN_STATE, 4, "IFLA_CAN_STATE" },
	{ IFLA_CAN_CTRLMODE, sizeof (struct linuxabi_can_ctrlmode),
	  "IFLA_CAN_CTRLMODE" },
	{ IFLA_CAN_RESTART_MS, 4, "IFLA_CAN_RESTART_MS" },
	{ IFLA_CAN_BERR_COUNTER, sizeof (struct linuxabi_can_berr_counter),
	  "IFLA_CAN_BERR_COUNTER" },
	{ IFLA_CAN_DATA_BITTIMING, sizeof (struct linuxabi_can_bittiming),
	  "IFLA_CAN_DATA_BITTIMING" },
	{ IFLA_CAN_DATA_BITTIMING_CONST,
	  sizeof (struct linuxabi_can_bittiming_const),
	  "IFLA_CAN_DATA_BITTIMING_CONST" },
	{ IFLA_CAN_TERMINATION, 2, "IFLA_CAN_TERMINATION" },
	{ IFLA_CAN_BITRATE_MAX, 4, "IFLA_CAN_BITRATE_MAX" },
	{ IFLA_CAN_XL_DATA_BITTIMING, sizeof (struct linuxabi_can_bittiming),
	  "IFLA_CAN_XL_DATA_BITTIMING" },
	{ IFLA_CAN_XL_DATA_BITTIMING_CONST,
	  sizeof (struct linuxabi_can_bittiming_const),
	  "IFLA_CAN_XL_DATA_BITTIMING_CONST" }
};

/* one link of kind "can": its IFLA_LINKINFO payload at LI, LILEN bytes */
static void la_cnl_device(const char *name, const unsigned char *li,
			  uint32_t lilen)
{
	const unsigned char *data, *a, *xs;
	uint32_t dlen = 0, alen = 0, xlen = 0, state = 0;
	struct linuxabi_can_ctrlmode cm;
	unsigned i, bad = 0, seen = 0;

	data = la_cnl_attr(li, lilen, IFLA_INFO_DATA, &dlen);
	if (!data) {
		la_can_netlink_report(0, "CAN link %s: no IFLA_INFO_DATA", name);
		return;
	}
	for (i = 0; i < sizeof la_cnl_sizes / sizeof la_cnl_sizes[0]; i++) {
		a = la_cnl_attr(data, dlen, la_cnl_sizes[i].type, &alen);
		if (!a)
			continue;
		seen++;
		if (alen != la_cnl_sizes[i].size) {
			bad++;
			la_can_netlink_report(0, "CAN link %s: %s (%d) has %u "
					      "bytes, ours %u", name,
					      la_cnl_sizes[i].name,
					      la_cnl_sizes[i].type,
					      (unsigned)alen,
					      (unsigned)la_cnl_sizes[i].size);
		}
	}
	la_can_netlink_report(!bad && seen > 0, "CAN link %s: %u of its "
			      "IFLA_CAN_* attributes with a fixed size, each "
			      "the size of our struct or integer", name, seen);
	a = la_cnl_attr(data, dlen, IFLA_CAN_STATE, &alen);
	if (a && alen == 4)
		memcpy(&state, a, 4);
	la_can_netlink_report(a && alen == 4 &&
			      state <= CAN_STATE_SLEEPING,
			      "CAN link %s: IFLA_CAN_STATE (%d) %u, a "
			      "CAN_STATE_* (0..%d)", name, IFLA_CAN_STATE,
			      (unsigned)state, CAN_STATE_SLEEPING);
	a = la_cnl_attr(data, dlen, IFLA_CAN_CTRLMODE, &alen);
	if (a && alen == sizeof cm) {
		memcpy(&cm, a, sizeof cm);
		la_can_netlink_report(1, "CAN link %s: IFLA_CAN_CTRLMODE "
				      "(%d) supported %#x, on %#x "
				      "(CAN_CTRLMODE_FD %#x)", name,
				      IFLA_CAN_CTRLMODE, (unsigned)cm.mask,
				      (unsigned)cm.flags, CAN_CTRLMODE_FD);
	}
	xs = la_cnl_attr(li, lilen, IFLA_INFO_XSTATS, &xlen);
	la_can_netlink_report(!xs ||
			      xlen == sizeof (struct linuxabi_can_device_stats),
			      "CAN link %s: IFLA_INFO_XSTATS %u bytes (struct "
			      "linuxabi_can_device_stats: %u)%s", name,
			      (unsigned)xlen,
			      (unsigned)sizeof (struct linuxabi_can_device_stats),
			      xs ? "" : ", absent");
}

static void la_can_netlink_checks(void)
{
	unsigned char *buf = (unsigned char *)la_cnl_buf;
	uint32_t at = NLMSG_HDRLEN +
		LINUXABI_NLMSG_ALIGN(sizeof (struct linuxabi_ifinfomsg));
	uint64_t msg[8];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_ifinfomsg ifi;
	struct linuxabi_nlmsgerr err;
	struct linuxabi_sockaddr_nl kernel;
	const unsigned char *li, *kind, *name;
	uint32_t lilen, klen, nlen, off;
	unsigned links = 0, cans = 0;
	int fd, e, done = 0, error = 0;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_CNL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	e = LA_ERROR(r);
	if (r < 0) {
		la_can_netlink_report(e == EAFNOSUPPORT || e == ENOSYS ||
				      e == EPROTONOSUPPORT || e == EPERM,
				      "socket AF_NETLINK NETLINK_ROUTE: %s "
				      "(not run here)", strerror(e));
		return;
	}
	fd = (int)r;

	memset(msg, 0, sizeof msg);
	memset(&ifi, 0, sizeof ifi);
	h.nlmsg_len = at;
	h.nlmsg_type = RTM_GETLINK;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	h.nlmsg_seq = 71;
	h.nlmsg_pid = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN, &ifi, sizeof ifi);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_CNL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg, (unsigned long)at, 0,
		       &kernel, (unsigned long)sizeof kernel);
	if (LA_ERROR(r)) {
		la_can_netlink_report(0, "RTM_GETLINK dump: sendto %s",
				      strerror(LA_ERROR(r)));
		close(fd);
		return;
	}
	while (!done && !error) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_cnl_buf, 0, NULL,
			       NULL);
		if (LA_ERROR(r) || r < (long)sizeof h) {
			error = LA_ERROR(r) ? LA_ERROR(r) : EPROTO;
			break;
		}
		for (off = 0; off + sizeof h <= (uint32_t)r;
		     off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len)) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < sizeof h ||
			    off + h.nlmsg_len > (uint32_t)r) {
				error = EPROTO;
				break;
			}
			if (h.nlmsg_seq != 71)
				continue;
			if (h.nlmsg_type == NLMSG_DONE) {
				done = 1;
				break;
			}
			if (h.nlmsg_type == NLMSG_ERROR) {
				memcpy(&err, buf + off + NLMSG_HDRLEN,
				       sizeof err);
				error = -err.error;
				break;
			}
			if (h.nlmsg_type != RTM_NEWLINK || h.nlmsg_len < at) {
				error = EPROTO;
				break;
			}
			links++;
			name = la_cnl_attr(buf + off + at, h.nlmsg_len - at,
					   IFLA_IFNAME, &nlen);
			li = la_cnl_attr(buf + off + at, h.nlmsg_len - at,
					 IFLA_LINKINFO, &lilen);
			if (!li)
				continue;
			kind = la_cnl_attr(li, lilen, IFLA_INFO_KIND, &klen);
			if (kind && klen >= 4 && !memcmp(kind, "can", 4)) {
				cans++;
				la_cnl_device(name && nlen ?
					      (const char *)name : "?",
					      li, lilen);
			}
		}
	}
	close(fd);
	la_can_netlink_report(done && !error && links > 0,
			      "RTM_GETLINK (%d) dump with a %u-byte struct "
			      "linuxabi_ifinfomsg: %u links to NLMSG_DONE, "
			      "%u of kind \"can\" %s", RTM_GETLINK,
			      (unsigned)sizeof ifi, links, cans,
			      error ? strerror(error) : "");
	if (done && !cans)
		la_can_netlink_report(1, "no link of kind \"can\" on this "
				      "machine (CAN links come from CAN "
				      "hardware's drivers or dummy_can): the "
				      "IFLA_CAN_* attributes and structs are "
				      "not read here");
}

#endif
