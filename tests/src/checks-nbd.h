/* The checks of <linuxabi/nbd.h> that run real system calls, by number.
 * A NETLINK_GENERIC socket asks the controller for the family "nbd":
 * where it is registered (the nbd module loaded), its CTRL_ATTR_VERSION
 * is NBD_GENL_VERSION and its CTRL_ATTR_OPS list NBD_CMD_CONNECT,
 * NBD_CMD_DISCONNECT, NBD_CMD_RECONFIGURE and NBD_CMD_STATUS; where it
 * is not, the reply is -ENOENT, an ok line saying so.  faccessat(2)
 * reports whether /dev/nbd0 exists; no check opens it, since driving a
 * device (NBD_SET_SOCK, NBD_DO_IT) attaches a block device to the
 * system, which a test must not do.  Nothing is changed.
 * Shared by runtime-nbd.c (the host) and emulated.c.  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_nbd_checks() prints "ok - nbd: ..." or
 * "not ok - nbd: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NBD_CHECKS_H
#define LA_NBD_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/nbd.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_nbd_report(good, ...) la_report_in("nbd", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_NBD_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_NBD_ABSENT " (not run here)"
#endif

/* the reply is read into this, 4-byte aligned */
static uint32_t la_nbd_buf[4096];

static void la_nbd_checks(void)
{
	static const uint32_t cmds[] = { NBD_CMD_CONNECT, NBD_CMD_DISCONNECT,
					 NBD_CMD_RECONFIGURE, NBD_CMD_STATUS };
	const unsigned char *attrs, *ops;
	uint32_t port, alen_ops = 0;
	unsigned i;
	long alen, r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_faccessat, AT_FDCWD, "/dev/nbd0", F_OK,
		       0);
	e = LA_ERROR(r);
	la_nbd_report(!e || e == ENOENT || e == EACCES, "/dev/nbd0: %s; not "
		      "opened: its requests (NBD_SET_SOCK %#lx, NBD_DO_IT "
		      "%#lx ...) would attach a block device to this system",
		      e ? strerror(e) : "exists", (unsigned long)NBD_SET_SOCK,
		      (unsigned long)NBD_DO_IT);

	fd = la_nl_socket("nbd", NETLINK_GENERIC, "NETLINK_GENERIC",
			  LA_NBD_ABSENT, &port);
	if (fd < 0)
		return;
	alen = la_nl_family("nbd", fd, port, "nbd", 93,
			    (unsigned char *)la_nbd_buf, sizeof la_nbd_buf,
			    NBD_GENL_VERSION, "NBD_GENL_VERSION and NBD_CMD_*", NULL);
	close(fd);
	if (alen < 0)
		return;
	attrs = (const unsigned char *)la_nbd_buf + NLMSG_HDRLEN + GENL_HDRLEN;
	ops = la_nl_attr(attrs, (uint32_t)alen, CTRL_ATTR_OPS, &alen_ops);
	for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
		la_nbd_report(ops && la_nl_op_flags(ops, alen_ops, cmds[i],
						    0) >= 0,
			      "CTRL_ATTR_OPS (%u bytes) lists command %u",
			      (unsigned)alen_ops, (unsigned)cmds[i]);
}

#endif
