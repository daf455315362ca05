/* The checks of <linuxabi/if_bridge.h> that run real system calls, by
 * number; nothing is changed.  The old interface: SIOCGIFBR with the
 * command BRCTL_GET_VERSION answers BRCTL_VERSION, and BRCTL_GET_BRIDGES
 * a count of bridges.  Over NETLINK_ROUTE with NETLINK_GET_STRICT_CHK
 * (every header field checked): an RTM_GETMDB dump with a zero struct
 * linuxabi_br_port_msg (AF_BRIDGE) is accepted and ends in NLMSG_DONE;
 * an RTM_GETVLAN dump with a struct linuxabi_br_vlan_msg naming no device
 * (ifindex 0x7fffffff, read at offset 4) answers ENODEV.  A kernel
 * without the bridge (ENOPKG, EOPNOTSUPP) or without VLAN filtering
 * (RTM_GETVLAN's EOPNOTSUPP) is an ok line naming the reason.
 * Shared by runtime-if_bridge.c.  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_if_bridge_checks()
 * prints "ok - if_bridge: ..." or "not ok - if_bridge: ..." lines. */
#ifndef LA_IF_BRIDGE_CHECKS_H
#define LA_IF_BRIDGE_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/if_bridge.h>
#include <linuxabi/netlink.h>
#include <linuxabi/rtnetlink.h>
#include <linuxabi/socket.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_if_bridge_report(good, ...) \
	la_report_in("if_bridge", (good), __VA_ARGS__)

static uint64_t la_br_buf[4096];

/* send TYPE as a strict dump request with the LEN bytes of HDR after the
   netlink header; the first reply's type, or -errno of NLMSG_ERROR, or
   -1000 - errno of a failed call */
static long la_br_dump(int fd, uint16_t type, const void *hdr, uint32_t len,
		       uint32_t seq)
{
	uint64_t msg[8];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	struct linuxabi_sockaddr_nl kernel;
	long r;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = NLMSG_HDRLEN + len;
	h.nlmsg_type = type;
	h.nlmsg_flags = NLM_F_REQUEST | NLM_F_DUMP;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN, hdr, len);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg, (unsigned long)h.nlmsg_len,
		       0, &kernel, (unsigned long)sizeof kernel);
	if (LA_ERROR(r))
		return -1000 - LA_ERROR(r);
	for (;;) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_br_buf,
			       sizeof la_br_buf, 0, 0, 0);
		if (LA_ERROR(r))
			return -1000 - LA_ERROR(r);
		if (r < (long)sizeof h)
			return -1000 - EPROTO;
		memcpy(&h, la_br_buf, sizeof h);
		if (h.nlmsg_seq != seq)
			continue;
		if (h.nlmsg_type == NLMSG_ERROR) {
			memcpy(&err, (unsigned char *)la_br_buf + NLMSG_HDRLEN,
			       sizeof err);
			return err.error;
		}
		if (h.nlmsg_type == NLMSG_DONE)
			return NLMSG_DONE;
		/* entries of a non-empty dump: read on to its end */
		if (h.nlmsg_type != type - 2)
			return h.nlmsg_type;
		/* a multipart reply: skip to NLMSG_DONE */
		for (;;) {
			uint32_t off = 0;
			while (off + sizeof h <= (uint32_t)r) {
				memcpy(&h, (unsigned char *)la_br_buf + off,
				       sizeof h);
				if (h.nlmsg_type == NLMSG_DONE)
					return NLMSG_DONE;
				if (h.nlmsg_len < sizeof h)
					return -1000 - EPROTO;
				off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
			}
			r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, la_br_buf,
				       sizeof la_br_buf, 0, 0, 0);
			if (LA_ERROR(r))
				return -1000 - LA_ERROR(r);
		}
	}
}

static void la_if_bridge_ioctls(void)
{
	unsigned long args[3];
	int ifindices[64];
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DGRAM, 0);
	if (LA_ERROR(r)) {
		la_if_bridge_report(0, "socket AF_INET: %s",
				    strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	args[0] = BRCTL_GET_VERSION;
	args[1] = args[2] = 0;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCGIFBR, args);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOSYS) {
		la_if_bridge_report(1, "qemu does not implement SIOCGIFBR "
				    "(ENOSYS): the old interface is not "
				    "checked here");
		close(fd);
		return;
	}
#endif
	if (e == ENOPKG || e == ENOSYS || e == EINVAL) {
		la_if_bridge_report(1, "SIOCGIFBR BRCTL_GET_VERSION: %s here "
				    "(no bridge in this kernel): the old "
				    "interface is not checked", strerror(e));
		close(fd);
		return;
	}
	la_if_bridge_report(!e && r == BRCTL_VERSION,
			    "SIOCGIFBR BRCTL_GET_VERSION (%d): %ld, "
			    "BRCTL_VERSION is %d %s", BRCTL_GET_VERSION, r,
			    BRCTL_VERSION, e ? strerror(e) : "");
	args[0] = BRCTL_GET_BRIDGES;
	args[1] = (unsigned long)ifindices;
	args[2] = 64;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCGIFBR, args);
	e = LA_ERROR(r);
	la_if_bridge_report(!e && r >= 0 && r <= 64,
			    "SIOCGIFBR BRCTL_GET_BRIDGES (%d): %ld bridges %s",
			    BRCTL_GET_BRIDGES, r, e ? strerror(e) : "");
	close(fd);
}

static void la_if_bridge_netlink(void)
{
	struct linuxabi_br_port_msg pm;
	struct linuxabi_br_vlan_msg vm;
	int fd, one = 1;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_NETLINK, SOCK_RAW,
		       NETLINK_ROUTE);
	if (LA_ERROR(r)) {
		la_if_bridge_report(1, "socket NETLINK_ROUTE: %s here: the "
				    "rtnetlink checks are not run",
				    strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, SOL_NETLINK,
		       NETLINK_GET_STRICT_CHK, &one, (unsigned long)sizeof one);
	if (LA_ERROR(r)) {
		la_if_bridge_report(1, "NETLINK_GET_STRICT_CHK: %s here (a "
				    "kernel before 4.20): the rtnetlink checks "
				    "are not run", strerror(LA_ERROR(r)));
		close(fd);
		return;
	}

	memset(&pm, 0, sizeof pm);
	pm.family = AF_BRIDGE;
	r = la_br_dump(fd, RTM_GETMDB, &pm, sizeof pm, 1);
#ifdef LA_QEMU
	if (r == -1000 - EOPNOTSUPP) {
		la_if_bridge_report(1, "qemu does not translate RTM_GETMDB and "
				    "RTM_GETVLAN (sendto: EOPNOTSUPP; it knows "
				    "links, addresses and routes): the bridge's "
				    "rtnetlink messages are not checked here");
		close(fd);
		return;
	}
#endif
	if (r == -EOPNOTSUPP || r == -EAFNOSUPPORT) {
		la_if_bridge_report(1, "RTM_GETMDB dump: %s here (no bridge "
				    "in this kernel): the rtnetlink checks are "
				    "not run", strerror((int)-r));
		close(fd);
		return;
	}
	la_if_bridge_report(r == NLMSG_DONE, "RTM_GETMDB dump with a %d-byte "
			    "struct linuxabi_br_port_msg (ifindex 0): %s",
			    (int)sizeof pm, r == NLMSG_DONE ? "NLMSG_DONE" :
			    r < 0 ? strerror((int)(r < -1000 ? -1000 - r : -r))
			    : "another reply");
	memset(&vm, 0, sizeof vm);
	vm.family = AF_BRIDGE;
	vm.ifindex = 0x7fffffff;
	r = la_br_dump(fd, RTM_GETVLAN, &vm, sizeof vm, 4);
	if (r == -EOPNOTSUPP) {
		la_if_bridge_report(1, "RTM_GETVLAN dump: %s here (a bridge "
				    "without CONFIG_BRIDGE_VLAN_FILTERING): the "
				    "VLAN database is not checked",
				    strerror((int)-r));
		close(fd);
		return;
	}
	la_if_bridge_report(r == -ENODEV, "RTM_GETVLAN dump with a %d-byte "
			    "struct linuxabi_br_vlan_msg naming ifindex "
			    "0x7fffffff (at offset %d): ENODEV expected, %ld",
			    (int)sizeof vm,
			    (int)((char *)&vm.ifindex - (char *)&vm), r);
	close(fd);
}

static void la_if_bridge_checks(void)
{
	la_if_bridge_ioctls();
	la_if_bridge_netlink();
}

#endif
