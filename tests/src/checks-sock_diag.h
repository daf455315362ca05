/* The checks of <linuxabi/sock_diag.h>, <linuxabi/inet_diag.h> and
 * <linuxabi/unix_diag.h> that run real system calls, by number, over a
 * NETLINK_SOCK_DIAG socket, what ss(8) reads:
 *   - a TCP socket listening on 127.0.0.1 at the port the kernel chose
 *     (getsockname), then a SOCK_DIAG_BY_FAMILY dump (NLM_F_DUMP) with a
 *     struct linuxabi_inet_diag_req_v2 (AF_INET, IPPROTO_TCP,
 *     idiag_states bit 10, TCP_LISTEN): among the replies' struct
 *     linuxabi_inet_diag_msg, the one whose sockid has that port and
 *     address, state TCP_LISTEN, and the socket's inode (fstat);
 *   - then the same socket asked for alone (no NLM_F_DUMP) by its sockid
 *     with both cookie words INET_DIAG_NOCOOKIE, and idiag_ext asking
 *     for INET_DIAG_MEMINFO: one reply, the same inode, with an
 *     INET_DIAG_MEMINFO attribute of struct linuxabi_inet_diag_meminfo's
 *     size;
 *   - an AF_UNIX socket listening on an abstract name, asked for by inode
 *     with a struct linuxabi_unix_diag_req (UDIAG_SHOW_NAME |
 *     UDIAG_SHOW_RQLEN): one struct linuxabi_unix_diag_msg with that
 *     inode, SOCK_STREAM and TCP_LISTEN, its UNIX_DIAG_NAME the name and
 *     its UNIX_DIAG_RQLEN a struct linuxabi_unix_diag_rqlen whose
 *     udiag_wqueue is the listen backlog.
 * Only this program's own sockets are read; nothing is changed.
 * Shared by runtime-sock_diag.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_sock_diag_checks() runs them all and prints
 * "ok - sock_diag: ..." or "not ok - sock_diag: ..." lines.
 * TCP_LISTEN (10) and TCP_ESTABLISHED are the kernel's socket states
 * (include/net/tcp_states.h), which the exported headers do not have.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 passes on
 * only the NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT
 * protocols and fails socket(2) for the others with EPROTONOSUPPORT,
 * which prints as ok, with the reason. */
#ifndef LA_SOCK_DIAG_CHECKS_H
#define LA_SOCK_DIAG_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <linuxabi/inet_diag.h>
#include <linuxabi/netlink.h>
#include <linuxabi/sock_diag.h>
#include <linuxabi/syscall.h>
#include <linuxabi/unix_diag.h>
#include "checks.h"
#include "checks-nl.h"

/* one "ok - sock_diag: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_sock_diag_report(good, ...) \
	la_report_in("sock_diag", (good), __VA_ARGS__)

#define LA_SD_AF_NETLINK 16     /* AF_NETLINK, every ABI */
#define LA_SD_TCP_LISTEN 10     /* the kernel's TCP_LISTEN */

#ifdef LA_EMULATED
#define LA_SD_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_SD_ABSENT " (not run here)"
#endif

/* the replies are read into this, 4-byte aligned */
static uint32_t la_sd_buf[8192];

/* send a NETLINK_SOCK_DIAG request: FLAGS, seq SEQ, LEN bytes of REQ */
static long la_sd_send(int fd, uint16_t flags, uint32_t seq,
		       const void *req, uint32_t len)
{
	uint32_t msg[64];
	struct linuxabi_nlmsghdr h;
	struct linuxabi_sockaddr_nl kernel;

	memset(msg, 0, sizeof msg);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(len);
	h.nlmsg_type = SOCK_DIAG_BY_FAMILY;
	h.nlmsg_flags = flags;
	h.nlmsg_seq = seq;
	h.nlmsg_pid = 0;
	memcpy(msg, &h, sizeof h);
	memcpy((unsigned char *)msg + NLMSG_HDRLEN, req, len);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_SD_AF_NETLINK;
	return LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
			  (unsigned long)h.nlmsg_len, 0, &kernel,
			  (unsigned long)sizeof kernel);
}

/* the payload of attribute TYPE of the message at M, whose fixed part is
   FIXED bytes: its length in *LEN, or NULL */
static const unsigned char *la_sd_attr(const unsigned char *m, uint32_t fixed,
				       uint16_t type, uint32_t *len)
{
	const struct linuxabi_nlmsghdr *h = (const void *)m;
	uint32_t off = NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(fixed);

	if (off > h->nlmsg_len)
		return NULL;
	return la_nl_attr(m + off, h->nlmsg_len - off, type, len);
}

/* read replies of seq SEQ up to NLMSG_DONE (DUMP) or one message; call
   SEEN for each of type SOCK_DIAG_BY_FAMILY; return the number of those,
   -1 on an error (reported) */
static int la_sd_read(int fd, uint32_t seq, int dump, const char *what,
		      void (*seen)(const unsigned char *, void *), void *arg)
{
	unsigned char *buf = (unsigned char *)la_sd_buf;
	struct linuxabi_nlmsghdr h;
	int n = 0, reads = 0;
	long r;

	while (reads++ < 1000) {
		long off = 0;

		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_sd_buf, 0, NULL, NULL);
		if (r <= 0) {
			la_sock_diag_report(0, "%s: recvfrom %ld (errno %d)",
					    what, r, LA_ERROR(r));
			return -1;
		}
		while (off + (long)NLMSG_HDRLEN <= r) {
			memcpy(&h, buf + off, sizeof h);
			if (h.nlmsg_len < NLMSG_HDRLEN ||
			    h.nlmsg_len > (uint32_t)(r - off) ||
			    h.nlmsg_seq != seq) {
				la_sock_diag_report(0, "%s: a reply of length "
						    "%u, seq %u", what,
						    (unsigned)h.nlmsg_len,
						    (unsigned)h.nlmsg_seq);
				return -1;
			}
			if (h.nlmsg_type == NLMSG_DONE)
				return n;
			if (h.nlmsg_type == NLMSG_ERROR) {
				struct linuxabi_nlmsgerr err;

				memcpy(&err, buf + off + NLMSG_HDRLEN,
				       sizeof err);
				la_sock_diag_report(0, "%s: NLMSG_ERROR, error "
						    "%d", what, (int)err.error);
				return -1;
			}
			if (h.nlmsg_type == SOCK_DIAG_BY_FAMILY) {
				n++;
				seen(buf + off, arg);
			}
			off += LINUXABI_NLMSG_ALIGN(h.nlmsg_len);
		}
		if (!dump)
			return n;
	}
	return n;
}

/* what the TCP replies are compared with, and what they had */
struct la_sd_tcp {
	uint16_t port;          /* network byte order */
	uint32_t ino;
	int found, wrong, meminfo, msgs;
	uint32_t cookie[2];
};

static void la_sd_tcp_seen(const unsigned char *m, void *arg)
{
	struct la_sd_tcp *t = arg;
	struct linuxabi_inet_diag_msg d;
	uint32_t len = 0;

	t->msgs++;
	memcpy(&d, m + NLMSG_HDRLEN, sizeof d);
	if (d.id.idiag_sport != t->port ||
	    d.id.idiag_src[0] != htonl(INADDR_LOOPBACK))
		return;
	t->found++;
	if (d.idiag_family != AF_INET || d.idiag_state != LA_SD_TCP_LISTEN ||
	    d.idiag_inode != t->ino || d.id.idiag_dport != 0 ||
	    d.id.idiag_dst[0] != 0 || d.idiag_uid != (uint32_t)getuid())
		t->wrong++;
	t->cookie[0] = d.id.idiag_cookie[0];
	t->cookie[1] = d.id.idiag_cookie[1];
	if (la_sd_attr(m, sizeof d, INET_DIAG_MEMINFO, &len) &&
	    len == sizeof (struct linuxabi_inet_diag_meminfo))
		t->meminfo = 1;
}

static void la_sd_tcp(int nl)
{
	struct sockaddr_in sin;
	socklen_t sl = sizeof sin;
	struct linuxabi_inet_diag_req_v2 req;
	struct la_sd_tcp t;
	struct stat st;
	int s, n;

	s = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	memset(&sin, 0, sizeof sin);
	sin.sin_family = AF_INET;
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (s < 0 || bind(s, (struct sockaddr *)&sin, sizeof sin) != 0 ||
	    listen(s, 7) != 0 || getsockname(s, (struct sockaddr *)&sin,
					     &sl) != 0 || fstat(s, &st) != 0) {
		la_sock_diag_report(la_nl_absent(errno), "a TCP socket "
				    "listening on 127.0.0.1: %s%s",
				    strerror(errno),
				    la_nl_absent(errno) ?
				    " (not run here)" : "");
		if (s >= 0)
			close(s);
		return;
	}
	memset(&t, 0, sizeof t);
	t.port = sin.sin_port;
	t.ino = (uint32_t)st.st_ino;

	memset(&req, 0, sizeof req);
	req.sdiag_family = AF_INET;
	req.sdiag_protocol = IPPROTO_TCP;
	req.idiag_states = 1U << LA_SD_TCP_LISTEN;
	if (la_sd_send(nl, NLM_F_REQUEST | NLM_F_DUMP, 501, &req,
		       sizeof req) < 0) {
		la_sock_diag_report(0, "sendto SOCK_DIAG_BY_FAMILY: %s",
				    strerror(LA_ERROR(-1)));
		close(s);
		return;
	}
	n = la_sd_read(nl, 501, 1, "the AF_INET TCP dump", la_sd_tcp_seen, &t);
	if (n >= 0)
		la_sock_diag_report(t.found == 1 && t.wrong == 0,
				    "SOCK_DIAG_BY_FAMILY dump, struct "
				    "linuxabi_inet_diag_req_v2 (%u bytes) "
				    "AF_INET IPPROTO_TCP states 1 << "
				    "TCP_LISTEN: %d struct linuxabi_inet_diag_msg"
				    " (%u bytes), %d of 127.0.0.1 port %u, %d "
				    "of those not listening, not inode %u or "
				    "not our uid", (unsigned)sizeof req, n,
				    (unsigned)sizeof (struct
						      linuxabi_inet_diag_msg),
				    t.found, (unsigned)ntohs(t.port), t.wrong,
				    (unsigned)t.ino);
	if (t.found != 1) {
		close(s);
		return;
	}

	/* the one socket, by its identity */
	req.idiag_ext = 1U << (INET_DIAG_MEMINFO - 1);
	req.id.idiag_sport = t.port;
	req.id.idiag_src[0] = htonl(INADDR_LOOPBACK);
	req.id.idiag_cookie[0] = INET_DIAG_NOCOOKIE;
	req.id.idiag_cookie[1] = INET_DIAG_NOCOOKIE;
	t.found = t.wrong = t.msgs = 0;
	if (la_sd_send(nl, NLM_F_REQUEST, 502, &req, sizeof req) < 0) {
		la_sock_diag_report(0, "sendto SOCK_DIAG_BY_FAMILY: %s",
				    strerror(LA_ERROR(-1)));
		close(s);
		return;
	}
	n = la_sd_read(nl, 502, 0, "the AF_INET TCP socket by its sockid",
		       la_sd_tcp_seen, &t);
	if (n >= 0)
		la_sock_diag_report(n == 1 && t.found == 1 && t.wrong == 0 &&
				    t.meminfo, "SOCK_DIAG_BY_FAMILY of one "
				    "socket by struct linuxabi_inet_diag_sockid "
				    "(127.0.0.1 port %u, cookie "
				    "INET_DIAG_NOCOOKIE twice), idiag_ext bit "
				    "INET_DIAG_MEMINFO - 1: %d replies, %d of "
				    "it, %d wrong, INET_DIAG_MEMINFO of %u "
				    "bytes %s", (unsigned)ntohs(t.port), n,
				    t.found, t.wrong, (unsigned)sizeof (struct
				    linuxabi_inet_diag_meminfo),
				    t.meminfo ? "present" : "missing");
	close(s);
}

/* what the AF_UNIX reply is compared with, and what it had */
struct la_sd_unix {
	uint32_t ino;
	const char *name;       /* after the leading '\0' */
	int found, wrong, named, rqlen;
	uint32_t wqueue;
};

static void la_sd_unix_seen(const unsigned char *m, void *arg)
{
	struct la_sd_unix *u = arg;
	struct linuxabi_unix_diag_msg d;
	struct linuxabi_unix_diag_rqlen q;
	const unsigned char *p;
	uint32_t len = 0;

	memcpy(&d, m + NLMSG_HDRLEN, sizeof d);
	if (d.udiag_ino != u->ino) {
		u->wrong++;
		return;
	}
	u->found++;
	if (d.udiag_family != AF_UNIX || d.udiag_type != SOCK_STREAM ||
	    d.udiag_state != LA_SD_TCP_LISTEN)
		u->wrong++;
	p = la_sd_attr(m, sizeof d, UNIX_DIAG_NAME, &len);
	if (p && len == 1 + strlen(u->name) && p[0] == '\0' &&
	    !memcmp(p + 1, u->name, len - 1))
		u->named = 1;
	p = la_sd_attr(m, sizeof d, UNIX_DIAG_RQLEN, &len);
	if (p && len == sizeof q) {
		memcpy(&q, p, sizeof q);
		u->rqlen = 1;
		u->wqueue = q.udiag_wqueue;
	}
}

static void la_sd_unix(int nl)
{
	struct sockaddr_un sun;
	struct linuxabi_unix_diag_req req;
	struct la_sd_unix u;
	struct stat st;
	char name[64];
	socklen_t sl;
	int s, n;

	snprintf(name, sizeof name, "linuxabi-sock_diag-%ld", (long)getpid());
	memset(&sun, 0, sizeof sun);
	sun.sun_family = AF_UNIX;
	memcpy(sun.sun_path + 1, name, strlen(name));
	sl = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 +
			 strlen(name));
	s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (s < 0 || bind(s, (struct sockaddr *)&sun, sl) != 0 ||
	    listen(s, 5) != 0 || fstat(s, &st) != 0) {
		la_sock_diag_report(0, "an AF_UNIX socket listening on an "
				    "abstract name: %s", strerror(errno));
		if (s >= 0)
			close(s);
		return;
	}
	memset(&u, 0, sizeof u);
	u.ino = (uint32_t)st.st_ino;
	u.name = name;
	memset(&req, 0, sizeof req);
	req.sdiag_family = AF_UNIX;
	req.udiag_states = 1U << LA_SD_TCP_LISTEN;
	req.udiag_ino = u.ino;
	req.udiag_show = UDIAG_SHOW_NAME | UDIAG_SHOW_RQLEN;
	req.udiag_cookie[0] = INET_DIAG_NOCOOKIE;
	req.udiag_cookie[1] = INET_DIAG_NOCOOKIE;
	if (la_sd_send(nl, NLM_F_REQUEST, 503, &req, sizeof req) < 0) {
		la_sock_diag_report(0, "sendto SOCK_DIAG_BY_FAMILY AF_UNIX: %s",
				    strerror(LA_ERROR(-1)));
		close(s);
		return;
	}
	n = la_sd_read(nl, 503, 0, "the AF_UNIX socket by inode",
		       la_sd_unix_seen, &u);
	if (n >= 0)
		la_sock_diag_report(n == 1 && u.found == 1 && u.wrong == 0 &&
				    u.named && u.rqlen && u.wqueue == 5,
				    "SOCK_DIAG_BY_FAMILY of one AF_UNIX socket "
				    "by inode %u, struct linuxabi_unix_diag_req "
				    "(%u bytes) with UDIAG_SHOW_NAME|"
				    "UDIAG_SHOW_RQLEN (%#x): %d struct "
				    "linuxabi_unix_diag_msg, %d of it, %d "
				    "wrong, UNIX_DIAG_NAME \"\\0%s\" %s, "
				    "UNIX_DIAG_RQLEN %s (udiag_wqueue %u, the "
				    "backlog 5)", (unsigned)u.ino,
				    (unsigned)sizeof req,
				    (unsigned)(UDIAG_SHOW_NAME |
					       UDIAG_SHOW_RQLEN), n, u.found,
				    u.wrong, name, u.named ? "found" :
				    "missing", u.rqlen ? "found" : "missing",
				    (unsigned)u.wqueue);
	close(s);
}

static void la_sock_diag_checks(void)
{
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_SD_AF_NETLINK,
		       SOCK_RAW | SOCK_CLOEXEC, NETLINK_SOCK_DIAG);
	e = LA_ERROR(r);
	if (r < 0) {
		la_sock_diag_report(la_nl_absent(e), "socket AF_NETLINK"
				    " NETLINK_SOCK_DIAG: %s%s", strerror(e),
				    la_nl_absent(e) ? LA_SD_ABSENT :
				    "");
		return;
	}
	fd = (int)r;
	la_sd_tcp(fd);
	la_sd_unix(fd);
	close(fd);
}

#endif
