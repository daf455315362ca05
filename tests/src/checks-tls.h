/* The checks of <linuxabi/tls.h> that run real system calls, by number:
 * a TCP pair on 127.0.0.1, the upper layer "tls" set on both ends
 * (setsockopt SOL_TCP TCP_ULP), a struct
 * linuxabi_tls12_crypto_info_aes_gcm_128 given as TLS_TX to one end and
 * as TLS_RX to the other, getsockopt(TLS_TX) returning its 40 bytes with
 * the same version and cipher, then a record sent and read back as
 * plaintext.  A kernel without the tls module (TCP_ULP answers ENOENT)
 * or without the cipher is an ok line naming the reason.  Shared by
 * runtime-tls.c.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_tls_checks() prints
 * "ok - tls: ..." or "not ok - tls: ..." lines. */
#ifndef LA_TLS_CHECKS_H
#define LA_TLS_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>

#include <linuxabi/in.h>
#include <linuxabi/socket.h>
#include <linuxabi/syscall.h>
#include <linuxabi/tcp.h>
#include <linuxabi/tls.h>
#include "checks.h"

#define la_tls_report(good, ...) la_report_in("tls", (good), __VA_ARGS__)

/* a connected TCP pair over loopback in fds[0] (client) and fds[1]
   (accepted); 0 or an errno */
static int la_tls_pair(int fds[2])
{
	static const uint8_t lo[4] = { 127, 0, 0, 1 };
	struct linuxabi_sockaddr_in sa;
	uint32_t len = sizeof sa;
	long l, c, a;
	int e;

	l = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_STREAM, 0);
	if ((e = LA_ERROR(l)))
		return e;
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	memcpy(&sa.sin_addr.s_addr, lo, 4);   /* 127.0.0.1 */
	if ((e = LA_ERROR(LA_SYSCALL(LINUXABI_SYS_bind, l, &sa,
				     (unsigned long)sizeof sa))) ||
	    (e = LA_ERROR(LA_SYSCALL(LINUXABI_SYS_listen, l, 1))) ||
	    (e = LA_ERROR(LA_SYSCALL(LINUXABI_SYS_getsockname, l, &sa,
				     &len)))) {
		close((int)l);
		return e;
	}
	c = LA_SYSCALL(LINUXABI_SYS_socket, AF_INET, SOCK_STREAM, 0);
	if ((e = LA_ERROR(c))) {
		close((int)l);
		return e;
	}
	if ((e = LA_ERROR(LA_SYSCALL(LINUXABI_SYS_connect, c, &sa,
				     (unsigned long)sizeof sa)))) {
		close((int)c);
		close((int)l);
		return e;
	}
	a = LA_SYSCALL(LINUXABI_SYS_accept4, l, 0, 0, 0);
	close((int)l);
	if ((e = LA_ERROR(a))) {
		close((int)c);
		return e;
	}
	fds[0] = (int)c;
	fds[1] = (int)a;
	return 0;
}

static void la_tls_checks(void)
{
	struct linuxabi_tls12_crypto_info_aes_gcm_128 ci, got;
	uint32_t len = sizeof got;
	char buf[16];
	int fds[2], e, i;
	long r;

	e = la_tls_pair(fds);
	la_tls_report(!e, "a TCP pair on 127.0.0.1 %s", e ? strerror(e) : "");
	if (e)
		return;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fds[0], SOL_TCP, TCP_ULP,
		       "tls", 4UL);
	e = LA_ERROR(r);
	if (e == ENOENT || e == EOPNOTSUPP || e == ENOPROTOOPT) {
		la_tls_report(1, "setsockopt SOL_TCP TCP_ULP \"tls\": %s here "
			      "(a kernel without CONFIG_TLS or its module): "
			      "the kernel TLS checks are not run", strerror(e));
		goto out;
	}
	la_tls_report(!e, "setsockopt SOL_TCP TCP_ULP \"tls\" on the client "
		      "%s", e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fds[1], SOL_TCP, TCP_ULP,
		       "tls", 4UL);
	e = e ? e : LA_ERROR(r);
	la_tls_report(!e, "setsockopt SOL_TCP TCP_ULP \"tls\" on the "
		      "server %s", e ? strerror(e) : "");
	if (e)
		goto out;

	memset(&ci, 0, sizeof ci);
	ci.info.version = TLS_1_2_VERSION;
	ci.info.cipher_type = TLS_CIPHER_AES_GCM_128;
	for (i = 0; i < TLS_CIPHER_AES_GCM_128_KEY_SIZE; i++)
		ci.key[i] = (uint8_t)(i * 7 + 1);
	for (i = 0; i < TLS_CIPHER_AES_GCM_128_SALT_SIZE; i++)
		ci.salt[i] = (uint8_t)(0xa0 + i);
	for (i = 0; i < TLS_CIPHER_AES_GCM_128_IV_SIZE; i++)
		ci.iv[i] = (uint8_t)(0x10 + i);
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fds[0], SOL_TLS, TLS_TX,
		       &ci, (unsigned long)sizeof ci);
	e = LA_ERROR(r);
	if (e == ENOENT || e == ENOPKG) {
		la_tls_report(1, "setsockopt SOL_TLS TLS_TX aes-gcm-128: %s "
			      "here (no gcm(aes) in this kernel's crypto): "
			      "not run", strerror(e));
		goto out;
	}
	la_tls_report(!e, "setsockopt SOL_TLS TLS_TX with a %d-byte struct "
		      "linuxabi_tls12_crypto_info_aes_gcm_128, TLS_1_2_VERSION "
		      "%#x, TLS_CIPHER_AES_GCM_128 %d %s", (int)sizeof ci,
		      TLS_1_2_VERSION, TLS_CIPHER_AES_GCM_128,
		      e ? strerror(e) : "");
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fds[1], SOL_TLS, TLS_RX,
		       &ci, (unsigned long)sizeof ci);
	e = LA_ERROR(r);
	la_tls_report(!e, "setsockopt SOL_TLS TLS_RX with the same keys %s",
		      e ? strerror(e) : "");

	memset(&got, 0xff, sizeof got);
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fds[0], SOL_TLS, TLS_TX,
		       &got, &len);
	e = LA_ERROR(r);
	la_tls_report(!e && len == sizeof got &&
		      got.info.version == TLS_1_2_VERSION &&
		      got.info.cipher_type == TLS_CIPHER_AES_GCM_128 &&
		      !memcmp(got.key, ci.key, sizeof ci.key) &&
		      !memcmp(got.salt, ci.salt, sizeof ci.salt) &&
		      !memcmp(got.iv, ci.iv, sizeof ci.iv),
		      "getsockopt SOL_TLS TLS_TX: %u bytes, version %#x, "
		      "cipher %u, the key, salt and iv given %s",
		      (unsigned)len, got.info.version, got.info.cipher_type,
		      e ? strerror(e) : "");

	r = LA_SYSCALL(LINUXABI_SYS_sendto, fds[0], "kernel tls", 10UL, 0,
		       0, 0);
	e = LA_ERROR(r);
	la_tls_report(r == 10, "send 10 bytes as a TLS record: %ld %s", r,
		      e ? strerror(e) : "");
	memset(buf, 0, sizeof buf);
	r = LA_SYSCALL(LINUXABI_SYS_recvfrom, fds[1], buf, sizeof buf, 0,
		       0, 0);
	e = LA_ERROR(r);
	la_tls_report(r == 10 && !memcmp(buf, "kernel tls", 10),
		      "the TLS_RX end reads them back decrypted: %ld \"%.10s\" "
		      "%s", r, buf, e ? strerror(e) : "");
out:
	close(fds[0]);
	close(fds[1]);
}

#endif
