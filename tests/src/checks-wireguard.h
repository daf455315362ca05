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

static void la_wireguard_checks(void)
{
	const unsigned char *attrs, *ops;
	uint32_t port, alen_ops = 0;
	long alen, get, set;
	int fd;

	fd = la_nl_socket("wireguard", NETLINK_GENERIC, "NETLINK_GENERIC",
			  LA_WG_ABSENT, &port);
	if (fd < 0)
		return;
	alen = la_nl_family("wireguard", fd, port, "wireguard", 91,
			    (unsigned char *)la_wg_buf, sizeof la_wg_buf,
			    WG_GENL_VERSION, "WG_GENL_VERSION and WG_CMD_*", NULL);
	close(fd);
	if (alen < 0)
		return;
	attrs = (const unsigned char *)la_wg_buf + NLMSG_HDRLEN + GENL_HDRLEN;
	ops = la_nl_attr(attrs, (uint32_t)alen, CTRL_ATTR_OPS, &alen_ops);
	get = ops ? la_nl_op_flags(ops, alen_ops, WG_CMD_GET_DEVICE, 0) : -1;
	set = ops ? la_nl_op_flags(ops, alen_ops, WG_CMD_SET_DEVICE, 0) : -1;
	la_wireguard_report(get >= 0 && set >= 0 &&
			    (set & (GENL_ADMIN_PERM | GENL_UNS_ADMIN_PERM)),
			    "CTRL_ATTR_OPS (%u bytes): WG_CMD_GET_DEVICE (%d) "
			    "flags %#lx, WG_CMD_SET_DEVICE (%d) flags %#lx, "
			    "an admin command", (unsigned)alen_ops,
			    WG_CMD_GET_DEVICE, get, WG_CMD_SET_DEVICE, set);
}

#endif
