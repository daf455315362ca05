/* The checks of <linuxabi/if_pppox.h> that run real system calls, by
 * number: a PPPoE socket (AF_PPPOX, PX_PROTO_OE) connected with a
 * struct linuxabi_sockaddr_pppox of session id 0 (no session: the
 * kernel takes the 30-byte packed address, checks its protocol at
 * offset 2 and binds nothing), the same with the protocol PX_PROTO_OL2TP
 * refused with EINVAL, then getsockname(2): 30 bytes, AF_PPPOX in the
 * first two and PX_PROTO_OE in the next four.  A kernel without PPPoE
 * (EAFNOSUPPORT, EPROTONOSUPPORT) is an ok line naming the reason.
 * Shared by runtime-if_pppox.c.  Before including, a program may define
 * LA_SYSCALL and LA_ERROR (as for syscall-checks.h).  la_if_pppox_checks()
 * prints "ok - if_pppox: ..." or "not ok - if_pppox: ..." lines. */
#ifndef LA_IF_PPPOX_CHECKS_H
#define LA_IF_PPPOX_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/if_pppox.h>
#include <linuxabi/socket.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_if_pppox_report(good, ...) \
	la_report_in("if_pppox", (good), __VA_ARGS__)

static void la_if_pppox_address(struct linuxabi_sockaddr_pppox *sa,
				uint32_t protocol)
{
	uint16_t family = AF_PPPOX;
	struct linuxabi_pppoe_addr pa;

	memset(sa, 0, sizeof *sa);
	memset(&pa, 0, sizeof pa);
	memcpy(pa.dev, "lo", 3);
	memcpy(sa->sa_family, &family, 2);
	memcpy(sa->sa_protocol, &protocol, 4);
	memcpy(sa->sa_addr, &pa, sizeof pa);
}

static void la_if_pppox_checks(void)
{
	struct linuxabi_sockaddr_pppox sa, got;
	uint32_t len = sizeof got, protocol;
	uint16_t family;
	long r;
	int fd, e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_PPPOX, SOCK_STREAM, PX_PROTO_OE);
	e = LA_ERROR(r);
	if (e == EAFNOSUPPORT || e == EPROTONOSUPPORT) {
		la_if_pppox_report(1, "socket AF_PPPOX (%d) PX_PROTO_OE: %s "
				   "here (a kernel without CONFIG_PPPOE or its "
				   "module): the PPPoE checks are not run",
				   AF_PPPOX, strerror(e));
		return;
	}
	la_if_pppox_report(!e, "socket AF_PPPOX (%d) PX_PROTO_OE: fd %ld %s",
			   AF_PPPOX, r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	la_if_pppox_address(&sa, PX_PROTO_OL2TP);
	r = LA_SYSCALL(LINUXABI_SYS_connect, fd, &sa, (unsigned long)sizeof sa);
	e = LA_ERROR(r);
	la_if_pppox_report(e == EINVAL, "connect with sa_protocol "
			   "PX_PROTO_OL2TP refused with EINVAL: %s",
			   e ? strerror(e) : "accepted");
	la_if_pppox_address(&sa, PX_PROTO_OE);
	r = LA_SYSCALL(LINUXABI_SYS_connect, fd, &sa, (unsigned long)sizeof sa);
	e = LA_ERROR(r);
	la_if_pppox_report(!e, "connect with a %d-byte struct "
			   "linuxabi_sockaddr_pppox, PX_PROTO_OE, session 0 "
			   "%s", (int)sizeof sa, e ? strerror(e) : "");

	memset(&got, 0xff, sizeof got);
	r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &got, &len);
	e = LA_ERROR(r);
	memcpy(&family, got.sa_family, 2);
	memcpy(&protocol, got.sa_protocol, 4);
	la_if_pppox_report(!e && len == sizeof got && family == AF_PPPOX &&
			   protocol == PX_PROTO_OE, "getsockname: %u bytes "
			   "(%d expected), family %u, protocol %u %s",
			   (unsigned)len, (int)sizeof got, (unsigned)family,
			   (unsigned)protocol, e ? strerror(e) : "");
	close(fd);
}

#endif
