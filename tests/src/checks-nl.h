/* What the netlink checks share (checks-genetlink.h, checks-if_link.h,
 * checks-netlink.h, checks-pkt_sched.h, checks-rtnetlink.h,
 * checks-sock_diag.h, checks-wireguard.h): whether a socket(2) error
 * means the protocol is not here, an attribute found by type in a run of
 * struct linuxabi_nlattr, and generic netlink's CTRL_CMD_GETFAMILY
 * request and its CTRL_ATTR_OPS.  (checks-rtnetlink.h walks its
 * attributes as struct linuxabi_rtattr with the LINUXABI_RTA_* macros,
 * which it checks.)  Before including, a program may define LA_SYSCALL
 * and LA_ERROR (checks.h). */
#ifndef LA_CHECKS_NL_H
#define LA_CHECKS_NL_H

#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <linuxabi/genetlink.h>
#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define LA_NL_AF_NETLINK 16     /* AF_NETLINK, every ABI */

/* an "absent" error: the call or protocol is not here, or not ours */
static inline int la_nl_absent(int e)
{
	return e == ENOSYS || e == EAFNOSUPPORT || e == EPROTONOSUPPORT ||
	       e == EPERM || e == EACCES;
}

/* the attribute of TYPE in the LEN bytes at M, or NULL; *ALEN its length */
static inline const unsigned char *la_nl_attr(const unsigned char *m,
					      uint32_t len, uint16_t type,
					      uint32_t *alen)
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

/* send CTRL_CMD_GETFAMILY for NAME with sequence number SEQ on the
   NETLINK_GENERIC socket FD: sendto(2)'s result */
static inline long la_nl_getfamily(int fd, const char *name, uint32_t seq)
{
	uint32_t msg[16];
	unsigned char *m = (unsigned char *)msg;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_nlattr a;
	struct linuxabi_sockaddr_nl kernel;
	size_t n = strlen(name) + 1;

	memset(msg, 0, sizeof msg);
	a.nla_len = (uint16_t)(NLA_HDRLEN + n);
	a.nla_type = CTRL_ATTR_FAMILY_NAME;
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(GENL_HDRLEN +
					    LINUXABI_NLA_ALIGN(a.nla_len));
	h.nlmsg_type = GENL_ID_CTRL;
	h.nlmsg_flags = NLM_F_REQUEST;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	g.cmd = CTRL_CMD_GETFAMILY;
	g.version = 1;
	g.reserved = 0;
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &g, sizeof g);
	memcpy(m + NLMSG_HDRLEN + GENL_HDRLEN, &a, sizeof a);
	memcpy(m + NLMSG_HDRLEN + GENL_HDRLEN + NLA_HDRLEN, name, n);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* the CTRL_ATTR_OP_FLAGS of command CMD in the CTRL_ATTR_OPS nest of LEN
   bytes at OPS; NOFLAGS where CMD is there without them, -1 where CMD is
   not there */
static inline long la_nl_op_flags(const unsigned char *ops, uint32_t len,
				  uint32_t cmd, long noflags)
{
	uint32_t off = 0, alen, v;
	struct linuxabi_nlattr a;
	const unsigned char *p;

	while (off + NLA_HDRLEN <= len) {
		memcpy(&a, ops + off, sizeof a);
		if (a.nla_len < NLA_HDRLEN || off + a.nla_len > len)
			return -1;
		p = la_nl_attr(ops + off + NLA_HDRLEN,
			       a.nla_len - NLA_HDRLEN, CTRL_ATTR_OP_ID, &alen);
		if (p && alen == 4 && (memcpy(&v, p, 4), v == cmd)) {
			p = la_nl_attr(ops + off + NLA_HDRLEN,
				       a.nla_len - NLA_HDRLEN,
				       CTRL_ATTR_OP_FLAGS, &alen);
			if (!p || alen != 4)
				return noflags;
			memcpy(&v, p, 4);
			return (long)v;
		}
		off += LINUXABI_NLA_ALIGN(a.nla_len);
	}
	return -1;
}

#endif
