/* The checks of <linuxabi/netlink.h> that run real system calls, by
 * number: a NETLINK_ROUTE socket bound with struct linuxabi_sockaddr_nl
 * (nl_pid 0: getsockname(2) then gives the port id the kernel chose), an
 * RTM_GETLINK dump request (NLM_F_REQUEST|NLM_F_DUMP) built with struct
 * linuxabi_nlmsghdr and LINUXABI_NLMSG_LENGTH(), and its replies walked
 * with LINUXABI_NLMSG_ALIGN() up to NLMSG_DONE: every message's sequence
 * number and port id, and the IFLA_IFNAME attribute "lo" of the loopback
 * device found through struct linuxabi_nlattr and LINUXABI_NLA_ALIGN().
 * Then an RTM_GETLINK of a device that does not exist, with NLM_F_ACK:
 * the NLMSG_ERROR reply's struct linuxabi_nlmsgerr (a negative ENODEV,
 * and the request's header), with the whole request, then with
 * NETLINK_CAP_ACK (flag NLM_F_CAPPED, the request's payload left out).
 * Only the network namespace's devices are read; nothing is changed.
 * Shared by runtime-netlink.c (the host) and programs that run them on
 * other ABIs.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_netlink_checks() runs them all and prints
 * "ok - netlink: ..." or "not ok - netlink: ..." lines.
 * The rtnetlink values used (RTM_GETLINK 18, RTM_NEWLINK 16, IFLA_IFNAME
 * 3, the 16-byte struct ifinfomsg) are <linux/rtnetlink.h>'s and
 * <linux/if_link.h>'s, not this header's.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 translates
 * NETLINK_ROUTE messages between the guest's byte order and the host's
 * (for the message types it knows) and passes the socket calls on; a
 * socket error that says the emulator lacks them is printed as ok, with
 * the reason. */
#ifndef LA_NETLINK_CHECKS_H
#define LA_NETLINK_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

/* one "ok - netlink: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_netlink_report(good, ...) \
	la_report_in("netlink", (good), __VA_ARGS__)

#define LA_NL_AF_NETLINK  16    /* AF_NETLINK, every ABI */
#define LA_NL_SOL_NETLINK 270   /* SOL_NETLINK, every ABI */
#define LA_NL_RTM_NEWLINK 16    /* <linux/rtnetlink.h> */
#define LA_NL_RTM_GETLINK 18
#define LA_NL_IFINFOMSG   16    /* sizeof (struct ifinfomsg) */
#define LA_NL_IFLA_IFNAME 3     /* <linux/if_link.h> */
#define LA_NL_NO_IFINDEX  0x7ffffffe  /* no such device: ENODEV */

/* a buffer the kernel's messages are read into, 4-byte aligned */
static uint32_t la_nl_buf[8192];

/* send a request of TYPE and FLAGS, seq SEQ, with a LEN-byte struct
   ifinfomsg payload: all zero but ifi_index, at offset 4, IFINDEX */
static long la_netlink_send(int fd, uint16_t type, uint16_t flags,
			    uint32_t len, uint32_t seq, int32_t ifindex)
{
	uint32_t msg[16];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_sockaddr_nl kernel;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(len);
	h.nlmsg_type = type;
	h.nlmsg_flags = flags;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN + 4, &ifindex,
	       sizeof ifindex);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* the IFLA_IFNAME of an RTM_NEWLINK message H, or "" */
static const char *la_netlink_ifname(const unsigned char *m)
{
	const struct linuxabi_nlmsghdr *h = (const void *)m;
	uint32_t off = NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(LA_NL_IFINFOMSG);
	struct linuxabi_nlattr a;

	while (off + NLA_HDRLEN <= h->nlmsg_len) {
		memcpy(&a, m + off, sizeof a);
		if (a.nla_len < NLA_HDRLEN || off + a.nla_len > h->nlmsg_len)
			break;
		if ((a.nla_type & NLA_TYPE_MASK) == LA_NL_IFLA_IFNAME &&
		    a.nla_len > NLA_HDRLEN &&
		    m[off + a.nla_len - 1] == '\0')
			return (const char *)m + off + NLA_HDRLEN;
		off += LINUXABI_NLA_ALIGN(a.nla_len);
	}
	return "";
}

/* the RTM_GETLINK dump: returns 0, or an errno for an absent call */
static int la_netlink_dump(int fd, uint32_t port)
{
	unsigned char *buf = (unsigned char *)la_nl_buf;
	struct linuxabi_nlmsghdr h;
	int links = 0, bad = 0, done = 0, lo = 0, reads = 0, doneval = -1;
	long r;

	r = la_netlink_send(fd, LA_NL_RTM_GETLINK, NLM_F_REQUEST | NLM_F_DUMP,
			    LA_NL_IFINFOMSG, 1234, 0);
	la_netlink_report(r == (long)LINUXABI_NLMSG_LENGTH(LA_NL_IFINFOMSG),
			  "sendto RTM_GETLINK NLM_F_REQUEST|NLM_F_DUMP (%#x), "
			  "nlmsg_len LINUXABI_NLMSG_LENGTH(16) = %u: %ld "
			  "(errno %d)", (unsigned)(NLM_F_REQUEST | NLM_F_DUMP),
			  (unsigned)LINUXABI_NLMSG_LENGTH(LA_NL_IFINFOMSG), r,
			  LA_ERROR(r));
	if (r < 0)
		return 0;
	while (!done && reads < 1000) {
		long len, off = 0;

		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nl_buf, 0, NULL, NULL);
		if (r <= 0) {
			la_netlink_report(0, "recvfrom the dump: %ld (errno "
					  "%d)", r, LA_ERROR(r));
			return 0;
		}
		reads++;
		len = r;
		while (off + NLMSG_HDRLEN <= len) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    h.nlmsg_len > (uint32_t)(len - off)) {
				bad++;
				break;
			}
			if (h.nlmsg_seq != 1234 || h.nlmsg_pid != port)
				bad++;
			if (h.nlmsg_type == NLMSG_DONE) {
				memcpy(&doneval, buf + off + NLMSG_HDRLEN,
				       sizeof doneval);
				done = 1;
				break;
			}
			if (h.nlmsg_type == NLMSG_ERROR) {
				struct linuxabi_nlmsgerr err;

				memcpy(&err, buf + off + NLMSG_HDRLEN,
				       sizeof err);
				la_netlink_report(0, "the dump: NLMSG_ERROR, "
						  "error %d", (int)err.error);
				return 0;
			}
			if (h.nlmsg_type == LA_NL_RTM_NEWLINK &&
			    (h.nlmsg_flags & NLM_F_MULTI)) {
				links++;
				if (!strcmp(la_netlink_ifname(buf + off),
					    "lo"))
					lo = 1;
			} else {
				bad++;
			}
			off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
		}
	}
	la_netlink_report(done && doneval == 0 && bad == 0 && links > 0,
			  "the RTM_GETLINK dump: %d RTM_NEWLINK messages with "
			  "NLM_F_MULTI in %d reads, each with nlmsg_seq 1234 "
			  "and nlmsg_pid %u (%d not), then NLMSG_DONE "
			  "(payload %d)", links, reads, (unsigned)port, bad,
			  doneval);
	la_netlink_report(lo, "the dump's IFLA_IFNAME attributes (walked "
			  "with LINUXABI_NLA_ALIGN) include \"lo\"");
	return 0;
}

/* RTM_GETLINK of a device that does not exist, with NLM_F_ACK: an
   NLMSG_ERROR reply; CAPPED: with NETLINK_CAP_ACK set */
static void la_netlink_ack(int fd, uint32_t port, int capped)
{
	unsigned char *buf = (unsigned char *)la_nl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	uint32_t seq = capped ? 99 : 98, want;
	long r;

	r = la_netlink_send(fd, LA_NL_RTM_GETLINK, NLM_F_REQUEST | NLM_F_ACK,
			    LA_NL_IFINFOMSG, seq, LA_NL_NO_IFINDEX);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nl_buf, 0, NULL, NULL);
	if (r < (long)NLMSG_HDRLEN) {
		la_netlink_report(0, "an NLM_F_ACK request: %ld (errno %d)",
				  r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
	/* the whole request follows the error, or only its header */
	want = capped ? LINUXABI_NLMSG_LENGTH(sizeof err)
		      : LINUXABI_NLMSG_LENGTH(sizeof err.error) +
			LINUXABI_NLMSG_LENGTH(LA_NL_IFINFOMSG);
	la_netlink_report(h.nlmsg_type == NLMSG_ERROR && h.nlmsg_len == want &&
			  h.nlmsg_len == (uint32_t)r &&
			  (h.nlmsg_flags & NLM_F_CAPPED) == (capped ?
							     NLM_F_CAPPED : 0) &&
			  h.nlmsg_seq == seq && h.nlmsg_pid == port &&
			  err.error == -ENODEV &&
			  err.msg.nlmsg_type == LA_NL_RTM_GETLINK &&
			  err.msg.nlmsg_seq == seq &&
			  err.msg.nlmsg_len ==
			  LINUXABI_NLMSG_LENGTH(LA_NL_IFINFOMSG),
			  "RTM_GETLINK of ifindex %#x with NLM_F_ACK%s: "
			  "NLMSG_ERROR (%u) of %u bytes (%u expected), flags "
			  "%#x, error %d (-ENODEV: %d), the request's type "
			  "%u, seq %u, len %u", (unsigned)LA_NL_NO_IFINDEX,
			  capped ? " and NETLINK_CAP_ACK" : "",
			  (unsigned)h.nlmsg_type, (unsigned)h.nlmsg_len,
			  (unsigned)want, (unsigned)h.nlmsg_flags,
			  (int)err.error, -ENODEV,
			  (unsigned)err.msg.nlmsg_type,
			  (unsigned)err.msg.nlmsg_seq,
			  (unsigned)err.msg.nlmsg_len);
}

static void la_netlink_checks(void)
{
	struct linuxabi_sockaddr_nl sa;
	uint32_t salen;
	long r;
	int fd, e, one = 1;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_NL_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_ROUTE);
	e = LA_ERROR(r);
	if (r < 0) {
		la_netlink_report(la_nl_absent(e), "socket AF_NETLINK "
				  "NETLINK_ROUTE: %s%s", strerror(e),
				  la_nl_absent(e) ? " (not run here)"
				  : "");
		return;
	}
	fd = (int)r;
	memset(&sa, 0, sizeof sa);
	sa.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, (unsigned long)sizeof sa);
	la_netlink_report(r == 0, "bind with struct linuxabi_sockaddr_nl "
			  "(%u bytes), nl_pid 0: %ld (errno %d)",
			  (unsigned)sizeof sa, r, LA_ERROR(r));
	memset(&sa, 0xff, sizeof sa);
	salen = sizeof sa;
	r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &sa, &salen);
	la_netlink_report(r == 0 && salen == sizeof sa &&
			  sa.nl_family == LA_NL_AF_NETLINK && sa.nl_pad == 0
			  && sa.nl_pid != 0 && sa.nl_groups == 0,
			  "getsockname: %ld, length %u, nl_family %u, nl_pad "
			  "%u, nl_pid %u (%s), nl_groups %#x", r,
			  (unsigned)salen, (unsigned)sa.nl_family,
			  (unsigned)sa.nl_pad, (unsigned)sa.nl_pid,
			  sa.nl_pid == (uint32_t)getpid() ? "the process id"
			  : "not the process id: taken", (unsigned)sa.nl_groups);
	if (r == 0) {
		la_netlink_dump(fd, sa.nl_pid);
		la_netlink_ack(fd, sa.nl_pid, 0);
		r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, LA_NL_SOL_NETLINK,
			       NETLINK_CAP_ACK, &one,
			       (unsigned long)sizeof one);
		e = LA_ERROR(r);
		if (r == 0)
			la_netlink_ack(fd, sa.nl_pid, 1);
		else
			la_netlink_report(0, "setsockopt SOL_NETLINK "
					  "NETLINK_CAP_ACK: %s", strerror(e));
	}
	close(fd);
}

#endif
