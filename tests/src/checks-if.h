/* The checks of <linuxabi/if.h>, <linuxabi/if_arp.h> and
 * <linuxabi/if_ether.h> that run real system calls: the interface
 * ioctl(2)s on an AF_INET datagram socket, about the loopback interface
 * "lo", through struct linuxabi_ifreq: SIOCGIFINDEX (and SIOCGIFNAME
 * back), SIOCGIFFLAGS (IFF_LOOPBACK and IFF_UP set), SIOCGIFMTU,
 * SIOCGIFHWADDR (sa_family ARPHRD_LOOPBACK, an all-zero address of
 * ETH_ALEN bytes); SIOCGIFCONF through struct linuxabi_ifconf, which
 * lists lo with 127.0.0.1.  A wrong ifreq or ifconf layout on an ABI
 * shows as a wrong answer (the name, index or family read at the wrong
 * offset) or EFAULT.  Where the machine has no lo (a network namespace
 * without it), an ok line says so.  <linuxabi/if_packet.h>: an AF_PACKET
 * socket bound to lo through struct linuxabi_sockaddr_ll and read back
 * with getsockname(2), getsockopt(2) SOL_PACKET PACKET_HDRLEN of
 * TPACKET_V2 and V3 (the sizes of struct linuxabi_tpacket2_hdr and
 * tpacket3_hdr) and PACKET_STATISTICS into struct linuxabi_tpacket_stats;
 * without CAP_NET_RAW (EPERM, EACCES) or AF_PACKET (EAFNOSUPPORT) an ok
 * line names the reason, as it does for qemu's missing SOL_PACKET
 * getsockopt(2) under LA_QEMU.  Shared by runtime-if.c (the host) and
 * emulated.c; before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  <sys/socket.h> comes first:
 * glibc's SOCK_* are enumerators.  la_if_checks() prints "ok - if: ..."
 * or "not ok - if: ..." lines. */
#ifndef LA_IF_CHECKS_H
#define LA_IF_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <arpa/inet.h>
#include <linuxabi/syscall.h>
#include <linuxabi/if.h>
#include <linuxabi/if_arp.h>
#include <linuxabi/if_ether.h>
#include <linuxabi/if_packet.h>
#include "checks.h"

#define la_if_report(good, ...) la_report_in("if", (good), __VA_ARGS__)

/* ioctl(2) REQ on FD with an ifreq naming NAME; -errno on failure, else 0 */
static int la_if_ioctl(int fd, unsigned long req, const char *name,
		       struct linuxabi_ifreq *ifr)
{
	long r;

	memset(ifr, 0, sizeof *ifr);
	strncpy(ifr->ifr_ifrn.ifrn_name, name, IFNAMSIZ - 1);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, ifr);
	return LA_ERROR(r) ? -LA_ERROR(r) : 0;
}

/* SIOCGIFCONF: the interfaces with an address; lo with 127.0.0.1 */
static void la_if_conf(int fd)
{
	struct linuxabi_ifreq reqs[16];
	struct linuxabi_ifconf ifc;
	const unsigned char *a;
	int i, n, found = 0;
	long r;
	int e;

	memset(&ifc, 0, sizeof ifc);
	memset(reqs, 0, sizeof reqs);
	ifc.ifc_len = (int)sizeof reqs;
	ifc.ifc_ifcu.ifcu_req = reqs;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCGIFCONF, &ifc);
	e = LA_ERROR(r);
	n = e ? 0 : ifc.ifc_len / (int)sizeof reqs[0];
	for (i = 0; i < n && i < 16; i++) {
		a = (const unsigned char *)reqs[i].ifr_ifru.ifru_addr.sa_data;
		if (strcmp(reqs[i].ifr_ifrn.ifrn_name, "lo") == 0 &&
		    reqs[i].ifr_ifru.ifru_addr.sa_family == AF_INET &&
		    a[2] == 127 && a[5] == 1)
			found = 1;
	}
	la_if_report(!e && ifc.ifc_len % (int)sizeof reqs[0] == 0 && found,
		     "SIOCGIFCONF (%#x) into %d-byte struct linuxabi_ifreq "
		     "entries: length %d, %d entries, lo with 127.0.0.1 %s %s",
		     (unsigned)SIOCGIFCONF, (int)sizeof reqs[0], ifc.ifc_len, n,
		     found ? "listed" : "missing", e ? strerror(e) : "");
}

/* AF_PACKET on lo (index INDEX) */
static void la_if_packet(int index)
{
	struct linuxabi_sockaddr_ll a, b;
	struct linuxabi_tpacket_stats st;
	uint32_t len;
	int fd, e, v, v3;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_PACKET, SOCK_DGRAM,
		       htons(ETH_P_ALL));
	e = LA_ERROR(r);
	if (e == EPERM || e == EACCES || e == EAFNOSUPPORT) {
		la_if_report(1, "socket AF_PACKET (%d): %s here: the AF_PACKET "
			     "checks are not run", AF_PACKET, strerror(e));
		return;
	}
	la_if_report(!e, "socket AF_PACKET (%d) SOCK_DGRAM htons(ETH_P_ALL "
		     "%#x): fd %ld %s", AF_PACKET, (unsigned)ETH_P_ALL, r,
		     e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	memset(&a, 0, sizeof a);
	a.sll_family = AF_PACKET;
	a.sll_protocol = htons(ETH_P_IP);
	a.sll_ifindex = index;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &a, sizeof a);
	e = LA_ERROR(r);
	memset(&b, 0, sizeof b);
	len = sizeof b;
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &b, &len);
		e = LA_ERROR(r);
	}
	la_if_report(!e && len == 12u + b.sll_halen &&
		     b.sll_family == AF_PACKET &&
		     b.sll_protocol == htons(ETH_P_IP) &&
		     b.sll_ifindex == index && b.sll_hatype == ARPHRD_LOOPBACK &&
		     b.sll_halen == ETH_ALEN,
		     "bind and getsockname with a %d-byte struct "
		     "linuxabi_sockaddr_ll: length %u (sll_addr at 12, and "
		     "halen bytes), family %u, protocol "
		     "%#x, index %d, hatype %u (ARPHRD_LOOPBACK), halen %u %s",
		     (int)sizeof b, (unsigned)len, (unsigned)b.sll_family,
		     (unsigned)ntohs(b.sll_protocol), b.sll_ifindex,
		     (unsigned)b.sll_hatype, (unsigned)b.sll_halen,
		     e ? strerror(e) : "");
	v = TPACKET_V2;
	len = sizeof v;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_PACKET, PACKET_HDRLEN,
		       &v, &len);
	e = LA_ERROR(r);
	v3 = TPACKET_V3;
	len = sizeof v3;
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_PACKET,
			       PACKET_HDRLEN, &v3, &len);
		e = LA_ERROR(r);
	}
#ifdef LA_QEMU
	if (e == EOPNOTSUPP) {
		la_if_report(1, "qemu does not implement getsockopt(2) at "
			     "SOL_PACKET (EOPNOTSUPP): PACKET_HDRLEN and "
			     "PACKET_STATISTICS are not checked");
		close(fd);
		return;
	}
#endif
	la_if_report(!e && v == (int)sizeof(struct linuxabi_tpacket2_hdr) &&
		     v3 == (int)sizeof(struct linuxabi_tpacket3_hdr),
		     "getsockopt SOL_PACKET (%d) PACKET_HDRLEN (%d) of "
		     "TPACKET_V2, V3: %d, %d (struct linuxabi_tpacket2_hdr %d, "
		     "tpacket3_hdr %d bytes) %s", SOL_PACKET, PACKET_HDRLEN, v,
		     v3, (int)sizeof(struct linuxabi_tpacket2_hdr),
		     (int)sizeof(struct linuxabi_tpacket3_hdr),
		     e ? strerror(e) : "");
	memset(&st, 0xff, sizeof st);
	len = sizeof st;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_PACKET,
		       PACKET_STATISTICS, &st, &len);
	e = LA_ERROR(r);
	la_if_report(!e && len == sizeof st && st.tp_drops <= st.tp_packets,
		     "getsockopt PACKET_STATISTICS (%d) into struct "
		     "linuxabi_tpacket_stats: length %u, %u packets, %u drops %s",
		     PACKET_STATISTICS, (unsigned)len, (unsigned)st.tp_packets,
		     (unsigned)st.tp_drops, e ? strerror(e) : "");
	close(fd);
}

static void la_if_checks(void)
{
	struct linuxabi_ifreq ifr;
	static const unsigned char zero[ETH_ALEN];
	int fd, e, index, flags;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DGRAM, 0);
	e = LA_ERROR(r);
	la_if_report(!e, "socket AF_INET SOCK_DGRAM for the interface "
		     "ioctls: fd %ld %s", r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	e = la_if_ioctl(fd, SIOCGIFINDEX, "lo", &ifr);
	if (e == -ENODEV) {
		la_if_report(1, "no interface lo here (SIOCGIFINDEX: ENODEV): "
			     "the interface ioctls are not checked");
		close(fd);
		return;
	}
	index = ifr.ifr_ifru.ifru_ivalue;
	la_if_report(!e && index > 0, "SIOCGIFINDEX (%#x) of lo in a "
		     "%d-byte struct linuxabi_ifreq: index %d %s",
		     (unsigned)SIOCGIFINDEX, (int)sizeof ifr, index,
		     e ? strerror(-e) : "");

	memset(&ifr, 0, sizeof ifr);
	ifr.ifr_ifru.ifru_ivalue = index;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCGIFNAME, &ifr);
	e = LA_ERROR(r);
	la_if_report(!e && strcmp(ifr.ifr_ifrn.ifrn_name, "lo") == 0,
		     "SIOCGIFNAME (%#x) of index %d: \"%.16s\" %s",
		     (unsigned)SIOCGIFNAME, index, ifr.ifr_ifrn.ifrn_name,
		     e ? strerror(e) : "");

	e = la_if_ioctl(fd, SIOCGIFFLAGS, "lo", &ifr);
	flags = (uint16_t)ifr.ifr_ifru.ifru_flags;
	la_if_report(!e && (flags & IFF_LOOPBACK) && (flags & IFF_UP) &&
		     !(flags & IFF_BROADCAST),
		     "SIOCGIFFLAGS (%#x) of lo: %#x (IFF_UP %#x, IFF_LOOPBACK "
		     "%#x set, IFF_BROADCAST %#x clear) %s",
		     (unsigned)SIOCGIFFLAGS, (unsigned)flags, (unsigned)IFF_UP,
		     (unsigned)IFF_LOOPBACK, (unsigned)IFF_BROADCAST,
		     e ? strerror(-e) : "");

	e = la_if_ioctl(fd, SIOCGIFMTU, "lo", &ifr);
	la_if_report(!e && ifr.ifr_ifru.ifru_mtu >= ETH_MIN_MTU,
		     "SIOCGIFMTU (%#x) of lo: %d (ETH_MIN_MTU %d or more) %s",
		     (unsigned)SIOCGIFMTU, ifr.ifr_ifru.ifru_mtu, ETH_MIN_MTU,
		     e ? strerror(-e) : "");

	e = la_if_ioctl(fd, SIOCGIFHWADDR, "lo", &ifr);
	la_if_report(!e && ifr.ifr_ifru.ifru_hwaddr.sa_family ==
		     ARPHRD_LOOPBACK &&
		     memcmp(ifr.ifr_ifru.ifru_hwaddr.sa_data, zero,
			    ETH_ALEN) == 0,
		     "SIOCGIFHWADDR (%#x) of lo: family %u (ARPHRD_LOOPBACK "
		     "%d), a zero address of ETH_ALEN (%d) bytes %s",
		     (unsigned)SIOCGIFHWADDR,
		     (unsigned)ifr.ifr_ifru.ifru_hwaddr.sa_family,
		     ARPHRD_LOOPBACK, ETH_ALEN, e ? strerror(-e) : "");

	la_if_conf(fd);
	close(fd);
	la_if_packet(index);
}

#endif
