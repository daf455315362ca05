/* The checks of <linuxabi/utsname.h>, <linuxabi/sysinfo.h>,
 * <linuxabi/uio.h>, <linuxabi/dirent.h>, <linuxabi/close_range.h>,
 * <linuxabi/falloc.h> and <linuxabi/personality.h> that run real system
 * calls, by number, with these headers' own structures:
 *   utsname      uname(2) into struct linuxabi_new_utsname (and, where
 *                the ABI has them, olduname(2) and oldolduname(2) into
 *                the older structures) equals libc's uname(3), and the
 *                kernel writes nothing past the structure;
 *   sysinfo      sysinfo(2) into struct linuxabi_sysinfo agrees with
 *                libc's sysinfo(2) (uptime within a second, memory and
 *                swap sizes, mem_unit), nothing written past it;
 *   uio          writev(2) and readv(2) through a pipe with struct
 *                linuxabi_iovec, and UIO_MAXIOV buffers accepted, one
 *                more refused;
 *   dirent       getdents64(2) read with struct linuxabi_linux_dirent64
 *                finds a file and a directory just made, with DT_REG and
 *                DT_DIR, the file's inode number, and records that add
 *                up to what the call returned (each a multiple of 8
 *                bytes: emulators may differ, which is printed);
 *   close_range  close_range(2) with CLOSE_RANGE_CLOEXEC sets FD_CLOEXEC,
 *                then without flags closes;
 *   falloc       fallocate(2) with FALLOC_FL_KEEP_SIZE allocates without
 *                growing the file, mode 0 grows it, FALLOC_FL_PUNCH_HOLE
 *                needs FALLOC_FL_KEEP_SIZE, FALLOC_FL_NO_HIDE_STALE is
 *                refused (in the current directory; where its file
 *                system answers EOPNOTSUPP, in /dev/shm, and where both
 *                do, a SKIP that says so);
 *   personality  personality(0xffffffff) reads what libc's does; setting
 *                ADDR_NO_RANDOMIZE reads back, then the old one returns.
 * Shared by runtime-process.c (the host) and programs that run them on
 * other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h), and LA_EMULATED where an emulator
 * runs the checks: there ENOSYS is printed as ok with a "# " line saying
 * what was not checked.  No _GNU_SOURCE needed.  libc's headers are
 * included here, before ours (glibc's DT_* and personality flags are
 * enumerators).  Files are made in the current directory.
 * la_process_checks() runs them all and prints "ok - <topic>: ..." or
 * "not ok - <topic>: ..." lines. */
#ifndef LA_PROCESS_CHECKS_H
#define LA_PROCESS_CHECKS_H

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/personality.h>
#include <sys/stat.h>
#include <sys/sysinfo.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <linuxabi/close_range.h>
#include <linuxabi/dirent.h>
#include <linuxabi/falloc.h>
#include <linuxabi/fcntl.h>
#include <linuxabi/personality.h>
#include <linuxabi/syscall.h>
#include <linuxabi/sysinfo.h>
#include <linuxabi/uio.h>
#include <linuxabi/utsname.h>
#include "checks.h"

/* one "ok - TOPIC: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_process_report(good, topic, ...) \
	la_report_in((topic), (good), __VA_ARGS__)

/* ENOSYS where an emulator runs the checks: reported, not failed */
static int la_process_unsupported(const char *topic, const char *what, int e)
{
#ifdef LA_EMULATED
	if (e == ENOSYS) {
		printf("ok - %s: %s: %s from the emulator\n# the emulator "
		       "lacks %s: not checked\n", topic, what, strerror(e),
		       what);
		fflush(stdout);
		return 1;
	}
#else
	(void)topic;
	(void)what;
	(void)e;
#endif
	return 0;
}

/* bytes after a structure the kernel fills, which it must leave alone */
#define LA_CANARY 32

static int la_canary_intact(const unsigned char *p)
{
	int i;

	for (i = 0; i < LA_CANARY; i++)
		if (p[i] != 0xa5)
			return 0;
	return 1;
}

/* utsname */

static void la_process_uname(void)
{
	struct {
		struct linuxabi_new_utsname u;
		unsigned char canary[LA_CANARY];
	} raw;
	struct utsname libc;
	const char *domain;
	long r;
	int e, same;

	memset(&raw, 0xa5, sizeof raw);
	r = LA_SYSCALL(LINUXABI_SYS_uname, &raw.u);
	e = LA_ERROR(r);
	if (uname(&libc) != 0) {
		la_process_report(0, "utsname", "libc's uname fails: %s",
				  strerror(errno));
		return;
	}
	/* glibc and musl alike: domainname only with _GNU_SOURCE */
#ifdef _GNU_SOURCE
	domain = libc.domainname;
#else
	domain = libc.__domainname;
#endif
	same = r == 0 && !strcmp(raw.u.sysname, libc.sysname)
		&& !strcmp(raw.u.nodename, libc.nodename)
		&& !strcmp(raw.u.release, libc.release)
		&& !strcmp(raw.u.version, libc.version)
		&& !strcmp(raw.u.machine, libc.machine)
		&& !strcmp(raw.u.domainname, domain);
	la_process_report(same && la_canary_intact(raw.canary), "utsname",
			  "uname (%d) into struct linuxabi_new_utsname (%u "
			  "bytes): %ld%s%s, \"%s\" \"%s\" \"%s\", libc's "
			  "\"%s\" \"%s\" \"%s\"%s", LINUXABI_SYS_uname,
			  (unsigned)sizeof raw.u, r, r ? " " : "",
			  r ? strerror(e) : "", raw.u.sysname,
			  raw.u.release, raw.u.machine, libc.sysname,
			  libc.release, libc.machine,
			  la_canary_intact(raw.canary) ? ""
			  : ", and it wrote past the structure");
}

#ifdef LINUXABI_SYS_olduname
static void la_process_olduname(void)
{
	struct {
		struct linuxabi_old_utsname u;
		unsigned char canary[LA_CANARY];
	} old;
	struct {
		struct linuxabi_oldold_utsname u;
		unsigned char canary[LA_CANARY];
	} oldold;
	struct utsname libc;
	long r;
	int e;

	if (uname(&libc) != 0)
		return;
	/* olduname is the kernel's sys_uname: the 5-field 65-byte layout */
	memset(&old, 0xa5, sizeof old);
	r = LA_SYSCALL(LINUXABI_SYS_olduname, &old.u);
	e = LA_ERROR(r);
	if (r != 0 && la_process_unsupported("utsname", "olduname", e))
		return;
	la_process_report(r == 0 && !strcmp(old.u.release, libc.release)
			  && !strcmp(old.u.machine, libc.machine)
			  && la_canary_intact(old.canary), "utsname",
			  "olduname (%d) into struct linuxabi_old_utsname (%u "
			  "bytes): %ld%s%s, \"%s\" \"%s\"%s",
			  LINUXABI_SYS_olduname, (unsigned)sizeof old.u, r,
			  r ? " " : "", r ? strerror(e) : "", old.u.release,
			  old.u.machine, la_canary_intact(old.canary) ? ""
			  : ", and it wrote past the structure");
#ifdef LINUXABI_SYS_oldolduname
	/* oldolduname: each string cut to LINUXABI_OLD_UTS_LEN */
	memset(&oldold, 0xa5, sizeof oldold);
	r = LA_SYSCALL(LINUXABI_SYS_oldolduname, &oldold.u);
	e = LA_ERROR(r);
	if (r != 0 && la_process_unsupported("utsname", "oldolduname", e))
		return;
	la_process_report(r == 0 && !strncmp(oldold.u.release, libc.release,
					     LINUXABI_OLD_UTS_LEN)
			  && oldold.u.release[LINUXABI_OLD_UTS_LEN] == 0
			  && la_canary_intact(oldold.canary), "utsname",
			  "oldolduname (%d) into struct linuxabi_oldold_utsname "
			  "(%u bytes): %ld%s%s, release \"%s\"%s",
			  LINUXABI_SYS_oldolduname, (unsigned)sizeof oldold.u,
			  r, r ? " " : "", r ? strerror(e) : "",
			  oldold.u.release, la_canary_intact(oldold.canary)
			  ? "" : ", and it wrote past the structure");
#else
	(void)oldold;
#endif
}
#endif

/* sysinfo */

/* qemu-user copies the host's sysinfo into a 32-bit ABI's fields
 * truncated, not rescaled through mem_unit as the kernel's compat code
 * does: with more than 4 GiB on the host, freeram may then exceed
 * totalram (both are still libc's, which the line compares) */
static int la_sysinfo_truncated(void)
{
#ifdef LA_QEMU
	return sizeof ((struct linuxabi_sysinfo *)0)->totalram < 8;
#else
	return 0;
#endif
}

static void la_process_sysinfo(void)
{
	struct {
		struct linuxabi_sysinfo s;
		unsigned char canary[LA_CANARY];
	} raw;
	struct sysinfo libc;
	long r;
	int e, good;
	int64_t dt;

	memset(&raw, 0xa5, sizeof raw);
	r = LA_SYSCALL(LINUXABI_SYS_sysinfo, &raw.s);
	e = LA_ERROR(r);
	if (sysinfo(&libc) != 0) {
		la_process_report(0, "sysinfo", "libc's sysinfo fails: %s",
				  strerror(errno));
		return;
	}
	dt = (int64_t)raw.s.uptime - (int64_t)libc.uptime;
	good = r == 0 && dt >= -1 && dt <= 1
		&& raw.s.totalram == (uint64_t)libc.totalram
		&& raw.s.totalswap == (uint64_t)libc.totalswap
		&& raw.s.mem_unit == (uint32_t)libc.mem_unit
		&& raw.s.totalram != 0 && raw.s.mem_unit != 0
		&& (raw.s.freeram <= raw.s.totalram || la_sysinfo_truncated())
		&& raw.s.procs != 0;
	la_process_report(good && la_canary_intact(raw.canary), "sysinfo",
			  "sysinfo (%d) into struct linuxabi_sysinfo (%u bytes):"
			  " %ld%s%s, uptime %lld (libc %lld), totalram %llu "
			  "(libc %llu), totalswap %llu (libc %llu), mem_unit "
			  "%u (libc %u), freeram %llu, procs %u%s",
			  LINUXABI_SYS_sysinfo,
			  (unsigned)sizeof raw.s, r, r ? " " : "",
			  r ? strerror(e) : "", (long long)raw.s.uptime,
			  (long long)libc.uptime,
			  (unsigned long long)raw.s.totalram,
			  (unsigned long long)libc.totalram,
			  (unsigned long long)raw.s.totalswap,
			  (unsigned long long)libc.totalswap,
			  (unsigned)raw.s.mem_unit, (unsigned)libc.mem_unit,
			  (unsigned long long)raw.s.freeram,
			  (unsigned)raw.s.procs,
			  la_canary_intact(raw.canary) ? ""
			  : ", and it wrote past the structure");
}

/* uio */

static struct linuxabi_iovec la_process_many[UIO_MAXIOV + 1];

static void la_process_uio(void)
{
	struct linuxabi_iovec out[2], in[2];
	char a[2] = { 'a', 'b' }, b[3] = { 'c', 'd', 'e' };
	char x[2], y[4];
	int p[2];
	long w, rd, big, over;
	int ew, er, eb, eo;

	if (pipe(p) != 0) {
		la_process_report(0, "uio", "pipe: %s", strerror(errno));
		return;
	}
	out[0].iov_base = a;
	out[0].iov_len = sizeof a;
	out[1].iov_base = b;
	out[1].iov_len = sizeof b;
	w = LA_SYSCALL(LINUXABI_SYS_writev, p[1], out, 2);
	ew = LA_ERROR(w);
	memset(x, 0, sizeof x);
	memset(y, 0, sizeof y);
	in[0].iov_base = x;
	in[0].iov_len = sizeof x;
	in[1].iov_base = y;
	in[1].iov_len = sizeof y;
	rd = LA_SYSCALL(LINUXABI_SYS_readv, p[0], in, 2);
	er = LA_ERROR(rd);
	la_process_report(w == 5 && rd == 5 && !memcmp(x, "ab", 2)
			  && !memcmp(y, "cde", 3) && y[3] == 0, "uio",
			  "writev (%d) of 2+3 bytes and readv (%d) into 2+4 "
			  "with struct linuxabi_iovec (%u bytes): %ld%s%s, "
			  "%ld%s%s, \"%.2s\" \"%.3s\"", LINUXABI_SYS_writev,
			  LINUXABI_SYS_readv, (unsigned)sizeof out[0], w,
			  w < 0 ? " " : "", w < 0 ? strerror(ew) : "", rd,
			  rd < 0 ? " " : "", rd < 0 ? strerror(er) : "", x, y);
	/* UIO_MAXIOV empty buffers are taken, one more is EINVAL */
	memset(la_process_many, 0, sizeof la_process_many);
	big = LA_SYSCALL(LINUXABI_SYS_writev, p[1], la_process_many,
			 UIO_MAXIOV);
	eb = LA_ERROR(big);
	over = LA_SYSCALL(LINUXABI_SYS_writev, p[1], la_process_many,
			  UIO_MAXIOV + 1);
	eo = LA_ERROR(over);
	la_process_report(big == 0 && over == -1 && eo == EINVAL, "uio",
			  "writev of UIO_MAXIOV (%d) empty buffers: %ld%s%s; "
			  "of UIO_MAXIOV + 1: %ld %s", UIO_MAXIOV, big,
			  big < 0 ? " " : "", big < 0 ? strerror(eb) : "", over,
			  over < 0 ? strerror(eo) : "(no error)");
	close(p[0]);
	close(p[1]);
}

/* dirent */

static void la_process_dirent(void)
{
	/* 8-aligned, as the kernel aligns each record */
	static uint64_t buf[512];
	char dir[64], path[96];
	struct linuxabi_linux_dirent64 d;
	struct stat st;
	long n, off;
	int fd, e, good_len = 1, reg = -1, sub = -1, dot = -1;
	unsigned odd_reclen = 0;
	uint64_t ino = 0, file_ino = 0;
	const size_t name_at = offsetof(struct linuxabi_linux_dirent64,
					d_type) + 1;

	snprintf(dir, sizeof dir, "la-dirent.%ld", (long)getpid());
	snprintf(path, sizeof path, "%s/file", dir);
	if (mkdir(dir, 0755) != 0 || (fd = open(path, O_WRONLY | O_CREAT,
						0644)) < 0) {
		la_process_report(0, "dirent", "setup: %s", strerror(errno));
		return;
	}
	close(fd);
	snprintf(path, sizeof path, "%s/sub", dir);
	if (mkdir(path, 0755) != 0) {
		la_process_report(0, "dirent", "setup: %s", strerror(errno));
		return;
	}
	snprintf(path, sizeof path, "%s/file", dir);
	if (stat(path, &st) == 0)
		file_ino = (uint64_t)st.st_ino;
	fd = open(dir, O_RDONLY | O_DIRECTORY);
	n = LA_SYSCALL(LINUXABI_SYS_getdents64, fd, buf, sizeof buf);
	e = LA_ERROR(n);
	for (off = 0; n > 0 && off < n; off += d.d_reclen) {
		const char *rec = (const char *)buf + off;
		const char *name = rec + name_at;

		memcpy(&d, rec, name_at);
		if (d.d_reclen < name_at + 1 || d.d_reclen % 2
		    || off + d.d_reclen > n) {
			good_len = 0;
			break;
		}
		/* the kernel pads each record to a multiple of 8 */
		if (d.d_reclen % 8 && !odd_reclen) {
			odd_reclen = d.d_reclen;
#ifdef LA_EMULATED
			printf("# getdents64: a record of %u bytes, not a "
			       "multiple of 8: the emulator pads records as "
			       "it aligns them, not as the kernel does\n",
			       (unsigned)d.d_reclen);
#else
			good_len = 0;
#endif
		}
		if (!strcmp(name, "file")) {
			reg = d.d_type;
			ino = d.d_ino;
		} else if (!strcmp(name, "sub")) {
			sub = d.d_type;
		} else if (!strcmp(name, ".")) {
			dot = d.d_type;
		}
	}
	la_process_report(n > 0 && good_len && off == n && reg == DT_REG
			  && sub == DT_DIR && dot == DT_DIR
			  && (file_ino == 0 || ino == file_ino), "dirent",
			  "getdents64 (%d) read with struct "
			  "linuxabi_linux_dirent64, names at offset %u: %ld%s%s,"
			  " records %s, \"file\" d_type %d (DT_REG %d), \"sub\""
			  " %d and \".\" %d (DT_DIR %d), d_ino %llu (stat %s"
			  "%llu)", LINUXABI_SYS_getdents64, (unsigned)name_at,
			  n, n < 0 ? " " : "", n < 0 ? strerror(e) : "",
			  good_len && off == n ? "add up" : "do not add up",
			  reg, DT_REG, sub, dot, DT_DIR,
			  (unsigned long long)ino,
			  file_ino ? "" : "failed, not compared: ",
			  (unsigned long long)file_ino);
	close(fd);
	unlink(path);
	snprintf(path, sizeof path, "%s/sub", dir);
	rmdir(path);
	rmdir(dir);
}

/* close_range */

static void la_process_close_range(void)
{
	int fd = open("/dev/null", O_RDONLY), flags;
	long r;
	int e;

	if (fd < 0 || fcntl(fd, F_SETFD, 0) != 0) {
		la_process_report(0, "close_range", "setup: %s",
				  strerror(errno));
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_close_range, fd, fd, CLOSE_RANGE_CLOEXEC);
	e = LA_ERROR(r);
	if (r != 0 && la_process_unsupported("close_range", "close_range", e)) {
		close(fd);
		return;
	}
	flags = fcntl(fd, F_GETFD);
	la_process_report(r == 0 && flags >= 0 && (flags & FD_CLOEXEC),
			  "close_range", "close_range (%d) of fd %d with "
			  "CLOSE_RANGE_CLOEXEC (%u): %ld%s%s, then F_GETFD %d",
			  LINUXABI_SYS_close_range, fd, CLOSE_RANGE_CLOEXEC, r,
			  r ? " " : "", r ? strerror(e) : "", flags);
	r = LA_SYSCALL(LINUXABI_SYS_close_range, fd, fd, 0);
	e = LA_ERROR(r);
	flags = fcntl(fd, F_GETFD);
	la_process_report(r == 0 && flags == -1 && errno == EBADF,
			  "close_range", "close_range of fd %d without flags: "
			  "%ld%s%s, then F_GETFD %d (EBADF: closed)", fd, r,
			  r ? " " : "", r ? strerror(e) : "", flags);
	if (flags != -1)
		close(fd);
}

/* falloc */

/* fallocate(2) with 64-bit offset and length: one register each where
   registers have 64 bits (x32 and MIPS n32 too), else a pair of 32-bit
   words each, in the byte order's order; the pairs start at the third
   argument, aligned for the ABIs that align them */
static long la_fallocate(int fd, int mode, int64_t off, int64_t len)
{
#if defined(__x86_64__) || defined(__LP64__) || defined(_LP64) \
	|| (defined(__mips__) && defined(_ABIN32) && _MIPS_SIM == _ABIN32)
	return LA_SYSCALL(LINUXABI_SYS_fallocate, fd, mode, (long long)off,
			  (long long)len);
#else
	uint32_t ohi = (uint32_t)((uint64_t)off >> 32), olo = (uint32_t)off;
	uint32_t lhi = (uint32_t)((uint64_t)len >> 32), llo = (uint32_t)len;
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	return LA_SYSCALL(LINUXABI_SYS_fallocate, fd, mode, ohi, olo, lhi, llo);
#else
	return LA_SYSCALL(LINUXABI_SYS_fallocate, fd, mode, olo, ohi, llo, lhi);
#endif
#endif
}

/* returns 0 when the file system of the file at PATH has no fallocate */
static int la_process_falloc_in(const char *path)
{
	struct stat st;
	long r, grow, punch, bad, stale;
	int fd, e, eg, ep, eb, es;
	long long size_keep = -1, blocks_keep = -1, size_grow = -1;

	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0644);
	if (fd < 0) {
		la_process_report(0, "falloc", "open %s: %s", path,
				  strerror(errno));
		return 1;
	}
	r = la_fallocate(fd, FALLOC_FL_KEEP_SIZE, 0, 65536);
	e = LA_ERROR(r);
	if (r != 0 && (e == EOPNOTSUPP
#ifdef LA_EMULATED
		       || e == ENOSYS
#endif
		    )) {
		printf("# fallocate (%d) FALLOC_FL_KEEP_SIZE on %s: %s\n",
		       LINUXABI_SYS_fallocate, path, strerror(e));
		close(fd);
		unlink(path);
		return 0;
	}
	if (fstat(fd, &st) == 0) {
		size_keep = (long long)st.st_size;
		blocks_keep = (long long)st.st_blocks;
	}
	la_process_report(r == 0 && size_keep == 0 && blocks_keep * 512 >= 65536,
			  "falloc", "fallocate (%d) FALLOC_FL_KEEP_SIZE (%d) of "
			  "64 KiB on %s: %ld%s%s, size %lld, %lld blocks",
			  LINUXABI_SYS_fallocate, FALLOC_FL_KEEP_SIZE, path, r,
			  r ? " " : "", r ? strerror(e) : "", size_keep,
			  blocks_keep);
	grow = la_fallocate(fd, FALLOC_FL_ALLOCATE_RANGE, 0, 4096);
	eg = LA_ERROR(grow);
	if (fstat(fd, &st) == 0)
		size_grow = (long long)st.st_size;
	la_process_report(grow == 0 && size_grow == 4096, "falloc",
			  "fallocate FALLOC_FL_ALLOCATE_RANGE (%d) of 4096: "
			  "%ld%s%s, size %lld", FALLOC_FL_ALLOCATE_RANGE, grow,
			  grow ? " " : "", grow ? strerror(eg) : "", size_grow);
	/* a hole needs KEEP_SIZE: alone it is EOPNOTSUPP */
	bad = la_fallocate(fd, FALLOC_FL_PUNCH_HOLE, 0, 4096);
	eb = LA_ERROR(bad);
	punch = la_fallocate(fd, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE,
			     0, 4096);
	ep = LA_ERROR(punch);
	la_process_report(bad == -1 && eb == EOPNOTSUPP
			  && (punch == 0 || ep == EOPNOTSUPP), "falloc",
			  "fallocate FALLOC_FL_PUNCH_HOLE (%d) alone: %ld %s; "
			  "with FALLOC_FL_KEEP_SIZE: %ld%s%s",
			  FALLOC_FL_PUNCH_HOLE, bad, bad ? strerror(eb) : "",
			  punch, punch ? " " : "", punch ? strerror(ep) : "");
	stale = la_fallocate(fd, FALLOC_FL_NO_HIDE_STALE | FALLOC_FL_KEEP_SIZE,
			     0, 4096);
	es = LA_ERROR(stale);
	la_process_report(stale == -1 && es == EOPNOTSUPP, "falloc",
			  "fallocate FALLOC_FL_NO_HIDE_STALE (%d): %ld %s "
			  "(refused: reserved)", FALLOC_FL_NO_HIDE_STALE, stale,
			  stale ? strerror(es) : "");
	close(fd);
	unlink(path);
	return 1;
}

static void la_process_falloc(void)
{
	char here[64], shm[64];

	snprintf(here, sizeof here, "la-falloc.%ld", (long)getpid());
	snprintf(shm, sizeof shm, "/dev/shm/la-falloc.%ld", (long)getpid());
	if (la_process_falloc_in(here))
		return;
	if (access("/dev/shm", W_OK) == 0 && la_process_falloc_in(shm))
		return;
	printf("ok - falloc: fallocate FALLOC_FL_KEEP_SIZE # SKIP EOPNOTSUPP"
	       " (or ENOSYS from an emulator) on the current directory's file"
	       " system and on /dev/shm's\n");
	fflush(stdout);
}

/* personality */

static void la_process_personality(void)
{
	long cur, libc, set, back, restored;
	int e;

	cur = LA_SYSCALL(LINUXABI_SYS_personality, 0xffffffffUL);
	e = LA_ERROR(cur);
	libc = (long)personality(0xffffffff);
	la_process_report(cur >= 0 && cur == libc, "personality",
			  "personality (%d) 0xffffffff: %#lx%s%s (type %#lx, "
			  "PER_MASK %#x), libc's %#lx", LINUXABI_SYS_personality,
			  cur, cur < 0 ? " " : "", cur < 0 ? strerror(e) : "",
			  cur & PER_MASK, PER_MASK, libc);
	if (cur < 0)
		return;
	set = LA_SYSCALL(LINUXABI_SYS_personality,
			 (unsigned long)cur | ADDR_NO_RANDOMIZE);
	back = LA_SYSCALL(LINUXABI_SYS_personality, 0xffffffffUL);
	restored = LA_SYSCALL(LINUXABI_SYS_personality, (unsigned long)cur);
	la_process_report(set == cur && back == (cur | ADDR_NO_RANDOMIZE)
			  && restored == back && (long)personality(0xffffffff)
			  == cur, "personality", "ADDR_NO_RANDOMIZE (%#x) set: "
			  "old %#lx, read back %#lx, restored from %#lx",
			  ADDR_NO_RANDOMIZE, set, back, restored);
}

static void la_process_checks(void)
{
	la_process_uname();
#ifdef LINUXABI_SYS_olduname
	la_process_olduname();
#endif
	la_process_sysinfo();
	la_process_uio();
	la_process_dirent();
	la_process_close_range();
	la_process_falloc();
	la_process_personality();
}

#endif
