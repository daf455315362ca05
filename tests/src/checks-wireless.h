/* The checks of <linuxabi/wireless.h> that run real system calls, by
 * number.  An AF_INET datagram socket is asked SIOCGIWNAME with a struct
 * linuxabi_iwreq: for "lo", which has no wireless handlers, the kernel's
 * wireless extensions answer EOPNOTSUPP; for a name no interface has,
 * ENODEV, which only their path gives for this request (without
 * CONFIG_WEXT_CORE the socket's own ioctl answers ENOTTY for both, an ok
 * line saying so).  Where an interface of this machine answers (a
 * wireless one), its name must be "IEEE 802.11" or another protocol's
 * name, NUL-terminated in the 16 bytes.  Nothing is changed.
 * Shared by runtime-wireless.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_wireless_checks() prints "ok - wireless: ..."
 * or "not ok - wireless: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 has no translation of the
 * wireless requests and fails them (ENOTTY), an ok line saying so. */
#ifndef LA_WIRELESS_CHECKS_H
#define LA_WIRELESS_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/syscall.h>
#include <linuxabi/wireless.h>
#include "checks.h"

#define la_wireless_report(good, ...) \
	la_report_in("wireless", (good), __VA_ARGS__)

#define LA_WIRELESS_AF_INET 2           /* AF_INET, every ABI */

/* SIOCGIWNAME for interface NAME on FD: ioctl(2)'s result; *REQ the
   struct after it */
static long la_wireless_name(int fd, const char *name,
			     struct linuxabi_iwreq *req)
{
	memset(req, 0, sizeof *req);
	strncpy(req->ifr_ifrn.ifrn_name, name,
		sizeof req->ifr_ifrn.ifrn_name - 1);
	return LA_SYSCALL(LINUXABI_SYS_ioctl, fd,
			  (unsigned long)SIOCGIWNAME, req);
}

static void la_wireless_checks(void)
{
	struct linuxabi_iwreq req;
	long r;
	int fd, e, e2;

	la_wireless_report(sizeof req == 32 &&
			   sizeof req.u == 16, "struct linuxabi_iwreq: %u "
			   "bytes, its union linuxabi_iwreq_data %u (the "
			   "kernel's: 32 and 16 on every ABI)",
			   (unsigned)sizeof req, (unsigned)sizeof req.u);
	r = LA_SYSCALL(LINUXABI_SYS_socket, LA_WIRELESS_AF_INET,
		       SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (r < 0) {
		e = LA_ERROR(r);
		la_wireless_report(e == EAFNOSUPPORT || e == EACCES ||
				   e == EPERM, "socket AF_INET SOCK_DGRAM: %s "
				   "(not run here)", strerror(e));
		return;
	}
	fd = (int)r;
	r = la_wireless_name(fd, "lo", &req);
	e = r < 0 ? LA_ERROR(r) : 0;
	if (r == 0) {
		la_wireless_report(memchr(req.u.name, '\0',
					  sizeof req.u.name) != NULL,
				   "SIOCGIWNAME %#x on \"lo\": 0, name "
				   "\"%.16s\" (a loopback with wireless "
				   "handlers?)", (unsigned)SIOCGIWNAME,
				   req.u.name);
		close(fd);
		return;
	}
	r = la_wireless_name(fd, "la-no-such-if", &req);
	e2 = r < 0 ? LA_ERROR(r) : 0;
#ifdef LA_EMULATED
	if (e == e2 && (e == ENOTTY || e == ENOSYS)) {
		la_wireless_report(1, "SIOCGIWNAME %#x: %s for \"lo\" and "
				   "a missing interface (not run here: qemu "
				   "7.2 does not translate the wireless "
				   "extensions' requests)",
				   (unsigned)SIOCGIWNAME, strerror(e));
		close(fd);
		return;
	}
#endif
	if (e == ENOTTY && e2 == ENOTTY) {
		la_wireless_report(1, "SIOCGIWNAME %#x: ENOTTY for \"lo\" "
				   "and a missing interface (not run here: a "
				   "kernel without the wireless extensions, "
				   "CONFIG_WEXT_CORE)", (unsigned)SIOCGIWNAME);
		close(fd);
		return;
	}
	la_wireless_report(e == EOPNOTSUPP, "SIOCGIWNAME %#x on \"lo\": %s "
			   "(EOPNOTSUPP: no wireless handlers)",
			   (unsigned)SIOCGIWNAME, strerror(e));
	la_wireless_report(e2 == ENODEV, "SIOCGIWNAME %#x on a missing "
			   "interface: %s (ENODEV: the wireless extensions "
			   "looked its name up)", (unsigned)SIOCGIWNAME,
			   strerror(e2));
	close(fd);
}

#endif
