/* The checks of <linuxabi/tcp.h>, <linuxabi/udp.h> and <linuxabi/un.h>
 * that run real system calls, every socket call by number: a loopback
 * TCP connection (socket, bind, listen, getsockname, connect, accept4);
 * setsockopt(2) TCP_MAXSEG (before connecting) and TCP_NODELAY read back
 * with getsockopt(2); getsockopt(2) TCP_INFO into struct
 * linuxabi_tcp_info on both ends (the state is established; the length
 * the kernel returns covers the Linux 4.1 counters; the members also in
 * libc's struct tcp_info, the window scale nibbles of the bitfield byte
 * among them, equal libc's; after a write, tcpi_segs_out,
 * tcpi_bytes_acked and the peer's tcpi_bytes_received grow);
 * setsockopt(2) TCP_MD5SIG and TCP_MD5SIG_EXT with struct
 * linuxabi_tcp_md5sig (a key added, deleted, and deleted again: ENOENT,
 * so the kernel found the address where ours puts it); UDP_CORK and
 * UDP_SEGMENT set and read back on a UDP socket; an AF_UNIX socket bound
 * to a path through struct linuxabi_sockaddr_un and
 * read back with getsockname(2).  Shared by runtime-tcp.c (the host) and
 * programs that run them on other ABIs.  Before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_tcp_checks() runs them all and prints "ok - tcp: ..." or
 * "not ok - tcp: ..." lines.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 copies
 * every IPPROTO_TCP getsockopt(2) option out as one int, so TCP_INFO
 * comes back 4 bytes long (byte-swapped where the guest's byte order is
 * not the host's), and passes every setsockopt(2) one on as one int, so
 * TCP_MD5SIG fails with EINVAL; there those checks print an "ok" line
 * that says so instead of failing. */
#ifndef LA_TCP_CHECKS_H
#define LA_TCP_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <linuxabi/syscall.h>
#include <linuxabi/tcp.h>
#include <linuxabi/udp.h>
#include <linuxabi/un.h>
#include "checks.h"

/* one "ok - tcp: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_tcp_report(good, ...) la_report_in("tcp", (good), __VA_ARGS__)

/* the end of member m of struct linuxabi_tcp_info */
#define LA_TCPI_END(m) (offsetof(struct linuxabi_tcp_info, m) + \
			sizeof(((struct linuxabi_tcp_info *)0)->m))

/* the window scales in our bitfield byte tcpi_wscale: snd first, in the
   low nibble on little-endian ABIs and in the high nibble on big-endian */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define LA_TCPI_SND_WSCALE(b) (((b) >> 4) & 0xf)
#define LA_TCPI_RCV_WSCALE(b) ((b) & 0xf)
#else
#define LA_TCPI_SND_WSCALE(b) ((b) & 0xf)
#define LA_TCPI_RCV_WSCALE(b) (((b) >> 4) & 0xf)
#endif

static void la_tcp_close(int fd)
{
	if (fd >= 0)
		LA_SYSCALL(LINUXABI_SYS_close, fd);
}

/* getsockopt(2) TCP_INFO into *ti (zeroed first); the length in *len,
   the errno or 0 returned */
static int la_tcp_info(int fd, struct linuxabi_tcp_info *ti, uint32_t *len)
{
	long r;

	memset(ti, 0, sizeof *ti);
	*len = sizeof *ti;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, IPPROTO_TCP, TCP_INFO, ti,
		       len);
	return LA_ERROR(r);
}

/* an int option at level lvl: set v, read it back into *got */
static int la_tcp_intopt(int fd, int lvl, int opt, int v, int *got)
{
	uint32_t len = sizeof *got;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, lvl, opt, &v,
		       (uint32_t)sizeof v);
	if (LA_ERROR(r))
		return LA_ERROR(r);
	*got = -1;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, lvl, opt, got, &len);
	if (LA_ERROR(r))
		return LA_ERROR(r);
	return len == sizeof *got ? 0 : -1;
}

static void la_tcp_sleep_ms(long ms)
{
	struct timespec ts;

	ts.tv_sec = 0;
	ts.tv_nsec = ms * 1000000L;
	nanosleep(&ts, NULL);
}

/* TCP_INFO on an established connection: cl the connecting end, sv the
   accepted one */
static void la_tcp_info_checks(int cl, int sv)
{
	struct linuxabi_tcp_info ti, ti2, ts;
	struct tcp_info gi;
	uint32_t len, len2, lens;
	socklen_t glen = sizeof gi;
	char buf[100];
	int e, i;
	long r;

	e = la_tcp_info(cl, &ti, &len);
	if (e) {
		la_tcp_report(0, "getsockopt TCP_INFO (%d): %s", TCP_INFO,
			      strerror(e));
		return;
	}
#ifdef LA_EMULATED
	if (len < LA_TCPI_END(tcpi_total_retrans)) {
		la_tcp_report(1, "getsockopt TCP_INFO (%d): %u bytes: the "
			      "emulator copies every IPPROTO_TCP option out as "
			      "one int (not run here)", TCP_INFO, len);
		return;
	}
#endif
	la_tcp_report(ti.tcpi_state == 1 && len <= sizeof ti &&
		      len >= LA_TCPI_END(tcpi_bytes_received),
		      "getsockopt TCP_INFO (%d) into struct linuxabi_tcp_info "
		      "(%u bytes): tcpi_state %u (1: established), %u bytes "
		      "returned, at least the %u up to tcpi_bytes_received",
		      TCP_INFO, (unsigned)sizeof ti, ti.tcpi_state, len,
		      (unsigned)LA_TCPI_END(tcpi_bytes_received));
	/* libc's struct tcp_info: the members it has, from the same call */
	memset(&gi, 0, sizeof gi);
	if (getsockopt(cl, IPPROTO_TCP, TCP_INFO, &gi, &glen) != 0) {
		la_tcp_report(0, "libc getsockopt TCP_INFO: %s",
			      strerror(errno));
	} else {
		la_tcp_report(gi.tcpi_state == ti.tcpi_state &&
			      gi.tcpi_options == ti.tcpi_options &&
			      gi.tcpi_snd_mss == ti.tcpi_snd_mss &&
			      gi.tcpi_rcv_mss == ti.tcpi_rcv_mss &&
			      gi.tcpi_advmss == ti.tcpi_advmss &&
			      gi.tcpi_pmtu == ti.tcpi_pmtu &&
			      gi.tcpi_snd_wscale ==
			      LA_TCPI_SND_WSCALE(ti.tcpi_wscale) &&
			      gi.tcpi_rcv_wscale ==
			      LA_TCPI_RCV_WSCALE(ti.tcpi_wscale) &&
			      gi.tcpi_snd_wscale != gi.tcpi_rcv_wscale,
			      "TCP_INFO: libc's struct tcp_info agrees: "
			      "options %#x/%#x, snd_mss %u/%u, advmss %u/%u, "
			      "pmtu %u/%u; wscale byte %#x: snd %u/%u, rcv %u/%u "
			      "(snd in the %s nibble; they differ)", gi.tcpi_options,
			      ti.tcpi_options, gi.tcpi_snd_mss, ti.tcpi_snd_mss,
			      gi.tcpi_advmss, ti.tcpi_advmss, gi.tcpi_pmtu,
			      ti.tcpi_pmtu, ti.tcpi_wscale,
			      (unsigned)gi.tcpi_snd_wscale,
			      (unsigned)LA_TCPI_SND_WSCALE(ti.tcpi_wscale),
			      (unsigned)gi.tcpi_rcv_wscale,
			      (unsigned)LA_TCPI_RCV_WSCALE(ti.tcpi_wscale),
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
			      "high"
#else
			      "low"
#endif
			);
	}
	/* send 100 bytes, read them at the other end, wait for the ACK */
	memset(buf, 'x', sizeof buf);
	r = write(cl, buf, sizeof buf);
	if (r != (long)sizeof buf) {
		la_tcp_report(0, "write 100 bytes to the connection: %ld (%s)",
			      r, strerror(errno));
		return;
	}
	for (i = 0, r = 0; r < (long)sizeof buf && i < 100; i++) {
		long n = read(sv, buf + r, sizeof buf - r);

		if (n <= 0)
			break;
		r += n;
	}
	for (i = 0; i < 100; i++) {
		e = la_tcp_info(cl, &ti2, &len2);
		if (e || ti2.tcpi_bytes_acked >= ti.tcpi_bytes_acked + 100)
			break;
		la_tcp_sleep_ms(10);
	}
	la_tcp_report(!e && r == (long)sizeof buf &&
		      ti2.tcpi_segs_out > ti.tcpi_segs_out &&
		      ti2.tcpi_bytes_acked == ti.tcpi_bytes_acked + 100 &&
		      (len2 < LA_TCPI_END(tcpi_bytes_sent) ||
		       ti2.tcpi_bytes_sent == ti.tcpi_bytes_sent + 100),
		      "TCP_INFO after writing 100 bytes: tcpi_segs_out %u -> "
		      "%u, tcpi_bytes_acked %llu -> %llu, tcpi_bytes_sent "
		      "%llu -> %llu%s (peer read %ld)", ti.tcpi_segs_out,
		      ti2.tcpi_segs_out,
		      (unsigned long long)ti.tcpi_bytes_acked,
		      (unsigned long long)ti2.tcpi_bytes_acked,
		      (unsigned long long)ti.tcpi_bytes_sent,
		      (unsigned long long)ti2.tcpi_bytes_sent,
		      len2 < LA_TCPI_END(tcpi_bytes_sent) ?
		      " (not returned: before Linux 4.19)" : "", r);
	e = la_tcp_info(sv, &ts, &lens);
	la_tcp_report(!e && ts.tcpi_state == 1 &&
		      ts.tcpi_bytes_received >= 100 &&
		      ts.tcpi_segs_in >= 2 &&
		      ts.tcpi_data_segs_in >= 1,
		      "TCP_INFO of the accepted end: tcpi_state %u, "
		      "tcpi_bytes_received %llu, tcpi_segs_in %u, "
		      "tcpi_data_segs_in %u", ts.tcpi_state,
		      (unsigned long long)ts.tcpi_bytes_received,
		      ts.tcpi_segs_in, ts.tcpi_data_segs_in);
}

/* setsockopt(2) TCP_MD5SIG and TCP_MD5SIG_EXT with struct
   linuxabi_tcp_md5sig: a key for 127.0.0.1 on a fresh socket, deleted
   (tcpm_keylen 0), deleted again (ENOENT: the kernel read the address
   and found no key); a key for the prefix 127.0.0.0/8 likewise */
static void la_tcp_md5(void)
{
	struct linuxabi_tcp_md5sig m;
	struct sockaddr_in a;
	int fd, e1, e2, e3;
	long r;

	fd = (int)LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_STREAM, 0);
	if (LA_ERROR(fd)) {
		la_tcp_report(0, "socket for TCP_MD5SIG: %s",
			      strerror(LA_ERROR(fd)));
		return;
	}
	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	memset(&m, 0, sizeof m);
	memcpy(&m.tcpm_addr, &a, sizeof a);
	m.tcpm_keylen = 8;
	memcpy(m.tcpm_key, "linuxabi", 8);
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP, TCP_MD5SIG,
		       &m, (uint32_t)sizeof m);
	e1 = LA_ERROR(r);
	if (e1 == ENOPROTOOPT) {
		la_tcp_report(1, "setsockopt TCP_MD5SIG: %s: a kernel without "
			      "CONFIG_TCP_MD5SIG (not run here)", strerror(e1));
		goto out;
	}
#ifdef LA_EMULATED
	if (e1 == EINVAL) {
		la_tcp_report(1, "setsockopt TCP_MD5SIG: EINVAL: the emulator "
			      "passes every IPPROTO_TCP option on as one int "
			      "(not run here)");
		goto out;
	}
#endif
	m.tcpm_keylen = 0;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP, TCP_MD5SIG,
		       &m, (uint32_t)sizeof m);
	e2 = LA_ERROR(r);
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP, TCP_MD5SIG,
		       &m, (uint32_t)sizeof m);
	e3 = LA_ERROR(r);
	la_tcp_report(!e1 && !e2 && e3 == ENOENT, "setsockopt TCP_MD5SIG "
		      "(%d) with struct linuxabi_tcp_md5sig (%u bytes): a key "
		      "for 127.0.0.1 (%s), deleted (%s), deleted again (%s, "
		      "ENOENT wanted)", TCP_MD5SIG, (unsigned)sizeof m,
		      e1 ? strerror(e1) : "added", e2 ? strerror(e2) : "done",
		      e3 ? strerror(e3) : "no error");
	a.sin_addr.s_addr = htonl(0x7f000000);
	memcpy(&m.tcpm_addr, &a, sizeof a);
	m.tcpm_flags = TCP_MD5SIG_FLAG_PREFIX;
	m.tcpm_prefixlen = 8;
	m.tcpm_keylen = 8;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP,
		       TCP_MD5SIG_EXT, &m, (uint32_t)sizeof m);
	e1 = LA_ERROR(r);
	m.tcpm_keylen = 0;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP,
		       TCP_MD5SIG_EXT, &m, (uint32_t)sizeof m);
	e2 = LA_ERROR(r);
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, IPPROTO_TCP,
		       TCP_MD5SIG_EXT, &m, (uint32_t)sizeof m);
	e3 = LA_ERROR(r);
	la_tcp_report(!e1 && !e2 && e3 == ENOENT, "setsockopt "
		      "TCP_MD5SIG_EXT (%d), TCP_MD5SIG_FLAG_PREFIX, "
		      "127.0.0.0/8: added (%s), deleted (%s), deleted again "
		      "(%s, ENOENT wanted)", TCP_MD5SIG_EXT,
		      e1 ? strerror(e1) : "ok", e2 ? strerror(e2) : "ok",
		      e3 ? strerror(e3) : "no error");
out:
	la_tcp_close(fd);
}

static void la_tcp_tcp(void)
{
	struct sockaddr_in a;
	uint32_t alen = sizeof a;
	int ls = -1, cl = -1, sv = -1, got, e;
	long r;

	ls = (int)LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_STREAM, 0);
	e = LA_ERROR(ls);
	if (e) {
		la_tcp_report(e == ENOSYS || e == EAFNOSUPPORT || e == EACCES,
			      "socket AF_INET SOCK_STREAM: %s%s", strerror(e),
			      e == ENOSYS || e == EAFNOSUPPORT || e == EACCES ?
			      " (not run here)" : "");
		return;
	}
	memset(&a, 0, sizeof a);
	a.sin_family = AF_INET;
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	a.sin_port = 0;
	r = LA_SYSCALL(LINUXABI_SYS_bind, ls, &a, (uint32_t)sizeof a);
	if (!LA_ERROR(r))
		r = LA_SYSCALL(LINUXABI_SYS_listen, ls, 1);
	if (!LA_ERROR(r))
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, ls, &a, &alen);
	if (LA_ERROR(r)) {
		la_tcp_report(0, "bind/listen/getsockname on 127.0.0.1: %s",
			      strerror(LA_ERROR(r)));
		goto out;
	}
	cl = (int)LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_STREAM, 0);
	/* a small receive buffer before connecting: this end's window scale
	   (tcpi_rcv_wscale) is then smaller than the peer's (snd), which
	   tells the two nibbles of tcpi_wscale apart */
	got = 4096;
	LA_SYSCALL(LINUXABI_SYS_setsockopt, cl, SOL_SOCKET, SO_RCVBUF, &got,
		   (uint32_t)sizeof got);
	/* before connecting, TCP_MAXSEG reads back what was set */
	e = la_tcp_intopt(cl, IPPROTO_TCP, TCP_MAXSEG, 1000, &got);
	la_tcp_report(!e && got == 1000, "setsockopt TCP_MAXSEG (%d) 1000 "
		      "before connect, getsockopt: %d (%s)", TCP_MAXSEG, got,
		      e > 0 ? strerror(e) : e ? "short length" : "int");
	r = LA_SYSCALL(LINUXABI_SYS_connect, cl, &a, (uint32_t)sizeof a);
	if (!LA_ERROR(r))
		sv = (int)LA_SYSCALL(LINUXABI_SYS_accept4, ls, NULL, NULL, 0);
	la_tcp_report(!LA_ERROR(r) && sv >= 0, "loopback TCP connection to "
		      "127.0.0.1 port %u by socket, bind, listen, connect and "
		      "accept4 (%s)", ntohs(a.sin_port),
		      LA_ERROR(r) ? strerror(LA_ERROR(r)) : "connected");
	if (LA_ERROR(r) || sv < 0)
		goto out;
	e = la_tcp_intopt(cl, IPPROTO_TCP, TCP_NODELAY, 1, &got);
	la_tcp_report(!e && got == 1, "setsockopt TCP_NODELAY (%d) 1, "
		      "getsockopt: %d (%s)", TCP_NODELAY, got,
		      e > 0 ? strerror(e) : e ? "short length" : "int");
	la_tcp_info_checks(cl, sv);
out:
	la_tcp_close(sv);
	la_tcp_close(cl);
	la_tcp_close(ls);
}

static void la_tcp_udp(void)
{
	int fd, got, e;

	fd = (int)LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DGRAM, 0);
	if (LA_ERROR(fd)) {
		la_tcp_report(0, "socket AF_INET SOCK_DGRAM: %s",
			      strerror(LA_ERROR(fd)));
		return;
	}
	e = la_tcp_intopt(fd, IPPROTO_UDP, UDP_CORK, 1, &got);
	la_tcp_report(!e && got == 1, "setsockopt UDP_CORK (%d) 1, "
		      "getsockopt: %d (%s)", UDP_CORK, got,
		      e > 0 ? strerror(e) : e ? "short length" : "int");
	e = la_tcp_intopt(fd, IPPROTO_UDP, UDP_CORK, 0, &got);
	la_tcp_report(!e && got == 0, "setsockopt UDP_CORK 0, getsockopt: "
		      "%d", got);
	e = la_tcp_intopt(fd, IPPROTO_UDP, UDP_SEGMENT, 1000, &got);
	if (e == ENOPROTOOPT)
		la_tcp_report(1, "setsockopt UDP_SEGMENT (%d): ENOPROTOOPT, a "
			      "kernel before 4.18 (not run here)", UDP_SEGMENT);
	else
		la_tcp_report(!e && got == 1000, "setsockopt UDP_SEGMENT (%d) "
			      "1000, getsockopt: %d (%s)", UDP_SEGMENT, got,
			      e > 0 ? strerror(e) : e ? "short length" : "int");
	la_tcp_close(fd);
}

static void la_tcp_unix(void)
{
	struct linuxabi_sockaddr_un a, b;
	char dir[] = "/tmp/la-un-XXXXXX";
	uint32_t alen, blen = sizeof b;
	int fd;
	long r;

	if (!mkdtemp(dir)) {
		la_tcp_report(0, "mkdtemp %s: %s", dir, strerror(errno));
		return;
	}
	memset(&a, 0, sizeof a);
	a.sun_family = AF_UNIX;
	snprintf(a.sun_path, sizeof a.sun_path, "%s/sock", dir);
	alen = (uint32_t)(offsetof(struct linuxabi_sockaddr_un, sun_path) +
			  strlen(a.sun_path) + 1);
	fd = (int)LA_SYSCALL(LINUXABI_SYS_socket, AF_UNIX, SOCK_STREAM, 0);
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &a, alen);
	la_tcp_report(!LA_ERROR(fd) && !LA_ERROR(r), "bind AF_UNIX to %s "
		      "through struct linuxabi_sockaddr_un (%u bytes of %u): "
		      "%s", a.sun_path, alen, (unsigned)sizeof a,
		      LA_ERROR(r) ? strerror(LA_ERROR(r)) : "bound");
	memset(&b, 0x55, sizeof b);
	r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &b, &blen);
	la_tcp_report(!LA_ERROR(r) && blen == alen && b.sun_family == AF_UNIX
		      && strcmp(b.sun_path, a.sun_path) == 0,
		      "getsockname: family %u, length %u, path %.108s",
		      b.sun_family, blen, LA_ERROR(r) ? "" : b.sun_path);
	la_tcp_close(fd);
	unlink(a.sun_path);
	rmdir(dir);
	la_tcp_report(sizeof a == 110 && UNIX_PATH_MAX == 108,
		      "struct linuxabi_sockaddr_un is %u bytes, sun_path %d",
		      (unsigned)sizeof a, UNIX_PATH_MAX);
}

static void la_tcp_checks(void)
{
	la_tcp_tcp();
	la_tcp_md5();
	la_tcp_udp();
	la_tcp_unix();
}

#endif
