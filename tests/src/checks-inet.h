/* The checks of <linuxabi/in.h> and <linuxabi/in6.h> that run real system
 * calls, on loopback only: a UDP socket of each family made, bound, read
 * back and configured through socket(2), bind(2), getsockname(2),
 * setsockopt(2) and getsockopt(2) by number, with the headers' structs
 * and constants:
 *   AF_INET: bind to 127.0.0.1 port 0 with struct linuxabi_sockaddr_in,
 *     getsockname back (family, address, a port, 16 bytes; the same port
 *     as libc's getsockname), IP_TTL set and read back,
 *     IP_ADD_MEMBERSHIP with struct linuxabi_ip_mreqn on the loopback
 *     interface, IP_MSFILTER read back with struct linuxabi_ip_msfilter,
 *     IP_DROP_MEMBERSHIP, MCAST_JOIN_GROUP and MCAST_LEAVE_GROUP with
 *     struct linuxabi_group_req on lo by index;
 *   AF_INET6: IPV6_V6ONLY and IPV6_UNICAST_HOPS set and read back, bind to
 *     ::1 port 0 with struct linuxabi_sockaddr_in6, getsockname back (28
 *     bytes).
 * Shared by runtime-inet.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  What the machine lacks (no IPv6, no IPv6
 * loopback address, no multicast on loopback) and what an emulator does
 * not pass on (an option it does not know) is printed in an "ok" line
 * that names it, not hidden.  LA_QEMU: qemu 7.2's ip_mreqn has a long
 * imr_ifindex, 16 bytes on 64-bit guests, so it does not pass the kernel's
 * 12-byte struct on whole (ENODEV): there the join is retried with
 * struct linuxabi_ip_mreq, and said so; qemu does not know IP_MSFILTER.
 * la_inet_checks() runs them all and prints "ok - inet: ..." or
 * "not ok - inet: ..." lines.
 *
 * glibc's <netinet/in.h> comes first (for htonl(3) and libc's
 * getsockname(2)): it declares IPPROTO_* as enumerators, so it must
 * precede <linuxabi/in.h>; <sys/socket.h> gives AF_INET, AF_INET6 and
 * SOCK_DGRAM (SOCK_DGRAM is 1 on MIPS, 2 elsewhere). */
#ifndef LA_INET_CHECKS_H
#define LA_INET_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <net/if.h>
#include <linuxabi/syscall.h>
#include <linuxabi/in.h>
#include <linuxabi/in6.h>
#include "checks.h"

/* one "ok - inet: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_inet_report(good, ...) la_report_in("inet", (good), __VA_ARGS__)

/* an option the kernel (or an emulator) does not know */
static int la_inet_unknown(int e)
{
	return e == ENOPROTOOPT || e == EINVAL || e == ENOSYS;
}

/* a UDP socket of FAMILY through socket(2) by number; -1 and a report
   line that says why where the machine has none */
static long la_inet_socket(int family, const char *what)
{
	long s = LA_SYSCALL(LINUXABI_SYS_socket, (long)family,
			    (long)SOCK_DGRAM, (long)IPPROTO_UDP);
	int e = LA_ERROR(s);

	if (s >= 0)
		return s;
	if (e == EAFNOSUPPORT || e == EPROTONOSUPPORT)
		la_inet_report(1, "socket(%s, SOCK_DGRAM, IPPROTO_UDP): %s: "
			       "skipped: no %s here", what, strerror(e), what);
	else if (e == ENOSYS)
		la_inet_report(1, "socket(%s) by number %ld: ENOSYS: skipped: "
			       "the kernel or emulator lacks the direct socket "
			       "call", what, (long)LINUXABI_SYS_socket);
	else
		la_inet_report(0, "socket(%s, SOCK_DGRAM, IPPROTO_UDP): %s",
			       what, strerror(e));
	return -1;
}

/* setsockopt(2) an int, getsockopt(2) it back: 0 where it round-trips,
   else the errno (reported here) */
static void la_inet_intopt(long s, int level, int name, const char *what,
			   int value)
{
	uint32_t len = sizeof(int);
	int got = -1;
	long r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)level,
			    (long)name, &value, (long)sizeof value);
	int e = LA_ERROR(r);

	if (r == 0) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, s, (long)level,
			       (long)name, &got, &len);
		e = LA_ERROR(r);
	}
#ifdef LA_EMULATED
	if (r != 0 && la_inet_unknown(e)) {
		la_inet_report(1, "%s: %s: skipped: the emulator does not "
			       "pass the option on", what, strerror(e));
		return;
	}
#endif
	la_inet_report(r == 0 && got == value && len == sizeof(int),
		       "setsockopt/getsockopt %s = %d: read back %d, %u bytes%s%s",
		       what, value, got, (unsigned)len, e ? ": " : "",
		       e ? strerror(e) : "");
}

/* the protocol-independent join: MCAST_JOIN_GROUP and MCAST_LEAVE_GROUP
   with struct linuxabi_group_req, whose struct linuxabi_sockaddr_storage
   is padded per ABI (<linuxabi-arch/in-group.h>), on the loopback
   interface by index */
static void la_inet_group(long s)
{
	struct linuxabi_group_req gr;
	struct linuxabi_sockaddr_in *group;
	unsigned lo = if_nametoindex("lo");
	long r;
	int e;

	if (lo == 0) {
		la_inet_report(1, "MCAST_JOIN_GROUP: skipped: no interface lo "
			       "here (%s)", strerror(errno));
		return;
	}
	memset(&gr, 0, sizeof gr);
	gr.gr_interface = lo;
	group = (struct linuxabi_sockaddr_in *)&gr.gr_group;
	group->sin_family = AF_INET;
	group->sin_addr.s_addr = htonl(0xeffe2a64);   /* 239.254.42.100 */
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)IPPROTO_IP,
		       (long)MCAST_JOIN_GROUP, &gr, (long)sizeof gr);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (r != 0 && la_inet_unknown(e)) {
		la_inet_report(1, "MCAST_JOIN_GROUP with struct "
			       "linuxabi_group_req: %s: skipped: the emulator "
			       "does not pass it on", strerror(e));
		return;
	}
#endif
	la_inet_report(r == 0, "MCAST_JOIN_GROUP 239.254.42.100 on lo (index "
		       "%u) with struct linuxabi_group_req (%zu bytes, the "
		       "group at offset %zu)%s%s", lo, sizeof gr,
		       (size_t)((char *)&gr.gr_group - (char *)&gr),
		       e ? ": " : "", e ? strerror(e) : "");
	if (r != 0)
		return;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)IPPROTO_IP,
		       (long)MCAST_LEAVE_GROUP, &gr, (long)sizeof gr);
	e = LA_ERROR(r);
	la_inet_report(r == 0, "MCAST_LEAVE_GROUP of that group%s%s",
		       e ? ": " : "", e ? strerror(e) : "");
}

static void la_inet4_checks(void)
{
	struct linuxabi_sockaddr_in sin, got;
	struct linuxabi_ip_mreqn mreqn;
#ifdef LA_QEMU
	struct linuxabi_ip_mreq mreq;
#endif
	void *join = &mreqn;
	long joinlen = sizeof mreqn;
	struct linuxabi_ip_msfilter msf;
	struct sockaddr_in libc;
	socklen_t libclen = sizeof libc;
	uint32_t len;
	long s = la_inet_socket(AF_INET, "AF_INET"), r;
	int e;

	la_inet_report(sizeof sin == 16 && sizeof sin == sizeof libc,
		       "struct linuxabi_sockaddr_in: %zu bytes, libc's "
		       "struct sockaddr_in %zu", sizeof sin, sizeof libc);
	if (s < 0)
		return;
	memset(&sin, 0, sizeof sin);
	sin.sin_family = AF_INET;
	sin.sin_port = 0;
	sin.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	r = LA_SYSCALL(LINUXABI_SYS_bind, s, &sin, (long)sizeof sin);
	e = LA_ERROR(r);
	la_inet_report(r == 0, "bind to 127.0.0.1 (htonl(INADDR_LOOPBACK)) "
		       "port 0 with struct linuxabi_sockaddr_in%s%s",
		       e ? ": " : "", e ? strerror(e) : "");
	memset(&got, 0xa5, sizeof got);
	len = sizeof got;
	r = LA_SYSCALL(LINUXABI_SYS_getsockname, s, &got, &len);
	e = LA_ERROR(r);
	la_inet_report(r == 0 && len == 16 && got.sin_family == AF_INET
		       && got.sin_addr.s_addr == htonl(INADDR_LOOPBACK)
		       && got.sin_port != 0,
		       "getsockname into struct linuxabi_sockaddr_in: %u "
		       "bytes, family %u, address 0x%08x, port %u%s%s",
		       (unsigned)len, got.sin_family,
		       (unsigned)ntohl(got.sin_addr.s_addr),
		       ntohs(got.sin_port), e ? ": " : "",
		       e ? strerror(e) : "");
	if (getsockname((int)s, (struct sockaddr *)&libc, &libclen) == 0)
		la_inet_report(libc.sin_port == got.sin_port
			       && libc.sin_addr.s_addr == got.sin_addr.s_addr,
			       "libc's getsockname gives the same address "
			       "and port %u", ntohs(libc.sin_port));
	else
		la_inet_report(0, "libc's getsockname: %s", strerror(errno));

	la_inet_intopt(s, IPPROTO_IP, IP_TTL, "IPPROTO_IP IP_TTL", 42);

	/* join an administratively scoped group on the loopback interface,
	   by its address, and read the (empty, exclude-mode) source filter
	   back: the loopback interface may have no multicast route */
	memset(&mreqn, 0, sizeof mreqn);
	mreqn.imr_multiaddr.s_addr = htonl(0xeffe2a63);   /* 239.254.42.99 */
	mreqn.imr_address.s_addr = htonl(INADDR_LOOPBACK);
	mreqn.imr_ifindex = 0;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)IPPROTO_IP,
		       (long)IP_ADD_MEMBERSHIP, &mreqn, (long)sizeof mreqn);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (r != 0 && e == ENODEV && sizeof(long) == 8) {
		/* qemu 7.2's struct target_ip_mreqn has a long imr_ifindex:
		   16 bytes on a 64-bit guest, where the kernel's is 12, so it
		   takes ours for an ip_mreq and hands the host an ifindex it
		   never set */
		la_inet_report(1, "IP_ADD_MEMBERSHIP with struct "
			       "linuxabi_ip_mreqn (%zu bytes): %s: skipped: qemu's "
			       "ip_mreqn is 16 bytes on 64-bit guests (a long "
			       "imr_ifindex), so it drops the index; joining "
			       "with struct linuxabi_ip_mreq instead",
			       sizeof mreqn, strerror(e));
		mreq.imr_multiaddr = mreqn.imr_multiaddr;
		mreq.imr_interface = mreqn.imr_address;
		join = &mreq;
		joinlen = sizeof mreq;
		r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)IPPROTO_IP,
			       (long)IP_ADD_MEMBERSHIP, join, joinlen);
		e = LA_ERROR(r);
	}
#endif
	if (r != 0 && (e == ENODEV || e == EADDRNOTAVAIL || e == ENOBUFS
		       || la_inet_unknown(e))) {
		la_inet_report(1, "IP_ADD_MEMBERSHIP 239.254.42.99 on 127.0.0.1 "
			       "with struct %s: %s: skipped: no multicast on the "
			       "loopback interface here%s",
			       joinlen == sizeof mreqn ? "linuxabi_ip_mreqn"
			       : "linuxabi_ip_mreq",
			       strerror(e),
#ifdef LA_EMULATED
			       " (or the emulator does not pass the struct on)"
#else
			       ""
#endif
			       );
		goto out;
	}
	la_inet_report(r == 0, "IP_ADD_MEMBERSHIP 239.254.42.99 on 127.0.0.1 "
		       "with struct %s (%ld bytes)%s%s",
		       joinlen == sizeof mreqn ? "linuxabi_ip_mreqn"
			       : "linuxabi_ip_mreq",
		       joinlen, e ? ": " : "", e ? strerror(e) : "");
	if (r != 0)
		goto out;
	memset(&msf, 0xa5, sizeof msf);
	msf.imsf_multiaddr = mreqn.imr_multiaddr.s_addr;
	msf.imsf_interface = mreqn.imr_address.s_addr;
	msf.imsf_numsrc = 0;
	len = sizeof msf;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, s, (long)IPPROTO_IP,
		       (long)IP_MSFILTER, &msf, &len);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (r != 0 && la_inet_unknown(e))
		la_inet_report(1, "getsockopt IP_MSFILTER: %s: skipped: the "
			       "emulator does not pass it on", strerror(e));
	else
#endif
	la_inet_report(r == 0 && len == sizeof msf
		       && msf.imsf_fmode == MCAST_EXCLUDE
		       && msf.imsf_numsrc == 0,
		       "getsockopt IP_MSFILTER into struct linuxabi_ip_msfilter "
		       "(%zu bytes): %u bytes, mode %u (MCAST_EXCLUDE), %u "
		       "sources%s%s", sizeof msf, (unsigned)len,
		       (unsigned)msf.imsf_fmode, (unsigned)msf.imsf_numsrc,
		       e ? ": " : "", e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, s, (long)IPPROTO_IP,
		       (long)IP_DROP_MEMBERSHIP, join, joinlen);
	e = LA_ERROR(r);
	la_inet_report(r == 0, "IP_DROP_MEMBERSHIP of that group%s%s",
		       e ? ": " : "", e ? strerror(e) : "");
	la_inet_group(s);
out:
	close((int)s);
}

static void la_inet6_checks(void)
{
	static const uint8_t loopback[16] = { 0, 0, 0, 0, 0, 0, 0, 0,
					      0, 0, 0, 0, 0, 0, 0, 1 };
	struct linuxabi_sockaddr_in6 sin6, got;
	struct sockaddr_in6 libc;
	uint32_t len;
	long s, r;
	int e;

	la_inet_report(sizeof sin6 == 28 && sizeof sin6 == sizeof libc
		       && sizeof(struct linuxabi_in6_addr) == 16
		       && _Alignof(struct linuxabi_in6_addr) == _Alignof(uint32_t)
		       && _Alignof(struct linuxabi_in6_addr)
		          == _Alignof(struct in6_addr),
		       "struct linuxabi_sockaddr_in6: %zu bytes, libc's %zu; "
		       "struct linuxabi_in6_addr %zu, aligned to %zu as uint32_t "
		       "and libc's struct in6_addr", sizeof sin6, sizeof libc,
		       sizeof(struct linuxabi_in6_addr),
		       _Alignof(struct linuxabi_in6_addr));
	s = la_inet_socket(AF_INET6, "AF_INET6");
	if (s < 0)
		return;
	la_inet_intopt(s, IPPROTO_IPV6, IPV6_V6ONLY, "IPPROTO_IPV6 IPV6_V6ONLY",
		       1);
	la_inet_intopt(s, IPPROTO_IPV6, IPV6_UNICAST_HOPS,
		       "IPPROTO_IPV6 IPV6_UNICAST_HOPS", 17);
	memset(&sin6, 0, sizeof sin6);
	sin6.sin6_family = AF_INET6;
	memcpy(sin6.sin6_addr.in6_u.u6_addr8, loopback, 16);
	r = LA_SYSCALL(LINUXABI_SYS_bind, s, &sin6, (long)sizeof sin6);
	e = LA_ERROR(r);
	if (r != 0 && (e == EADDRNOTAVAIL || e == EAFNOSUPPORT)) {
		la_inet_report(1, "bind to ::1 with struct linuxabi_sockaddr_in6: "
			       "%s: skipped: no IPv6 loopback address here",
			       strerror(e));
		goto out;
	}
	la_inet_report(r == 0, "bind to ::1 port 0 with struct "
		       "linuxabi_sockaddr_in6%s%s", e ? ": " : "",
		       e ? strerror(e) : "");
	memset(&got, 0xa5, sizeof got);
	len = sizeof got;
	r = LA_SYSCALL(LINUXABI_SYS_getsockname, s, &got, &len);
	e = LA_ERROR(r);
	la_inet_report(r == 0 && len == 28 && got.sin6_family == AF_INET6
		       && memcmp(got.sin6_addr.in6_u.u6_addr8, loopback, 16) == 0
		       && got.sin6_addr.in6_u.u6_addr32[3] == htonl(1)
		       && got.sin6_addr.in6_u.u6_addr16[7] == htons(1)
		       && got.sin6_port != 0 && got.sin6_scope_id == 0
		       && got.sin6_flowinfo == 0,
		       "getsockname into struct linuxabi_sockaddr_in6: %u "
		       "bytes, family %u, ::1 %s, port %u, scope %u%s%s",
		       (unsigned)len, got.sin6_family,
		       memcmp(got.sin6_addr.in6_u.u6_addr8, loopback, 16)
		       ? "no" : "yes", ntohs(got.sin6_port),
		       (unsigned)got.sin6_scope_id, e ? ": " : "",
		       e ? strerror(e) : "");
out:
	close((int)s);
}

static void la_inet_checks(void)
{
	la_inet4_checks();
	la_inet6_checks();
}

#endif
