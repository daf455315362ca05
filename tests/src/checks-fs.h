/* The checks of <linuxabi/fs.h> that run real system calls:
 *  - FS_IOC_GETFLAGS on a fresh file in the current directory (the build
 *    tree, or emulated's scratch directory), FS_IOC_SETFLAGS of
 *    FS_NOATIME_FL, read back through FS_IOC_GETFLAGS and as
 *    FS_XFLAG_NOATIME of FS_IOC_FSGETXATTR's struct linuxabi_fsxattr;
 *  - FICLONE and FICLONERANGE (struct linuxabi_file_clone_range) and
 *    FIDEDUPERANGE (struct linuxabi_file_dedupe_range and one _info)
 *    between two such files: a file system without reflinks answers
 *    EOPNOTSUPP, EXDEV or EINVAL, an ok line naming it;
 *  - FS_IOC_GETFSUUID and FS_IOC_GETFSSYSFSPATH (the path must exist
 *    under /sys/fs/);
 *  - PAGEMAP_SCAN of our own mapping through /proc/self/pagemap (two of
 *    four pages touched: two struct linuxabi_page_region of
 *    PAGE_IS_PRESENT), PROCMAP_QUERY of it through /proc/self/maps;
 *    ENOTTY (an older kernel) is an ok line;
 *  - BLKGETSIZE64, BLKGETSIZE, BLKSSZGET, BLKPBSZGET, BLKROGET,
 *    BLKGETDISKSEQ on a free loop device attached read-only to the
 *    64 KiB file (LOOP_CTL_GET_FREE, LOOP_CONFIGURE; detached at the
 *    last close), else on the block device of the current directory's
 *    file system, against /sys/dev/block; neither (not root, no loop
 *    driver) is an ok line naming why.
 * Under qemu (LA_QEMU), a request qemu does not translate (ENOSYS,
 * ENOTTY, EINVAL from qemu) is an ok line naming it.  Shared by
 * runtime-fs.c and emulated.c; before including, a program may define
 * LA_SYSCALL and LA_ERROR.  la_fs_checks() prints "ok - fs: ..." or
 * "not ok - fs: ..." lines. */
#ifndef LA_FS_CHECKS_H
#define LA_FS_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/fs.h>
#include <linuxabi/loop.h>
#include "checks.h"

#define la_fs_report(good, ...) la_report_in("fs", (good), __VA_ARGS__)

static long la_fs_ioctl(int fd, unsigned long req, void *arg)
{
	long r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, req, arg);
	return LA_ERROR(r) ? -LA_ERROR(r) : r;
}

/* under qemu: a request it does not translate; else never */
static int la_fs_qemu_lacks(long r)
{
#ifdef LA_QEMU
	return r == -ENOSYS || r == -ENOTTY || r == -EINVAL;
#else
	(void)r;
	return 0;
#endif
}

static const char *la_fs_err(long r)
{
	return r < 0 ? strerror((int)-r) : "";
}

/* a fresh file NAME in the current directory with LEN bytes of C */
static int la_fs_file(char *name, int c, size_t len)
{
	char buf[4096];
	int fd = mkstemp(name);

	if (fd < 0)
		return -1;
	unlink(name);
	memset(buf, c, sizeof buf);
	while (len > 0) {
		size_t n = len < sizeof buf ? len : sizeof buf;
		if (write(fd, buf, n) != (long)n) {
			close(fd);
			return -1;
		}
		len -= n;
	}
	return fd;
}

static void la_fs_flags(int fd)
{
	struct linuxabi_fsxattr fsx;
	int flags = 0, set, back = 0;
	long r;

	r = la_fs_ioctl(fd, FS_IOC_GETFLAGS, &flags);
	if (r == -ENOTTY || r == -EOPNOTSUPP || la_fs_qemu_lacks(r)) {
		la_fs_report(1, "FS_IOC_GETFLAGS (%#lx): %s: this file system "
			     "(or qemu) has no inode flags, not checked",
			     (unsigned long)FS_IOC_GETFLAGS, la_fs_err(r));
		return;
	}
	la_fs_report(r == 0, "FS_IOC_GETFLAGS (%#lx): flags %#x %s",
		     (unsigned long)FS_IOC_GETFLAGS, (unsigned)flags,
		     la_fs_err(r));
	if (r)
		return;

	set = flags | FS_NOATIME_FL;
	r = la_fs_ioctl(fd, FS_IOC_SETFLAGS, &set);
	if (r == -EOPNOTSUPP || r == -EPERM || r == -EACCES) {
		la_fs_report(1, "FS_IOC_SETFLAGS (%#lx) of FS_NOATIME_FL: %s "
			     "here, not checked", (unsigned long)FS_IOC_SETFLAGS,
			     la_fs_err(r));
		return;
	}
	if (r == 0)
		r = la_fs_ioctl(fd, FS_IOC_GETFLAGS, &back);
	la_fs_report(r == 0 && (back & FS_NOATIME_FL),
		     "FS_IOC_SETFLAGS (%#lx) of FS_NOATIME_FL (%#x), read "
		     "back: %#x %s", (unsigned long)FS_IOC_SETFLAGS,
		     (unsigned)FS_NOATIME_FL, (unsigned)back, la_fs_err(r));

	memset(&fsx, 0xa5, sizeof fsx);
	r = la_fs_ioctl(fd, FS_IOC_FSGETXATTR, &fsx);
	if (r == -ENOTTY || r == -EOPNOTSUPP || la_fs_qemu_lacks(r))
		la_fs_report(1, "FS_IOC_FSGETXATTR (%#lx): %s: not on this "
			     "file system (or qemu), not checked",
			     (unsigned long)FS_IOC_FSGETXATTR,
			     la_fs_err(r));
	else
		la_fs_report(r == 0 && (fsx.fsx_xflags & FS_XFLAG_NOATIME) &&
			     !(fsx.fsx_xflags & FS_XFLAG_IMMUTABLE),
			     "FS_IOC_FSGETXATTR (%#lx) into a %d-byte struct "
			     "linuxabi_fsxattr: fsx_xflags %#x has "
			     "FS_XFLAG_NOATIME (%#x) %s",
			     (unsigned long)FS_IOC_FSGETXATTR, (int)sizeof fsx,
			     (unsigned)fsx.fsx_xflags,
			     (unsigned)FS_XFLAG_NOATIME, la_fs_err(r));
}

/* reflinks: EOPNOTSUPP (no remap_file_range), EXDEV, EINVAL (alignment) */
static int la_fs_no_reflink(long r)
{
	return r == -EOPNOTSUPP || r == -EXDEV || r == -EINVAL ||
	       r == -ENOTTY || la_fs_qemu_lacks(r);
}

static void la_fs_clone(int src)
{
	char name[] = "linuxabi-fs-dst-XXXXXX";
	struct linuxabi_file_clone_range fcr;
	struct {
		struct linuxabi_file_dedupe_range r;
		struct linuxabi_file_dedupe_range_info info[1];
	} dd;
	unsigned char buf[16];
	int dst = la_fs_file(name, 0x11, 65536);
	long r;

	if (dst < 0) {
		la_fs_report(0, "a second file in the current directory: %s",
			     strerror(errno));
		return;
	}
	r = la_fs_ioctl(dst, FICLONE, (void *)(long)src);
	if (la_fs_no_reflink(r))
		la_fs_report(1, "FICLONE (%#lx): %s: no reflinks on this file "
			     "system, not checked", (unsigned long)FICLONE,
			     la_fs_err(r));
	else
		la_fs_report(r == 0 && pread(dst, buf, 16, 0) == 16 &&
			     buf[0] == 0x5a && buf[15] == 0x5a,
			     "FICLONE (%#lx): the clone reads the source's "
			     "bytes %s", (unsigned long)FICLONE, la_fs_err(r));

	memset(&fcr, 0, sizeof fcr);
	fcr.src_fd = src;
	fcr.src_offset = 0;
	fcr.src_length = 4096;
	fcr.dest_offset = 8192;
	r = la_fs_ioctl(dst, FICLONERANGE, &fcr);
	if (la_fs_no_reflink(r))
		la_fs_report(1, "FICLONERANGE (%#lx): %s: no reflinks on this "
			     "file system, not checked",
			     (unsigned long)FICLONERANGE, la_fs_err(r));
	else
		la_fs_report(r == 0 && pread(dst, buf, 16, 8192) == 16 &&
			     buf[0] == 0x5a,
			     "FICLONERANGE (%#lx) with a %d-byte struct "
			     "linuxabi_file_clone_range %s",
			     (unsigned long)FICLONERANGE, (int)sizeof fcr,
			     la_fs_err(r));

	/* the source against itself: the same bytes, so SAME where the file
	   system dedupes at all */
	memset(&dd, 0, sizeof dd);
	dd.r.src_offset = 0;
	dd.r.src_length = 4096;
	dd.r.dest_count = 1;
	dd.info[0].dest_fd = src;
	dd.info[0].dest_offset = 4096;
	dd.info[0].status = 12345;
	r = la_fs_ioctl(src, FIDEDUPERANGE, &dd);
	if (la_fs_no_reflink(r) || (r == 0 && la_fs_no_reflink(dd.info[0].status)))
		la_fs_report(1, "FIDEDUPERANGE (%#lx): %s: no deduplication on "
			     "this file system, not checked",
			     (unsigned long)FIDEDUPERANGE,
			     la_fs_err(r ? r : dd.info[0].status));
	else
		la_fs_report(r == 0 && dd.info[0].status ==
			     FILE_DEDUPE_RANGE_SAME &&
			     dd.info[0].bytes_deduped == 4096,
			     "FIDEDUPERANGE (%#lx) with a %d-byte struct "
			     "linuxabi_file_dedupe_range and one %d-byte _info: "
			     "status %d, %llu bytes %s",
			     (unsigned long)FIDEDUPERANGE, (int)sizeof dd.r,
			     (int)sizeof dd.info[0], (int)dd.info[0].status,
			     (unsigned long long)dd.info[0].bytes_deduped,
			     la_fs_err(r));
	close(dst);
}

static void la_fs_sb(int fd)
{
	struct linuxabi_fsuuid2 u;
	struct linuxabi_fs_sysfs_path p;
	char path[160];
	struct stat st;
	long r;

	memset(&u, 0xa5, sizeof u);
	r = la_fs_ioctl(fd, FS_IOC_GETFSUUID, &u);
	if (r == -ENOTTY || la_fs_qemu_lacks(r))
		la_fs_report(1, "FS_IOC_GETFSUUID (%#lx): %s: no UUID from "
			     "this file system (or kernel, or qemu), not checked",
			     (unsigned long)FS_IOC_GETFSUUID, la_fs_err(r));
	else
		la_fs_report(r == 0 && u.len >= 1 && u.len <= 16,
			     "FS_IOC_GETFSUUID (%#lx) into a %d-byte struct "
			     "linuxabi_fsuuid2: len %u %s",
			     (unsigned long)FS_IOC_GETFSUUID, (int)sizeof u,
			     (unsigned)u.len, la_fs_err(r));

	memset(&p, 0, sizeof p);
	r = la_fs_ioctl(fd, FS_IOC_GETFSSYSFSPATH, &p);
	if (r == -ENOTTY || la_fs_qemu_lacks(r)) {
		la_fs_report(1, "FS_IOC_GETFSSYSFSPATH (%#lx): %s: no sysfs "
			     "path from this file system (or kernel, or qemu), "
			     "not checked", (unsigned long)FS_IOC_GETFSSYSFSPATH,
			     la_fs_err(r));
		return;
	}
	snprintf(path, sizeof path, "/sys/fs/%.*s", p.len < sizeof p.name ?
		 (int)p.len : (int)sizeof p.name, (const char *)p.name);
	la_fs_report(r == 0 && p.len > 0 && stat(path, &st) == 0,
		     "FS_IOC_GETFSSYSFSPATH (%#lx) into a %d-byte struct "
		     "linuxabi_fs_sysfs_path: %s exists %s",
		     (unsigned long)FS_IOC_GETFSSYSFSPATH, (int)sizeof p, path,
		     la_fs_err(r));
}

static void la_fs_proc(void)
{
	struct linuxabi_page_region reg[4];
	struct linuxabi_pm_scan_arg arg;
	struct linuxabi_procmap_query q;
	long page = sysconf(_SC_PAGESIZE), r;
	unsigned char *map, *p;
	int fd;

	map = mmap(NULL, (size_t)page * 6, PROT_NONE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (map == MAP_FAILED) {
		la_fs_report(0, "mmap of 6 pages: %s", strerror(errno));
		return;
	}
	/* four read-write pages between two PROT_NONE ones: a mapping of
	   their own; the first and third touched */
	p = map + page;
	if (mprotect(p, (size_t)page * 4, PROT_READ | PROT_WRITE) != 0) {
		la_fs_report(0, "mprotect: %s", strerror(errno));
		munmap(map, (size_t)page * 6);
		return;
	}
	p[0] = 1;
	p[2 * page] = 1;

	fd = open("/proc/self/pagemap", O_RDONLY | O_CLOEXEC);
	memset(&arg, 0, sizeof arg);
	memset(reg, 0, sizeof reg);
	arg.size = sizeof arg;
	arg.start = (uint64_t)(uintptr_t)p;
	arg.end = (uint64_t)(uintptr_t)(p + 4 * page);
	arg.vec = (uint64_t)(uintptr_t)reg;
	arg.vec_len = 4;
	arg.category_mask = PAGE_IS_PRESENT;
	arg.return_mask = PAGE_IS_PRESENT;
	r = fd < 0 ? -errno : la_fs_ioctl(fd, PAGEMAP_SCAN, &arg);
	if (r == -ENOTTY || r == -ENOENT || la_fs_qemu_lacks(r))
		la_fs_report(1, "PAGEMAP_SCAN (%#lx): %s: not in this kernel "
			     "(6.7 and later) or qemu, not checked",
			     (unsigned long)PAGEMAP_SCAN, la_fs_err(r));
	else
		la_fs_report(r == 2 && reg[0].start == arg.start &&
			     reg[0].end == arg.start + (uint64_t)page &&
			     reg[1].start == arg.start + 2 * (uint64_t)page &&
			     reg[0].categories == PAGE_IS_PRESENT &&
			     reg[1].categories == PAGE_IS_PRESENT &&
			     arg.walk_end == arg.end,
			     "PAGEMAP_SCAN (%#lx) with a %d-byte struct "
			     "linuxabi_pm_scan_arg over 4 pages, 2 touched: %ld "
			     "%d-byte struct linuxabi_page_region of "
			     "PAGE_IS_PRESENT (%#x), pages %lld and %lld %s",
			     (unsigned long)PAGEMAP_SCAN, (int)sizeof arg, r,
			     (int)sizeof reg[0], (unsigned)PAGE_IS_PRESENT,
			     (long long)((int64_t)(reg[0].start - arg.start) / page),
			     (long long)((int64_t)(reg[1].start - arg.start) / page),
			     la_fs_err(r));
	if (fd >= 0)
		close(fd);

	fd = open("/proc/self/maps", O_RDONLY | O_CLOEXEC);
	memset(&q, 0, sizeof q);
	q.size = sizeof q;
	q.query_addr = (uint64_t)(uintptr_t)(p + page);
	q.query_flags = PROCMAP_QUERY_VMA_READABLE | PROCMAP_QUERY_VMA_WRITABLE;
	r = fd < 0 ? -errno : la_fs_ioctl(fd, PROCMAP_QUERY, &q);
	if (r == -ENOTTY || la_fs_qemu_lacks(r))
		la_fs_report(1, "PROCMAP_QUERY (%#lx): %s: not in this kernel "
			     "(6.11 and later) or qemu, not checked",
			     (unsigned long)PROCMAP_QUERY, la_fs_err(r));
	else
		la_fs_report(r == 0 &&
			     q.vma_start == (uint64_t)(uintptr_t)p &&
			     q.vma_end == (uint64_t)(uintptr_t)(p + 4 * page) &&
			     (q.vma_flags & (PROCMAP_QUERY_VMA_READABLE |
					     PROCMAP_QUERY_VMA_WRITABLE |
					     PROCMAP_QUERY_VMA_EXECUTABLE |
					     PROCMAP_QUERY_VMA_SHARED)) ==
			     (PROCMAP_QUERY_VMA_READABLE |
			      PROCMAP_QUERY_VMA_WRITABLE) &&
			     q.vma_page_size == (uint64_t)page && q.inode == 0,
			     "PROCMAP_QUERY (%#lx) with a %d-byte struct "
			     "linuxabi_procmap_query: our 4-page mapping, flags "
			     "%#llx, page size %llu %s",
			     (unsigned long)PROCMAP_QUERY, (int)sizeof q,
			     (unsigned long long)q.vma_flags,
			     (unsigned long long)q.vma_page_size, la_fs_err(r));
	if (fd >= 0)
		close(fd);
	munmap(map, (size_t)page * 6);
}

/* the first number in FILE, or -1 */
static long long la_fs_sysnum(const char *file)
{
	long long v = -1;
	FILE *f = fopen(file, "r");

	if (f) {
		if (fscanf(f, "%lld", &v) != 1)
			v = -1;
		fclose(f);
	}
	return v;
}

/* a free loop device attached read-only (and to be detached at its last
   close) to FILE, with the LO_FLAGS_* FLAGS besides; its node in DEV, its
   sysfs directory in SYS: a block device of a known size.  The fd, or
   -errno. */
static int la_fs_loop(int file, uint32_t flags, char *dev, size_t devlen,
		      char *sys, size_t syslen)
{
	struct linuxabi_loop_config cfg;
	int ctl, fd = -ENODEV, i;
	long n = -1, r;

	ctl = open("/dev/loop-control", O_RDWR | O_CLOEXEC);
	if (ctl < 0)
		return -errno;
	for (i = 0; i < 8; i++) {
		n = la_fs_ioctl(ctl, LOOP_CTL_GET_FREE, NULL);
		if (n < 0) {
			fd = (int)n;
			break;
		}
		snprintf(dev, devlen, "/dev/loop%ld", n);
		fd = open(dev, O_RDONLY | O_CLOEXEC);
		if (fd < 0) {
			fd = -errno;
			break;
		}
		memset(&cfg, 0, sizeof cfg);
		cfg.fd = (uint32_t)file;
		cfg.block_size = 512;
		cfg.info.lo_flags = LO_FLAGS_READ_ONLY | LO_FLAGS_AUTOCLEAR | flags;
		r = la_fs_ioctl(fd, LOOP_CONFIGURE, &cfg);
		if (r == 0)
			break;
		close(fd);
		fd = (int)r;
		if (r != -EBUSY)        /* another program took it first */
			break;
	}
	close(ctl);
	/* by name: qemu's stat of a device number is not to be trusted */
	if (fd >= 0)
		snprintf(sys, syslen, "/sys/block/loop%ld", n);
	return fd;
}

/* the block device of the current directory's file system, read only;
   its node in DEV, its sysfs directory in SYS.  The fd, or -errno. */
static int la_fs_cwd_dev(char *dev, size_t devlen, char *sys, size_t syslen)
{
	char file[160], line[128];
	struct stat st;
	FILE *f;
	int fd;

	dev[0] = '\0';
	if (stat(".", &st) != 0 || major(st.st_dev) == 0)
		return -ENODEV;
	snprintf(sys, syslen, "/sys/dev/block/%u:%u",
		 major(st.st_dev), minor(st.st_dev));
	snprintf(file, sizeof file, "%s/uevent", sys);
	f = fopen(file, "r");
	while (f && fgets(line, sizeof line, f))
		if (strncmp(line, "DEVNAME=", 8) == 0) {
			line[strcspn(line, "\n")] = '\0';
			snprintf(dev, devlen, "/dev/%s", line + 8);
		}
	if (f)
		fclose(f);
	if (!dev[0])
		return -ENODEV;
	fd = open(dev, O_RDONLY | O_CLOEXEC);
	return fd < 0 ? -errno : fd;
}

/* a block device to ask: a loop device on FILE (SIZE bytes, so *SIZE
   stays), else the current directory's (*SIZE 0: the size from sysfs).
   What was tried and why it failed goes into WHY. */
static int la_fs_blkdev(int file, char *dev, size_t devlen, char *sys,
			size_t syslen, long long *size, char *why,
			size_t whylen)
{
	int fd = file >= 0 ? la_fs_loop(file, 0, dev, devlen, sys, syslen)
			   : -EBADF;
	int fd2;

	if (fd >= 0)
		return fd;
	fd2 = la_fs_cwd_dev(dev, devlen, sys, syslen);
	*size = 0;
	snprintf(why, whylen, "a loop device: %s; the current directory's "
		 "device %s: %s", strerror(-fd), dev[0] ? dev : "(none)",
		 fd2 < 0 ? strerror(-fd2) : "");
	return fd2;
}

static void la_fs_blk(int file)
{
	char sys[96], file_[160], dev[160] = "", why[400];
	unsigned long long size64 = 0;
	uint64_t seq = 0;
	unsigned long sectors = 0;
	unsigned int pbsz = 0;
	int ssz = 0, ro = -1, fd;
	long long want, size = 65536;
	long r;

	fd = la_fs_blkdev(file, dev, sizeof dev, sys, sizeof sys, &size, why,
			  sizeof why);
	if (fd < 0) {
		la_fs_report(1, "no block device to ask (%s): the BLK* checks "
			     "are not run", why);
		return;
	}

	r = la_fs_ioctl(fd, BLKGETSIZE64, &size64);
	snprintf(file_, sizeof file_, "%s/size", sys);
	want = size ? size / 512 : la_fs_sysnum(file_);
	if (la_fs_qemu_lacks(r)) {
		la_fs_report(1, "BLKGETSIZE64 (%#lx): %s: qemu does not "
			     "translate it, the BLK* checks are not run",
			     (unsigned long)BLKGETSIZE64, la_fs_err(r));
		close(fd);
		return;
	}
	la_fs_report(r == 0 && want >= 0 &&
		     size64 == (unsigned long long)want * 512,
		     "BLKGETSIZE64 (%#lx) of %s: %llu bytes (%lld sectors) %s",
		     (unsigned long)BLKGETSIZE64, dev, size64, want,
		     la_fs_err(r));
	r = la_fs_ioctl(fd, BLKGETSIZE, &sectors);
	la_fs_report((r == 0 && (long long)sectors == want) ||
		     (r == -EFBIG && sizeof sectors == 4),
		     "BLKGETSIZE (%#lx): %lu sectors %s",
		     (unsigned long)BLKGETSIZE, sectors, la_fs_err(r));

	r = la_fs_ioctl(fd, BLKSSZGET, &ssz);
	snprintf(file_, sizeof file_, "%s/queue/logical_block_size", sys);
	want = la_fs_sysnum(file_);
	la_fs_report(r == 0 && ssz >= 512 && (want < 0 || ssz == want) &&
		     (!size || ssz == 512),
		     "BLKSSZGET (%#lx): %d-byte sectors %s",
		     (unsigned long)BLKSSZGET, ssz, la_fs_err(r));
	r = la_fs_ioctl(fd, BLKPBSZGET, &pbsz);
	snprintf(file_, sizeof file_, "%s/queue/physical_block_size", sys);
	want = la_fs_sysnum(file_);
	la_fs_report(r == 0 && pbsz >= 512 && (want < 0 || pbsz == want),
		     "BLKPBSZGET (%#lx): %u-byte physical sectors %s",
		     (unsigned long)BLKPBSZGET, pbsz, la_fs_err(r));
	r = la_fs_ioctl(fd, BLKROGET, &ro);
	snprintf(file_, sizeof file_, "%s/ro", sys);
	want = la_fs_sysnum(file_);
	la_fs_report(r == 0 && (ro == 0 || ro == 1) &&
		     (want < 0 || ro == want) && (!size || ro == 1),
		     "BLKROGET (%#lx): read-only %d %s",
		     (unsigned long)BLKROGET, ro, la_fs_err(r));
	r = la_fs_ioctl(fd, BLKGETDISKSEQ, &seq);
	snprintf(file_, sizeof file_, "%s/diskseq", sys);
	want = la_fs_sysnum(file_);
	if (la_fs_qemu_lacks(r))
		la_fs_report(1, "BLKGETDISKSEQ (%#lx): %s: qemu does not "
			     "translate it", (unsigned long)BLKGETDISKSEQ,
			     la_fs_err(r));
	else
		la_fs_report(r == 0 && seq > 0 &&
			     (want < 0 || seq == (uint64_t)want),
			     "BLKGETDISKSEQ (%#lx): %llu %s",
			     (unsigned long)BLKGETDISKSEQ,
			     (unsigned long long)seq, la_fs_err(r));
	close(fd);
}

static void la_fs_checks(void) __attribute__((unused));
static void la_fs_checks(void)
{
	char name[] = "linuxabi-fs-src-XXXXXX";
	int fd = la_fs_file(name, 0x5a, 65536);

	if (fd < 0) {
		la_fs_report(0, "a 64 KiB file in the current directory: %s",
			     strerror(errno));
	} else {
		fsync(fd);
		la_fs_flags(fd);
		la_fs_clone(fd);
		la_fs_sb(fd);
	}
	la_fs_proc();
	la_fs_blk(fd);
	if (fd >= 0)
		close(fd);
}

#endif
