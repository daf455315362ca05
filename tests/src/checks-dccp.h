/* The checks of <linuxabi/dccp.h> that run real system calls, by number:
 * socket(AF_INET, SOCK_DCCP, IPPROTO_DCCP).  Linux 6.16 removed DCCP, so
 * on current kernels (and older ones built without it) the call fails:
 * an ok line naming the error.  Where it succeeds, the SOL_DCCP options:
 * DCCP_SOCKOPT_SERVICE set to one service code and read back,
 * DCCP_SOCKOPT_AVAILABLE_CCIDS lists DCCPC_CCID2, DCCP_SOCKOPT_QPOLICY_ID
 * set to DCCPQ_POLICY_PRIO and read back, DCCP_SOCKOPT_GET_CUR_MPS an
 * int, and an unknown option (DCCP_SOCKOPT_PACKET_SIZE - 1, 0) refused.
 * Shared by runtime-dccp.c and emulated.c.  Before including, a program
 * may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_dccp_checks() prints "ok - dccp: ..." or "not ok - dccp: ..." lines. */
#ifndef LA_DCCP_CHECKS_H
#define LA_DCCP_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/dccp.h>
#include <linuxabi/in.h>
#include <linuxabi/socket.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_dccp_report(good, ...) \
	la_report_in("dccp", (good), __VA_ARGS__)

static void la_dccp_options(int fd)
{
	uint32_t service, back[4];
	uint8_t ccids[16];
	int v, i, found = 0;
	uint32_t len;
	long r;
	int e;

	/* service codes go in network byte order; a byte array is that */
	memcpy(&service, "LABI", 4);
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, SOL_DCCP,
		       DCCP_SOCKOPT_SERVICE, &service,
		       (unsigned long)sizeof service);
	e = LA_ERROR(r);
	memset(back, 0, sizeof back);
	len = sizeof back;
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_DCCP,
			       DCCP_SOCKOPT_SERVICE, back, &len);
		e = LA_ERROR(r);
	}
	la_dccp_report(!e && len >= 4 && back[0] == service,
		       "DCCP_SOCKOPT_SERVICE (%d) set and read back: %u "
		       "bytes %s", DCCP_SOCKOPT_SERVICE, (unsigned)len,
		       e ? strerror(e) : "");

	len = sizeof ccids;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_DCCP,
		       DCCP_SOCKOPT_AVAILABLE_CCIDS, ccids, &len);
	e = LA_ERROR(r);
	for (i = 0; !e && i < (int)len && i < (int)sizeof ccids; i++)
		found |= ccids[i] == DCCPC_CCID2;
	la_dccp_report(!e && found, "DCCP_SOCKOPT_AVAILABLE_CCIDS (%d): %u "
		       "CCIDs, DCCPC_CCID2 (%d) among them %s",
		       DCCP_SOCKOPT_AVAILABLE_CCIDS, (unsigned)len,
		       DCCPC_CCID2, e ? strerror(e) : "");

	v = DCCPQ_POLICY_PRIO;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, SOL_DCCP,
		       DCCP_SOCKOPT_QPOLICY_ID, &v, (unsigned long)sizeof v);
	e = LA_ERROR(r);
	v = -1;
	len = sizeof v;
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_DCCP,
			       DCCP_SOCKOPT_QPOLICY_ID, &v, &len);
		e = LA_ERROR(r);
	}
	la_dccp_report(!e && v == DCCPQ_POLICY_PRIO,
		       "DCCP_SOCKOPT_QPOLICY_ID (%d) set to DCCPQ_POLICY_PRIO "
		       "(%d), read back %d %s", DCCP_SOCKOPT_QPOLICY_ID,
		       DCCPQ_POLICY_PRIO, v, e ? strerror(e) : "");

	v = -1;
	len = sizeof v;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_DCCP,
		       DCCP_SOCKOPT_GET_CUR_MPS, &v, &len);
	e = LA_ERROR(r);
	la_dccp_report(!e && len == sizeof v && v >= 0,
		       "DCCP_SOCKOPT_GET_CUR_MPS (%d): %d %s",
		       DCCP_SOCKOPT_GET_CUR_MPS, v, e ? strerror(e) : "");

	len = sizeof v;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_DCCP,
		       DCCP_SOCKOPT_PACKET_SIZE - 1, &v, &len);
	e = LA_ERROR(r);
	la_dccp_report(e == ENOPROTOOPT, "getsockopt SOL_DCCP option %d (no "
		       "option): ENOPROTOOPT expected, %s",
		       DCCP_SOCKOPT_PACKET_SIZE - 1, e ? strerror(e) : "ok");
}

static void la_dccp_checks(void)
{
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DCCP, IPPROTO_DCCP);
	e = LA_ERROR(r);
	if (e) {
		la_dccp_report(e == ESOCKTNOSUPPORT || e == EPROTONOSUPPORT ||
			       e == EAFNOSUPPORT || e == EINVAL,
			       "socket AF_INET SOCK_DCCP (%d) IPPROTO_DCCP "
			       "(%d): %s here (Linux 6.16 removed DCCP; older "
			       "kernels have it only with CONFIG_IP_DCCP): the "
			       "SOL_DCCP options are not checked", SOCK_DCCP,
			       IPPROTO_DCCP, strerror(e));
		return;
	}
	la_dccp_report(1, "socket AF_INET SOCK_DCCP IPPROTO_DCCP: fd %ld", r);
	la_dccp_options((int)r);
	close((int)r);
}

#endif
