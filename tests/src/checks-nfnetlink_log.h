/* The checks of <linuxabi/nfnetlink_log.h> that run real system calls,
 * by number: a NETLINK_NETFILTER socket binds log group LA_NFUL_GROUP
 * with NFULNL_MSG_CONFIG (NFULA_CFG_CMD NFULNL_CFG_CMD_BIND, in struct
 * linuxabi_nfulnl_msg_config_cmd, and NFULA_CFG_MODE, the packed struct
 * linuxabi_nfulnl_msg_config_mode: NFULNL_COPY_PACKET, 1234 bytes), reads
 * the group's line in /proc/net/netfilter/nfnetlink_log (its number, port
 * id, copy mode and range) and unbinds it (NFULNL_CFG_CMD_UNBIND); each
 * request with NLM_F_ACK is acknowledged with error 0.  No rule logs to
 * the group, so nothing else changes.  EPERM without CAP_NET_ADMIN is an
 * ok line, and so is EOPNOTSUPP or EINVAL, a kernel without
 * nfnetlink_log (nfnetlink finds no NFNL_SUBSYS_ULOG).
 * Shared by runtime.c (the host) and emulated.c (through checks-all.h).
 * Before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_nfnetlink_log_checks() prints
 * "ok - nfnetlink_log: ..." or "not ok - nfnetlink_log: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_NETFILTER with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_NFNETLINK_LOG_CHECKS_H
#define LA_NFNETLINK_LOG_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/netfilter.h>
#include <linuxabi/netlink.h>
#include <linuxabi/nfnetlink.h>
#include <linuxabi/nfnetlink_log.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"
#include "checks-nfnetlink.h"
#include "checks-nfnetlink_queue.h"

#define la_nful_report(good, ...) \
	la_report_in("nfnetlink_log", (good), __VA_ARGS__)

#define LA_NFUL_GROUP 48611u    /* a log group nothing else uses */

static inline void la_nful_group(int fd, uint32_t port)
{
	const uint16_t type = (NFNL_SUBSYS_ULOG << 8) | NFULNL_MSG_CONFIG;
	struct linuxabi_nfulnl_msg_config_cmd cmd;
	struct linuxabi_nfulnl_msg_config_mode mode;
	uint32_t attrs[8];
	uint32_t n = 0;
	unsigned pport = 0, cmode = 0, range = 0;
	int e, found;

	cmd.command = NFULNL_CFG_CMD_BIND;
	memset(&mode, 0, sizeof mode);
	mode.copy_range[2] = 1234 >> 8;         /* big-endian */
	mode.copy_range[3] = 1234 & 0xff;
	mode.copy_mode = NFULNL_COPY_PACKET;
	memset(attrs, 0, sizeof attrs);
	la_nfnl_put((unsigned char *)attrs, &n, NFULA_CFG_CMD, &cmd,
		    sizeof cmd);
	la_nfnl_put((unsigned char *)attrs, &n, NFULA_CFG_MODE, &mode,
		    sizeof mode);
	la_nful_report(sizeof cmd == 1 && sizeof mode == 6 && n == 20,
		       "NFULA_CFG_CMD (%u byte) and NFULA_CFG_MODE (%u, "
		       "packed) take %u bytes of attributes (20)",
		       (unsigned)sizeof cmd, (unsigned)sizeof mode,
		       (unsigned)n);
	e = la_nfnl_config("nfnetlink_log", fd, port, type, LA_NFUL_GROUP,
			   61, attrs, n, "NFULNL_MSG_CONFIG NFULNL_CFG_CMD_BIND");
	if (e == 1)
		return;
	if (e) {
		la_nful_report(la_nfnl_config_absent(e), "NFULNL_MSG_CONFIG "
			       "NFULNL_CFG_CMD_BIND group %u: error %d%s",
			       LA_NFUL_GROUP, e, e == -EPERM ? " (EPERM: no "
			       "CAP_NET_ADMIN here)" : la_nfnl_config_absent(e)
			       ? " (no nfnetlink_log in this kernel)" : "");
		return;
	}
	la_nful_report(1, "NFULNL_MSG_CONFIG NFULNL_CFG_CMD_BIND group %u "
		       "with NFULNL_COPY_PACKET of 1234 bytes: acknowledged, "
		       "error 0", LA_NFUL_GROUP);
	found = la_nfnl_proc("/proc/net/netfilter/nfnetlink_log",
			     LA_NFUL_GROUP, &pport, &cmode, &range);
	if (found < 0)
		la_nful_report(1, "/proc/net/netfilter/nfnetlink_log: %s (not "
			       "checked here: no /proc/net/netfilter)",
			       strerror(errno));
	else
		la_nful_report(found && pport == port &&
			       cmode == NFULNL_COPY_PACKET && range == 1234,
			       "/proc/net/netfilter/nfnetlink_log: group %u "
			       "%s, port %u (%u), copy mode %u "
			       "(NFULNL_COPY_PACKET %d), range %u (1234)",
			       LA_NFUL_GROUP, found ? "there" : "not there",
			       pport, (unsigned)port, cmode,
			       NFULNL_COPY_PACKET, range);
	n = 0;
	cmd.command = NFULNL_CFG_CMD_UNBIND;
	la_nfnl_put((unsigned char *)attrs, &n, NFULA_CFG_CMD, &cmd,
		    sizeof cmd);
	e = la_nfnl_config("nfnetlink_log", fd, port, type, LA_NFUL_GROUP,
			   62, attrs, n,
			   "NFULNL_MSG_CONFIG NFULNL_CFG_CMD_UNBIND");
	if (e != 1)
		la_nful_report(e == 0, "NFULNL_MSG_CONFIG NFULNL_CFG_CMD_UNBIND "
			       "group %u: error %d", LA_NFUL_GROUP, e);
}

static inline void la_nfnetlink_log_checks(void)
{
	uint32_t port = 0;
	int fd;

	fd = la_nl_socket("nfnetlink_log", NETLINK_NETFILTER,
			  "NETLINK_NETFILTER", LA_NFNL_ABSENT, &port);
	if (fd < 0)
		return;
	la_nful_group(fd, port);
	close(fd);
}

#endif
