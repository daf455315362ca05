/* The checks of <linuxabi/stat.h>, <linuxabi/statfs.h> and
 * <linuxabi/magic.h> that run real system calls: fstat(2) (or fstat64),
 * newfstatat(2) (or fstatat64) and statx(2) fill our structures with what
 * libc's fstat(3) says of the same file (size, mode, inode, link count,
 * owner, times), and statfs(2)/fstatfs(2) (or their 64 forms) with what
 * libc's statfs(3) says (f_type, f_bsize), f_type being our magic number
 * where we know the file system.  Shared by runtime-stat.c (the host) and
 * any program that runs them on another ABI.  Before including, a program
 * may define:
 *   LA_SYSCALL      the entry point, called as LA_SYSCALL(number, args...)
 *                   (default: libc's syscall(2))
 *   LA_ERROR(r)     the error number of a failed LA_SYSCALL result r, or 0
 *                   (default: r == -1 and errno, as syscall(2) reports)
 *   LA_STAT_QEMU    run under qemu user-mode 7.2, whose fstat differs from
 *                   the kernel on two ABIs: s390x (it leaves the _nsec
 *                   members 0: no TARGET_STAT_HAVE_NSEC for s390x) and
 *                   sparc64 (its target_stat has a 32-bit st_nlink where
 *                   the kernel's is a short followed by padding); those
 *                   two members of fstat's answer are then not compared,
 *                   and a "# " line says so
 * On a 32-bit ABI, build with -D_FILE_OFFSET_BITS=64 so that libc's own
 * view never fails with EOVERFLOW.  It includes libc's <errno.h>,
 * <fcntl.h>, <stdarg.h>, <stdio.h>, <stdlib.h>, <string.h>, <sys/stat.h>,
 * <sys/statfs.h> and <unistd.h> first, then our headers.
 * la_stat_checks() runs them all and prints "ok - stat: ..." or
 * "not ok - stat: ..." lines. */
#ifndef LA_STAT_CHECKS_H
#define LA_STAT_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

#include <linuxabi/magic.h>
#include <linuxabi/stat.h>
#include <linuxabi/statfs.h>
#include <linuxabi/syscall.h>
#include "checks.h"

/* struct linuxabi_stat has no nanoseconds on alpha, sparc64 and m68k */
#if defined(__alpha__) || defined(__sparc__) || defined(__m68k__)
#define LA_STAT_NSEC 0
#else
#define LA_STAT_NSEC 1
#endif

/* what qemu's fstat gets wrong here (see LA_STAT_QEMU above) */
#if defined(LA_STAT_QEMU) && defined(__s390x__)
#define LA_STAT_FSTAT_NSEC 0
#define LA_STAT_QEMU_NOTE "qemu 7.2's s390x fstat leaves st_mtime_nsec 0"
#else
#define LA_STAT_FSTAT_NSEC LA_STAT_NSEC
#endif
#if defined(LA_STAT_QEMU) && defined(__sparc__)
#define LA_STAT_QEMU_NLINK 1
#define LA_STAT_QEMU_NOTE "qemu 7.2's sparc64 fstat writes st_nlink as 32 bits"
#endif

/* one "ok - stat: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_stat_report(good, ...) la_report_in("stat", (good), __VA_ARGS__)

/* what every call below is compared with: libc's fstat(3) of the file */
struct la_stat_view {
	uint64_t ino, size, nlink;
	uint32_t mode, uid;
	int64_t mtime;
	uint32_t mtime_nsec;
};

static int la_stat_same(const struct la_stat_view *a,
			const struct la_stat_view *b, int nsec)
{
	return a->ino == b->ino && a->size == b->size &&
	       a->nlink == b->nlink && a->mode == b->mode &&
	       a->uid == b->uid && a->mtime == b->mtime &&
	       (!nsec || a->mtime_nsec == b->mtime_nsec);
}

static void la_stat_print(const char *call, long nr, long r, int e, int good,
			  const struct la_stat_view *v,
			  const struct la_stat_view *libc)
{
	if (r != 0 && e == EOVERFLOW) {
		/* the old 32-bit structures: a correct refusal, not a bug */
		la_stat_report(1, "%s (%ld): EOVERFLOW, the inode or size does "
			       "not fit this structure (libc ino %llu)", call,
			       nr, (unsigned long long)libc->ino);
		return;
	}
	la_stat_report(r == 0 && good,
		       "%s (%ld): %ld%s%s; ino %llu size %llu mode 0%o nlink "
		       "%llu uid %u mtime %lld.%09u, libc ino %llu size %llu "
		       "mode 0%o nlink %llu uid %u mtime %lld.%09u", call, nr, r,
		       r ? " " : "", r ? strerror(e) : "",
		       (unsigned long long)v->ino, (unsigned long long)v->size,
		       (unsigned)v->mode, (unsigned long long)v->nlink,
		       (unsigned)v->uid, (long long)v->mtime,
		       (unsigned)v->mtime_nsec, (unsigned long long)libc->ino,
		       (unsigned long long)libc->size, (unsigned)libc->mode,
		       (unsigned long long)libc->nlink, (unsigned)libc->uid,
		       (long long)libc->mtime, (unsigned)libc->mtime_nsec);
}

#if defined(LINUXABI_SYS_fstat) || defined(LINUXABI_SYS_newfstatat)
static void la_stat_from_stat(struct la_stat_view *v,
			      const struct linuxabi_stat *s)
{
	v->ino = s->st_ino;
	v->size = (uint64_t)s->st_size;
	v->nlink = (uint64_t)s->st_nlink;
	v->mode = s->st_mode;
	v->uid = s->st_uid;
	v->mtime = (int64_t)s->st_mtime_sec;
#if LA_STAT_NSEC
	v->mtime_nsec = (uint32_t)s->st_mtime_nsec;
#else
	v->mtime_nsec = 0;
#endif
}
#endif

#if defined(LINUXABI_SYS_fstat64) || defined(LINUXABI_SYS_fstatat64)
static void la_stat_from_stat64(struct la_stat_view *v,
				const struct linuxabi_stat64 *s)
{
	v->ino = s->st_ino;
	v->size = (uint64_t)s->st_size;
	v->nlink = (uint64_t)s->st_nlink;
	v->mode = s->st_mode;
	v->uid = s->st_uid;
	v->mtime = (int64_t)s->st_mtime_sec;
	v->mtime_nsec = (uint32_t)s->st_mtime_nsec;
}
#endif

static void la_stat_file(void)
{
	static const char text[] = "linuxabi stat check: 38 bytes long..\n";
	char path[] = "/tmp/linuxabi-stat-XXXXXX", link[64];
	struct la_stat_view libc, v;
	struct linuxabi_statx stx;
	struct stat st;
	int fd = mkstemp(path);
	long r;

	if (fd < 0 || write(fd, text, sizeof text - 1) != sizeof text - 1 ||
	    fchmod(fd, 0640) != 0 || fstat(fd, &st) != 0) {
		la_stat_report(0, "cannot make a file in /tmp for libc's fstat: "
			       "%s", strerror(errno));
		if (fd >= 0)
			close(fd);
		return;
	}
	libc.ino = (uint64_t)st.st_ino;
	libc.size = (uint64_t)st.st_size;
	libc.nlink = (uint64_t)st.st_nlink;
	libc.mode = (uint32_t)st.st_mode;
	libc.uid = (uint32_t)st.st_uid;
	libc.mtime = (int64_t)st.st_mtim.tv_sec;
	libc.mtime_nsec = (uint32_t)st.st_mtim.tv_nsec;
	la_stat_report((libc.mode & S_IFMT) == S_IFREG &&
		       (libc.mode & 07777) == (S_IRUSR | S_IWUSR | S_IRGRP),
		       "libc's st_mode 0%o is S_IFREG|S_IRUSR|S_IWUSR|S_IRGRP "
		       "(0%o)", (unsigned)libc.mode,
		       (unsigned)(S_IFREG | S_IRUSR | S_IWUSR | S_IRGRP));

#ifdef LINUXABI_SYS_fstat
	{
		struct linuxabi_stat s;

		memset(&s, 0xff, sizeof s);
		memset(&v, 0, sizeof v);
		r = LA_SYSCALL(LINUXABI_SYS_fstat, fd, &s);
		la_stat_from_stat(&v, &s);
#ifdef LA_STAT_QEMU_NOTE
		printf("# not compared: %s (the kernel's layout is ours)\n",
		       LA_STAT_QEMU_NOTE);
#endif
#ifdef LA_STAT_QEMU_NLINK
		v.nlink = libc.nlink;
#endif
		la_stat_print("fstat, struct linuxabi_stat", LINUXABI_SYS_fstat,
			      r, LA_ERROR(r),
			      la_stat_same(&v, &libc, LA_STAT_FSTAT_NSEC), &v,
			      &libc);
	}
#endif
#ifdef LINUXABI_SYS_fstat64
	{
		struct linuxabi_stat64 s;

		memset(&s, 0xff, sizeof s);
		memset(&v, 0, sizeof v);
		r = LA_SYSCALL(LINUXABI_SYS_fstat64, fd, &s);
		la_stat_from_stat64(&v, &s);
		la_stat_print("fstat64, struct linuxabi_stat64",
			      LINUXABI_SYS_fstat64, r, LA_ERROR(r),
			      la_stat_same(&v, &libc, 1), &v, &libc);
	}
#endif
#ifdef LINUXABI_SYS_newfstatat
	{
		struct linuxabi_stat s;

		memset(&s, 0xff, sizeof s);
		memset(&v, 0, sizeof v);
		r = LA_SYSCALL(LINUXABI_SYS_newfstatat, AT_FDCWD, path, &s, 0);
		la_stat_from_stat(&v, &s);
		la_stat_print("newfstatat, struct linuxabi_stat",
			      LINUXABI_SYS_newfstatat, r, LA_ERROR(r),
			      la_stat_same(&v, &libc, LA_STAT_NSEC), &v,
			      &libc);
	}
#endif
#ifdef LINUXABI_SYS_fstatat64
	{
		struct linuxabi_stat64 s;

		memset(&s, 0xff, sizeof s);
		memset(&v, 0, sizeof v);
		r = LA_SYSCALL(LINUXABI_SYS_fstatat64, AT_FDCWD, path, &s, 0);
		la_stat_from_stat64(&v, &s);
		la_stat_print("fstatat64, struct linuxabi_stat64",
			      LINUXABI_SYS_fstatat64, r, LA_ERROR(r),
			      la_stat_same(&v, &libc, 1), &v, &libc);
	}
#endif

	/* statx: everything of the basic set, and the same answers */
	memset(&stx, 0xff, sizeof stx);
	memset(&v, 0, sizeof v);
	r = LA_SYSCALL(LINUXABI_SYS_statx, AT_FDCWD, path, 0,
		       STATX_BASIC_STATS, &stx);
	v.ino = stx.stx_ino;
	v.size = stx.stx_size;
	v.nlink = stx.stx_nlink;
	v.mode = stx.stx_mode;
	v.uid = stx.stx_uid;
	v.mtime = stx.stx_mtime.tv_sec;
	v.mtime_nsec = stx.stx_mtime.tv_nsec;
	la_stat_print("statx STATX_BASIC_STATS, struct linuxabi_statx",
		      LINUXABI_SYS_statx, r, LA_ERROR(r),
		      la_stat_same(&v, &libc, 1) &&
		      (stx.stx_mask & STATX_BASIC_STATS) == STATX_BASIC_STATS,
		      &v, &libc);
	la_stat_report(r == 0 && stx.stx_blocks == (uint64_t)st.st_blocks &&
		       stx.stx_blksize == (uint32_t)st.st_blksize &&
		       stx.stx_atime.tv_sec == (int64_t)st.st_atim.tv_sec &&
		       stx.stx_ctime.tv_sec == (int64_t)st.st_ctim.tv_sec,
		       "statx: stx_blocks %llu stx_blksize %u atime %lld ctime "
		       "%lld, libc %lld %ld %lld %lld",
		       (unsigned long long)stx.stx_blocks,
		       (unsigned)stx.stx_blksize,
		       (long long)stx.stx_atime.tv_sec,
		       (long long)stx.stx_ctime.tv_sec, (long long)st.st_blocks,
		       (long)st.st_blksize, (long long)st.st_atim.tv_sec,
		       (long long)st.st_ctim.tv_sec);

	/* a symbolic link, not followed: S_IFLNK */
	snprintf(link, sizeof link, "%s.link", path);
	if (symlink(path, link) != 0) {
		la_stat_report(0, "symlink: %s", strerror(errno));
	} else {
		memset(&stx, 0, sizeof stx);
		r = LA_SYSCALL(LINUXABI_SYS_statx, AT_FDCWD, link,
			       AT_SYMLINK_NOFOLLOW, STATX_TYPE | STATX_SIZE,
			       &stx);
		la_stat_report(r == 0 && (stx.stx_mode & S_IFMT) == S_IFLNK &&
			       stx.stx_size == strlen(path),
			       "statx AT_SYMLINK_NOFOLLOW on a symlink: %ld, "
			       "S_IFLNK: %d, size %llu (the target's name is "
			       "%u bytes)", r, (stx.stx_mode & S_IFMT) == S_IFLNK,
			       (unsigned long long)stx.stx_size,
			       (unsigned)strlen(path));
		unlink(link);
	}
	close(fd);
	unlink(path);
}

/* the magic numbers we can tell apart on a test machine */
static const char *la_magic_name(uint32_t type)
{
	switch (type) {
	case EXT4_SUPER_MAGIC: return "EXT4_SUPER_MAGIC";
	case TMPFS_MAGIC: return "TMPFS_MAGIC";
	case BTRFS_SUPER_MAGIC: return "BTRFS_SUPER_MAGIC";
	case XFS_SUPER_MAGIC: return "XFS_SUPER_MAGIC";
	case OVERLAYFS_SUPER_MAGIC: return "OVERLAYFS_SUPER_MAGIC";
	case NFS_SUPER_MAGIC: return "NFS_SUPER_MAGIC";
	case V9FS_MAGIC: return "V9FS_MAGIC";
	case FUSE_SUPER_MAGIC: return "FUSE_SUPER_MAGIC";
	case F2FS_SUPER_MAGIC: return "F2FS_SUPER_MAGIC";
	case ZONEFS_MAGIC: return "ZONEFS_MAGIC";
	case PROC_SUPER_MAGIC: return "PROC_SUPER_MAGIC";
	case PIPEFS_MAGIC: return "PIPEFS_MAGIC";
	case SYSFS_MAGIC: return "SYSFS_MAGIC";
	case RAMFS_MAGIC: return "RAMFS_MAGIC";
	}
	return "a magic number this check does not know";
}

/* statfs and fstatfs through whichever the ABI has, our structure's
   f_type and f_bsize as 32-bit numbers (every magic number fits) */
static long la_statfs(const char *path, int fd, uint32_t *type,
		      uint32_t *bsize, const char **call, long *nr)
{
	long r;
#ifdef LINUXABI_SYS_statfs
	struct linuxabi_statfs s;

	memset(&s, 0xff, sizeof s);
	if (path) {
		*call = "statfs, struct linuxabi_statfs";
		*nr = LINUXABI_SYS_statfs;
		r = LA_SYSCALL(LINUXABI_SYS_statfs, path, &s);
	} else {
		*call = "fstatfs, struct linuxabi_statfs";
		*nr = LINUXABI_SYS_fstatfs;
		r = LA_SYSCALL(LINUXABI_SYS_fstatfs, fd, &s);
	}
#else
	struct linuxabi_statfs64 s;

	memset(&s, 0xff, sizeof s);
	if (path) {
		*call = "statfs64, struct linuxabi_statfs64";
		*nr = LINUXABI_SYS_statfs64;
		r = LA_SYSCALL(LINUXABI_SYS_statfs64, path, sizeof s, &s);
	} else {
		*call = "fstatfs64, struct linuxabi_statfs64";
		*nr = LINUXABI_SYS_fstatfs64;
		r = LA_SYSCALL(LINUXABI_SYS_fstatfs64, fd, sizeof s, &s);
	}
#endif
	*type = (uint32_t)s.f_type;
	*bsize = (uint32_t)s.f_bsize;
	return r;
}

static void la_stat_fs(const char *path, uint32_t want, const char *wname)
{
	struct statfs libc;
	uint32_t type = 0, bsize = 0;
	const char *call;
	long nr, r;
	int e;

	if (statfs(path, &libc) != 0) {
		la_stat_report(0, "libc's statfs(\"%s\"): %s", path,
			       strerror(errno));
		return;
	}
	r = la_statfs(path, -1, &type, &bsize, &call, &nr);
	e = LA_ERROR(r);
	la_stat_report(r == 0 && type == (uint32_t)libc.f_type &&
		       bsize == (uint32_t)libc.f_bsize &&
		       (!want || type == want),
		       "%s (%ld) \"%s\": %ld%s%s, f_type 0x%x (%s), f_bsize %u; "
		       "libc 0x%x, %u%s%s", call, nr, path, r, r ? " " : "",
		       r ? strerror(e) : "", (unsigned)type,
		       la_magic_name(type), (unsigned)bsize,
		       (unsigned)libc.f_type, (unsigned)libc.f_bsize,
		       want ? "; want " : "", want ? wname : "");
#ifdef LINUXABI_SYS_statfs64
#ifdef LINUXABI_SYS_statfs
	{
		/* the 64-bit form too, where the ABI has both */
		struct linuxabi_statfs64 s;

		memset(&s, 0xff, sizeof s);
		r = LA_SYSCALL(LINUXABI_SYS_statfs64, path, sizeof s, &s);
		e = LA_ERROR(r);
		la_stat_report(r == 0 && (uint32_t)s.f_type ==
			       (uint32_t)libc.f_type &&
			       (uint32_t)s.f_bsize == (uint32_t)libc.f_bsize &&
			       s.f_blocks == (uint64_t)libc.f_blocks,
			       "statfs64 (%d) \"%s\", size %u: %ld%s%s, f_type "
			       "0x%x f_bsize %u f_blocks %llu; libc 0x%x %u %llu",
			       LINUXABI_SYS_statfs64, path, (unsigned)sizeof s,
			       r, r ? " " : "", r ? strerror(e) : "",
			       (unsigned)s.f_type, (unsigned)s.f_bsize,
			       (unsigned long long)s.f_blocks,
			       (unsigned)libc.f_type, (unsigned)libc.f_bsize,
			       (unsigned long long)libc.f_blocks);
	}
#endif
#endif
}

static void la_stat_pipefs(void)
{
	int p[2];
	uint32_t type = 0, bsize = 0;
	const char *call;
	long nr, r;

	if (pipe(p) != 0) {
		la_stat_report(0, "pipe: %s", strerror(errno));
		return;
	}
	r = la_statfs(NULL, p[0], &type, &bsize, &call, &nr);
	la_stat_report(r == 0 && type == PIPEFS_MAGIC,
		       "%s (%ld) of a pipe: %ld, f_type 0x%x (%s), want "
		       "PIPEFS_MAGIC 0x%x", call, nr, r, (unsigned)type,
		       la_magic_name(type), (unsigned)PIPEFS_MAGIC);
	close(p[0]);
	close(p[1]);
}

static void la_stat_checks(void)
{
	la_stat_file();
	la_stat_fs(".", 0, "");
	la_stat_fs("/proc", PROC_SUPER_MAGIC, "PROC_SUPER_MAGIC");
	la_stat_pipefs();
}

#endif
