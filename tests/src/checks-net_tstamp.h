/* The checks of <linuxabi/net_tstamp.h> and <linuxabi/errqueue.h> that
 * run real system calls, on a pair of UDP sockets on 127.0.0.1: receive
 * timestamps (setsockopt(2) SOL_SOCKET SO_TIMESTAMPING with
 * SOF_TIMESTAMPING_SOFTWARE|SOF_TIMESTAMPING_RX_SOFTWARE, read back by
 * getsockopt(2) into struct linuxabi_so_timestamping; recvmsg(2)'s
 * SCM_TIMESTAMPING control message read as struct
 * linuxabi_scm_timestamping) and transmit timestamps from the error queue
 * (SOF_TIMESTAMPING_TX_SOFTWARE with OPT_ID and OPT_TSONLY; recvmsg(2)
 * MSG_ERRQUEUE gives the timestamps and an IP_RECVERR message read as
 * struct linuxabi_sock_extended_err: ee_errno ENOMSG, ee_origin
 * SO_EE_ORIGIN_TIMESTAMPING, ee_info SCM_TSTAMP_SND, ee_u.ee_data the
 * OPT_ID counter, 1 for the second datagram); and SO_TXTIME through
 * struct linuxabi_sock_txtime, set and read back.
 *
 * Each timestamp check runs twice: with SO_TIMESTAMPING_OLD (the plain
 * SO_TIMESTAMPING where the kernel long is 64-bit, and x32), whose
 * control message is struct linuxabi_scm_timestamping, three timespecs of
 * the kernel long; and with SO_TIMESTAMPING_NEW, whose control message
 * (of type SO_TIMESTAMPING_NEW) is struct linuxabi_scm_timestamping64,
 * 64-bit times on every ABI.  A wrong size shows as a wrong cmsg_len, a
 * wrong layout as a time outside the seconds around the call.
 *
 * Shared by runtime-net_tstamp.c (the host) and emulated.c; LA_QEMU:
 * what qemu 7.2 does not pass through prints an ok line naming it.
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  libc's <sys/socket.h>, <netinet/in.h> and
 * <sys/time.h> come first: glibc declares SOCK_*, MSG_*, IPPROTO_* and
 * ITIMER_* as enumerators.  la_net_tstamp_checks() prints
 * "ok - net_tstamp: ..." or "not ok - net_tstamp: ..." lines. */
#ifndef LA_NET_TSTAMP_CHECKS_H
#define LA_NET_TSTAMP_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <signal.h>
#include <sys/time.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include <linuxabi/in.h>
#include <linuxabi/net_tstamp.h>
#include <linuxabi/errqueue.h>
#include "checks.h"

#define la_tstamp_report(good, ...) la_report_in("net_tstamp", (good), __VA_ARGS__)

/* SO_TIMESTAMPING_OLD under the name the ABI gives it */
#ifdef SO_TIMESTAMPING
#define LA_TSTAMP_OLD SO_TIMESTAMPING
#define LA_TSTAMP_OLD_NAME "SO_TIMESTAMPING"
#else
#define LA_TSTAMP_OLD SO_TIMESTAMPING_OLD
#define LA_TSTAMP_OLD_NAME "SO_TIMESTAMPING_OLD"
#endif

/* a control buffer aligned for struct linuxabi_cmsghdr */
union la_tstamp_cbuf {
	struct linuxabi_cmsghdr h;
	uint64_t align;
	char buf[512];
};

/* a UDP socket bound to 127.0.0.1, its address in SIN; -1 on failure */
static long la_tstamp_socket(struct linuxabi_sockaddr_in *sin)
{
	uint32_t len = sizeof *sin;
	long s, r;
	int e;

	s = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DGRAM, 0);
	e = LA_ERROR(s);
	if (e) {
		la_tstamp_report(0, "socket AF_INET SOCK_DGRAM: %s", strerror(e));
		return -1;
	}
	memset(sin, 0, sizeof *sin);
	sin->sin_family = AF_INET;
	sin->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	r = LA_SYSCALL(LINUXABI_SYS_bind, s, sin, (long)sizeof *sin);
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, s, sin, &len);
	e = LA_ERROR(r);
	if (e) {
		la_tstamp_report(0, "bind, getsockname on 127.0.0.1: %s",
				 strerror(e));
		close((int)s);
		return -1;
	}
	return s;
}

/* the seconds of CLOCK_REALTIME */
static int64_t la_tstamp_now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_REALTIME, &t);
	return (int64_t)t.tv_sec;
}

/* the first control message of LEVEL and TYPE among LEN bytes of B */
static struct linuxabi_cmsghdr *la_tstamp_find(union la_tstamp_cbuf *b,
					       unsigned long len, int level,
					       int type)
{
	unsigned long off = 0;
	struct linuxabi_cmsghdr *c;

	while (off + sizeof *c <= len) {
		c = (struct linuxabi_cmsghdr *)(void *)(b->buf + off);
		if (c->cmsg_len < sizeof *c || off + c->cmsg_len > len)
			return NULL;
		if (c->cmsg_level == level && c->cmsg_type == type)
			return c;
		off += LINUXABI_CMSG_ALIGN(c->cmsg_len);
	}
	return NULL;
}

/* the timestamps of control message C, as seconds and nanoseconds, into
   SEC and NSEC; 0 if its length is not the struct's */
static int la_tstamp_read(const struct linuxabi_cmsghdr *c, int newtime,
			  int64_t sec[3], int64_t nsec[3])
{
	struct linuxabi_scm_timestamping old;
	struct linuxabi_scm_timestamping64 ts64;
	const char *data = (const char *)c + LINUXABI_CMSG_LEN(0);
	int i;

	if (newtime) {
		if (c->cmsg_len != LINUXABI_CMSG_LEN(sizeof ts64))
			return 0;
		memcpy(&ts64, data, sizeof ts64);
		for (i = 0; i < 3; i++) {
			sec[i] = ts64.ts[i].tv_sec;
			nsec[i] = ts64.ts[i].tv_nsec;
		}
	} else {
		if (c->cmsg_len != LINUXABI_CMSG_LEN(sizeof old))
			return 0;
		memcpy(&old, data, sizeof old);
		for (i = 0; i < 3; i++) {
			sec[i] = old.ts[i].tv_sec;
			nsec[i] = old.ts[i].tv_nsec;
		}
	}
	return 1;
}

/* recvmsg(2) of one datagram from S with FLAGS into B; its result */
static long la_tstamp_recv(long s, union la_tstamp_cbuf *b, long flags,
			   unsigned long *clen)
{
	struct linuxabi_msghdr msg;
	struct linuxabi_iovec iov;
	struct linuxabi_sockaddr_in from;
	char data[16];
	long r;

	memset(b, 0, sizeof *b);
	memset(&msg, 0, sizeof msg);
	iov.iov_base = data;
	iov.iov_len = sizeof data;
	msg.msg_name = &from;
	msg.msg_namelen = sizeof from;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	msg.msg_control = b->buf;
	msg.msg_controllen = sizeof b->buf;
	r = LA_SYSCALL(LINUXABI_SYS_recvmsg, s, &msg, flags);
	*clen = LA_ERROR(r) ? 0 : (unsigned long)msg.msg_controllen;
	return r;
}

/* is a software timestamp ts[0] within the seconds around the call, the
   other two zero? */
static int la_tstamp_sane(const int64_t sec[3], const int64_t nsec[3],
			  int64_t before, int64_t after)
{
	return sec[0] >= before - 1 && sec[0] <= after + 1 && nsec[0] >= 0
		&& nsec[0] < 1000000000 && sec[1] == 0 && nsec[1] == 0
		&& sec[2] == 0 && nsec[2] == 0;
}

/* receive timestamps with OPT (SO_TIMESTAMPING_OLD or _NEW) */
static void la_tstamp_rx(int newtime)
{
	int opt = newtime ? SO_TIMESTAMPING_NEW : LA_TSTAMP_OLD;
	const char *name = newtime ? "SO_TIMESTAMPING_NEW" : LA_TSTAMP_OLD_NAME;
	const char *sname = newtime ? "struct linuxabi_scm_timestamping64"
		: "struct linuxabi_scm_timestamping";
	struct linuxabi_sockaddr_in a, b;
	struct linuxabi_so_timestamping got;
	struct linuxabi_cmsghdr *c;
	union la_tstamp_cbuf cb;
	int64_t sec[3], nsec[3], before, after;
	unsigned long clen;
	uint32_t len;
	long rx, tx, r;
	int flags = SOF_TIMESTAMPING_SOFTWARE | SOF_TIMESTAMPING_RX_SOFTWARE;
	int e, good, tries;

	rx = la_tstamp_socket(&a);
	if (rx < 0)
		return;
	tx = la_tstamp_socket(&b);
	if (tx < 0) {
		close((int)rx);
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, rx, SOL_SOCKET, opt, &flags,
		       (long)sizeof flags);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOPROTOOPT) {
		la_tstamp_report(1, "setsockopt %s (%#x): qemu 7.2 does not "
				 "pass it on (ENOPROTOOPT): receive timestamps "
				 "not checked here", name, (unsigned)opt);
		goto out;
	}
#endif
	la_tstamp_report(r == 0, "setsockopt SOL_SOCKET %s (%#x) "
			 "SOF_TIMESTAMPING_SOFTWARE|SOF_TIMESTAMPING_RX_SOFTWARE "
			 "(%#x)%s%s", name, (unsigned)opt, (unsigned)flags,
			 e ? ": " : "", e ? strerror(e) : "");
	if (r != 0)
		goto out;
	memset(&got, 0xa5, sizeof got);
	len = sizeof got;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, rx, SOL_SOCKET, opt, &got,
		       &len);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOPROTOOPT) {
		la_tstamp_report(1, "getsockopt %s: qemu 7.2 does not pass it "
				 "on (ENOPROTOOPT)", name);
	} else
#endif
	la_tstamp_report(r == 0 && len == sizeof got && got.flags == flags
			 && got.bind_phc == 0,
			 "getsockopt %s into struct linuxabi_so_timestamping "
			 "(%zu bytes): length %u, flags %#x, bind_phc %d%s%s",
			 name, sizeof got, (unsigned)len, (unsigned)got.flags,
			 got.bind_phc, e ? ": " : "", e ? strerror(e) : "");
	/* the kernel turns receive timestamps on for the whole stack through
	   deferred work (net_enable_timestamp() in net/core/dev.c), so the
	   first datagrams after the first socket asks may come without one:
	   up to three tries, a second apart */
	for (tries = 0; ; tries++) {
		before = la_tstamp_now();
		r = LA_SYSCALL(LINUXABI_SYS_sendto, tx, "rx", 2L, 0L, &a,
			       (long)sizeof a);
		if (r == 2)
			r = la_tstamp_recv(rx, &cb, 0, &clen);
		after = la_tstamp_now();
		e = LA_ERROR(r);
		if (r != 2) {
			la_tstamp_report(0, "a datagram over 127.0.0.1 with "
					 "%s: %ld %s", name, r,
					 e ? strerror(e) : "");
			goto out;
		}
		c = la_tstamp_find(&cb, clen, SOL_SOCKET, opt);
		if (c != NULL || tries == 2)
			break;
		sleep(1);
	}
	memset(sec, 0, sizeof sec);
	memset(nsec, 0, sizeof nsec);
	good = c != NULL && la_tstamp_read(c, newtime, sec, nsec)
		&& la_tstamp_sane(sec, nsec, before, after);
	la_tstamp_report(good,
			 "recvmsg: the SOL_SOCKET control message of type %#x "
			 "(%s), cmsg_len %lu (LINUXABI_CMSG_LEN(sizeof %s) %lu): "
			 "ts[0] %lld.%09lld (the clock said %lld..%lld), ts[1] "
			 "and ts[2] zero", (unsigned)opt, name,
			 c ? (unsigned long)c->cmsg_len : 0UL, sname,
			 (unsigned long)LINUXABI_CMSG_LEN(newtime
				? sizeof(struct linuxabi_scm_timestamping64)
				: sizeof(struct linuxabi_scm_timestamping)),
			 c ? (long long)sec[0] : -1LL,
			 c ? (long long)nsec[0] : 0LL, (long long)before,
			 (long long)after);
out:
	close((int)rx);
	close((int)tx);
}

/* transmit timestamps from the error queue, with OPT */
static void la_tstamp_tx(int newtime)
{
	int opt = newtime ? SO_TIMESTAMPING_NEW : LA_TSTAMP_OLD;
	const char *name = newtime ? "SO_TIMESTAMPING_NEW" : LA_TSTAMP_OLD_NAME;
	struct linuxabi_sockaddr_in a, b;
	struct linuxabi_sock_extended_err ee;
	struct linuxabi_cmsghdr *c, *t;
	union la_tstamp_cbuf cb;
	int64_t sec[3], nsec[3], before, after;
	unsigned long clen = 0;
	long rx, tx, r = -1;
	int flags = SOF_TIMESTAMPING_TX_SOFTWARE | SOF_TIMESTAMPING_SOFTWARE
		| SOF_TIMESTAMPING_OPT_ID | SOF_TIMESTAMPING_OPT_TSONLY;
	int e = 0, i, n, good;

	rx = la_tstamp_socket(&a);
	if (rx < 0)
		return;
	tx = la_tstamp_socket(&b);
	if (tx < 0) {
		close((int)rx);
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, tx, SOL_SOCKET, opt, &flags,
		       (long)sizeof flags);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOPROTOOPT) {
		la_tstamp_report(1, "setsockopt %s (%#x): qemu 7.2 does not "
				 "pass it on (ENOPROTOOPT): transmit timestamps "
				 "not checked here", name, (unsigned)opt);
		goto out;
	}
#endif
	la_tstamp_report(r == 0, "setsockopt %s SOF_TIMESTAMPING_TX_SOFTWARE|"
			 "SOFTWARE|OPT_ID|OPT_TSONLY (%#x)%s%s", name,
			 (unsigned)flags, e ? ": " : "", e ? strerror(e) : "");
	if (r != 0)
		goto out;
	before = la_tstamp_now();
	for (i = 0; i < 2; i++)
		r = LA_SYSCALL(LINUXABI_SYS_sendto, tx, "tx", 2L, 0L, &a,
			       (long)sizeof a);
	/* the second datagram's timestamp: OPT_ID counts from 0 */
	for (i = 0, n = 0; r == 2 && n < 2 && i < 200; i++) {
		r = la_tstamp_recv(tx, &cb, MSG_ERRQUEUE | MSG_DONTWAIT, &clen);
		e = LA_ERROR(r);
		if (e == EAGAIN) {
			usleep(5000);
			r = 2;
			continue;
		}
		if (r >= 0) {
			n++;
			r = 2;
		}
	}
	after = la_tstamp_now();
	if (n < 2) {
		la_tstamp_report(0, "recvmsg MSG_ERRQUEUE after two datagrams "
				 "with %s: %d messages %s", name, n,
				 e ? strerror(e) : "");
		goto out;
	}
	t = la_tstamp_find(&cb, clen, SOL_SOCKET, opt);
	c = la_tstamp_find(&cb, clen, SOL_IP, IP_RECVERR);
	memset(sec, 0, sizeof sec);
	memset(nsec, 0, sizeof nsec);
	good = t != NULL && la_tstamp_read(t, newtime, sec, nsec)
		&& la_tstamp_sane(sec, nsec, before, after);
	la_tstamp_report(good,
			 "recvmsg MSG_ERRQUEUE: the %s control message (type "
			 "%#x), cmsg_len %lu: ts[0] %lld.%09lld (the clock said "
			 "%lld..%lld)", name, (unsigned)opt,
			 t ? (unsigned long)t->cmsg_len : 0UL,
			 t ? (long long)sec[0] : -1LL,
			 t ? (long long)nsec[0] : 0LL, (long long)before,
			 (long long)after);
	memset(&ee, 0xa5, sizeof ee);
	if (c && c->cmsg_len >= LINUXABI_CMSG_LEN(sizeof ee))
		memcpy(&ee, (const char *)c + LINUXABI_CMSG_LEN(0), sizeof ee);
	la_tstamp_report(c != NULL && c->cmsg_len == LINUXABI_CMSG_LEN(sizeof ee
				+ sizeof(struct linuxabi_sockaddr_in))
			 && ee.ee_errno == ENOMSG
			 && ee.ee_origin == SO_EE_ORIGIN_TIMESTAMPING
			 && ee.ee_info == SCM_TSTAMP_SND && ee.ee_u.ee_data == 1,
			 "the SOL_IP IP_RECVERR message: cmsg_len %lu (a %zu-byte "
			 "struct linuxabi_sock_extended_err and the offender's "
			 "struct linuxabi_sockaddr_in), ee_errno %u (ENOMSG %d), "
			 "ee_origin %u (SO_EE_ORIGIN_TIMESTAMPING %d), ee_info "
			 "%u (SCM_TSTAMP_SND %d), ee_u.ee_data %u (the second "
			 "OPT_ID, 1)", c ? (unsigned long)c->cmsg_len : 0UL,
			 sizeof ee, (unsigned)ee.ee_errno, ENOMSG,
			 ee.ee_origin, SO_EE_ORIGIN_TIMESTAMPING,
			 (unsigned)ee.ee_info, SCM_TSTAMP_SND,
			 (unsigned)ee.ee_u.ee_data);
out:
	close((int)rx);
	close((int)tx);
}

/* SO_TXTIME: struct linuxabi_sock_txtime set and read back */
static void la_tstamp_txtime(void)
{
	struct linuxabi_sockaddr_in a;
	struct linuxabi_sock_txtime set, got;
	uint32_t len = sizeof got;
	long s = la_tstamp_socket(&a), r;
	int e;

	if (s < 0)
		return;
	memset(&set, 0, sizeof set);
	set.clockid = CLOCK_MONOTONIC;
	set.flags = SOF_TXTIME_REPORT_ERRORS;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, SOL_SOCKET, SO_TXTIME,
		       &set, (long)sizeof set);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOPROTOOPT) {
		la_tstamp_report(1, "setsockopt SO_TXTIME: qemu 7.2 does not "
				 "pass it on (ENOPROTOOPT)");
		close((int)s);
		return;
	}
#endif
	la_tstamp_report(r == 0, "setsockopt SO_TXTIME (%#x) struct "
			 "linuxabi_sock_txtime (%zu bytes) CLOCK_MONOTONIC, "
			 "SOF_TXTIME_REPORT_ERRORS%s%s", (unsigned)SO_TXTIME,
			 sizeof set, e ? ": " : "", e ? strerror(e) : "");
	memset(&got, 0xa5, sizeof got);
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, s, SOL_SOCKET, SO_TXTIME,
		       &got, &len);
	e = LA_ERROR(r);
	la_tstamp_report(r == 0 && len == sizeof got
			 && got.clockid == CLOCK_MONOTONIC
			 && got.flags == SOF_TXTIME_REPORT_ERRORS,
			 "getsockopt SO_TXTIME: length %u, clockid %d, flags "
			 "%#x%s%s", (unsigned)len, (int)got.clockid,
			 (unsigned)got.flags, e ? ": " : "",
			 e ? strerror(e) : "");
	close((int)s);
}

static void la_net_tstamp_checks(void)
{
	la_tstamp_rx(0);
	la_tstamp_rx(1);
	la_tstamp_tx(0);
	la_tstamp_tx(1);
	la_tstamp_txtime();
}

#endif
