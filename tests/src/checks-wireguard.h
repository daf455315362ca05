/* The checks of <linuxabi/wireguard.h> that run real system calls, by
 * number: a NETLINK_GENERIC socket asks the controller
 * (CTRL_CMD_GETFAMILY to GENL_ID_CTRL) for the family "wireguard".
 * Where the family is registered, the reply's CTRL_ATTR_VERSION is
 * WG_GENL_VERSION and its CTRL_ATTR_OPS list WG_CMD_GET_DEVICE and
 * WG_CMD_SET_DEVICE, the latter with GENL_ADMIN_PERM or
 * GENL_UNS_ADMIN_PERM.  Where it is not (no wireguard module, none
 * loadable), the reply is NLMSG_ERROR with -ENOENT: an ok line saying so.
 * Nothing is changed.
 * Shared by runtime-wireguard.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_wireguard_checks() prints "ok - wireguard: ..."
 * or "not ok - wireguard: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_WIREGUARD_CHECKS_H
#define LA_WIREGUARD_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/wireguard.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_wireguard_report(good, ...) \
	la_report_in("wireguard", (good), __VA_ARGS__)


#ifdef LA_EMULATED
#define LA_WG_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_WG_ABSENT " (not run here)"
#endif

/* the reply is read into this, 4-byte aligned */
static uint32_t la_wg_buf[4096];

/* CTRL_CMD_GETFAMILY "wireguard" on FD, bound as PORT */
static void la_wireguard_family(int fd, uint32_t port)
{
	static const char name[] = "wireguard";
	unsigned char *buf = (unsigned char *)la_wg_buf;
	const unsigned char *attrs = buf + NLMSG_HDRLEN + GENL_HDRLEN;
	const unsigned char *p, *ops;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_nlmsgerr err;
	uint32_t alen, alen_ops = 0, alen_name = 0, version = 0;
	uint16_t id = 0;
	long r, get, set;

	r = la_nl_getfamily(fd, name, 91);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_wg_buf, 0, NULL, NULL);
	if (r < (long)NLMSG_HDRLEN) {
		la_wireguard_report(0, "CTRL_CMD_GETFAMILY \"wireguard\": %ld "
				    "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR &&
	    r >= (long)(NLMSG_HDRLEN + sizeof err)) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_wireguard_report(err.error == -ENOENT && h.nlmsg_seq == 91,
				    "CTRL_CMD_GETFAMILY \"wireguard\": error "
				    "%d, seq %u%s", (int)err.error,
				    (unsigned)h.nlmsg_seq,
				    err.error == -ENOENT ? " (ENOENT: no "
				    "wireguard family on this kernel, its "
				    "module not loaded nor loadable here; "
				    "WG_GENL_VERSION and WG_CMD_* not "
				    "checked against it)" : "");
		return;
	}
	if (r < (long)(NLMSG_HDRLEN + GENL_HDRLEN) ||
	    h.nlmsg_len > (uint32_t)r) {
		la_wireguard_report(0, "CTRL_CMD_GETFAMILY \"wireguard\": "
				    "a reply of type %#x, %u bytes (%ld read)",
				    (unsigned)h.nlmsg_type,
				    (unsigned)h.nlmsg_len, r);
		return;
	}
	memcpy(&g, buf + NLMSG_HDRLEN, sizeof g);
	alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	p = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_ID, &alen_name);
	if (p && alen_name == 2)
		memcpy(&id, p, 2);
	p = la_nl_attr(attrs, alen, CTRL_ATTR_FAMILY_NAME, &alen_name);
	la_wireguard_report(h.nlmsg_type == GENL_ID_CTRL &&
			    h.nlmsg_seq == 91 && h.nlmsg_pid == port &&
			    g.cmd == CTRL_CMD_NEWFAMILY &&
			    id >= GENL_MIN_ID && id <= GENL_MAX_ID && p &&
			    alen_name == sizeof name &&
			    !memcmp(p, name, sizeof name),
			    "CTRL_CMD_GETFAMILY \"wireguard\": type %#x, seq "
			    "%u, cmd %u (CTRL_CMD_NEWFAMILY %d), family id "
			    "%#x, name \"%.*s\"", (unsigned)h.nlmsg_type,
			    (unsigned)h.nlmsg_seq, (unsigned)g.cmd,
			    CTRL_CMD_NEWFAMILY, (unsigned)id,
			    p ? (int)alen_name : 0, p ? (const char *)p : "");
	p = la_nl_attr(attrs, alen, CTRL_ATTR_VERSION, &alen);
	if (p && alen == 4)
		memcpy(&version, p, 4);
	la_wireguard_report(p && version == WG_GENL_VERSION,
			    "the family's CTRL_ATTR_VERSION %u "
			    "(WG_GENL_VERSION %d)", (unsigned)version,
			    WG_GENL_VERSION);
	alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
	ops = la_nl_attr(attrs, alen, CTRL_ATTR_OPS, &alen_ops);
	get = ops ? la_nl_op_flags(ops, alen_ops, WG_CMD_GET_DEVICE, 0) : -1;
	set = ops ? la_nl_op_flags(ops, alen_ops, WG_CMD_SET_DEVICE, 0) : -1;
	la_wireguard_report(get >= 0 && set >= 0 &&
			    (set & (GENL_ADMIN_PERM | GENL_UNS_ADMIN_PERM)),
			    "CTRL_ATTR_OPS (%u bytes): WG_CMD_GET_DEVICE (%d) "
			    "flags %#lx, WG_CMD_SET_DEVICE (%d) flags %#lx, "
			    "an admin command", (unsigned)alen_ops,
			    WG_CMD_GET_DEVICE, get, WG_CMD_SET_DEVICE, set);
}

static void la_wireguard_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_NL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_GENERIC);
	e = LA_ERROR(r);
	if (r < 0) {
		la_wireguard_report(la_nl_absent(e), "socket AF_NETLINK "
				    "NETLINK_GENERIC: %s%s", strerror(e),
				    !la_nl_absent(e) ? "" : LA_WG_ABSENT);
		return;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	salen = sizeof sa;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	if (r != 0)
		la_wireguard_report(0, "bind and getsockname of a "
				    "NETLINK_GENERIC socket: %ld (errno %d)",
				    r, LA_ERROR(r));
	else
		la_wireguard_family(fd, sa.nl_pid);
	close(fd);
}

#endif
