/* The checks of <linuxabi/fsverity.h> that run real system calls, on a
 * 64 KiB file in the current directory: FS_IOC_ENABLE_VERITY through
 * struct linuxabi_fsverity_enable_arg (SHA-256, 4096-byte blocks) on it
 * opened read-only, then FS_IOC_MEASURE_VERITY into struct
 * linuxabi_fsverity_digest and 64 bytes (a 32-byte SHA-256 digest) and
 * FS_IOC_READ_VERITY_METADATA of the descriptor (struct
 * linuxabi_fsverity_descriptor: version 1, the file's size).  A file
 * system without fs-verity (EOPNOTSUPP, ENOTTY: ext4 without the
 * feature, tmpfs) is an ok line; so is enabling refused, with
 * FS_IOC_MEASURE_VERITY's ENODATA on the file without verity asserted.
 * Shared by runtime-fsverity.c and emulated.c; before including, a
 * program may define LA_SYSCALL and LA_ERROR.  la_fsverity_checks()
 * prints "ok - fsverity: ..." or "not ok - fsverity: ..." lines. */
#ifndef LA_FSVERITY_CHECKS_H
#define LA_FSVERITY_CHECKS_H

#include <linuxabi/fsverity.h>
#include "checks-fs.h"

#define la_fsverity_report(good, ...) la_report_in("fsverity", (good), __VA_ARGS__)

/* the descriptor's integers are little-endian */
static uint64_t la_fsverity_le64(const uint64_t *p)
{
	const unsigned char *b = (const unsigned char *)p;
	uint64_t v = 0;
	int i;

	for (i = 7; i >= 0; i--)
		v = v << 8 | b[i];
	return v;
}

static int la_fsverity_none(long r)
{
	return r == -EOPNOTSUPP || r == -ENOTTY || la_fs_qemu_lacks(r);
}

static void la_fsverity_checks(void)
{
	char name[] = "linuxabi-fsverity-XXXXXX";
	struct {
		struct linuxabi_fsverity_digest d;
		uint8_t digest[64];
	} m;
	struct linuxabi_fsverity_enable_arg en;
	struct linuxabi_fsverity_read_metadata_arg rd;
	struct linuxabi_fsverity_descriptor desc;
	char buf[4096];
	int f, fd, i;
	long r;

	f = mkstemp(name);
	memset(buf, 0x5a, sizeof buf);
	for (i = 0; f >= 0 && i < 16; i++)
		if (write(f, buf, sizeof buf) != (long)sizeof buf)
			break;
	if (f < 0 || i < 16) {
		la_fsverity_report(0, "a 64 KiB file in the current directory: "
				   "%s", strerror(errno));
		if (f >= 0) {
			unlink(name);
			close(f);
		}
		return;
	}
	close(f);
	fd = open(name, O_RDONLY | O_CLOEXEC);
	unlink(name);
	if (fd < 0) {
		la_fsverity_report(0, "open %s: %s", name, strerror(errno));
		return;
	}

	memset(&m, 0, sizeof m);
	m.d.digest_size = sizeof m.digest;
	r = la_fs_ioctl(fd, FS_IOC_MEASURE_VERITY, &m);
	if (la_fsverity_none(r)) {
		la_fsverity_report(1, "FS_IOC_MEASURE_VERITY (%#lx): %s: no "
				   "fs-verity on this file system (or kernel, or "
				   "qemu), not checked",
				   (unsigned long)FS_IOC_MEASURE_VERITY,
				   la_fs_err(r));
		close(fd);
		return;
	}
	la_fsverity_report(r == -ENODATA, "FS_IOC_MEASURE_VERITY (%#lx) on a "
			   "file without verity: %s (ENODATA wanted)",
			   (unsigned long)FS_IOC_MEASURE_VERITY,
			   r ? la_fs_err(r) : "succeeded");

	memset(&en, 0, sizeof en);
	en.version = 1;
	en.hash_algorithm = FS_VERITY_HASH_ALG_SHA256;
	en.block_size = 4096;
	r = la_fs_ioctl(fd, FS_IOC_ENABLE_VERITY, &en);
	if (r == -EOPNOTSUPP || r == -EACCES || r == -EPERM || r == -EROFS ||
	    r == -ETXTBSY || la_fs_qemu_lacks(r)) {
		la_fsverity_report(1, "FS_IOC_ENABLE_VERITY (%#lx) with a "
				   "%d-byte struct linuxabi_fsverity_enable_arg: "
				   "%s here, not checked further",
				   (unsigned long)FS_IOC_ENABLE_VERITY,
				   (int)sizeof en, la_fs_err(r));
		close(fd);
		return;
	}
	la_fsverity_report(r == 0, "FS_IOC_ENABLE_VERITY (%#lx) with a %d-byte "
			   "struct linuxabi_fsverity_enable_arg, SHA-256 %s",
			   (unsigned long)FS_IOC_ENABLE_VERITY, (int)sizeof en,
			   la_fs_err(r));
	memset(&m, 0, sizeof m);
	m.d.digest_size = sizeof m.digest;
	r = la_fs_ioctl(fd, FS_IOC_MEASURE_VERITY, &m);
	la_fsverity_report(r == 0 && m.d.digest_algorithm ==
			   FS_VERITY_HASH_ALG_SHA256 && m.d.digest_size == 32,
			   "FS_IOC_MEASURE_VERITY into a %d-byte struct "
			   "linuxabi_fsverity_digest: algorithm %u, %u bytes %s",
			   (int)sizeof m.d, (unsigned)m.d.digest_algorithm,
			   (unsigned)m.d.digest_size, la_fs_err(r));
	memset(&rd, 0, sizeof rd);
	memset(&desc, 0, sizeof desc);
	rd.metadata_type = FS_VERITY_METADATA_TYPE_DESCRIPTOR;
	rd.length = sizeof desc;
	rd.buf_ptr = (uint64_t)(uintptr_t)&desc;
	r = la_fs_ioctl(fd, FS_IOC_READ_VERITY_METADATA, &rd);
	la_fsverity_report(r == (long)sizeof desc && desc.version == 1 &&
			   desc.hash_algorithm == FS_VERITY_HASH_ALG_SHA256 &&
			   desc.log_blocksize == 12 &&
			   la_fsverity_le64(&desc.data_size) == 65536,
			   "FS_IOC_READ_VERITY_METADATA (%#lx) of the %d-byte "
			   "struct linuxabi_fsverity_descriptor: %ld bytes, "
			   "version %u %s", (unsigned long)FS_IOC_READ_VERITY_METADATA,
			   (int)sizeof desc, r, (unsigned)desc.version,
			   r < 0 ? la_fs_err(r) : "");
	close(fd);
}

#endif
