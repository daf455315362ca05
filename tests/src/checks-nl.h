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
#include <unistd.h>
#include <sys/socket.h>
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

/* send generic netlink command CMD (version VERSION) to family TYPE on
   FD, sequence number SEQ, its attributes the ALEN bytes at ATTRS (at
   most 48, already laid out as struct linuxabi_nlattr runs): sendto(2)'s
   result */
static inline long la_nl_genl_send(int fd, uint16_t type, uint8_t cmd,
				   uint8_t version, uint32_t seq,
				   const void *attrs, uint32_t alen)
{
	uint32_t msg[16];
	unsigned char *m = (unsigned char *)msg;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_sockaddr_nl kernel;

	memset(msg, 0, sizeof msg);
	if (alen > sizeof msg - NLMSG_HDRLEN - GENL_HDRLEN)
		return -EMSGSIZE;
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(GENL_HDRLEN + alen);
	h.nlmsg_type = type;
	h.nlmsg_flags = NLM_F_REQUEST;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	g.cmd = cmd;
	g.version = version;
	g.reserved = 0;
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &g, sizeof g);
	memcpy(m + NLMSG_HDRLEN + GENL_HDRLEN, attrs, alen);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* send CTRL_CMD_GETFAMILY for NAME with sequence number SEQ on the
   NETLINK_GENERIC socket FD: sendto(2)'s result */
static inline long la_nl_getfamily(int fd, const char *name, uint32_t seq)
{
	uint32_t attrs[10];
	struct linuxabi_nlattr a;
	size_t n = strlen(name) + 1;

	memset(attrs, 0, sizeof attrs);
	if (n > sizeof attrs - NLA_HDRLEN)
		return -EMSGSIZE;
	a.nla_len = (uint16_t)(NLA_HDRLEN + n);
	a.nla_type = CTRL_ATTR_FAMILY_NAME;
	memcpy(attrs, &a, sizeof a);
	memcpy((unsigned char *)attrs + NLA_HDRLEN, name, n);
	return la_nl_genl_send(fd, GENL_ID_CTRL, CTRL_CMD_GETFAMILY, 1, seq,
			       attrs, LINUXABI_NLA_ALIGN(a.nla_len));
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

/* a netlink socket of PROTOCOL (named PNAME in the lines), bound by the
   kernel: its fd, and where PORT is not NULL its port id in *PORT; or -1,
   having reported under TOPIC why (ok where the protocol is not here,
   with HOW: " (not run here ...)") */
static inline int la_nl_socket(const char *topic, int protocol,
			       const char *pname, const char *how,
			       uint32_t *port)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen = sizeof sa;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_NL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, protocol);
	e = LA_ERROR(r);
	if (r < 0) {
		la_report_in(topic, la_nl_absent(e), "socket AF_NETLINK %s: "
			     "%s%s", pname, strerror(e),
			     la_nl_absent(e) ? how : "");
		return -1;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	if (r == 0 && port)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	if (r != 0) {
		la_report_in(topic, 0, "bind%s of a %s socket: %ld (errno %d)",
			     port ? " and getsockname" : "", pname, r,
			     LA_ERROR(r));
		close(fd);
		return -1;
	}
	if (port)
		*port = sa.nl_pid;
	return fd;
}

/* CTRL_CMD_GETFAMILY NAME (sequence number SEQ) on FD, bound as PORT,
   its reply read into BUF (SIZE bytes, 4-byte aligned); reported under
   TOPIC: the reply's headers, id and name, and its CTRL_ATTR_VERSION
   against VERSION; or no such family (ENOENT: ok, saying that WHAT is
   then not checked).  The length of the attributes that follow the
   headers in BUF, or -1 where there is no family to check further;
   where ID is not NULL, the family's id in *ID. */
static inline long la_nl_family(const char *topic, int fd, uint32_t port,
				const char *name, uint32_t seq,
				unsigned char *buf, unsigned long size,
				uint32_t version, const char *what,
				uint16_t *id_out)
{
	const unsigned char *attrs = buf + NLMSG_HDRLEN + GENL_HDRLEN;
	const unsigned char *p;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_nlmsgerr err;
	uint32_t alen, nlen = 0, v = 0, n = (uint32_t)strlen(name) + 1;
	uint16_t id = 0;
	long r;

	r = la_nl_getfamily(fd, name, seq);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf, size, 0, NULL,
			       NULL);
	if (r < (long)NLMSG_HDRLEN) {
		la_report_in(topic, 0, "CTRL_CMD_GETFAMILY \"%s\": %ld "
			     "(errno %d)", name, r, LA_ERROR(r));
		return -1;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR &&
	    r >= (long)(NLMSG_HDRLEN + sizeof err)) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_report_in(topic, err.error == -ENOENT && h.nlmsg_seq == seq,
			     "CTRL_CMD_GETFAMILY \"%s\": error %d, seq %u%s%s"
			     "%s", name, (int)err.error, (unsigned)h.nlmsg_seq,
			     err.error == -ENOENT ? " (ENOENT: no such family "
			     "on this kernel: not built in, its module not "
			     "loaded nor loadable here; " : "",
			     err.error == -ENOENT ? what : "",
			     err.error == -ENOENT ? " not checked against it)"
			     : "");
		return -1;
	}
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN) ||
	    h.nlmsg_len > (uint32_t)r ||
	    h.nlmsg_len < NLMSG_HDRLEN + GENL_HDRLEN) {
		la_report_in(topic, 0, "CTRL_CMD_GETFAMILY \"%s\": a reply "
			     "of type %#x, %u bytes (%ld read)", name,
			     (unsigned)h.nlmsg_type, (unsigned)h.nlmsg_len, r);
		return -1;
	}
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	p = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_ID, &nlen);
	if (p && nlen == 2)
		memcpy(&id, p, 2);
	p = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_NAME, &nlen);
	la_report_in(topic, h.nlmsg_type == GENL_ID_CTRL &&
		     h.nlmsg_seq == seq && h.nlmsg_pid == port &&
		     g.cmd == CTRL_CMD_NEWFAMILY && id >= GENL_MIN_ID &&
		     id <= GENL_MAX_ID && p && nlen == n && !memcmp(p, name, n),
		     "CTRL_CMD_GETFAMILY \"%s\": type %#x, seq %u, cmd %u "
		     "(CTRL_CMD_NEWFAMILY %d), family id %#x, name \"%.*s\"",
		     name, (unsigned)h.nlmsg_type, (unsigned)h.nlmsg_seq,
		     (unsigned)g.cmd, CTRL_CMD_NEWFAMILY, (unsigned)id,
		     p ? (int)nlen : 0, p ? (const char *)p : "");
	p = la_nl_attr(attrs, alen, CTRL_ATTR_VERSION, &nlen);
	if (p && nlen == 4)
		memcpy(&v, p, 4);
	la_report_in(topic, p && v == version, "the family's "
		     "CTRL_ATTR_VERSION %u (expected %u)", (unsigned)v,
		     (unsigned)version);
	if (id_out)
		*id_out = id;
	return (long)alen;
}

#endif
