/* The checks of <linuxabi/btrfs.h> that run real system calls, by
 * number, on the root directory:
 *  - BTRFS_IOC_FS_INFO into a struct linuxabi_btrfs_ioctl_fs_info_args
 *    (asking for BTRFS_FS_INFO_FLAG_CSUM_INFO and _GENERATION) and
 *    BTRFS_IOC_GET_FEATURES into a struct
 *    linuxabi_btrfs_ioctl_feature_flags.  statfs(2) says whether / is a
 *    btrfs (BTRFS_SUPER_MAGIC): if it is, both must succeed, with
 *    power-of-two node and sector sizes, at least one device and a
 *    generation, and BTRFS_IOC_GET_SUBVOL_INFO (unprivileged) must name
 *    a tree id of 5 (the top level) or more; if it is not, both must fail
 *    with ENOTTY, the file system's answer to a request it does not
 *    know;
 *  - on /dev/null, another driver's file, BTRFS_IOC_FS_INFO and
 *    BTRFS_IOC_GET_FEATURES fail with ENOTTY.
 * Under qemu (LA_QEMU), a request qemu 7.2 does not translate (ENOSYS)
 * is an ok line naming it.  Before including, a program may define
 * LA_SYSCALL and LA_ERROR.  la_btrfs_checks() prints "ok - btrfs: ..."
 * or "not ok - btrfs: ..." lines. */
#ifndef LA_BTRFS_CHECKS_H
#define LA_BTRFS_CHECKS_H

#include <sys/statfs.h>
#include <linuxabi/btrfs.h>
#include <linuxabi/magic.h>
#include "checks-fs.h"
#include "checks-dev.h"

#define la_btrfs_report(good, ...) la_report_in("btrfs", (good), __VA_ARGS__)

static void la_btrfs_wrong_fd(void)
{
	static struct linuxabi_btrfs_ioctl_fs_info_args info;
	static struct linuxabi_btrfs_ioctl_feature_flags feat;
	struct la_dev_req reqs[2];

	reqs[0].name = "BTRFS_IOC_FS_INFO";
	reqs[0].req = BTRFS_IOC_FS_INFO;
	reqs[0].arg = &info;
	reqs[1].name = "BTRFS_IOC_GET_FEATURES";
	reqs[1].req = BTRFS_IOC_GET_FEATURES;
	reqs[1].arg = &feat;
	la_dev_wrong_fd("btrfs", reqs, 2);
}

/* a power of two from 512 bytes to 64 KiB */
static int la_btrfs_size_ok(uint32_t n)
{
	return n >= 512 && n <= 65536 && (n & (n - 1)) == 0;
}

/* on a btrfs: the subvolume of FD */
static void la_btrfs_subvol(int fd)
{
	static struct linuxabi_btrfs_ioctl_get_subvol_info_args sv;
	long r;

	memset(&sv, 0, sizeof sv);
	r = la_fs_ioctl(fd, BTRFS_IOC_GET_SUBVOL_INFO, &sv);
	if (la_fs_qemu_lacks(r)) {
		la_btrfs_report(1, "BTRFS_IOC_GET_SUBVOL_INFO (%#lx): %s under "
				"qemu-user, which does not translate it: not "
				"checked", (unsigned long)BTRFS_IOC_GET_SUBVOL_INFO,
				la_fs_err(r));
		return;
	}
	la_btrfs_report(r == 0 && sv.treeid >= 5 && sv.name[sizeof sv.name - 1]
			== 0, "BTRFS_IOC_GET_SUBVOL_INFO (%#lx) on /, a %d-byte "
			"struct linuxabi_btrfs_ioctl_get_subvol_info_args: "
			"tree %llu, generation %llu %s",
			(unsigned long)BTRFS_IOC_GET_SUBVOL_INFO, (int)sizeof sv,
			(unsigned long long)sv.treeid,
			(unsigned long long)sv.generation, la_fs_err(r));
}

static void la_btrfs_checks(void)
{
	static struct linuxabi_btrfs_ioctl_fs_info_args info;
	struct linuxabi_btrfs_ioctl_feature_flags feat;
	struct statfs sfs;
	int fd, is_btrfs;
	long r, r2;

	la_btrfs_wrong_fd();

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/",
		       O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0);
	if (LA_ERROR(r)) {
		la_btrfs_report(0, "open /: %s", strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	if (fstatfs(fd, &sfs) != 0) {
		la_btrfs_report(0, "fstatfs /: %s", strerror(errno));
		close(fd);
		return;
	}
	is_btrfs = (uint32_t)sfs.f_type == (uint32_t)BTRFS_SUPER_MAGIC;

	memset(&info, 0xa5, sizeof info);
	info.flags = BTRFS_FS_INFO_FLAG_CSUM_INFO |
		     BTRFS_FS_INFO_FLAG_GENERATION;
	r = la_fs_ioctl(fd, BTRFS_IOC_FS_INFO, &info);
	memset(&feat, 0xa5, sizeof feat);
	r2 = la_fs_ioctl(fd, BTRFS_IOC_GET_FEATURES, &feat);
#ifdef LA_QEMU
	if (r == -ENOSYS || r2 == -ENOSYS) {
		la_btrfs_report(1, "BTRFS_IOC_FS_INFO (%#lx), "
				"BTRFS_IOC_GET_FEATURES (%#lx) on /: %s, %s: "
				"qemu-user does not translate them: not checked",
				(unsigned long)BTRFS_IOC_FS_INFO,
				(unsigned long)BTRFS_IOC_GET_FEATURES,
				la_fs_err(r), la_fs_err(r2));
		close(fd);
		return;
	}
#endif
	if (!is_btrfs) {
		la_btrfs_report(r == -ENOTTY && r2 == -ENOTTY,
				"BTRFS_IOC_FS_INFO (%#lx) with a %d-byte struct "
				"linuxabi_btrfs_ioctl_fs_info_args and "
				"BTRFS_IOC_GET_FEATURES (%#lx) on / (f_type "
				"%#lx, not btrfs): %s, %s (ENOTTY wanted)",
				(unsigned long)BTRFS_IOC_FS_INFO,
				(int)sizeof info,
				(unsigned long)BTRFS_IOC_GET_FEATURES,
				(unsigned long)sfs.f_type,
				r ? la_fs_err(r) : "succeeded",
				r2 ? la_fs_err(r2) : "succeeded");
		close(fd);
		return;
	}
	la_btrfs_report(r == 0 && info.num_devices >= 1 &&
			info.max_id >= info.num_devices &&
			la_btrfs_size_ok(info.nodesize) &&
			la_btrfs_size_ok(info.sectorsize) &&
			(info.flags & BTRFS_FS_INFO_FLAG_GENERATION) &&
			info.generation > 0,
			"BTRFS_IOC_FS_INFO (%#lx) on /, a btrfs, with a %d-byte "
			"struct linuxabi_btrfs_ioctl_fs_info_args: %llu "
			"devices (max id %llu), nodesize %u, sectorsize %u, "
			"csum type %u size %u, flags %#llx, generation %llu %s",
			(unsigned long)BTRFS_IOC_FS_INFO, (int)sizeof info,
			(unsigned long long)info.num_devices,
			(unsigned long long)info.max_id,
			(unsigned)info.nodesize, (unsigned)info.sectorsize,
			(unsigned)info.csum_type, (unsigned)info.csum_size,
			(unsigned long long)info.flags,
			(unsigned long long)info.generation, la_fs_err(r));
	la_btrfs_report(r2 == 0, "BTRFS_IOC_GET_FEATURES (%#lx) on /: "
			"compat %#llx, compat_ro %#llx, incompat %#llx %s",
			(unsigned long)BTRFS_IOC_GET_FEATURES,
			(unsigned long long)feat.compat_flags,
			(unsigned long long)feat.compat_ro_flags,
			(unsigned long long)feat.incompat_flags, la_fs_err(r2));
	la_btrfs_subvol(fd);
	close(fd);
}

#endif
