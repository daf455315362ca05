/* open(2), fcntl(2), flock(2), openat2(2) and renameat2(2) with
 * <linuxabi/fcntl.h>: raw system calls with our constants and structures,
 * and what the kernel reports back.  libc's headers come first (glibc
 * declares F_OWNER_* as enumerators with _GNU_SOURCE), ours last. */
#define _GNU_SOURCE
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "checks.h"

#include <linuxabi/fcntl.h>

static char dir[] = "/tmp/linuxabi-fcntl-XXXXXX";
static char path[4096];

static void check(int good, const char *fmt, ...)
{
	va_list ap;

	printf("%s - ", good ? "ok" : "not ok");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	fflush(stdout);
}

static void skip(const char *what, const char *why)
{
	printf("ok - %s # SKIP %s\n", what, why);
	fflush(stdout);
}

static const char *in(const char *name)
{
	snprintf(path, sizeof path, "%s/%s", dir, name);
	return path;
}

static int sys_open(const char *p, long flags, long mode)
{
	return (int)syscall(SYS_openat, (long)AT_FDCWD, p, flags, mode);
}

static long sys_fcntl(int fd, int cmd, long arg)
{
	return syscall(SYS_fcntl, fd, cmd, arg);
}

static long sys_fcntl_p(int fd, int cmd, void *arg)
{
	return syscall(SYS_fcntl, fd, cmd, arg);
}

/* open(2) flags read back with F_GETFL and F_GETFD */
static void test_open_flags(void)
{
	int fd, fd2, p[2];
	long fl;
	struct stat st;

	fd = sys_open(in("f"), O_RDWR | O_CREAT | O_EXCL | O_APPEND | O_NONBLOCK
		      | O_CLOEXEC, 0600);
	if (fd < 0) {
		check(0, "open O_RDWR|O_CREAT|O_EXCL|O_APPEND|O_NONBLOCK|O_CLOEXEC: %s",
		      strerror(errno));
		return;
	}
	fl = sys_fcntl(fd, F_GETFL, 0);
	check((fl & LINUXABI_O_ACCMODE) == O_RDWR,
	      "F_GETFL access mode is O_RDWR (0%lo)", fl);
	check((fl & O_APPEND) && (fl & O_NONBLOCK),
	      "F_GETFL has O_APPEND and O_NONBLOCK (0%lo)", fl);
	check((fl & (O_CREAT | O_EXCL | O_CLOEXEC)) == 0,
	      "F_GETFL drops the open-time flags O_CREAT, O_EXCL, O_CLOEXEC");
	check((fl & LINUXABI_O_LARGEFILE) != 0,
	      "the 64-bit kernel sets LINUXABI_O_LARGEFILE (0%o) itself",
	      LINUXABI_O_LARGEFILE);
	check(sys_fcntl(fd, F_GETFD, 0) == FD_CLOEXEC, "O_CLOEXEC shows as FD_CLOEXEC");
	check(sys_fcntl(fd, F_SETFL, O_NONBLOCK) == 0
	      && (sys_fcntl(fd, F_GETFL, 0) & (O_APPEND | O_NONBLOCK)) == O_NONBLOCK,
	      "F_SETFL O_NONBLOCK clears O_APPEND");
	check(sys_fcntl(fd, F_SETFD, 0) == 0 && sys_fcntl(fd, F_GETFD, 0) == 0,
	      "F_SETFD 0 clears FD_CLOEXEC");
	if (write(fd, "0123456789", 10) != 10)
		check(0, "write: %s", strerror(errno));

	fd2 = sys_open(in("f"), O_RDWR | O_CREAT | O_EXCL, 0600);
	check(fd2 < 0 && errno == EEXIST, "O_CREAT|O_EXCL on an existing file: EEXIST");
	fd2 = sys_open(in("f"), O_WRONLY | O_TRUNC, 0);
	check(fd2 >= 0 && fstat(fd, &st) == 0 && st.st_size == 0
	      && (sys_fcntl(fd2, F_GETFL, 0) & LINUXABI_O_ACCMODE) == O_WRONLY,
	      "O_WRONLY|O_TRUNC empties the file");
	close(fd2);

	fd2 = sys_open(in("f"), O_RDONLY | O_DIRECTORY, 0);
	check(fd2 < 0 && errno == ENOTDIR, "O_DIRECTORY on a file: ENOTDIR");
	if (symlink("f", in("link")) != 0)
		check(0, "symlink: %s", strerror(errno));
	fd2 = sys_open(in("link"), O_RDONLY | O_NOFOLLOW, 0);
	check(fd2 < 0 && errno == ELOOP, "O_NOFOLLOW on a symlink: ELOOP");

	fd2 = sys_open(in("f"), O_RDWR | O_SYNC, 0);
	fl = sys_fcntl(fd2, F_GETFL, 0);
	check(fd2 >= 0 && (fl & O_SYNC) == O_SYNC, "F_GETFL shows O_SYNC (0%lo)", fl);
	close(fd2);
	fd2 = sys_open(in("f"), O_RDWR | O_DSYNC, 0);
	fl = sys_fcntl(fd2, F_GETFL, 0);
	check(fd2 >= 0 && (fl & O_SYNC) == O_DSYNC,
	      "O_DSYNC is O_SYNC without its own bit (0%lo)", fl);
	close(fd2);

	fd2 = sys_open(in("f"), O_RDONLY | O_NOATIME, 0);
	if (fd2 < 0)
		check(0, "open O_NOATIME as the owner: %s", strerror(errno));
	else
		check(sys_fcntl(fd2, F_GETFL, 0) & O_NOATIME, "F_GETFL shows O_NOATIME");
	close(fd2);

	fd2 = sys_open(in("f"), O_RDWR | O_DIRECT, 0);
	if (fd2 < 0 && errno == EINVAL)
		skip("F_GETFL shows O_DIRECT", "this filesystem refuses O_DIRECT");
	else
		check(fd2 >= 0 && (sys_fcntl(fd2, F_GETFL, 0) & O_DIRECT),
		      "F_GETFL shows O_DIRECT");
	close(fd2);

	fd2 = sys_open(dir, O_PATH | O_DIRECTORY, 0);
	fl = sys_fcntl(fd2, F_GETFL, 0);
	check(fd2 >= 0 && (fl & O_PATH) && fstatat(fd2, "", &st, AT_EMPTY_PATH) == 0
	      && S_ISDIR(st.st_mode),
	      "O_PATH descriptor: F_GETFL shows O_PATH, fstatat AT_EMPTY_PATH works");
	check(fstatat(fd2, "link", &st, AT_SYMLINK_NOFOLLOW) == 0 && S_ISLNK(st.st_mode),
	      "fstatat AT_SYMLINK_NOFOLLOW sees the symlink");
	close(fd2);

	/* dup commands */
	fd2 = (int)sys_fcntl(fd, F_DUPFD_CLOEXEC, 100);
	check(fd2 >= 100 && sys_fcntl(fd2, F_GETFD, 0) == FD_CLOEXEC,
	      "F_DUPFD_CLOEXEC: fd %d >= 100 with FD_CLOEXEC", fd2);
	close(fd2);
	fd2 = (int)sys_fcntl(fd, F_DUPFD, 100);
	check(fd2 >= 100 && sys_fcntl(fd2, F_GETFD, 0) == 0, "F_DUPFD: fd %d >= 100", fd2);
	close(fd2);
	check(sys_fcntl(fd, F_CANCELLK, 0) < 0 && errno == EINVAL,
	      "F_CANCELLK is kernel-only: EINVAL");
	close(fd);

	/* FASYNC and the pipe size on a pipe */
	if (pipe(p) != 0) {
		check(0, "pipe: %s", strerror(errno));
		return;
	}
	check(sys_fcntl(p[0], F_SETFL, O_NONBLOCK | FASYNC) == 0
	      && (sys_fcntl(p[0], F_GETFL, 0) & (O_NONBLOCK | FASYNC)) == (O_NONBLOCK | FASYNC),
	      "F_SETFL O_NONBLOCK|FASYNC on a pipe");
	fl = sys_fcntl(p[1], F_SETPIPE_SZ, 256 * 1024);
	check(fl >= 256 * 1024 && sys_fcntl(p[1], F_GETPIPE_SZ, 0) == fl,
	      "F_SETPIPE_SZ 256 KiB, F_GETPIPE_SZ: %ld", fl);
	close(p[0]);
	close(p[1]);
}

/* O_TMPFILE, then linkat(2) with AT_EMPTY_PATH */
static void test_tmpfile(void)
{
	int fd = sys_open(dir, O_TMPFILE | O_RDWR, 0600);
	struct stat st;

	if (fd < 0 && errno == EOPNOTSUPP) {
		skip("O_TMPFILE", "the filesystem has no O_TMPFILE");
		return;
	}
	check(fd >= 0 && fstat(fd, &st) == 0 && st.st_nlink == 0,
	      "O_TMPFILE: an unnamed file (nlink 0)");
	check(syscall(SYS_linkat, fd, "", (long)AT_FDCWD, in("named"), (long)AT_EMPTY_PATH) == 0
	      && stat(path, &st) == 0 && st.st_nlink == 1,
	      "linkat AT_EMPTY_PATH names the O_TMPFILE file");
	close(fd);
	check(syscall(SYS_openat, (long)AT_FDCWD, in("f"), (long)(O_TMPFILE | O_RDWR), 0600L) < 0
	      && errno == ENOTDIR, "O_TMPFILE on a file: ENOTDIR");
}

static int lock(int fd, int cmd, int type, long start, long len,
		struct linuxabi_flock *fl)
{
	memset(fl, 0, sizeof *fl);
	fl->l_type = (int16_t)type;
	fl->l_whence = SEEK_SET;
	fl->l_start = start;
	fl->l_len = len;
	return (int)sys_fcntl_p(fd, cmd, fl);
}

/* process-associated record locks, seen from a second process */
static void test_record_locks(void)
{
	struct linuxabi_flock fl;
	int fd = sys_open(in("locks"), O_RDWR | O_CREAT, 0600);
	pid_t child;
	int status;

	if (lock(fd, LINUXABI_F_SETLK, F_WRLCK, 10, 20, &fl) != 0) {
		check(0, "LINUXABI_F_SETLK F_WRLCK [10, 30): %s", strerror(errno));
		return;
	}
	check(1, "LINUXABI_F_SETLK F_WRLCK [10, 30)");
	fflush(stdout);
	child = fork();
	if (child == 0) {
		int cfd = sys_open(in("locks"), O_RDWR, 0);
		int r = lock(cfd, LINUXABI_F_GETLK, F_RDLCK, 0, 100, &fl);

		check(r == 0 && fl.l_type == F_WRLCK && fl.l_whence == SEEK_SET
		      && fl.l_start == 10 && fl.l_len == 20 && fl.l_pid == getppid(),
		      "LINUXABI_F_GETLK from another process: F_WRLCK [%ld, +%ld) of pid %d",
		      (long)fl.l_start, (long)fl.l_len, (int)fl.l_pid);
		r = lock(cfd, LINUXABI_F_SETLK, F_RDLCK, 25, 10, &fl);
		check(r < 0 && (errno == EAGAIN || errno == EACCES),
		      "LINUXABI_F_SETLK on a locked range fails: %s", strerror(errno));
		r = lock(cfd, LINUXABI_F_GETLK, F_WRLCK, 30, 0, &fl);
		check(r == 0 && fl.l_type == F_UNLCK, "LINUXABI_F_GETLK past the lock: F_UNLCK");
		r = lock(cfd, LINUXABI_F_SETLK, F_RDLCK, 30, 5, &fl);
		check(r == 0, "LINUXABI_F_SETLK F_RDLCK on a free range");
		_exit(0);
	}
	if (child < 0 || waitpid(child, &status, 0) != child || status != 0)
		check(0, "the child that tests LINUXABI_F_GETLK did not finish");
	check(lock(fd, LINUXABI_F_SETLK, F_UNLCK, 10, 20, &fl) == 0, "LINUXABI_F_SETLK F_UNLCK");
	close(fd);
}

/* locks owned by an open file description, seen from another one */
static void test_ofd_locks(void)
{
	struct linuxabi_flock fl;
	int fd1 = sys_open(in("locks"), O_RDWR, 0);
	int fd2 = sys_open(in("locks"), O_RDWR, 0);
	int r;

	if (lock(fd1, F_OFD_SETLK, F_RDLCK, 100, 50, &fl) != 0) {
		check(0, "F_OFD_SETLK F_RDLCK [100, 150): %s", strerror(errno));
		return;
	}
	r = lock(fd2, F_OFD_GETLK, F_WRLCK, 0, 0, &fl);
	check(r == 0 && fl.l_type == F_RDLCK && fl.l_start == 100 && fl.l_len == 50
	      && fl.l_pid == -1,
	      "F_OFD_GETLK from another description: F_RDLCK [%ld, +%ld), l_pid %d",
	      (long)fl.l_start, (long)fl.l_len, (int)fl.l_pid);
	check(lock(fd2, F_OFD_SETLK, F_WRLCK, 120, 1, &fl) < 0 && errno == EAGAIN,
	      "F_OFD_SETLK F_WRLCK over it: EAGAIN");
	check(lock(fd2, F_OFD_SETLK, F_RDLCK, 120, 1, &fl) == 0,
	      "F_OFD_SETLK F_RDLCK over it: shared");
	check(lock(fd1, F_OFD_SETLKW, F_UNLCK, 0, 0, &fl) == 0
	      && lock(fd2, F_OFD_SETLK, F_UNLCK, 0, 0, &fl) == 0
	      && lock(fd2, F_OFD_SETLK, F_WRLCK, 120, 1, &fl) == 0,
	      "F_OFD_SETLKW F_UNLCK releases it");
	close(fd1);
	close(fd2);
}

/* flock(2) between two open file descriptions */
static void test_flock(void)
{
	int fd1 = sys_open(in("locks"), O_RDONLY, 0);
	int fd2 = sys_open(in("locks"), O_RDONLY, 0);

	check(syscall(SYS_flock, fd1, LOCK_EX) == 0
	      && syscall(SYS_flock, fd2, LOCK_SH | LOCK_NB) < 0 && errno == EWOULDBLOCK,
	      "flock LOCK_EX, then LOCK_SH|LOCK_NB elsewhere: EWOULDBLOCK");
	check(syscall(SYS_flock, fd1, LOCK_SH) == 0
	      && syscall(SYS_flock, fd2, LOCK_SH | LOCK_NB) == 0,
	      "flock LOCK_SH twice");
	check(syscall(SYS_flock, fd2, LOCK_UN) == 0
	      && syscall(SYS_flock, fd1, LOCK_EX | LOCK_NB) == 0,
	      "flock LOCK_UN, then LOCK_EX|LOCK_NB");
	close(fd1);
	close(fd2);
}

/* owner, signal, lease and hint commands */
static void test_owner_lease_hint(void)
{
	struct linuxabi_f_owner_ex owner = { F_OWNER_TID, 0 };
	int fd = sys_open(in("f"), O_RDONLY, 0);
	uint32_t uids[2] = { 1, 1 };
	uint64_t hint = RWH_WRITE_LIFE_SHORT;
	long r;

	check(sys_fcntl(fd, F_SETOWN, getpid()) == 0 && sys_fcntl(fd, F_GETOWN, 0) == getpid(),
	      "F_SETOWN, F_GETOWN");
	r = sys_fcntl_p(fd, F_GETOWNER_UIDS, uids);
	if (r < 0 && errno == EINVAL)
		skip("F_GETOWNER_UIDS", "kernel without CONFIG_CHECKPOINT_RESTORE");
	else
		check(r == 0 && uids[0] == getuid() && uids[1] == geteuid(),
		      "F_GETOWNER_UIDS: %u %u", uids[0], uids[1]);
	owner.pid = (int32_t)syscall(SYS_gettid);
	check(sys_fcntl_p(fd, F_SETOWN_EX, &owner) == 0, "F_SETOWN_EX F_OWNER_TID");
	memset(&owner, 0, sizeof owner);
	r = sys_fcntl_p(fd, F_GETOWN_EX, &owner);
	check(r == 0 && owner.type == F_OWNER_TID
	      && owner.pid == syscall(SYS_gettid),
	      "F_GETOWN_EX: struct linuxabi_f_owner_ex { F_OWNER_TID, %d }", (int)owner.pid);
	owner.type = F_OWNER_PGRP;
	owner.pid = getpgrp();
	/* not read back with F_GETOWN: a group id below 4096 looks like an error */
	r = sys_fcntl_p(fd, F_SETOWN_EX, &owner);
	memset(&owner, 0, sizeof owner);
	check(r == 0 && sys_fcntl_p(fd, F_GETOWN_EX, &owner) == 0
	      && owner.type == F_OWNER_PGRP && owner.pid == getpgrp(),
	      "F_SETOWN_EX F_OWNER_PGRP, read back with F_GETOWN_EX");
	check(sys_fcntl(fd, F_SETSIG, SIGUSR2) == 0 && sys_fcntl(fd, F_GETSIG, 0) == SIGUSR2,
	      "F_SETSIG, F_GETSIG");

	r = sys_fcntl(fd, F_SETLEASE, F_RDLCK);
	if (r < 0 && (errno == EINVAL || errno == EAGAIN))
		skip("F_SETLEASE F_RDLCK", strerror(errno));
	else
		check(r == 0 && sys_fcntl(fd, F_GETLEASE, 0) == F_RDLCK
		      && sys_fcntl(fd, F_SETLEASE, F_UNLCK) == 0
		      && sys_fcntl(fd, F_GETLEASE, 0) == F_UNLCK,
		      "F_SETLEASE F_RDLCK, F_GETLEASE, F_SETLEASE F_UNLCK");

	check(sys_fcntl_p(fd, F_SET_RW_HINT, &hint) == 0, "F_SET_RW_HINT RWH_WRITE_LIFE_SHORT");
	hint = RWH_WRITE_LIFE_NOT_SET;
	r = sys_fcntl_p(fd, F_GET_RW_HINT, &hint);
	check(r == 0 && hint == RWH_WRITE_LIFE_SHORT,
	      "F_GET_RW_HINT: %lu", (unsigned long)hint);
	hint = RWH_WRITE_LIFE_EXTREME + 1;
	check(sys_fcntl_p(fd, F_SET_RW_HINT, &hint) < 0 && errno == EINVAL,
	      "F_SET_RW_HINT past RWH_WRITE_LIFE_EXTREME: EINVAL");
	close(fd);
}

/* dnotify: F_NOTIFY with F_SETSIG, a file created in the directory */
static void test_notify(void)
{
	int dfd = sys_open(dir, O_RDONLY | O_DIRECTORY, 0);
	struct timespec ts = { 2, 0 };
	siginfo_t si;
	sigset_t set;
	int fd;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, NULL);
	if (sys_fcntl(dfd, F_SETSIG, SIGUSR1) != 0
	    || sys_fcntl(dfd, F_NOTIFY, DN_CREATE | DN_DELETE | DN_MULTISHOT) != 0) {
		if (errno == EINVAL)
			skip("F_NOTIFY", "kernel without CONFIG_DNOTIFY");
		else
			check(0, "F_NOTIFY DN_CREATE|DN_DELETE|DN_MULTISHOT: %s", strerror(errno));
		close(dfd);
		return;
	}
	fd = sys_open(in("notified"), O_WRONLY | O_CREAT, 0600);
	close(fd);
	check(sigtimedwait(&set, &si, &ts) == SIGUSR1 && si.si_fd == dfd,
	      "F_NOTIFY DN_CREATE: SIGUSR1 for the directory's fd");
	unlink(in("notified"));
	check(sigtimedwait(&set, &si, &ts) == SIGUSR1 && si.si_fd == dfd,
	      "DN_MULTISHOT: DN_DELETE signals again");
	sys_fcntl(dfd, F_NOTIFY, 0);
	close(dfd);
}

/* openat2(2) with struct linuxabi_open_how */
static void test_openat2(void)
{
	struct linuxabi_open_how how;
	int dfd = sys_open(dir, O_PATH | O_DIRECTORY, 0);
	long fd;

	memset(&how, 0, sizeof how);
	how.flags = O_RDONLY | O_CLOEXEC;
	how.resolve = RESOLVE_BENEATH;
	fd = syscall(SYS_openat2, dfd, "f", &how, sizeof how);
	check(fd >= 0 && sys_fcntl((int)fd, F_GETFD, 0) == FD_CLOEXEC,
	      "openat2 RESOLVE_BENEATH, O_CLOEXEC: a file below dirfd (size %d)",
	      (int)sizeof how);
	if (fd < 0 && errno == ENOSYS) {
		close(dfd);
		return;
	}
	close((int)fd);
	fd = syscall(SYS_openat2, dfd, "../", &how, sizeof how);
	check(fd < 0 && errno == EXDEV, "openat2 RESOLVE_BENEATH rejects \"../\": EXDEV");
	how.resolve = RESOLVE_NO_SYMLINKS;
	fd = syscall(SYS_openat2, dfd, "link", &how, sizeof how);
	check(fd < 0 && errno == ELOOP, "openat2 RESOLVE_NO_SYMLINKS on a symlink: ELOOP");
	how.resolve = RESOLVE_IN_ROOT;
	fd = syscall(SYS_openat2, dfd, "../../f", &how, sizeof how);
	check(fd >= 0, "openat2 RESOLVE_IN_ROOT: \"../../f\" stays in dirfd");
	close((int)fd);
	how.resolve = 0;
	how.flags = O_RDONLY;
	how.mode = 0600;
	fd = syscall(SYS_openat2, dfd, "f", &how, sizeof how);
	check(fd < 0 && errno == EINVAL, "openat2: a mode without O_CREAT is EINVAL");
	close(dfd);
}

/* renameat2(2) flags */
static void test_rename(void)
{
	char a[4096], b[4096];
	struct stat sa, sb, st;
	int fd;

	snprintf(a, sizeof a, "%s/a", dir);
	snprintf(b, sizeof b, "%s/b", dir);
	fd = sys_open(a, O_WRONLY | O_CREAT, 0600);
	close(fd);
	fd = sys_open(b, O_WRONLY | O_CREAT, 0600);
	close(fd);
	stat(a, &sa);
	stat(b, &sb);
	check(syscall(SYS_renameat2, (long)AT_FDCWD, a, (long)AT_FDCWD, b,
		      (long)RENAME_NOREPLACE) < 0 && errno == EEXIST,
	      "renameat2 RENAME_NOREPLACE onto an existing name: EEXIST");
	check(syscall(SYS_renameat2, (long)AT_FDCWD, a, (long)AT_FDCWD, b,
		      (long)RENAME_EXCHANGE) == 0 && stat(a, &st) == 0 && st.st_ino == sb.st_ino,
	      "renameat2 RENAME_EXCHANGE swaps the two files");
	check(unlinkat(AT_FDCWD, a, 0) == 0 && mkdir(a, 0700) == 0
	      && unlinkat(AT_FDCWD, a, 0) < 0 && errno == EISDIR
	      && unlinkat(AT_FDCWD, a, AT_REMOVEDIR) == 0,
	      "unlinkat AT_REMOVEDIR removes a directory");
	unlink(b);
}

/* memfd_create(2) and the seals */
static void test_seals(void)
{
	int fd = (int)syscall(SYS_memfd_create, "linuxabi", (long)MFD_ALLOW_SEALING);

	if (fd < 0) {
		check(0, "memfd_create MFD_ALLOW_SEALING: %s", strerror(errno));
		return;
	}
	check(ftruncate(fd, 4096) == 0 && sys_fcntl(fd, F_GET_SEALS, 0) == 0,
	      "F_GET_SEALS of a new memfd: none");
	check(sys_fcntl(fd, F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW) == 0
	      && sys_fcntl(fd, F_GET_SEALS, 0) == (F_SEAL_SHRINK | F_SEAL_GROW),
	      "F_ADD_SEALS F_SEAL_SHRINK|F_SEAL_GROW, F_GET_SEALS");
	check(ftruncate(fd, 100) < 0 && errno == EPERM
	      && ftruncate(fd, 8192) < 0 && errno == EPERM,
	      "the sealed size cannot change: EPERM");
	check(sys_fcntl(fd, F_ADD_SEALS, F_SEAL_FUTURE_WRITE) == 0
	      && write(fd, "x", 1) < 0 && errno == EPERM,
	      "F_SEAL_FUTURE_WRITE: write fails with EPERM");
	check(sys_fcntl(fd, F_ADD_SEALS, F_SEAL_SEAL) == 0
	      && sys_fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE) < 0 && errno == EPERM
	      && sys_fcntl(fd, F_GET_SEALS, 0) == (F_SEAL_SEAL | F_SEAL_SHRINK
						  | F_SEAL_GROW | F_SEAL_FUTURE_WRITE),
	      "F_SEAL_SEAL: no more seals");
	close(fd);
}

int main(void)
{
	if (!mkdtemp(dir)) {
		printf("not ok - mkdtemp: %s\n", strerror(errno));
		return 0;
	}
	LA_RUN("fcntl", test_open_flags);
	LA_RUN("fcntl", test_tmpfile);
	LA_RUN("fcntl", test_record_locks);
	LA_RUN("fcntl", test_ofd_locks);
	LA_RUN("fcntl", test_flock);
	LA_RUN("fcntl", test_owner_lease_hint);
	LA_RUN("fcntl", test_notify);
	LA_RUN("fcntl", test_openat2);
	LA_RUN("fcntl", test_rename);
	LA_RUN("fcntl", test_seals);
	check(sizeof(struct linuxabi_flock) == 32 && sizeof(struct linuxabi_flock64) == 32
	      && sizeof(struct linuxabi_open_how) == 24
	      && sizeof(struct linuxabi_f_owner_ex) == 8,
	      "x86_64 sizes: flock 32, flock64 32, open_how 24, f_owner_ex 8");
	if (fork() == 0) {
		execlp("rm", "rm", "-rf", dir, (char *)NULL);
		_exit(127);
	}
	wait(NULL);
	return 0;
}
