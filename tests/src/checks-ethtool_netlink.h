/* The checks of <linuxabi/ethtool_netlink.h> that run real system calls,
 * by number: a NETLINK_GENERIC socket resolves the family "ethtool"
 * (CTRL_CMD_GETFAMILY: its version, a few requests of 5.6 to 5.8 and
 * which of them need CAP_NET_ADMIN), then asks it about the loopback device, named in the
 * nested request header: ETHTOOL_MSG_LINKSTATE_GET (lo's link is always
 * up) and ETHTOOL_MSG_LINKINFO_GET (lo has no link settings: the
 * kernel's EOPNOTSUPP, or a reply).  Each reply's header nest names lo
 * by index and name.  Nothing is changed.
 * Shared by runtime.c (the host) and emulated.c (through checks-all.h).
 * la_ethtool_netlink_checks() prints "ok - ethtool_netlink: ..." or
 * "not ok - ethtool_netlink: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_ETHTOOL_NETLINK_CHECKS_H
#define LA_ETHTOOL_NETLINK_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/socket.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/ethtool_netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_ethnl_report(good, ...) \
	la_report_in("ethtool_netlink", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_ETHNL_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_ETHNL_ABSENT " (not run here)"
#endif

/* requests and replies, 4-byte aligned */
static uint32_t la_ethnl_buf[4096];

/* send request CMD of family ID about "lo" (its header nest attribute
   HDR), sequence number SEQ, and read the answer into la_ethnl_buf:
   recvfrom(2)'s result */
static long la_ethnl_ask(int fd, uint16_t id, uint8_t cmd, uint16_t hdr,
			 uint32_t seq)
{
	uint32_t attrs[4];
	unsigned char *m = (unsigned char *)attrs;
	struct linuxabi_nlattr nest, name;
	long r;

	memset(attrs, 0, sizeof attrs);
	name.nla_len = NLA_HDRLEN + 3;
	name.nla_type = ETHTOOL_A_HEADER_DEV_NAME;
	nest.nla_len = (uint16_t)(NLA_HDRLEN + LINUXABI_NLA_ALIGN(name.nla_len));
	nest.nla_type = hdr | NLA_F_NESTED;
	memcpy(m, &nest, sizeof nest);
	memcpy(m + NLA_HDRLEN, &name, sizeof name);
	memcpy(m + 2 * NLA_HDRLEN, "lo", 3);
	r = la_nl_genl_send(fd, id, cmd, ETHTOOL_GENL_VERSION, seq, attrs,
			    nest.nla_len);
	if (r < 0)
		return r;
	return LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_ethnl_buf,
			  sizeof la_ethnl_buf, 0, NULL, NULL);
}

/* the answer to request WHAT (CMD) in la_ethnl_buf, R bytes: a reply of
   type ID, command REPLY, whose header nest HDR names lo; or, where
   EOPNOTSUPP is acceptable (OPTIONAL), that error.  The reply's
   attributes (their length in *ALEN), or NULL. */
static const unsigned char *la_ethnl_reply(long r, uint16_t id, uint8_t cmd,
					   uint8_t reply, uint16_t hdr,
					   uint32_t seq, const char *what,
					   int optional, uint32_t *alen)
{
	const unsigned char *buf = (const unsigned char *)la_ethnl_buf;
	const unsigned char *attrs = buf + NLMSG_HDRLEN + GENL_HDRLEN;
	const unsigned char *nest, *p;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_nlmsgerr err;
	uint32_t nlen = 0, plen = 0, index = 0;
	unsigned lo = if_nametoindex("lo");

	if (r < (long)NLMSG_HDRLEN) {
		la_ethnl_report(0, "%s (%u) for lo: %ld (errno %d)", what,
				(unsigned)cmd, r, LA_ERROR(r));
		return NULL;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR &&
	    r >= (long)(NLMSG_HDRLEN + sizeof err)) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_ethnl_report(optional && err.error == -EOPNOTSUPP &&
				h.nlmsg_seq == seq,
				"%s (%u) for lo: error %d, seq %u%s", what,
				(unsigned)cmd, (int)err.error,
				(unsigned)h.nlmsg_seq,
				err.error == -EOPNOTSUPP ? " (EOPNOTSUPP: lo's "
				"driver does not have it)" : "");
		return NULL;
	}
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN) || h.nlmsg_len > (uint32_t)r
	    || h.nlmsg_len < NLMSG_HDRLEN + GENL_HDRLEN) {
		la_ethnl_report(0, "%s for lo: a reply of type %#x, %u bytes "
				"(%ld read)", what, (unsigned)h.nlmsg_type,
				(unsigned)h.nlmsg_len, r);
		return NULL;
	}
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	*alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	nest = la_nl_attr(attrs, *alen, hdr, &nlen);
	p = nest ? la_nl_attr(nest, nlen, ETHTOOL_A_HEADER_DEV_INDEX, &plen)
		 : NULL;
	if (p && plen == 4)
		memcpy(&index, p, 4);
	p = nest ? la_nl_attr(nest, nlen, ETHTOOL_A_HEADER_DEV_NAME, &plen)
		 : NULL;
	la_ethnl_report(h.nlmsg_type == id && h.nlmsg_seq == seq &&
			g.cmd == reply && index == lo && p && plen == 3 &&
			!memcmp(p, "lo", 3),
			"%s (%u) for lo: type %#x (the family %#x), seq %u, "
			"cmd %u (%u expected); header nest %u: "
			"ETHTOOL_A_HEADER_DEV_INDEX %u (if_nametoindex %u), "
			"ETHTOOL_A_HEADER_DEV_NAME \"%.*s\"", what,
			(unsigned)cmd, (unsigned)h.nlmsg_type, (unsigned)id,
			(unsigned)h.nlmsg_seq, (unsigned)g.cmd,
			(unsigned)reply, (unsigned)hdr, (unsigned)index, lo,
			p ? (int)plen : 0, p ? (const char *)p : "");
	return attrs;
}

static void la_ethtool_netlink_checks(void)
{
	static const struct {
		uint32_t cmd;
		int admin;
		const char *name;
	} ops[] = {
		{ ETHTOOL_MSG_STRSET_GET, 0, "ETHTOOL_MSG_STRSET_GET" },
		{ ETHTOOL_MSG_LINKINFO_GET, 0, "ETHTOOL_MSG_LINKINFO_GET" },
		{ ETHTOOL_MSG_LINKINFO_SET, 1, "ETHTOOL_MSG_LINKINFO_SET" },
		{ ETHTOOL_MSG_LINKSTATE_GET, 0, "ETHTOOL_MSG_LINKSTATE_GET" },
		{ ETHTOOL_MSG_FEATURES_SET, 1, "ETHTOOL_MSG_FEATURES_SET" },
		{ ETHTOOL_MSG_CABLE_TEST_ACT, 1, "ETHTOOL_MSG_CABLE_TEST_ACT" },
		{ ETHTOOL_MSG_PAUSE_GET, 0, "ETHTOOL_MSG_PAUSE_GET" },
	};
	const unsigned char *attrs, *p;
	uint32_t port, alen = 0, plen = 0;
	uint16_t id = 0;
	uint8_t link = 0xff;
	unsigned i;
	long r;
	int fd;

	fd = la_nl_socket("ethtool_netlink", NETLINK_GENERIC,
			  "NETLINK_GENERIC", LA_ETHNL_ABSENT, &port);
	if (fd < 0)
		return;
	r = la_nl_family("ethtool_netlink", fd, port, "ethtool", 95,
			 (unsigned char *)la_ethnl_buf, sizeof la_ethnl_buf,
			 ETHTOOL_GENL_VERSION,
			 "ETHTOOL_GENL_VERSION and ETHTOOL_MSG_*", &id);
	if (r < 0) {
		close(fd);
		return;
	}
	attrs = (const unsigned char *)la_ethnl_buf + NLMSG_HDRLEN + GENL_HDRLEN;
	p = la_nl_attr(attrs, (uint32_t)r, CTRL_ATTR_OPS, &alen);
	for (i = 0; i < sizeof ops / sizeof ops[0]; i++) {
		long f = p ? la_nl_op_flags(p, alen, ops[i].cmd, 0) : -1;

		la_ethnl_report(f >= 0 && !!(f & (GENL_ADMIN_PERM |
						   GENL_UNS_ADMIN_PERM)) ==
				ops[i].admin, "CTRL_ATTR_OPS lists %s (%u), "
				"flags %#lx (%s)", ops[i].name,
				(unsigned)ops[i].cmd, f, ops[i].admin ?
				"an admin command" : "not an admin command");
	}

	r = la_ethnl_ask(fd, id, ETHTOOL_MSG_LINKSTATE_GET,
			 ETHTOOL_A_LINKSTATE_HEADER, 96);
	attrs = la_ethnl_reply(r, id, ETHTOOL_MSG_LINKSTATE_GET,
			       ETHTOOL_MSG_LINKSTATE_GET_REPLY,
			       ETHTOOL_A_LINKSTATE_HEADER, 96,
			       "ETHTOOL_MSG_LINKSTATE_GET", 0, &alen);
	if (attrs) {
		p = la_nl_attr(attrs, alen, ETHTOOL_A_LINKSTATE_LINK, &plen);
		if (p && plen == 1)
			link = *p;
		la_ethnl_report(link == 1, "ETHTOOL_A_LINKSTATE_LINK of lo: %u "
				"(up)", (unsigned)link);
	}

	r = la_ethnl_ask(fd, id, ETHTOOL_MSG_LINKINFO_GET,
			 ETHTOOL_A_LINKINFO_HEADER, 97);
	la_ethnl_reply(r, id, ETHTOOL_MSG_LINKINFO_GET,
		       ETHTOOL_MSG_LINKINFO_GET_REPLY,
		       ETHTOOL_A_LINKINFO_HEADER, 97,
		       "ETHTOOL_MSG_LINKINFO_GET", 1, &alen);
	close(fd);
}

#endif
