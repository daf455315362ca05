/* The checks of <linuxabi/fscrypt.h> that run real system calls, by
 * number, on the current directory (the build tree, or emulated's scratch
 * directory) and a fresh file in it:
 *  - FS_IOC_GET_ENCRYPTION_POLICY_EX into a struct
 *    linuxabi_fscrypt_get_policy_ex_arg, FS_IOC_GET_ENCRYPTION_POLICY
 *    into a struct linuxabi_fscrypt_policy_v1 and
 *    FS_IOC_GET_ENCRYPTION_NONCE on the file.  What comes back says what
 *    the file system is: ENODATA (fscrypt there, the file not
 *    encrypted), EOPNOTSUPP (a file system that can encrypt, without the
 *    feature: ext4 without "encrypt"), ENOTTY (one that cannot: tmpfs,
 *    overlayfs), or a policy (an encrypted directory), whose version and
 *    size must agree; the line names which;
 *  - where fscrypt answers, FS_IOC_GET_ENCRYPTION_KEY_STATUS of an
 *    all-zero key identifier (struct linuxabi_fscrypt_get_key_status_arg):
 *    FSCRYPT_KEY_STATUS_ABSENT;
 *  - on /dev/null, another driver's file, FS_IOC_GET_ENCRYPTION_POLICY_EX
 *    and FS_IOC_ADD_ENCRYPTION_KEY fail with ENOTTY.
 * Under qemu (LA_QEMU), qemu 7.2 does not translate these requests
 * (ENOSYS): an ok line.  Shared by runtime-fscrypt.c and emulated.c;
 * before including, a program may define LA_SYSCALL and LA_ERROR.
 * la_fscrypt_checks() prints "ok - fscrypt: ..." or "not ok - fscrypt:
 * ..." lines. */
#ifndef LA_FSCRYPT_CHECKS_H
#define LA_FSCRYPT_CHECKS_H

#include <linuxabi/fscrypt.h>
#include "checks-fs.h"
#include "checks-dev.h"

#define la_fscrypt_report(good, ...) la_report_in("fscrypt", (good), __VA_ARGS__)

/* what an error of a get request says about the file system, or 0 */
static const char *la_fscrypt_meaning(long r)
{
	if (r == -ENODATA)
		return "fscrypt there, this file not encrypted";
	if (r == -EOPNOTSUPP)
		return "a file system that can encrypt, without the feature";
	if (r == -ENOTTY)
		return "a file system without fscrypt";
	return 0;
}

static void la_fscrypt_wrong_fd(void)
{
	static struct linuxabi_fscrypt_get_policy_ex_arg ex;
	static struct linuxabi_fscrypt_add_key_arg add;
	struct la_dev_req reqs[2];

	ex.policy_size = sizeof ex.policy;
	reqs[0].name = "FS_IOC_GET_ENCRYPTION_POLICY_EX";
	reqs[0].req = FS_IOC_GET_ENCRYPTION_POLICY_EX;
	reqs[0].arg = &ex;
	reqs[1].name = "FS_IOC_ADD_ENCRYPTION_KEY";
	reqs[1].req = FS_IOC_ADD_ENCRYPTION_KEY;
	reqs[1].arg = &add;
	la_dev_wrong_fd("fscrypt", reqs, 2);
}

static void la_fscrypt_checks(void)
{
	char name[] = "linuxabi-fscrypt-XXXXXX";
	struct linuxabi_fscrypt_get_policy_ex_arg ex;
	struct linuxabi_fscrypt_policy_v1 v1;
	struct linuxabi_fscrypt_get_key_status_arg st;
	uint8_t nonce[16];
	const char *what;
	long r, r1, r2;
	int fd;

	la_fscrypt_wrong_fd();

	fd = mkstemp(name);
	if (fd < 0) {
		la_fscrypt_report(0, "a file in the current directory: %s",
				  strerror(errno));
		return;
	}
	unlink(name);

	memset(&ex, 0, sizeof ex);
	ex.policy_size = sizeof ex.policy;
	r = la_fs_ioctl(fd, FS_IOC_GET_ENCRYPTION_POLICY_EX, &ex);
	if (la_fs_qemu_lacks(r) && r != -ENOTTY) {
		la_fscrypt_report(1, "FS_IOC_GET_ENCRYPTION_POLICY_EX (%#lx): "
				  "%s under qemu-user, which does not translate "
				  "it: not checked",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_POLICY_EX,
				  la_fs_err(r));
		close(fd);
		return;
	}
	what = la_fscrypt_meaning(r);
	if (r == 0) {
		la_fscrypt_report((ex.policy.version == FSCRYPT_POLICY_V1 &&
				   ex.policy_size == sizeof ex.policy.v1) ||
				  (ex.policy.version == FSCRYPT_POLICY_V2 &&
				   ex.policy_size == sizeof ex.policy.v2),
				  "FS_IOC_GET_ENCRYPTION_POLICY_EX (%#lx) on a "
				  "file of an encrypted directory: version %u, "
				  "%llu bytes (v1 %d, v2 %d wanted)",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_POLICY_EX,
				  (unsigned)ex.policy.version,
				  (unsigned long long)ex.policy_size,
				  (int)sizeof ex.policy.v1,
				  (int)sizeof ex.policy.v2);
	} else {
		la_fscrypt_report(what != 0, "FS_IOC_GET_ENCRYPTION_POLICY_EX "
				  "(%#lx) with a %d-byte struct "
				  "linuxabi_fscrypt_get_policy_ex_arg on a file "
				  "of the current directory: %s (%s)",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_POLICY_EX,
				  (int)sizeof ex, la_fs_err(r),
				  what ? what : "ENODATA, EOPNOTSUPP or ENOTTY "
				  "wanted");
	}

	memset(&v1, 0, sizeof v1);
	r1 = la_fs_ioctl(fd, FS_IOC_GET_ENCRYPTION_POLICY, &v1);
	memset(nonce, 0, sizeof nonce);
	r2 = la_fs_ioctl(fd, FS_IOC_GET_ENCRYPTION_NONCE, nonce);
	if (r) {
		/* a v2 policy is EINVAL to the v1 request */
		la_fscrypt_report(r1 == r && r2 == r,
				  "FS_IOC_GET_ENCRYPTION_POLICY (%#lx) and "
				  "FS_IOC_GET_ENCRYPTION_NONCE (%#lx) on the "
				  "same file: %s, %s (as the _EX request)",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_POLICY,
				  (unsigned long)FS_IOC_GET_ENCRYPTION_NONCE,
				  la_fs_err(r1), la_fs_err(r2));
	} else {
		la_fscrypt_report((r1 == 0 || (r1 == -EINVAL &&
				   ex.policy.version == FSCRYPT_POLICY_V2)) &&
				  r2 == 0, "FS_IOC_GET_ENCRYPTION_POLICY (%#lx) "
				  "and FS_IOC_GET_ENCRYPTION_NONCE (%#lx) on a "
				  "file of an encrypted directory: %s, %s",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_POLICY,
				  (unsigned long)FS_IOC_GET_ENCRYPTION_NONCE,
				  r1 ? la_fs_err(r1) : "a policy",
				  r2 ? la_fs_err(r2) : "a nonce");
	}

	if (r == -EOPNOTSUPP || r == -ENOTTY) {
		la_fscrypt_report(1, "FS_IOC_GET_ENCRYPTION_KEY_STATUS (%#lx): "
				  "no fscrypt on this file system: not run",
				  (unsigned long)FS_IOC_GET_ENCRYPTION_KEY_STATUS);
		close(fd);
		return;
	}
	memset(&st, 0, sizeof st);
	st.key_spec.type = FSCRYPT_KEY_SPEC_TYPE_IDENTIFIER;
	r = la_fs_ioctl(fd, FS_IOC_GET_ENCRYPTION_KEY_STATUS, &st);
	la_fscrypt_report(r == 0 && st.status == FSCRYPT_KEY_STATUS_ABSENT,
			  "FS_IOC_GET_ENCRYPTION_KEY_STATUS (%#lx) of an "
			  "all-zero key identifier, a %d-byte struct "
			  "linuxabi_fscrypt_get_key_status_arg: status %u %s "
			  "(FSCRYPT_KEY_STATUS_ABSENT wanted)",
			  (unsigned long)FS_IOC_GET_ENCRYPTION_KEY_STATUS,
			  (int)sizeof st, (unsigned)st.status, la_fs_err(r));
	close(fd);
}

#endif
