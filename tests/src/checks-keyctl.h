/* The checks of <linuxabi/keyctl.h> that run real system calls: add_key(2)
 * of a "user" key into KEY_SPEC_PROCESS_KEYRING, KEYCTL_GET_KEYRING_ID of
 * that special id, KEYCTL_READ of the payload, KEYCTL_DESCRIBE,
 * KEYCTL_CAPABILITIES into a buffer (KEYCTL_CAPS0_CAPABILITIES set),
 * KEYCTL_DH_COMPUTE through a struct linuxabi_keyctl_dh_params of three
 * user keys (2 to the power 1 modulo 2^1535 + 1 is 2, in 192 bytes),
 * KEYCTL_INVALIDATE (a read of the key fails after it) and KEYCTL_UNLINK
 * of a second key (a second unlink finds no link).  Where keys are not
 * there (ENOSYS: no CONFIG_KEYS, or qemu 7.2's user-mode emulation, which
 * has no key calls) or not allowed (EPERM, EACCES: a seccomp filter, a
 * container's policy; EDQUOT: the key quota) an ok line names the reason;
 * so does a kernel without KEYCTL_CAPABILITIES (before 5.3) or
 * CONFIG_KEY_DH_OPERATIONS (EOPNOTSUPP).  Shared by runtime-keyctl.c and
 * emulated.c; before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_keyctl_checks() prints
 * "ok - keyctl: ..." or "not ok - keyctl: ..." lines. */
#ifndef LA_KEYCTL_CHECKS_H
#define LA_KEYCTL_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/keyctl.h>
#include "checks.h"

#define la_keyctl_report(good, ...) la_report_in("keyctl", (good), __VA_ARGS__)

/* the DH modulus's size in bytes (the kernel wants 1536 bits or more) */
#define LA_KEYCTL_DH_BYTES 192

/* add_key(2) of a "user" key DESC holding LEN bytes at DATA */
static long la_keyctl_add(const char *desc, const void *data, long len)
{
	return LA_SYSCALL(LINUXABI_SYS_add_key, "user", desc, data, len,
			  (long)KEY_SPEC_PROCESS_KEYRING);
}

static const char *la_keyctl_why(int e)
{
	if (e == ENOSYS)
#ifdef LA_EMULATED
		return "qemu 7.2's user-mode emulation has no key calls";
#else
		return "this kernel has no keys (CONFIG_KEYS off)";
#endif
	if (e == EDQUOT)
		return "the user's key quota is used up";
	return "refused (a seccomp filter, an LSM or the container's policy)";
}

/* KEYCTL_DH_COMPUTE of user keys: prime 2^1535 + 1, base 2, private 1;
   CAPS0: KEYCTL_CAPABILITIES' first byte, or -1 where it has none */
static void la_keyctl_dh(int caps0)
{
	static unsigned char prime[LA_KEYCTL_DH_BYTES], out[LA_KEYCTL_DH_BYTES];
	static const unsigned char two = 2, one = 1;
	struct linuxabi_keyctl_dh_params dh;
	long p, b, x, r;
	int e, i, good = 1;

	memset(prime, 0, sizeof prime);
	prime[0] = 0x80;
	prime[LA_KEYCTL_DH_BYTES - 1] = 0x01;
	p = la_keyctl_add("linuxabi-test:dh-prime", prime, sizeof prime);
	b = la_keyctl_add("linuxabi-test:dh-base", &two, 1);
	x = la_keyctl_add("linuxabi-test:dh-private", &one, 1);
	if (p < 0 || b < 0 || x < 0) {
		la_keyctl_report(0, "add_key of the DH numbers: %s",
				 strerror(errno));
		return;
	}
	memset(&dh, 0, sizeof dh);
	dh.priv = (int32_t)x;
	dh.prime = (int32_t)p;
	dh.base = (int32_t)b;
	memset(out, 0xee, sizeof out);
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_DH_COMPUTE, &dh, out,
		       (long)sizeof out, 0L);
	e = LA_ERROR(r);
	if (e == EOPNOTSUPP)
		la_keyctl_report(caps0 < 0 ||
				 !(caps0 & KEYCTL_CAPS0_DIFFIE_HELLMAN),
				 "KEYCTL_DH_COMPUTE: %s (no "
				 "CONFIG_KEY_DH_OPERATIONS here: "
				 "KEYCTL_CAPS0_DIFFIE_HELLMAN %s)", strerror(e),
				 caps0 < 0 ? "unknown" : "clear");
	else if (e)
		la_keyctl_report(0, "KEYCTL_DH_COMPUTE with struct "
				 "linuxabi_keyctl_dh_params: %s", strerror(e));
	else {
		for (i = 0; i < LA_KEYCTL_DH_BYTES - 1; i++)
			if (out[i] != 0)
				good = 0;
		la_keyctl_report(good && r == LA_KEYCTL_DH_BYTES &&
				 out[LA_KEYCTL_DH_BYTES - 1] == 2,
				 "KEYCTL_DH_COMPUTE with struct "
				 "linuxabi_keyctl_dh_params (%zu bytes): %ld "
				 "bytes, last %u (2^1 mod 2^1535+1 = 2)",
				 sizeof dh, r, out[LA_KEYCTL_DH_BYTES - 1]);
	}
	LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_INVALIDATE, p);
	LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_INVALIDATE, b);
	LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_INVALIDATE, x);
}

static void la_keyctl_checks(void)
{
	static const char payload[] = "linuxabi payload";
	static const char desc[] = "linuxabi-test:key";
	char buf[256];
	unsigned char caps[2];
	long id, id2, ring, r;
	size_t n;
	int e;

	id = la_keyctl_add(desc, payload, (long)(sizeof payload - 1));
	e = LA_ERROR(id);
	if (e == ENOSYS || e == EPERM || e == EACCES || e == EDQUOT) {
		la_keyctl_report(1, "add_key: %s (not run here: %s)",
				 strerror(e), la_keyctl_why(e));
		return;
	}
	la_keyctl_report(id > 0, "add_key of a user key into "
			 "KEY_SPEC_PROCESS_KEYRING: serial %ld%s%s", id,
			 e ? ", " : "", e ? strerror(e) : "");
	if (id <= 0)
		return;
	ring = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_GET_KEYRING_ID,
			  (long)KEY_SPEC_PROCESS_KEYRING, 0L);
	la_keyctl_report(ring > 0 && ring != id, "KEYCTL_GET_KEYRING_ID of "
			 "KEY_SPEC_PROCESS_KEYRING: serial %ld", ring);

	memset(buf, 0, sizeof buf);
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_READ, id, buf,
		       (long)sizeof buf);
	la_keyctl_report(r == (long)(sizeof payload - 1) &&
			 memcmp(buf, payload, sizeof payload - 1) == 0,
			 "KEYCTL_READ: %ld bytes \"%.*s\"", r,
			 r > 0 ? (int)r : 0, buf);

	memset(buf, 0, sizeof buf);
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_DESCRIBE, id, buf,
		       (long)sizeof buf - 1);
	n = strlen(buf);
	la_keyctl_report(r > 0 && strncmp(buf, "user;", 5) == 0 &&
			 n > sizeof desc && strcmp(buf + n - (sizeof desc - 1),
						   desc) == 0 &&
			 buf[n - sizeof desc] == ';',
			 "KEYCTL_DESCRIBE: \"%s\"", buf);

	memset(caps, 0, sizeof caps);
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_CAPABILITIES, caps,
		       (long)sizeof caps);
	e = LA_ERROR(r);
	if (e == EOPNOTSUPP)
		la_keyctl_report(1, "KEYCTL_CAPABILITIES: %s (a kernel "
				 "before 5.3)", strerror(e));
	else
		la_keyctl_report(r >= 2 && (caps[0] & KEYCTL_CAPS0_CAPABILITIES),
				 "KEYCTL_CAPABILITIES: %ld bytes, 0x%02x 0x%02x "
				 "(KEYCTL_CAPS0_CAPABILITIES set)%s%s", r,
				 caps[0], caps[1], e ? ": " : "",
				 e ? strerror(e) : "");

	la_keyctl_dh(r >= 1 && !e ? caps[0] : -1);

	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_INVALIDATE, id);
	la_keyctl_report(r == 0, "KEYCTL_INVALIDATE: %ld%s%s", r,
			 r ? ", " : "", r ? strerror(LA_ERROR(r)) : "");
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_READ, id, buf,
		       (long)sizeof buf);
	e = LA_ERROR(r);
	la_keyctl_report(e != 0, "KEYCTL_READ after KEYCTL_INVALIDATE: %s",
			 e ? strerror(e) : "read");

	id2 = la_keyctl_add("linuxabi-test:unlink", payload, 1);
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_UNLINK, id2,
		       (long)KEY_SPEC_PROCESS_KEYRING);
	la_keyctl_report(id2 > 0 && r == 0, "KEYCTL_UNLINK from "
			 "KEY_SPEC_PROCESS_KEYRING: %ld%s%s", r, r ? ", " : "",
			 r ? strerror(LA_ERROR(r)) : "");
	r = LA_SYSCALL(LINUXABI_SYS_keyctl, (long)KEYCTL_UNLINK, id2,
		       (long)KEY_SPEC_PROCESS_KEYRING);
	e = LA_ERROR(r);
	la_keyctl_report(e == ENOENT || e == ENOKEY || e == EKEYREVOKED,
			 "KEYCTL_UNLINK again: %s", e ? strerror(e) : "unlinked");
}

#endif
