/* The checks of <linuxabi/nsfs.h> that run real system calls, on this
 * process's namespace files: NS_GET_NSTYPE of /proc/self/ns/{mnt,net,pid,
 * user,uts,ipc}, each the CLONE_NEW* of <linuxabi/sched.h> and our *_NS
 * of that type, and, where the file is an initial namespace's, its inode
 * number our *_NS_INIT_INO; NS_GET_OWNER_UID of the user namespace into a
 * uint32_t; NS_GET_MNTNS_ID (Linux 6.8), NS_MNT_GET_INFO into struct
 * linuxabi_mnt_ns_info (6.12) and NS_GET_ID (6.18) of the mount
 * namespace, which must agree.  A kernel without a request (ENOTTY) is an
 * ok line naming it.  Shared by runtime-nsfs.c and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_nsfs_checks() prints "ok - nsfs: ..." or
 * "not ok - nsfs: ..." lines. */
#ifndef LA_NSFS_CHECKS_H
#define LA_NSFS_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <linuxabi/syscall.h>
#include <fcntl.h>
#include <linuxabi/sched.h>
#include <linuxabi/nsfs.h>
#include "checks.h"

#define la_nsfs_report(good, ...) la_report_in("nsfs", (good), __VA_ARGS__)

static long la_nsfs_ioctl(int fd, unsigned long req, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

static int la_nsfs_open(const char *name)
{
	char path[32];
	long r;

	snprintf(path, sizeof path, "/proc/self/ns/%s", name);
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, path,
		       O_RDONLY | O_CLOEXEC);
	return LA_ERROR(r) ? -LA_ERROR(r) : (int)r;
}

/* the mount namespace's id three ways */
static void la_nsfs_mnt(int fd)
{
	struct linuxabi_mnt_ns_info info;
	uint64_t id = 0, id2 = 0;
	long r;

	r = la_nsfs_ioctl(fd, NS_GET_MNTNS_ID, &id);
	if (r == -ENOTTY || r == -EINVAL) {
		la_nsfs_report(1, "NS_GET_MNTNS_ID (%#x): %s: this kernel is "
			       "older than Linux 6.8, NS_GET_MNTNS_ID, "
			       "NS_MNT_GET_INFO and NS_GET_ID are not checked",
			       (unsigned)NS_GET_MNTNS_ID, strerror((int)-r));
		return;
	}
	la_nsfs_report(r == 0 && id != 0, "NS_GET_MNTNS_ID (%#x) into a "
		       "uint64_t: %llu %s", (unsigned)NS_GET_MNTNS_ID,
		       (unsigned long long)id, r ? strerror((int)-r) : "");

	memset(&info, 0, sizeof info);
	info.size = MNT_NS_INFO_SIZE_VER0;
	r = la_nsfs_ioctl(fd, NS_MNT_GET_INFO, &info);
	if (r == -ENOTTY || r == -EINVAL)
		la_nsfs_report(1, "NS_MNT_GET_INFO (%#x): %s: this kernel is "
			       "older than Linux 6.12, not checked",
			       (unsigned)NS_MNT_GET_INFO, strerror((int)-r));
	else
		la_nsfs_report(r == 0 && info.mnt_ns_id == id &&
			       info.nr_mounts > 0 &&
			       info.size == MNT_NS_INFO_SIZE_VER0,
			       "NS_MNT_GET_INFO (%#x) into a %d-byte struct "
			       "linuxabi_mnt_ns_info: size %u, %u mounts, id "
			       "%llu (NS_GET_MNTNS_ID's) %s",
			       (unsigned)NS_MNT_GET_INFO, (int)sizeof info,
			       (unsigned)info.size, (unsigned)info.nr_mounts,
			       (unsigned long long)info.mnt_ns_id,
			       r ? strerror((int)-r) : "");

	r = la_nsfs_ioctl(fd, NS_GET_ID, &id2);
	if (r == -ENOTTY || r == -EINVAL)
		la_nsfs_report(1, "NS_GET_ID (%#x): %s: this kernel is older "
			       "than Linux 6.18, not checked",
			       (unsigned)NS_GET_ID, strerror((int)-r));
	else
		la_nsfs_report(r == 0 && id2 == id, "NS_GET_ID (%#x) of the "
			       "mount namespace: %llu (NS_GET_MNTNS_ID's) %s",
			       (unsigned)NS_GET_ID, (unsigned long long)id2,
			       r ? strerror((int)-r) : "");
}

static void la_nsfs_checks(void)
{
	static const struct {
		const char *name;
		long clone, ns;
		unsigned long init_ino;
	} ns[] = {
		{ "mnt", CLONE_NEWNS, MNT_NS, MNT_NS_INIT_INO },
		{ "net", CLONE_NEWNET, NET_NS, NET_NS_INIT_INO },
		{ "pid", CLONE_NEWPID, PID_NS, PID_NS_INIT_INO },
		{ "user", CLONE_NEWUSER, USER_NS, USER_NS_INIT_INO },
		{ "uts", CLONE_NEWUTS, UTS_NS, UTS_NS_INIT_INO },
		{ "ipc", CLONE_NEWIPC, IPC_NS, IPC_NS_INIT_INO },
	};
	struct stat st;
	uint32_t uid;
	unsigned i;
	long r;
	int fd;

	for (i = 0; i < sizeof ns / sizeof ns[0]; i++) {
		fd = la_nsfs_open(ns[i].name);
		if (fd == -ENOENT || fd == -EACCES) {
			la_nsfs_report(1, "open /proc/self/ns/%s: %s here "
				       "(no such namespace, or no /proc): "
				       "not checked", ns[i].name,
				       strerror(-fd));
			continue;
		}
		if (fd < 0) {
			la_nsfs_report(0, "open /proc/self/ns/%s: %s",
				       ns[i].name, strerror(-fd));
			continue;
		}
		r = la_nsfs_ioctl(fd, NS_GET_NSTYPE, NULL);
#ifdef LA_QEMU
		if (r == -ENOSYS || r == -ENOTTY) {
			la_nsfs_report(1, "qemu does not translate the nsfs "
				       "ioctls (NS_GET_NSTYPE %#x: %s): the "
				       "nsfs checks are not run",
				       (unsigned)NS_GET_NSTYPE,
				       strerror((int)-r));
			close(fd);
			return;
		}
#endif
		la_nsfs_report(r == ns[i].clone && r == ns[i].ns,
			       "NS_GET_NSTYPE (%#x) of /proc/self/ns/%s: %#lx "
			       "(CLONE_NEW* %#lx, our *_NS %#lx) %s",
			       (unsigned)NS_GET_NSTYPE, ns[i].name, r,
			       ns[i].clone, ns[i].ns,
			       r < 0 ? strerror((int)-r) : "");
		if (fstat(fd, &st) == 0 && st.st_ino >= MNT_NS_INIT_INO &&
		    st.st_ino <= IPC_NS_INIT_INO)
			la_nsfs_report(st.st_ino == ns[i].init_ino,
				       "/proc/self/ns/%s is an initial "
				       "namespace's: inode %#llx, our "
				       "*_NS_INIT_INO %#lx", ns[i].name,
				       (unsigned long long)st.st_ino,
				       ns[i].init_ino);
		if (ns[i].ns == USER_NS) {
			uid = 0xffffffffu;
			r = la_nsfs_ioctl(fd, NS_GET_OWNER_UID, &uid);
			la_nsfs_report(r == 0 && uid != 0xffffffffu,
				       "NS_GET_OWNER_UID (%#x) of "
				       "/proc/self/ns/user into a uint32_t: "
				       "%u %s", (unsigned)NS_GET_OWNER_UID,
				       (unsigned)uid,
				       r ? strerror((int)-r) : "");
		}
		if (ns[i].ns == MNT_NS)
			la_nsfs_mnt(fd);
		close(fd);
	}
}

#endif
