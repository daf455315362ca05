/* The checks of <linuxabi/genetlink.h> that run real system calls, by
 * number: a NETLINK_GENERIC socket, then the controller's
 * CTRL_CMD_GETFAMILY for "nlctrl" sent to GENL_ID_CTRL, a struct
 * linuxabi_nlmsghdr and a struct linuxabi_genlmsghdr with a
 * CTRL_ATTR_FAMILY_NAME attribute at GENL_HDRLEN; the reply is a
 * CTRL_CMD_NEWFAMILY whose CTRL_ATTR_FAMILY_ID is GENL_ID_CTRL, whose
 * CTRL_ATTR_FAMILY_NAME is "nlctrl" and whose CTRL_ATTR_OPS nest lists
 * CTRL_CMD_GETFAMILY with GENL_CMD_CAP_DO and GENL_CMD_CAP_DUMP.  Then a
 * CTRL_CMD_GETFAMILY of a family that does not exist: NLMSG_ERROR with
 * -ENOENT.  Nothing is changed.
 * Shared by runtime-genetlink.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_genetlink_checks() runs them
 * all and prints "ok - genetlink: ..." or "not ok - genetlink: ..."
 * lines.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 passes on
 * only the NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT
 * protocols and fails socket(2) for the others with EPROTONOSUPPORT,
 * which prints as ok, with the reason. */
#ifndef LA_GENETLINK_CHECKS_H
#define LA_GENETLINK_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

/* one "ok - genetlink: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_genetlink_report(good, ...) \
	la_report_in("genetlink", (good), __VA_ARGS__)


#ifdef LA_EMULATED
#define LA_GENL_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_GENL_ABSENT " (not run here)"
#endif

/* the replies are read into this, 4-byte aligned */
static uint32_t la_genl_buf[4096];

/* CTRL_CMD_GETFAMILY "nlctrl" and its CTRL_CMD_NEWFAMILY reply */
static void la_genetlink_nlctrl(int fd, uint32_t port)
{
	unsigned char *buf = (unsigned char *)la_genl_buf;
	const unsigned char *p, *attrs = buf + NLMSG_HDRLEN + GENL_HDRLEN;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	uint32_t alen = 0, alen_ops = 0, alen_name = 0, alen_id = 0;
	uint16_t id = 0;
	const unsigned char *name, *ops;
	long r, flags = -1;

	r = la_nl_getfamily(fd, "nlctrl", 77);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_genl_buf, 0, NULL,
			       NULL);
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN)) {
		la_genetlink_report(0, "CTRL_CMD_GETFAMILY \"nlctrl\": %ld "
				    "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	la_genetlink_report(h.nlmsg_type == GENL_ID_CTRL &&
			    h.nlmsg_len == (uint32_t)r && h.nlmsg_seq == 77 &&
			    h.nlmsg_pid == port &&
			    g.cmd == CTRL_CMD_NEWFAMILY,
			    "CTRL_CMD_GETFAMILY (%d) \"nlctrl\" to GENL_ID_CTRL "
			    "(%#x): a reply of type %#x, %u bytes (%ld read), "
			    "seq %u, pid %u (%u), genlmsghdr cmd %u "
			    "(CTRL_CMD_NEWFAMILY %d)", CTRL_CMD_GETFAMILY,
			    GENL_ID_CTRL, (unsigned)h.nlmsg_type,
			    (unsigned)h.nlmsg_len, r, (unsigned)h.nlmsg_seq,
			    (unsigned)h.nlmsg_pid, (unsigned)port,
			    (unsigned)g.cmd, CTRL_CMD_NEWFAMILY);
	if (h.nlmsg_type != GENL_ID_CTRL || h.nlmsg_len > (uint32_t)r)
		return;
	alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	p = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_ID, &alen_id);
	if (p && alen_id == 2)
		memcpy(&id, p, 2);
	name = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_NAME, &alen_name);
	la_genetlink_report(id == GENL_ID_CTRL && name && alen_name == 7 &&
			    !memcmp(name, "nlctrl", 7),
			    "the reply's CTRL_ATTR_FAMILY_ID %#x (%u bytes), "
			    "CTRL_ATTR_FAMILY_NAME \"%.*s\" (%u bytes)",
			    (unsigned)id, (unsigned)alen_id,
			    name ? (int)alen_name : 0,
			    name ? (const char *)name : "",
			    (unsigned)alen_name);
	ops = la_nl_attr(attrs, alen, CTRL_ATTR_OPS, &alen_ops);
	if (ops)
		flags = la_nl_op_flags(ops, alen_ops, CTRL_CMD_GETFAMILY, -1);
	la_genetlink_report(flags >= 0 && (flags & GENL_CMD_CAP_DO) &&
			    (flags & GENL_CMD_CAP_DUMP) &&
			    !(flags & GENL_ADMIN_PERM),
			    "CTRL_ATTR_OPS (%u bytes): CTRL_CMD_GETFAMILY's "
			    "CTRL_ATTR_OP_FLAGS %#lx: GENL_CMD_CAP_DO (%#x) "
			    "and GENL_CMD_CAP_DUMP (%#x), not GENL_ADMIN_PERM "
			    "(%#x)", (unsigned)alen_ops, flags,
			    GENL_CMD_CAP_DO, GENL_CMD_CAP_DUMP,
			    GENL_ADMIN_PERM);
}

/* CTRL_CMD_GETFAMILY of a name no family has: NLMSG_ERROR, -ENOENT */
static void la_genetlink_nofamily(int fd)
{
	unsigned char *buf = (unsigned char *)la_genl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	long r;

	r = la_nl_getfamily(fd, "linuxabi-none", 78);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_genl_buf, 0, NULL,
			       NULL);
	if (r < (long)(NLMSG_HDRLEN + sizeof err)) {
		la_genetlink_report(0, "CTRL_CMD_GETFAMILY of no family: %ld "
				    "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
	la_genetlink_report(h.nlmsg_type == NLMSG_ERROR && h.nlmsg_seq == 78 &&
			    err.error == -ENOENT &&
			    err.msg.nlmsg_type == GENL_ID_CTRL,
			    "CTRL_CMD_GETFAMILY \"linuxabi-none\": type %u "
			    "(NLMSG_ERROR %u), seq %u, error %d (-ENOENT: %d), "
			    "the request's type %#x", (unsigned)h.nlmsg_type,
			    (unsigned)NLMSG_ERROR, (unsigned)h.nlmsg_seq,
			    (int)err.error, -ENOENT,
			    (unsigned)err.msg.nlmsg_type);
}

static void la_genetlink_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_NL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	e = LA_ERROR(r);
	if (r < 0) {
		la_genetlink_report(la_nl_absent(e), "socket "
				    "AF_NETLINK NETLINK_GENERIC: %s%s",
				    strerror(e), !la_nl_absent(e) ? "" :
				    LA_GENL_ABSENT);
		return;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	salen = sizeof sa;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	la_genetlink_report(r == 0 && sa.nl_pid != 0, "bind and getsockname "
			    "of a NETLINK_GENERIC socket: %ld (errno %d), "
			    "nl_pid %u", r, LA_ERROR(r), (unsigned)sa.nl_pid);
	if (r == 0) {
		la_genetlink_nlctrl(fd, sa.nl_pid);
		la_genetlink_nofamily(fd);
	}
	close(fd);
}

#endif
