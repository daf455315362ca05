/* The checks of <linuxabi/audit.h> that run real system calls, by
 * number: a NETLINK_AUDIT socket sends AUDIT_GET, AUDIT_GET_FEATURE and
 * AUDIT_TTY_GET.  Each answer has the request's type and, as payload,
 * exactly our struct linuxabi_audit_status, _audit_features and
 * _audit_tty_status; their members hold values of this header (enabled,
 * AUDIT_FAIL_*, AUDIT_FEATURE_BITMAP_* in u.feature_bitmap,
 * AUDIT_FEATURE_VERSION).  Nothing is changed.  Without
 * CAP_AUDIT_CONTROL the kernel answers EPERM, outside the initial user
 * namespace ECONNREFUSED, and a kernel without CONFIG_AUDIT has no
 * NETLINK_AUDIT (EPROTONOSUPPORT): ok lines that say so.
 * Shared by runtime-audit.c (the host) and emulated.c.  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_audit_checks() prints "ok - audit: ..." or "not ok - audit: ..."
 * lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 opens and binds NETLINK_AUDIT
 * sockets, but its translation of audit messages knows only the user
 * messages: it fails recvfrom(2) of the kernel's AUDIT_GET answer with
 * EINVAL, and where the target's byte order is not the host's the
 * request never gets an answer.  There the queries are not sent: an ok
 * line says so. */
#ifndef LA_AUDIT_CHECKS_H
#define LA_AUDIT_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/audit.h>
#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_audit_report(good, ...) la_report_in("audit", (good), __VA_ARGS__)

#ifndef LA_EMULATED
/* the replies are read into this, 4-byte aligned */
static uint32_t la_audit_buf[1024];

/* send request TYPE with sequence number SEQ and no payload on FD and
   read the answer; its payload (*LEN bytes) or NULL, after an ok or not
   ok line for an error */
static const unsigned char *la_audit_ask(int fd, uint16_t type,
					 const char *name, uint32_t seq,
					 uint32_t *len)
{
	unsigned char *buf = (unsigned char *)la_audit_buf;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	struct linuxabi_sockaddr_nl kernel;
	long r;
	int e;

	h.nlmsg_len = NLMSG_HDRLEN;
	h.nlmsg_type = type;
	h.nlmsg_flags = NLM_F_REQUEST;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, &h, (unsigned long)sizeof h,
		       0, &kernel, (unsigned long)sizeof kernel);
	e = LA_ERROR(r);
	if (r < 0) {
		la_audit_report(0, "%s: sendto: %s", name, strerror(e));
		return NULL;
	}
	r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
		       (unsigned long)sizeof la_audit_buf, 0, NULL, NULL);
	if (r < (long)NLMSG_HDRLEN) {
		la_audit_report(0, "%s: recvfrom: %ld (errno %d)", name, r,
				LA_ERROR(r));
		return NULL;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR &&
	    r >= (long)(NLMSG_HDRLEN + sizeof err)) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_audit_report(h.nlmsg_seq == seq &&
				(err.error == -EPERM ||
				 err.error == -ECONNREFUSED),
				"%s: error %d%s", name, (int)err.error,
				err.error == -EPERM ? " (EPERM: this process "
				"lacks CAP_AUDIT_CONTROL, or is not in the "
				"initial PID namespace; the answer's struct "
				"not checked)" :
				err.error == -ECONNREFUSED ? " (ECONNREFUSED: "
				"not the initial user namespace, where alone "
				"audit answers; the answer's struct not "
				"checked)" : "");
		return NULL;
	}
	if (h.nlmsg_len > (uint32_t)r || h.nlmsg_len < NLMSG_HDRLEN ||
	    h.nlmsg_type != type || h.nlmsg_seq != seq) {
		la_audit_report(0, "%s: an answer of type %u, seq %u, %u "
				"bytes (%ld read)", name,
				(unsigned)h.nlmsg_type, (unsigned)h.nlmsg_seq,
				(unsigned)h.nlmsg_len, r);
		return NULL;
	}
	*len = h.nlmsg_len - NLMSG_HDRLEN;
	return buf + NLMSG_HDRLEN;
}

static void la_audit_queries(int fd)
{
	const unsigned char *p;
	struct linuxabi_audit_status st;
	struct linuxabi_audit_features f;
	struct linuxabi_audit_tty_status tty;
	uint32_t len = 0, need;

	p = la_audit_ask(fd, AUDIT_GET, "AUDIT_GET", 97, &len);
	if (!p)
		return;
	memset(&st, 0, sizeof st);
	memcpy(&st, p, len < sizeof st ? len : sizeof st);
	need = AUDIT_FEATURE_BITMAP_BACKLOG_LIMIT |
	       AUDIT_FEATURE_BITMAP_BACKLOG_WAIT_TIME;
	la_audit_report(len == sizeof st && st.enabled <= 2 &&
			st.failure <= AUDIT_FAIL_PANIC &&
			(st.u.feature_bitmap & need) == need,
			"AUDIT_GET: %u bytes (sizeof (struct "
			"linuxabi_audit_status) %u): enabled %u, failure %u, "
			"pid %u, rate_limit %u, backlog_limit %u, lost %u, "
			"backlog %u, feature_bitmap %#x, backlog_wait_time "
			"%u, backlog_wait_time_actual %u", (unsigned)len,
			(unsigned)sizeof st, (unsigned)st.enabled,
			(unsigned)st.failure, (unsigned)st.pid,
			(unsigned)st.rate_limit, (unsigned)st.backlog_limit,
			(unsigned)st.lost, (unsigned)st.backlog,
			(unsigned)st.u.feature_bitmap,
			(unsigned)st.backlog_wait_time,
			(unsigned)st.backlog_wait_time_actual);
	p = la_audit_ask(fd, AUDIT_GET_FEATURE, "AUDIT_GET_FEATURE", 98, &len);
	if (p) {
		memset(&f, 0, sizeof f);
		memcpy(&f, p, len < sizeof f ? len : sizeof f);
		la_audit_report(len == sizeof f &&
				f.vers == AUDIT_FEATURE_VERSION,
				"AUDIT_GET_FEATURE: %u bytes (sizeof (struct "
				"linuxabi_audit_features) %u): vers %u "
				"(AUDIT_FEATURE_VERSION %d), mask %#x, "
				"features %#x, lock %#x", (unsigned)len,
				(unsigned)sizeof f, (unsigned)f.vers,
				AUDIT_FEATURE_VERSION, (unsigned)f.mask,
				(unsigned)f.features, (unsigned)f.lock);
	}
	p = la_audit_ask(fd, AUDIT_TTY_GET, "AUDIT_TTY_GET", 99, &len);
	if (p) {
		memset(&tty, 0, sizeof tty);
		memcpy(&tty, p, len < sizeof tty ? len : sizeof tty);
		la_audit_report(len == sizeof tty && tty.enabled <= 1 &&
				tty.log_passwd <= 1,
				"AUDIT_TTY_GET: %u bytes (sizeof (struct "
				"linuxabi_audit_tty_status) %u): enabled %u, "
				"log_passwd %u", (unsigned)len,
				(unsigned)sizeof tty, (unsigned)tty.enabled,
				(unsigned)tty.log_passwd);
	}
}

#endif

static void la_audit_checks(void)
{
	int fd;

	fd = la_nl_socket("audit", NETLINK_AUDIT, "NETLINK_AUDIT", " (not run "
			  "here: a kernel without CONFIG_AUDIT, or the "
			  "protocol refused to this process)", NULL);
	if (fd < 0)
		return;
#ifdef LA_EMULATED
	la_audit_report(1, "socket and bind of NETLINK_AUDIT; AUDIT_GET, "
			"AUDIT_GET_FEATURE, AUDIT_TTY_GET not run here: qemu "
			"7.2 translates only the audit user messages (it fails "
			"the answers with EINVAL, and across byte orders the "
			"requests go unanswered)");
#else
	la_audit_queries(fd);
#endif
	close(fd);
}

#endif
