/* The checks of <linuxabi/nl80211.h> that run real system calls, by
 * number.  A NETLINK_GENERIC socket asks the controller for the family
 * "nl80211": where cfg80211 is here (built in, or its module loaded or
 * loadable), its CTRL_ATTR_VERSION is 1 and its CTRL_ATTR_OPS list
 * NL80211_CMD_GET_WIPHY, NL80211_CMD_GET_INTERFACE and
 * NL80211_CMD_GET_PROTOCOL_FEATURES.  Then NL80211_CMD_GET_PROTOCOL_FEATURES:
 * the answer, of the same command, holds NL80211_ATTR_PROTOCOL_FEATURES
 * with NL80211_PROTOCOL_FEATURE_SPLIT_WIPHY_DUMP.  Then a dump of
 * NL80211_CMD_GET_WIPHY with NL80211_ATTR_SPLIT_WIPHY_DUMP: every message
 * up to NLMSG_DONE is NL80211_CMD_NEW_WIPHY with NL80211_ATTR_WIPHY (a
 * uint32_t) and, in the first part of each wiphy, NL80211_ATTR_WIPHY_NAME
 * (a string of NL80211_WIPHY_NAME_MAXLEN bytes at most); a machine
 * without wireless devices answers NLMSG_DONE alone.  Where the family
 * is not registered (ENOENT) an ok line says so.  Nothing is changed.
 * Shared by runtime-nl80211.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_nl80211_checks() prints "ok - nl80211: ..." or
 * "not ok - nl80211: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NL80211_CHECKS_H
#define LA_NL80211_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/netlink.h>
#include <linuxabi/nl80211.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_nl80211_report(good, ...) \
	la_report_in("nl80211", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_NL80211_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_NL80211_ABSENT " (not run here)"
#endif

/* the replies are read into this, 4-byte aligned */
static uint32_t la_nl80211_buf[8192];

/* send command CMD (NLM_F_REQUEST | FLAGS, sequence number SEQ) of the
   family ID on FD, with a flag attribute of type FLAGATTR unless 0:
   sendto(2)'s result */
static long la_nl80211_send(int fd, uint16_t id, uint8_t cmd,
			    uint16_t flags, uint32_t seq, uint16_t flagattr)
{
	uint32_t msg[8];
	unsigned char *m = (unsigned char *)msg;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_nlattr a;
	struct linuxabi_sockaddr_nl kernel;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(GENL_HDRLEN +
					    (flagattr ? NLA_HDRLEN : 0));
	h.nlmsg_type = id;
	h.nlmsg_flags = (uint16_t)(NLM_F_REQUEST | flags);
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	g.cmd = cmd;
	g.version = 0;
	g.reserved = 0;
	a.nla_len = NLA_HDRLEN;
	a.nla_type = flagattr;
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &g, sizeof g);
	if (flagattr)
		memcpy(m + NLMSG_HDRLEN + GENL_HDRLEN, &a, sizeof a);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* NL80211_CMD_GET_PROTOCOL_FEATURES on FD, the family ID */
static void la_nl80211_features(int fd, uint16_t id)
{
	const unsigned char *b = (const unsigned char *)la_nl80211_buf;
	const unsigned char *p = NULL;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	uint32_t alen = 0, v = 0;
	long r;

	memset(&g, 0, sizeof g);
	r = la_nl80211_send(fd, id, NL80211_CMD_GET_PROTOCOL_FEATURES, 0, 95,
			    0);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_nl80211_buf,
			       sizeof la_nl80211_buf, 0, NULL, NULL);
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN)) {
		la_nl80211_report(0, "NL80211_CMD_GET_PROTOCOL_FEATURES: %ld "
				  "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, b, sizeof h);
	if (h.nlmsg_len <= (uint32_t)r && h.nlmsg_len >= NLMSG_HDRLEN +
	    GENL_HDRLEN) {
		memcpy(&g, b + NLMSG_HDRLEN, sizeof g);
		p = la_nl_attr(b + NLMSG_HDRLEN + GENL_HDRLEN,
			       h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN,
			       NL80211_ATTR_PROTOCOL_FEATURES, &alen);
	}
	if (p && alen == 4)
		memcpy(&v, p, 4);
	la_nl80211_report(h.nlmsg_type == id && h.nlmsg_seq == 95 &&
			  g.cmd == NL80211_CMD_GET_PROTOCOL_FEATURES && p &&
			  alen == 4 &&
			  (v & NL80211_PROTOCOL_FEATURE_SPLIT_WIPHY_DUMP),
			  "NL80211_CMD_GET_PROTOCOL_FEATURES (%d): type %#x "
			  "(family %#x), cmd %u, NL80211_ATTR_PROTOCOL_FEATURES "
			  "(%d) %s, %u bytes, %#x (SPLIT_WIPHY_DUMP %#x)",
			  NL80211_CMD_GET_PROTOCOL_FEATURES,
			  (unsigned)h.nlmsg_type, (unsigned)id,
			  (unsigned)g.cmd, NL80211_ATTR_PROTOCOL_FEATURES,
			  p ? "there" : "missing", (unsigned)alen,
			  (unsigned)v,
			  (unsigned)NL80211_PROTOCOL_FEATURE_SPLIT_WIPHY_DUMP);
}

/* a split NL80211_CMD_GET_WIPHY dump on FD, the family ID */
static void la_nl80211_wiphys(int fd, uint16_t id)
{
	const unsigned char *b = (const unsigned char *)la_nl80211_buf;
	const unsigned char *p;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	uint32_t off, alen, nlen, wiphy = 0, msgs = 0, named = 0, bad = 0;
	int done = 0, rounds;
	long r;

	r = la_nl80211_send(fd, id, NL80211_CMD_GET_WIPHY, NLM_F_DUMP, 96,
			    NL80211_ATTR_SPLIT_WIPHY_DUMP);
	for (rounds = 0; r >= 0 && !done && !bad && rounds < 256; rounds++) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_nl80211_buf,
			       sizeof la_nl80211_buf, 0, NULL, NULL);
		for (off = 0; r > 0 && off + NLMSG_HDRLEN <= (uint32_t)r;
		     off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len)) {
			memcpy(&h, b + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    off + h.nlmsg_len > (uint32_t)r ||
			    h.nlmsg_seq != 96) {
				bad++;
				break;
			}
			if (h.nlmsg_type == NLMSG_DONE) {
				done = 1;
				break;
			}
			if (h.nlmsg_type != id ||
			    h.nlmsg_len < NLMSG_HDRLEN + GENL_HDRLEN) {
				bad++;
				break;
			}
			memcpy(&g, b + off + NLMSG_HDRLEN, sizeof g);
			alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
			p = la_nl_attr(b + off + NLMSG_HDRLEN + GENL_HDRLEN,
				       alen, NL80211_ATTR_WIPHY, &nlen);
			if (g.cmd != NL80211_CMD_NEW_WIPHY || !p || nlen != 4)
				bad++;
			else
				memcpy(&wiphy, p, 4);
			p = la_nl_attr(b + off + NLMSG_HDRLEN + GENL_HDRLEN,
				       alen, NL80211_ATTR_WIPHY_NAME, &nlen);
			if (p) {
				named++;
				if (nlen < 2 || nlen > NL80211_WIPHY_NAME_MAXLEN ||
				    p[nlen - 1] != '\0')
					bad++;
			}
			msgs++;
		}
	}
	la_nl80211_report(r >= 0 && done && !bad, "NL80211_CMD_GET_WIPHY "
			  "dump (%d) with NL80211_ATTR_SPLIT_WIPHY_DUMP (%d): "
			  "%u messages NL80211_CMD_NEW_WIPHY (%d) with "
			  "NL80211_ATTR_WIPHY (%d), %u with "
			  "NL80211_ATTR_WIPHY_NAME (%d), last wiphy %u, %u "
			  "malformed, NLMSG_DONE %s%s (%ld, errno %d)",
			  NL80211_CMD_GET_WIPHY, NL80211_ATTR_SPLIT_WIPHY_DUMP,
			  (unsigned)msgs, NL80211_CMD_NEW_WIPHY,
			  NL80211_ATTR_WIPHY, (unsigned)named,
			  NL80211_ATTR_WIPHY_NAME, (unsigned)wiphy,
			  (unsigned)bad, done ? "read" : "not read",
			  msgs ? "" : ": no wireless device here", r,
			  r < 0 ? LA_ERROR(r) : 0);
}

static void la_nl80211_checks(void)
{
	static const uint32_t cmds[] = { NL80211_CMD_GET_WIPHY,
					 NL80211_CMD_GET_INTERFACE,
					 NL80211_CMD_GET_PROTOCOL_FEATURES };
	const unsigned char *attrs, *ops;
	uint32_t port, alen_ops = 0;
	uint16_t id = 0;
	unsigned i;
	long alen;
	int fd;

	fd = la_nl_socket("nl80211", NETLINK_GENERIC, "NETLINK_GENERIC",
			  LA_NL80211_ABSENT, &port);
	if (fd < 0)
		return;
	alen = la_nl_family("nl80211", fd, port, "nl80211", 94,
			    (unsigned char *)la_nl80211_buf,
			    sizeof la_nl80211_buf, 1,
			    "NL80211_CMD_* and NL80211_ATTR_*", &id);
	if (alen >= 0) {
		attrs = (const unsigned char *)la_nl80211_buf +
			NLMSG_HDRLEN + GENL_HDRLEN;
		ops = la_nl_attr(attrs, (uint32_t)alen, CTRL_ATTR_OPS,
				 &alen_ops);
		for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
			la_nl80211_report(ops && la_nl_op_flags(ops, alen_ops,
								cmds[i], 0) >= 0,
					  "CTRL_ATTR_OPS (%u bytes) lists "
					  "command %u", (unsigned)alen_ops,
					  (unsigned)cmds[i]);
		la_nl80211_features(fd, id);
		la_nl80211_wiphys(fd, id);
	}
	close(fd);
}

#endif
