/* The checks of <linuxabi/nfnetlink_queue.h> that run real system calls,
 * by number: a NETLINK_NETFILTER socket binds queue LA_NFQ_QUEUE with
 * NFQNL_MSG_CONFIG (NFQA_CFG_CMD NFQNL_CFG_CMD_BIND, in struct
 * linuxabi_nfqnl_msg_config_cmd, and NFQA_CFG_PARAMS, the packed struct
 * linuxabi_nfqnl_msg_config_params: NFQNL_COPY_PACKET, 1234 bytes), reads
 * the queue's line in /proc/net/netfilter/nfnetlink_queue (its number,
 * port id, copy mode and range) and unbinds it (NFQNL_CFG_CMD_UNBIND);
 * each request with NLM_F_ACK is acknowledged with error 0.  No rule
 * sends a packet to the queue, so nothing else changes.  EPERM without
 * CAP_NET_ADMIN is an ok line, and so is EOPNOTSUPP or EINVAL, a kernel
 * without nfnetlink_queue (nfnetlink finds no NFNL_SUBSYS_QUEUE).
 * Shared by runtime.c (the host) and emulated.c (through checks-all.h),
 * and by checks-nfnetlink_log.h (la_nfnl_config()).  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_nfnetlink_queue_checks() prints "ok - nfnetlink_queue: ..." or
 * "not ok - nfnetlink_queue: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_NETFILTER with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NFNETLINK_QUEUE_CHECKS_H
#define LA_NFNETLINK_QUEUE_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/netfilter.h>
#include <linuxabi/netlink.h>
#include <linuxabi/nfnetlink.h>
#include <linuxabi/nfnetlink_queue.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"
#include "checks-nfnetlink.h"

#define la_nfq_report(good, ...) \
	la_report_in("nfnetlink_queue", (good), __VA_ARGS__)

#define LA_NFQ_QUEUE 48611u     /* a queue number nothing else uses */

/* append to the attributes at M (*N bytes so far) one of TYPE with LEN
   bytes at DATA, padded */
static inline void la_nfnl_put(unsigned char *m, uint32_t *n, uint16_t type,
			       const void *data, uint16_t len)
{
	struct linuxabi_nlattr a;

	a.nla_len = (uint16_t)(NLA_HDRLEN + len);
	a.nla_type = type;
	memcpy(m + *n, &a, sizeof a);
	memcpy(m + *n + NLA_HDRLEN, data, len);
	*n += LINUXABI_NLA_ALIGN(a.nla_len);
}

/* send message TYPE (subsystem and message) for RES_ID with NLM_F_ACK,
   sequence number SEQ, its attributes the ALEN bytes at ATTRS, on FD
   bound as PORT; reported under TOPIC as WHAT.  The ack's error (0, or
   minus an errno), or 1 where there was none to read. */
static inline int la_nfnl_config(const char *topic, int fd, uint32_t port,
				 uint16_t type, uint16_t res_id, uint32_t seq,
				 const void *attrs, uint32_t alen,
				 const char *what)
{
	uint32_t msg[32];
	unsigned char *buf = (unsigned char *)la_nfnl_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	uint32_t n;
	long r;

	memset(msg, 0, sizeof msg);
	if (alen > sizeof msg - 32)
		return 1;
	n = la_nfnl_msg((unsigned char *)msg, type, NLM_F_REQUEST | NLM_F_ACK,
			seq, NFPROTO_UNSPEC, res_id, attrs, alen);
	r = la_nfnl_send(fd, msg, n);
	if (r == (long)n)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_nfnl_buf, 0, NULL,
			       NULL);
	if (r < (long)(NLMSG_HDRLEN + sizeof err)) {
		la_report_in(topic, 0, "%s: %ld (errno %d)", what, r,
			     LA_ERROR(r));
		return 1;
	}
	memcpy(&h, buf, sizeof h);
	memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
	if (h.nlmsg_type != NLMSG_ERROR || h.nlmsg_seq != seq ||
	    h.nlmsg_pid != port || err.msg.nlmsg_type != type) {
		la_report_in(topic, 0, "%s: a reply of type %#x (NLMSG_ERROR "
			     "%#x), seq %u (%u), to a message of type %#x "
			     "(%#x)", what, (unsigned)h.nlmsg_type,
			     NLMSG_ERROR, (unsigned)h.nlmsg_seq, (unsigned)seq,
			     (unsigned)err.msg.nlmsg_type, (unsigned)type);
		return 1;
	}
	return (int)err.error;
}

/* the fields of the /proc line of NUMBER in FILE (whose lines start with
   a number and a port id, then a length, copy mode and copy range): 1
   found, 0 not found, -1 no such file */
static inline int la_nfnl_proc(const char *file, unsigned number,
			       unsigned *port, unsigned *mode,
			       unsigned *range)
{
	char line[160];
	unsigned num, len;
	FILE *f = fopen(file, "re");

	if (!f)
		return -1;
	while (fgets(line, sizeof line, f))
		if (sscanf(line, "%u %u %u %u %u", &num, port, &len, mode,
			   range) == 5 && num == number) {
			fclose(f);
			return 1;
		}
	fclose(f);
	return 0;
}

/* whether ERROR means no such subsystem here (or no right to it) */
static inline int la_nfnl_config_absent(int error)
{
	return error == -EOPNOTSUPP || error == -EINVAL || error == -EPERM;
}

static inline void la_nfq_queue(int fd, uint32_t port)
{
	const uint16_t type = (NFNL_SUBSYS_QUEUE << 8) | NFQNL_MSG_CONFIG;
	struct linuxabi_nfqnl_msg_config_cmd cmd;
	struct linuxabi_nfqnl_msg_config_params params;
	uint32_t attrs[8];
	uint32_t n = 0;
	unsigned pport = 0, mode = 0, range = 0;
	int e, found;

	memset(&cmd, 0, sizeof cmd);
	cmd.command = NFQNL_CFG_CMD_BIND;
	memset(&params, 0, sizeof params);
	params.copy_range[2] = 1234 >> 8;       /* big-endian */
	params.copy_range[3] = 1234 & 0xff;
	params.copy_mode = NFQNL_COPY_PACKET;
	memset(attrs, 0, sizeof attrs);
	la_nfnl_put((unsigned char *)attrs, &n, NFQA_CFG_CMD, &cmd, sizeof cmd);
	la_nfnl_put((unsigned char *)attrs, &n, NFQA_CFG_PARAMS, &params,
		    sizeof params);
	la_nfq_report(sizeof cmd == 4 && sizeof params == 5 && n == 20,
		      "NFQA_CFG_CMD (%u bytes) and NFQA_CFG_PARAMS (%u, "
		      "packed) take %u bytes of attributes (20)",
		      (unsigned)sizeof cmd, (unsigned)sizeof params,
		      (unsigned)n);
	e = la_nfnl_config("nfnetlink_queue", fd, port, type, LA_NFQ_QUEUE,
			   51, attrs, n, "NFQNL_MSG_CONFIG NFQNL_CFG_CMD_BIND");
	if (e == 1)
		return;
	if (e) {
		la_nfq_report(la_nfnl_config_absent(e), "NFQNL_MSG_CONFIG "
			      "NFQNL_CFG_CMD_BIND queue %u: error %d%s", 
			      LA_NFQ_QUEUE, e, e == -EPERM ? " (EPERM: no "
			      "CAP_NET_ADMIN here)" : la_nfnl_config_absent(e)
			      ? " (no nfnetlink_queue in this kernel)" : "");
		return;
	}
	la_nfq_report(1, "NFQNL_MSG_CONFIG NFQNL_CFG_CMD_BIND queue %u with "
		      "NFQNL_COPY_PACKET of 1234 bytes: acknowledged, error 0",
		      LA_NFQ_QUEUE);
	found = la_nfnl_proc("/proc/net/netfilter/nfnetlink_queue",
			     LA_NFQ_QUEUE, &pport, &mode, &range);
	if (found < 0)
		la_nfq_report(1, "/proc/net/netfilter/nfnetlink_queue: %s (not "
			      "checked here: no /proc/net/netfilter)",
			      strerror(errno));
	else
		la_nfq_report(found && pport == port &&
			      mode == NFQNL_COPY_PACKET && range == 1234,
			      "/proc/net/netfilter/nfnetlink_queue: queue %u "
			      "%s, port %u (%u), copy mode %u "
			      "(NFQNL_COPY_PACKET %d), range %u (1234)",
			      LA_NFQ_QUEUE, found ? "there" : "not there",
			      pport, (unsigned)port, mode, NFQNL_COPY_PACKET,
			      range);
	n = 0;
	cmd.command = NFQNL_CFG_CMD_UNBIND;
	la_nfnl_put((unsigned char *)attrs, &n, NFQA_CFG_CMD, &cmd, sizeof cmd);
	e = la_nfnl_config("nfnetlink_queue", fd, port, type, LA_NFQ_QUEUE,
			   52, attrs, n, "NFQNL_MSG_CONFIG NFQNL_CFG_CMD_UNBIND");
	if (e != 1)
		la_nfq_report(e == 0, "NFQNL_MSG_CONFIG NFQNL_CFG_CMD_UNBIND "
			      "queue %u: error %d", LA_NFQ_QUEUE, e);
}

static inline void la_nfnetlink_queue_checks(void)
{
	uint32_t port = 0;
	int fd;

	fd = la_nl_socket("nfnetlink_queue", NETLINK_NETFILTER,
			  "NETLINK_NETFILTER", LA_NFNL_ABSENT, &port);
	if (fd < 0)
		return;
	la_nfq_queue(fd, port);
	close(fd);
}

#endif
