/* The checks of <linuxabi/nfnetlink.h> and <linuxabi/netfilter.h> that
 * run real system calls, by number: a NETLINK_NETFILTER socket sends an
 * empty nf_tables batch, NFNL_MSG_BATCH_BEGIN (its struct
 * linuxabi_nfgenmsg's res_id NFNL_SUBSYS_NFTABLES, big-endian, family
 * NFPROTO_UNSPEC, version NFNETLINK_V0) and NFNL_MSG_BATCH_END, each
 * with NLM_F_ACK: the kernel acknowledges both, by sequence number, with
 * error 0, or with EPERM where the process lacks CAP_NET_ADMIN (an ok
 * line).  An empty batch changes nothing.  Where the protocol is not
 * here (EPROTONOSUPPORT: a kernel without CONFIG_NETFILTER_NETLINK) an
 * ok line says so.
 * Shared by runtime-nfnetlink.c (the host) and emulated.c, and by
 * checks-nf_tables.h (la_nfnl_send()).  Before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_nfnetlink_checks() prints "ok - nfnetlink: ..." or "not ok -
 * nfnetlink: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_NETFILTER with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NFNETLINK_CHECKS_H
#define LA_NFNETLINK_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/netfilter.h>
#include <linuxabi/netlink.h>
#include <linuxabi/nfnetlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_nfnetlink_report(good, ...) \
	la_report_in("nfnetlink", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_NFNL_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_NFNL_ABSENT " (not run here: a kernel without " \
	"CONFIG_NETFILTER_NETLINK, or the protocol refused to this process)"
#endif

/* the replies are read into this, 4-byte aligned */
static uint32_t la_nfnl_buf[4096];

/* write at M a message of TYPE, FLAGS, SEQ: a netlink header, a struct
   linuxabi_nfgenmsg of FAMILY and RES_ID (stored big-endian), then LEN
   bytes at DATA; its length */
static inline uint32_t la_nfnl_msg(unsigned char *m, uint16_t type,
				   uint16_t flags, uint32_t seq,
				   uint8_t family, uint16_t res_id,
				   const void *data, uint32_t len)
{
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nfgenmsg g;
	unsigned char be[2];

	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(sizeof g + len);
	h.nlmsg_type = type;
	h.nlmsg_flags = flags;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	g.nfgen_family = family;
	g.version = NFNETLINK_V0;
	be[0] = (unsigned char)(res_id >> 8);
	be[1] = (unsigned char)(res_id & 0xff);
	memcpy(&g.res_id, be, 2);
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &g, sizeof g);
	if (len)
		memcpy(m + NLMSG_HDRLEN + sizeof g, data, len);
	return LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
}

/* sendto(2) LEN bytes at M to the kernel on FD */
static inline long la_nfnl_send(int fd, const void *m, uint32_t len)
{
	struct linuxabi_sockaddr_nl kernel;

	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, m, (unsigned long)len, 0,
			  &kernel, (unsigned long)sizeof kernel);
}

/* an empty nf_tables batch, each end with NLM_F_ACK: two acks (inline,
   as la_nfnetlink_checks(): checks-nf_tables.h includes this file) */
static inline void la_nfnl_batch(int fd, uint32_t port)
{
	uint32_t msg[16];
	unsigned char *m = (unsigned char *)msg;
	unsigned char *buf = (unsigned char *)la_nfnl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	uint32_t n, seen = 0;
	long r;
	int i, eperm = 0;

	memset(msg, 0, sizeof msg);
	n = la_nfnl_msg(m, NFNL_MSG_BATCH_BEGIN, NLM_F_REQUEST | NLM_F_ACK, 41,
			NFPROTO_UNSPEC, NFNL_SUBSYS_NFTABLES, NULL, 0);
	n += la_nfnl_msg(m + n, NFNL_MSG_BATCH_END, NLM_F_REQUEST | NLM_F_ACK,
			 42, NFPROTO_UNSPEC, NFNL_SUBSYS_NFTABLES, NULL, 0);
	r = la_nfnl_send(fd, msg, n);
	if (r != (long)n) {
		la_nfnetlink_report(0, "sendto of an empty batch (%u bytes): "
				    "%ld (errno %d)", (unsigned)n, r,
				    LA_ERROR(r));
		return;
	}
	/* the kernel has queued its answers when sendto(2) returns */
	for (i = 0; i < 2; i++) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nfnl_buf,
			       i ? MSG_DONTWAIT : 0, NULL, NULL);
		if (r < (long)(NLMSG_HDRLEN + sizeof err)) {
			la_nfnetlink_report(0, "the batch's ack %d: %ld "
					    "(errno %d)", i + 1, r,
					    LA_ERROR(r));
			return;
		}
		memcpy(&h, buf, sizeof h);
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		if (h.nlmsg_type == NLMSG_ERROR && err.error == -EPERM) {
			eperm = 1;
			la_nfnetlink_report(h.nlmsg_seq == 41 ||
					    h.nlmsg_seq == 42,
					    "NFNL_MSG_BATCH_BEGIN for "
					    "NFNL_SUBSYS_NFTABLES: EPERM, seq "
					    "%u (no CAP_NET_ADMIN here: the "
					    "batch's acks not checked)",
					    (unsigned)h.nlmsg_seq);
			return;
		}
		la_nfnetlink_report(h.nlmsg_type == NLMSG_ERROR &&
				    err.error == 0 && h.nlmsg_pid == port &&
				    (h.nlmsg_seq == 41 || h.nlmsg_seq == 42) &&
				    err.msg.nlmsg_seq == h.nlmsg_seq &&
				    err.msg.nlmsg_type == (h.nlmsg_seq == 41 ?
				    NFNL_MSG_BATCH_BEGIN : NFNL_MSG_BATCH_END),
				    "empty batch: ack %d of type %#x "
				    "(NLMSG_ERROR %#x), error %d, seq %u, of "
				    "a message of type %#x (NFNL_MSG_BATCH_"
				    "BEGIN %#x, _END %#x), subsystem %u",
				    i + 1, (unsigned)h.nlmsg_type,
				    NLMSG_ERROR, (int)err.error,
				    (unsigned)h.nlmsg_seq,
				    (unsigned)err.msg.nlmsg_type,
				    NFNL_MSG_BATCH_BEGIN, NFNL_MSG_BATCH_END,
				    (unsigned)LINUXABI_NFNL_SUBSYS_ID(
					    err.msg.nlmsg_type));
		seen |= 1U << (h.nlmsg_seq & 1);
	}
	la_nfnetlink_report(!eperm && seen == 3, "both ends of the batch "
			    "acknowledged");
}

static inline void la_nfnetlink_checks(void)
{
	uint32_t port = 0;
	int fd;

	fd = la_nl_socket("nfnetlink", NETLINK_NETFILTER, "NETLINK_NETFILTER",
			  LA_NFNL_ABSENT, &port);
	if (fd < 0)
		return;
	la_nfnl_batch(fd, port);
	close(fd);
}

#endif
