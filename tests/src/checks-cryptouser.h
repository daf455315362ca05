/* The checks of <linuxabi/cryptouser.h> that run real system calls, by
 * number: a NETLINK_CRYPTO socket sends CRYPTO_MSG_GETALG for "sha256"
 * as a struct linuxabi_crypto_user_alg; the answer, of the same type,
 * is that struct (cru_name "sha256") followed by attributes: a 4-byte
 * CRYPTOCFGA_PRIORITY_VAL and a CRYPTOCFGA_REPORT_HASH of sizeof struct
 * linuxabi_crypto_report_hash whose digestsize is 32 and blocksize 64.
 * Where the protocol is not here (a kernel without CONFIG_CRYPTO_USER:
 * EPROTONOSUPPORT), refused (EPERM, EACCES) or sha256 is not registered
 * (ENOENT), an ok line says so.  Nothing is changed.
 * Shared by runtime-cryptouser.c (the host) and emulated.c.  Before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_cryptouser_checks() prints "ok - cryptouser: ..."
 * or "not ok - cryptouser: ..." lines.
 * LA_EMULATED (qemu user-mode): qemu 7.2 fails socket(2) for
 * NETLINK_CRYPTO with EPROTONOSUPPORT, which prints as ok, with the
 * reason. */
#ifndef LA_CRYPTOUSER_CHECKS_H
#define LA_CRYPTOUSER_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/cryptouser.h>
#include <linuxabi/netlink.h>
#include <linuxabi/syscall.h>
#include "checks.h"
#include "checks-nl.h"

#define la_cryptouser_report(good, ...) \
	la_report_in("cryptouser", (good), __VA_ARGS__)

#ifdef LA_EMULATED
#define LA_CU_ABSENT " (not run here: qemu user-mode passes on only " \
	"NETLINK_ROUTE, NETLINK_KOBJECT_UEVENT and NETLINK_AUDIT sockets)"
#else
#define LA_CU_ABSENT " (not run here: a kernel without CONFIG_CRYPTO_USER, " \
	"or the protocol refused to this process)"
#endif

/* the reply is read into this, 4-byte aligned */
static uint32_t la_cu_buf[2048];

/* CRYPTO_MSG_GETALG "sha256" on FD */
static void la_cu_getalg(int fd)
{
	static const char name[] = "sha256";
	uint32_t msg[(NLMSG_HDRLEN + sizeof(struct linuxabi_crypto_user_alg))
		     / 4];
	unsigned char *m = (unsigned char *)msg;
	unsigned char *buf = (unsigned char *)la_cu_buf;
	const unsigned char *attrs, *prio, *rep;
	struct linuxabi_nlmsghdr h;
	struct linuxabi_nlmsgerr err;
	struct linuxabi_crypto_user_alg alg;
	struct linuxabi_crypto_report_hash hash;
	struct linuxabi_sockaddr_nl kernel;
	uint32_t alen, plen = 0, rlen = 0, priority = 0;
	long r;

	memset(msg, 0, sizeof msg);
	memset(&alg, 0, sizeof alg);
	memcpy(alg.cru_name, name, sizeof name);
	h.nlmsg_len = LINUXABI_NLMSG_LENGTH(sizeof alg);
	h.nlmsg_type = CRYPTO_MSG_GETALG;
	h.nlmsg_flags = NLM_F_REQUEST;
	h.nlmsg_seq = 95;
	h.nlmsg_pid = 0;
	memcpy(m, &h, sizeof h);
	memcpy(m + NLMSG_HDRLEN, &alg, sizeof alg);
	memset(&kernel, 0, sizeof kernel);
	kernel.nl_family = LA_NL_AF_NETLINK;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, fd, msg,
		       (unsigned long)h.nlmsg_len, 0, &kernel,
		       (unsigned long)sizeof kernel);
	if (r >= 0)
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fd, buf,
			       (unsigned long)sizeof la_cu_buf, 0, NULL, NULL);
	if (r < (long)NLMSG_HDRLEN) {
		la_cryptouser_report(0, "CRYPTO_MSG_GETALG \"sha256\": %ld "
				     "(errno %d)", r, LA_ERROR(r));
		return;
	}
	memcpy(&h, buf, sizeof h);
	if (h.nlmsg_type == NLMSG_ERROR &&
	    r >= (long)(NLMSG_HDRLEN + sizeof err)) {
		memcpy(&err, buf + NLMSG_HDRLEN, sizeof err);
		la_cryptouser_report(h.nlmsg_seq == 95 &&
				     (err.error == -ENOENT ||
				      err.error == -EPERM ||
				      err.error == -EACCES),
				     "CRYPTO_MSG_GETALG \"sha256\": error %d, "
				     "seq %u%s", (int)err.error,
				     (unsigned)h.nlmsg_seq,
				     err.error == -ENOENT ? " (ENOENT: no "
				     "sha256 registered on this kernel; the "
				     "reply's structs not checked)" :
				     err.error == -EPERM ||
				     err.error == -EACCES ? " (refused to "
				     "this process; the reply's structs not "
				     "checked)" : "");
		return;
	}
	if (h.nlmsg_len > (uint32_t)r ||
	    h.nlmsg_len < NLMSG_HDRLEN + sizeof alg) {
		la_cryptouser_report(0, "CRYPTO_MSG_GETALG \"sha256\": a reply "
				     "of type %#x, %u bytes (%ld read)",
				     (unsigned)h.nlmsg_type,
				     (unsigned)h.nlmsg_len, r);
		return;
	}
	memcpy(&alg, buf + NLMSG_HDRLEN, sizeof alg);
	la_cryptouser_report(h.nlmsg_type == CRYPTO_MSG_GETALG &&
			     h.nlmsg_seq == 95 &&
			     !memcmp(alg.cru_name, name, sizeof name) &&
			     alg.cru_driver_name[0] != 0 &&
			     alg.cru_module_name[0] != 0,
			     "CRYPTO_MSG_GETALG \"sha256\": type %#x "
			     "(CRYPTO_MSG_GETALG %#x), cru_name \"%.64s\", "
			     "cru_driver_name \"%.64s\", cru_module_name "
			     "\"%.64s\", cru_type %#x, cru_refcnt %u",
			     (unsigned)h.nlmsg_type, CRYPTO_MSG_GETALG,
			     alg.cru_name, alg.cru_driver_name,
			     alg.cru_module_name, (unsigned)alg.cru_type,
			     (unsigned)alg.cru_refcnt);
	attrs = buf + NLMSG_HDRLEN + LINUXABI_NLMSG_ALIGN(sizeof alg);
	alen = h.nlmsg_len - NLMSG_HDRLEN - LINUXABI_NLMSG_ALIGN(sizeof alg);
	prio = la_nl_attr(attrs, alen, CRYPTOCFGA_PRIORITY_VAL, &plen);
	if (prio && plen == 4)
		memcpy(&priority, prio, 4);
	rep = la_nl_attr(attrs, alen, CRYPTOCFGA_REPORT_HASH, &rlen);
	memset(&hash, 0, sizeof hash);
	if (rep)
		memcpy(&hash, rep, rlen < sizeof hash ? rlen : sizeof hash);
	la_cryptouser_report(prio && plen == 4 && rep &&
			     rlen == sizeof hash && hash.digestsize == 32 &&
			     hash.blocksize == 64,
			     "CRYPTOCFGA_PRIORITY_VAL %u (%u bytes), "
			     "CRYPTOCFGA_REPORT_HASH of %u bytes (sizeof "
			     "(struct linuxabi_crypto_report_hash) %u): type "
			     "\"%.64s\", blocksize %u, digestsize %u",
			     (unsigned)priority, (unsigned)plen,
			     (unsigned)rlen, (unsigned)sizeof hash, hash.type,
			     (unsigned)hash.blocksize,
			     (unsigned)hash.digestsize);
}

static void la_cryptouser_checks(void)
{
	int fd;

	fd = la_nl_socket("cryptouser", NETLINK_CRYPTO, "NETLINK_CRYPTO",
			  LA_CU_ABSENT, NULL);
	if (fd < 0)
		return;
	la_cu_getalg(fd);
	close(fd);
}

#endif
