/* The checks of <linuxabi/if_alg.h> that run real system calls: an
 * AF_ALG socket bound through a struct linuxabi_sockaddr_alg to the hash
 * "sha256", an operation socket from accept(2), "abc" sent and the
 * digest read back, compared with the known SHA-256 of "abc"; a wrong
 * sockaddr_alg layout shows as ENOENT (the name read at the wrong
 * offset) or EINVAL.  A kernel without AF_ALG (EAFNOSUPPORT) or without
 * sha256 (ENOENT) is an ok line naming the reason.  Shared by
 * runtime-if_alg.c; before including, a program may define LA_SYSCALL
 * and LA_ERROR (as for syscall-checks.h).  la_if_alg_checks() prints
 * "ok - if_alg: ..." or "not ok - if_alg: ..." lines. */
#ifndef LA_IF_ALG_CHECKS_H
#define LA_IF_ALG_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include <linuxabi/if_alg.h>
#include "checks.h"

#define la_if_alg_report(good, ...) la_report_in("if_alg", (good), __VA_ARGS__)

static void la_if_alg_checks(void)
{
	static const unsigned char want[32] = {
		0xba, 0x78, 0x16, 0xbf, 0x8f, 0x01, 0xcf, 0xea,
		0x41, 0x41, 0x40, 0xde, 0x5d, 0xae, 0x22, 0x23,
		0xb0, 0x03, 0x61, 0xa3, 0x96, 0x17, 0x7a, 0x9c,
		0xb4, 0x10, 0xff, 0x61, 0xf2, 0x00, 0x15, 0xad
	};
	struct linuxabi_sockaddr_alg sa;
	unsigned char got[32];
	int fd, op, e;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_ALG, SOCK_SEQPACKET, 0);
	e = LA_ERROR(r);
	if (e == EAFNOSUPPORT) {
		la_if_alg_report(1, "socket AF_ALG (%d): %s here (a kernel "
				 "without CONFIG_CRYPTO_USER_API): the AF_ALG "
				 "checks are not run", AF_ALG, strerror(e));
		return;
	}
	la_if_alg_report(!e, "socket AF_ALG (%d) SOCK_SEQPACKET: fd %ld %s",
			 AF_ALG, r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&sa, 0, sizeof sa);
	sa.salg_family = AF_ALG;
	memcpy(sa.salg_type, "hash", 5);
	memcpy(sa.salg_name, "sha256", 7);
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &sa, sizeof sa);
	e = LA_ERROR(r);
	if (e == ENOENT) {
		la_if_alg_report(1, "bind AF_ALG hash sha256: %s here (no "
				 "sha256 in this kernel, or no hash "
				 "interface): the digest is not checked",
				 strerror(e));
		close(fd);
		return;
	}
	la_if_alg_report(!e, "bind with a %d-byte struct "
			 "linuxabi_sockaddr_alg: type \"hash\" (at %d), name "
			 "\"sha256\" (at %d) %s", (int)sizeof sa,
			 (int)((char *)sa.salg_type - (char *)&sa),
			 (int)((char *)sa.salg_name - (char *)&sa),
			 e ? strerror(e) : "");
	if (e) {
		close(fd);
		return;
	}

	r = LA_SYSCALL(LINUXABI_SYS_accept4, fd, 0, 0, 0);
	e = LA_ERROR(r);
	la_if_alg_report(!e, "accept4 on the bound socket: operation fd %ld "
			 "%s", r, e ? strerror(e) : "");
	if (e) {
		close(fd);
		return;
	}
	op = (int)r;
	r = LA_SYSCALL(LINUXABI_SYS_sendto, op, "abc", 3, 0, 0, 0);
	e = LA_ERROR(r);
	memset(got, 0, sizeof got);
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_recvfrom, op, got, sizeof got, 0,
			       0, 0);
		e = LA_ERROR(r);
	}
	la_if_alg_report(!e && r == 32 && memcmp(got, want, 32) == 0,
			 "sha256(\"abc\") through the operation socket: %ld "
			 "bytes, %02x%02x%02x%02x...%02x%02x (want "
			 "ba7816bf...15ad) %s", r, got[0], got[1], got[2],
			 got[3], got[30], got[31], e ? strerror(e) : "");
	close(op);
	close(fd);
}

#endif
