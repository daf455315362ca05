/* The checks of <linuxabi/devlink.h> that run real system calls, by
 * number: a NETLINK_GENERIC socket resolves the family "devlink"
 * (CTRL_CMD_GETFAMILY: its version DEVLINK_GENL_VERSION, and in
 * CTRL_ATTR_OPS DEVLINK_CMD_GET, which dumps, and DEVLINK_CMD_RELOAD,
 * which needs CAP_NET_ADMIN), then dumps DEVLINK_CMD_GET (NLM_F_DUMP) to
 * NLMSG_DONE: each device's DEVLINK_CMD_NEW names it by
 * DEVLINK_ATTR_BUS_NAME and DEVLINK_ATTR_DEV_NAME (a machine without
 * devlink devices answers NLMSG_DONE alone).  Nothing is changed.  No
 * family "devlink" (ENOENT: a kernel without CONFIG_NET_DEVLINK) is an
 * ok line.
 * Shared by runtime.c (the host) and emulated.c (through checks-all.h).
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_devlink_checks() prints "ok - devlink: ..." or
 * "not ok - devlink: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_GENERIC with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_DEVLINK_CHECKS_H
#define LA_DEVLINK_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/genetlink.h>
#include <linuxabi/devlink.h>
#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_devlink_report(good, ...) \
	la_report_in("devlink", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_DEVLINK_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_DEVLINK_ABSENT " (not run here)"
#endif

/* replies, 4-byte aligned */
static uint32_t la_devlink_buf[8192];

/* dump DEVLINK_CMD_GET of family ID on FD (bound as PORT) to NLMSG_DONE */
static void la_devlink_dump(int fd, uint32_t port, uint16_t id)
{
	const unsigned char *buf = (const unsigned char *)la_devlink_buf;
	uint32_t msg[8];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_genlmsghdr g;
	struct linuxabi_sockaddr_nl kernel;
	struct linuxabi_nlmsgerr err;
	uint32_t off, alen, blen = 0, dlen = 0;
	unsigned devices = 0, bad = 0, reads = 0;
	const unsigned char *bus, *dev;
	long r;
	int done = 0;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(GENL_HDRLEN);
	h.nlmsg_type = id;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	h.nlmsg_seq = 72;
	h.nlmsg_pid = 0;
	g.cmd = DEVLINK_CMD_GET;
	g.version = DEVLINK_GENL_VERSION;
	g.reserved = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN, &g, sizeof g);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
		       (unsigned long)h.nlmsg_len, 0, &kernel,
		       (unsigned long)sizeof kernel);
	if (r != (long)h.nlmsg_len) {
		la_devlink_report(0, "sendto of a DEVLINK_CMD_GET dump: %ld "
				  "(errno %d)", r, LA_ERROR(r));
		return;
	}
	while (!done && reads++ < 64) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_devlink_buf,
			       (unsigned long)sizeof la_devlink_buf, 0, NULL,
			       NULL);
		if (r < (long)NLMSG_HDRLEN) {
			la_devlink_report(0, "the DEVLINK_CMD_GET dump: %ld "
					  "(errno %d)", r, LA_ERROR(r));
			return;
		}
		for (off = 0; off + NLMSG_HDRLEN <= (uint32_t)r;
		     off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len)) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    off + h.nlmsg_len > (uint32_t)r) {
				bad++;
				break;
			}
			if (h.nlmsg_seq != 72 || h.nlmsg_pid != port)
				bad++;
			if (h.nlmsg_type == NLMSG_DONE) {
				done = 1;
				break;
			}
			if (h.nlmsg_type == NLMSG_ERROR) {
				memset(&err, 0, sizeof err);
				if (h.nlmsg_len >= NLMSG_HDRLEN + sizeof err)
					memcpy(&err, buf + off + NLMSG_HDRLEN,
					       sizeof err);
				la_devlink_report(0, "DEVLINK_CMD_GET dump: "
						  "error %d", (int)err.error);
				return;
			}
			if (h.nlmsg_type != id ||
			    h.nlmsg_len < NLMSG_HDRLEN + GENL_HDRLEN) {
				bad++;
				continue;
			}
			memcpy(&g, buf + off + NLMSG_HDRLEN, sizeof g);
			alen = h.nlmsg_len - NLMSG_HDRLEN - GENL_HDRLEN;
			bus = la_nl_attr(buf + off + NLMSG_HDRLEN + GENL_HDRLEN,
					 alen, DEVLINK_ATTR_BUS_NAME, &blen);
			dev = la_nl_attr(buf + off + NLMSG_HDRLEN + GENL_HDRLEN,
					 alen, DEVLINK_ATTR_DEV_NAME, &dlen);
			if (g.cmd != DEVLINK_CMD_NEW || !bus || !dev ||
			    !blen || !dlen || bus[blen - 1] || dev[dlen - 1])
				bad++;
			else if (devices++ < 4)
				la_devlink_report(1, "DEVLINK_CMD_GET dump: "
						  "DEVLINK_CMD_NEW for %s/%s",
						  (const char *)bus,
						  (const char *)dev);
		}
	}
	la_devlink_report(done && !bad, "DEVLINK_CMD_GET dump to NLMSG_DONE: "
			  "%u devices, each a DEVLINK_CMD_NEW (%d) with "
			  "DEVLINK_ATTR_BUS_NAME (%d) and DEVLINK_ATTR_DEV_NAME "
			  "(%d); %u malformed", devices, DEVLINK_CMD_NEW,
			  DEVLINK_ATTR_BUS_NAME, DEVLINK_ATTR_DEV_NAME, bad);
}

static inline void la_devlink_checks(void)
{
	const unsigned char *attrs, *p;
	uint32_t port = 0, alen = 0;
	uint16_t id = 0;
	long r, f;
	int fd;

	fd = la_nl_socket("devlink", NETLINK_GENERIC, "NETLINK_GENERIC",
			  LA_DEVLINK_ABSENT, &port);
	if (fd < 0)
		return;
	r = la_nl_family("devlink", fd, port, "devlink", 71,
			 (unsigned char *)la_devlink_buf,
			 sizeof la_devlink_buf, DEVLINK_GENL_VERSION,
			 "DEVLINK_GENL_VERSION and DEVLINK_CMD_*", &id);
	if (r < 0) {
		close(fd);
		return;
	}
	attrs = (const unsigned char *)la_devlink_buf + NLMSG_HDRLEN +
		GENL_HDRLEN;
	p = la_nl_attr(attrs, (uint32_t)r, CTRL_ATTR_OPS, &alen);
	f = p ? la_nl_op_flags(p, alen, DEVLINK_CMD_GET, 0) : -1;
	la_devlink_report(f >= 0 && (f & GENL_CMD_CAP_DUMP) &&
			  !(f & GENL_ADMIN_PERM), "CTRL_ATTR_OPS lists "
			  "DEVLINK_CMD_GET (%d), flags %#lx (dumps, not an "
			  "admin command)", DEVLINK_CMD_GET, f);
	f = p ? la_nl_op_flags(p, alen, DEVLINK_CMD_RELOAD, 0) : -1;
	la_devlink_report(f >= 0 && (f & GENL_ADMIN_PERM), "CTRL_ATTR_OPS "
			  "lists DEVLINK_CMD_RELOAD (%d), flags %#lx (an admin "
			  "command)", DEVLINK_CMD_RELOAD, f);
	la_devlink_dump(fd, port, id);
	close(fd);
}

#endif
