/* The checks of <linuxabi/ethtool.h> that run real system calls: the
 * SIOCETHTOOL ioctl(2) on an AF_INET datagram socket, about the loopback
 * interface "lo", through struct linuxabi_ifreq (<linuxabi/if.h>) whose
 * ifr_ifru.ifru_data points at this header's structs:
 *   - ETHTOOL_GDRVINFO into struct linuxabi_ethtool_drvinfo: lo has no
 *     driver information on most kernels (no get_drvinfo and no parent
 *     device: EOPNOTSUPP, an ok line that says so); where it answers, cmd
 *     comes back and driver is a string;
 *   - ETHTOOL_GLINK into struct linuxabi_ethtool_value: lo's link is up (1);
 *   - ETHTOOL_GET_TS_INFO into struct linuxabi_ethtool_ts_info: lo does
 *     software time stamping and has no PTP clock (phc_index -1 at
 *     offset 8);
 *   - ETHTOOL_GSSET_INFO with 1 << ETH_SS_FEATURES in the 64-bit sset_mask
 *     of struct linuxabi_ethtool_sset_info: the core answers for every
 *     device, the mask back and one count after the 16-byte fixed part;
 *   - ETHTOOL_GFEATURES: struct linuxabi_ethtool_gfeatures with room for
 *     that many bits in struct linuxabi_ethtool_get_features_block
 *     entries: size comes back as the blocks the kernel filled (one a
 *     32 feature bits), lo's first block with some features active.
 * A wrong layout shows as a wrong answer (a field read at the wrong
 * offset) or EFAULT.  Where the machine has no lo, an ok line says so;
 * under qemu (LA_QEMU), a qemu that does not pass SIOCETHTOOL through
 * (ENOTTY, ENOSYS, EINVAL) is an ok line naming the reason.  Shared by
 * runtime-ethtool.c (the host) and emulated.c; before including, a
 * program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_ethtool_checks() prints "ok - ethtool: ..." or "not ok - ethtool:
 * ..." lines. */
#ifndef LA_ETHTOOL_CHECKS_H
#define LA_ETHTOOL_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include <linuxabi/if.h>
#include <linuxabi/ethtool.h>
#include "checks.h"

#define la_ethtool_report(good, ...) la_report_in("ethtool", (good), __VA_ARGS__)

/* SIOCETHTOOL on FD for lo with DATA; -errno on failure, else 0 */
static int la_ethtool_ioctl(int fd, void *data)
{
	struct linuxabi_ifreq ifr;
	long r;

	memset(&ifr, 0, sizeof ifr);
	strncpy(ifr.ifr_ifrn.ifrn_name, "lo", IFNAMSIZ - 1);
	ifr.ifr_ifru.ifru_data = data;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, SIOCETHTOOL, &ifr);
	return LA_ERROR(r) ? -LA_ERROR(r) : 0;
}

/* qemu without SIOCETHTOOL: report it and stop (1), or go on (0) */
static int la_ethtool_unemulated(int e)
{
#ifdef LA_QEMU
	if (e == -ENOTTY || e == -ENOSYS || e == -EINVAL) {
		la_ethtool_report(1, "qemu does not pass SIOCETHTOOL (%#x) "
				  "through (%s): the ethtool commands are not "
				  "checked here", (unsigned)SIOCETHTOOL,
				  strerror(-e));
		return 1;
	}
#else
	(void)e;
#endif
	return 0;
}

static void la_ethtool_checks(void)
{
	struct linuxabi_ethtool_drvinfo di;
	struct linuxabi_ethtool_value v;
	struct linuxabi_ethtool_ts_info ts;
	struct {
		struct linuxabi_ethtool_sset_info h;
		uint32_t data[1];
	} ss;
	struct {
		struct linuxabi_ethtool_gfeatures h;
		struct linuxabi_ethtool_get_features_block b[64];
	} gf;
	uint32_t nfeat = 0, want;
	int fd, e;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_DGRAM, 0);
	e = LA_ERROR(r);
	la_ethtool_report(!e, "socket AF_INET SOCK_DGRAM for SIOCETHTOOL: "
			  "fd %ld %s", r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&v, 0, sizeof v);
	v.cmd = ETHTOOL_GLINK;
	e = la_ethtool_ioctl(fd, &v);
	if (e == -ENODEV) {
		la_ethtool_report(1, "no interface lo here (SIOCETHTOOL: "
				  "ENODEV): the ethtool commands are not "
				  "checked");
		close(fd);
		return;
	}
	if (la_ethtool_unemulated(e)) {
		close(fd);
		return;
	}
	la_ethtool_report(!e && v.cmd == ETHTOOL_GLINK && v.data == 1,
			  "SIOCETHTOOL (%#x) ETHTOOL_GLINK (%#x) of lo into an "
			  "%d-byte struct linuxabi_ethtool_value: cmd %#x, "
			  "link %u (up) %s", (unsigned)SIOCETHTOOL,
			  (unsigned)ETHTOOL_GLINK, (int)sizeof v,
			  (unsigned)v.cmd, (unsigned)v.data,
			  e ? strerror(-e) : "");

	memset(&di, 0x55, sizeof di);
	di.cmd = ETHTOOL_GDRVINFO;
	e = la_ethtool_ioctl(fd, &di);
	if (e == -EOPNOTSUPP)
		la_ethtool_report(1, "ETHTOOL_GDRVINFO (%#x) of lo: "
				  "EOPNOTSUPP, as documented for a device "
				  "without driver information (lo on most "
				  "kernels): struct linuxabi_ethtool_drvinfo "
				  "(%d bytes) is not filled here",
				  (unsigned)ETHTOOL_GDRVINFO, (int)sizeof di);
	else
		la_ethtool_report(!e && di.cmd == ETHTOOL_GDRVINFO &&
				  memchr(di.driver, 0, sizeof di.driver) &&
				  memchr(di.bus_info, 0, sizeof di.bus_info),
				  "ETHTOOL_GDRVINFO (%#x) of lo into a %d-byte "
				  "struct linuxabi_ethtool_drvinfo: driver "
				  "\"%.32s\", %u stats %s",
				  (unsigned)ETHTOOL_GDRVINFO, (int)sizeof di,
				  di.driver, (unsigned)di.n_stats,
				  e ? strerror(-e) : "");

	memset(&ts, 0x55, sizeof ts);
	ts.cmd = ETHTOOL_GET_TS_INFO;
	e = la_ethtool_ioctl(fd, &ts);
	la_ethtool_report(!e && ts.cmd == ETHTOOL_GET_TS_INFO &&
			  ts.phc_index == -1 && ts.so_timestamping != 0 &&
			  ts.so_timestamping != 0x55555555u,
			  "ETHTOOL_GET_TS_INFO (%#x) of lo into a %d-byte "
			  "struct linuxabi_ethtool_ts_info: so_timestamping "
			  "%#x, phc_index %d (no PTP clock: -1) %s",
			  (unsigned)ETHTOOL_GET_TS_INFO, (int)sizeof ts,
			  (unsigned)ts.so_timestamping, (int)ts.phc_index,
			  e ? strerror(-e) : "");

	memset(&ss, 0, sizeof ss);
	ss.h.cmd = ETHTOOL_GSSET_INFO;
	ss.h.sset_mask = (uint64_t)1 << ETH_SS_FEATURES;
	e = la_ethtool_ioctl(fd, &ss);
	if (!e)
		nfeat = ss.data[0];
	la_ethtool_report(!e && ss.h.sset_mask ==
			  (uint64_t)1 << ETH_SS_FEATURES && nfeat > 0 &&
			  nfeat <= 64 * 32,
			  "ETHTOOL_GSSET_INFO (%#x) of ETH_SS_FEATURES (%d) "
			  "with a %d-byte struct linuxabi_ethtool_sset_info: "
			  "mask %#llx, %u feature strings %s",
			  (unsigned)ETHTOOL_GSSET_INFO, ETH_SS_FEATURES,
			  (int)sizeof ss.h, (unsigned long long)ss.h.sset_mask,
			  (unsigned)nfeat, e ? strerror(-e) : "");
	if (nfeat == 0 || nfeat > 64 * 32) {
		close(fd);
		return;
	}

	want = (nfeat + 31) / 32;
	memset(&gf, 0, sizeof gf);
	gf.h.cmd = ETHTOOL_GFEATURES;
	gf.h.size = 64;
	e = la_ethtool_ioctl(fd, &gf);
	la_ethtool_report(!e && gf.h.cmd == ETHTOOL_GFEATURES &&
			  gf.h.size == want && gf.b[0].active != 0,
			  "ETHTOOL_GFEATURES (%#x) of lo: %u blocks of %d-byte "
			  "struct linuxabi_ethtool_get_features_block (%u bits"
			  "), first active %#x %s", (unsigned)ETHTOOL_GFEATURES,
			  (unsigned)gf.h.size, (int)sizeof gf.b[0],
			  (unsigned)nfeat, (unsigned)gf.b[0].active,
			  e ? strerror(-e) : "");
	close(fd);
}

#endif
