/* The checks of <linuxabi/if_tun.h> that run real system calls, on
 * /dev/net/tun: TUNGETFEATURES into a uint32_t (needs no privilege: the
 * device types and IFF_NO_PI, IFF_VNET_HDR, IFF_MULTI_QUEUE must be
 * offered); then, where this process may (CAP_NET_ADMIN), TUNSETIFF of a
 * TAP device "latun%d" through struct linuxabi_ifreq with IFF_TAP |
 * IFF_NO_PI, TUNGETIFF back (the name the kernel gave, the flags),
 * TUNGETVNETHDRSZ (10 by default: a virtio_net_hdr), and a one-instruction
 * classic BPF program through TUNATTACHFILTER, read back by TUNGETFILTER
 * into a struct linuxabi_sock_fprog (its length), then TUNDETACHFILTER:
 * the three requests whose number holds this ABI's size of that struct.
 * The device is not persistent: closing the descriptor removes it.  No
 * /dev/net/tun, or no permission to open it or to make a device, is an
 * ok line naming the reason.  Shared by runtime-if_tun.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  <sys/socket.h> comes first: glibc's SOCK_* are
 * enumerators.  la_if_tun_checks() prints "ok - if_tun: ..." or
 * "not ok - if_tun: ..." lines. */
#ifndef LA_IF_TUN_CHECKS_H
#define LA_IF_TUN_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linuxabi/syscall.h>
#include <fcntl.h>
#include <linuxabi/if.h>
#include <linuxabi/if_tun.h>
#include "checks.h"

#define la_if_tun_report(good, ...) la_report_in("if_tun", (good), __VA_ARGS__)

static long la_if_tun_ioctl(int fd, unsigned long req, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

/* a TAP device on FD: TUNSETIFF and what reads it back */
static void la_if_tun_tap(int fd)
{
	struct linuxabi_ifreq ifr, got;
	struct linuxabi_sock_filter insn[1] = {
		LINUXABI_BPF_STMT(BPF_RET | BPF_K, 0xffffffffu)
	};
	struct linuxabi_sock_fprog prog, back;
	int hdrsz = -1;
	long r;

	memset(&ifr, 0, sizeof ifr);
	strcpy(ifr.ifr_ifrn.ifrn_name, "latun%d");
	ifr.ifr_ifru.ifru_flags = IFF_TAP | IFF_NO_PI;
	r = la_if_tun_ioctl(fd, TUNSETIFF, &ifr);
	if (r == -EPERM || r == -EACCES) {
		la_if_tun_report(1, "TUNSETIFF (%#x): %s here (no "
				 "CAP_NET_ADMIN): no device is made, the TAP "
				 "checks are not run", (unsigned)TUNSETIFF,
				 strerror((int)-r));
		return;
	}
	la_if_tun_report(r == 0 && strncmp(ifr.ifr_ifrn.ifrn_name, "latun",
					   5) == 0,
			 "TUNSETIFF (%#x) IFF_TAP | IFF_NO_PI (%#x) in a "
			 "%d-byte struct linuxabi_ifreq: device %.16s %s",
			 (unsigned)TUNSETIFF, (unsigned)(IFF_TAP | IFF_NO_PI),
			 (int)sizeof ifr, ifr.ifr_ifrn.ifrn_name,
			 r ? strerror((int)-r) : "");
	if (r)
		return;

	memset(&got, 0, sizeof got);
	r = la_if_tun_ioctl(fd, TUNGETIFF, &got);
	la_if_tun_report(r == 0 && strcmp(got.ifr_ifrn.ifrn_name,
					  ifr.ifr_ifrn.ifrn_name) == 0 &&
			 (got.ifr_ifru.ifru_flags & TUN_TYPE_MASK) == IFF_TAP &&
			 (got.ifr_ifru.ifru_flags & IFF_NO_PI) &&
			 !(got.ifr_ifru.ifru_flags & IFF_PERSIST),
			 "TUNGETIFF (%#x): %.16s, flags %#x (IFF_TAP, "
			 "IFF_NO_PI, not IFF_PERSIST) %s", (unsigned)TUNGETIFF,
			 got.ifr_ifrn.ifrn_name,
			 (unsigned)(uint16_t)got.ifr_ifru.ifru_flags,
			 r ? strerror((int)-r) : "");

	r = la_if_tun_ioctl(fd, TUNGETVNETHDRSZ, &hdrsz);
	la_if_tun_report(r == 0 && hdrsz == 10,
			 "TUNGETVNETHDRSZ (%#x): %d (a 10-byte virtio_net_hdr) "
			 "%s", (unsigned)TUNGETVNETHDRSZ, hdrsz,
			 r ? strerror((int)-r) : "");

	memset(&prog, 0, sizeof prog);
	prog.len = 1;
	prog.filter = insn;
	r = la_if_tun_ioctl(fd, TUNATTACHFILTER, &prog);
#ifdef LA_QEMU
	if (r == -ENOSYS) {
		la_if_tun_report(1, "qemu does not implement TUNATTACHFILTER "
				 "(ENOSYS): TUNATTACHFILTER, TUNGETFILTER and "
				 "TUNDETACHFILTER are not checked here");
		return;
	}
#endif
	memset(&back, 0, sizeof back);
	if (r == 0)
		r = la_if_tun_ioctl(fd, TUNGETFILTER, &back);
	la_if_tun_report(r == 0 && back.len == 1,
			 "TUNATTACHFILTER (%#x), TUNGETFILTER (%#x) with a "
			 "%d-byte struct linuxabi_sock_fprog: a %u-instruction "
			 "program back %s", (unsigned)TUNATTACHFILTER,
			 (unsigned)TUNGETFILTER, (int)sizeof prog,
			 (unsigned)back.len, r ? strerror((int)-r) : "");
	r = la_if_tun_ioctl(fd, TUNDETACHFILTER, &prog);
	la_if_tun_report(r == 0, "TUNDETACHFILTER (%#x) %s",
			 (unsigned)TUNDETACHFILTER, r ? strerror((int)-r) : "");
}

static void la_if_tun_checks(void)
{
	uint32_t features = 0, want;
	int fd, e;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/net/tun",
		       O_RDWR | O_CLOEXEC);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENODEV || e == ENXIO || e == EACCES ||
	    e == EPERM) {
		la_if_tun_report(1, "open /dev/net/tun: %s here: the TUN "
				 "checks are not run", strerror(e));
		return;
	}
	la_if_tun_report(!e, "open /dev/net/tun: fd %ld %s", r,
			 e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	want = IFF_TUN | IFF_TAP | IFF_NO_PI | IFF_VNET_HDR | IFF_MULTI_QUEUE;
	r = la_if_tun_ioctl(fd, TUNGETFEATURES, &features);
	la_if_tun_report(r == 0 && (features & want) == want &&
			 !(features & ~0xffffu),
			 "TUNGETFEATURES (%#x) into a uint32_t: %#x, with "
			 "IFF_TUN, IFF_TAP, IFF_NO_PI, IFF_VNET_HDR, "
			 "IFF_MULTI_QUEUE (%#x) %s", (unsigned)TUNGETFEATURES,
			 (unsigned)features, (unsigned)want,
			 r ? strerror((int)-r) : "");

	la_if_tun_tap(fd);
	close(fd);
}

#endif
