/* Real syscalls through one ABI's installed headers, run under qemu
 * user-mode emulation (tests/emulated.test): qemu's linux-user layer
 * translates every argument and result with its own per-target tables
 * (errno numbers, open flags, signal numbers and sets, struct sigaction,
 * sigaltstack and flock layouts), so a wrong value or layout in our
 * headers shows as wrong behaviour.  A third witness, besides the
 * kernel's exported headers and glibc.
 *
 * Built per ABI with its cross compiler, -static against its cross glibc;
 * where arch/abis has no cross glibc (a clang row), freestanding with
 * -DEMULATED_FREESTANDING, and freestanding.h stands in for the libc.
 * Usage: emulated DIR (an empty scratch directory).  Prints TAP lines
 * without numbers: "ok - ...", "not ok - ...", "# ...".
 *
 * Raw syscall(2) with our constants and structures throughout; glibc's
 * wrappers only where glibc is the independent reader (sigprocmask in a
 * handler) or the source of what the kernel needs (the restorer). */
#ifdef EMULATED_FREESTANDING
#include "freestanding.h"
#define LIBC "freestanding.h"
#else
#define LIBC "glibc"
/* libc's fstat(2), the witness the stat checks compare with, must not fail
   with EOVERFLOW on a host whose inode numbers need 64 bits */
#define _FILE_OFFSET_BITS 64
#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sched.h>
#include <sys/auxv.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/timex.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#endif

/* glibc's first (it declares some of our names as enumerators); from
   here on every E*, O_*, F_*, SIG*, SA_*, SS_*, PROT_*, MAP_* is ours */
#include <linuxabi/errno.h>
#include <linuxabi/fcntl.h>
#include <linuxabi/mman.h>
#include <linuxabi/signal.h>

/*
 * Checks left out where qemu (7.2, Debian 12's), not the kernel, differs:
 *
 * QEMU_MINSIGSTKSZ_2048: qemu's TARGET_MINSIGSTKSZ is 2048 on aarch64,
 *   powerpc64 and loongarch64, where the kernel's MINSIGSTKSZ (and ours)
 *   is 5120, 8192 and 4096, so qemu does not refuse a stack one byte
 *   short of ours.
 * QEMU_SIGACTION_RESTORER: qemu's riscv64 and loongarch64 take
 *   TARGET_SA_RESTORER from its generic signal.h, so their struct
 *   target_sigaction has a restorer member that the kernel's lacks: the
 *   mask it applies to a handler is read from past the kernel's struct
 *   (the libc's own sigaction(3) mask is ignored the same way), so
 *   nothing is blocked in the handler; and an old action is written 8
 *   bytes past it (rt_sigaction below gives qemu that room, on every
 *   ABI: its MIPS struct has the member too).
 *
 * Where qemu lacks a call or a flag altogether: openat2 (ENOSYS: printed
 * as ok, with a diagnostic), SA_NOCLDSTOP (not passed on to the host, so
 * not used: see test_children).
 */
#if defined(__aarch64__) || defined(__powerpc64__) || defined(__loongarch__)
#define QEMU_MINSIGSTKSZ_2048 1
#endif
#if defined(__riscv) || defined(__loongarch__)
#define QEMU_SIGACTION_RESTORER 1
#endif

/* asm-generic 32-bit ABIs (arc) have only fcntl64, which takes struct
   linuxabi_flock for LINUXABI_F_GETLK and linuxabi_flock64 for F_GETLK64 */
#ifndef SYS_fcntl
#define SYS_fcntl SYS_fcntl64
#endif

#define SIGSETSIZE ((size_t)(LINUXABI_NSIG / 8))
#define HIGH_SIG 40 /* a signal in the second 32-bit word of a mask */
#define NO_SUCH_PID 0x3ffffff0L
#define NO_SUCH_SYSCALL 1999L /* below every MIPS base, above every table */

static void report(int good, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void report(int good, const char *fmt, ...)
{
	va_list ap;

	printf("%s - ", good ? "ok" : "not ok");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

static void diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void diag(const char *fmt, ...)
{
	va_list ap;

	printf("# ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

/* the errno of a call that returned -1, or 0 */
#define ERR(call) ((call) == -1 ? errno : 0)

static long open_at(const char *path, long flags, long mode)
{
	return syscall(SYS_openat, (long)AT_FDCWD, path, flags, mode);
}

static long fcntl_raw(long fd, long cmd, long arg)
{
	return syscall(SYS_fcntl, fd, cmd, arg);
}

static long fcntl_ptr(long fd, long cmd, void *arg)
{
	return syscall(SYS_fcntl, fd, cmd, arg);
}

static void close_raw(long fd)
{
	if (fd >= 0)
		syscall(SYS_close, fd);
}

static void put_file(const char *path, const char *text)
{
	long fd = open_at(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);

	if (fd < 0 || syscall(SYS_write, fd, text, strlen(text)) != (long)strlen(text))
		report(0, "setup: cannot write %s: %s", path, strerror(errno));
	close_raw(fd);
}

/* a file's first bytes, read through open(O_RDONLY) */
static const char *get_file(const char *path)
{
	static char buf[64];
	long n, fd = open_at(path, O_RDONLY, 0);

	n = fd < 0 ? -1 : syscall(SYS_read, fd, buf, sizeof buf - 1);
	buf[n < 0 ? 0 : n] = '\0';
	close_raw(fd);
	return buf;
}

/* ------------------------------------------------------------- errno */

static void check_errno(const char *what, int got, int want, const char *name)
{
	report(got == want, "errno: %s fails with %s (%d): got %d", what, name,
	       want, got);
}

static void test_errno(void)
{
	static char longname[300];
	long fds[2] = { -1, -1 };
	int p[2];
	char c;

	check_errno("openat of a missing path",
		    ERR(open_at("missing", O_RDONLY, 0)), ENOENT, "ENOENT");
	check_errno("openat(O_DIRECTORY) of a file",
		    ERR(open_at("file", O_RDONLY | O_DIRECTORY, 0)), ENOTDIR, "ENOTDIR");
	check_errno("mkdirat of an existing directory",
		    ERR(syscall(SYS_mkdirat, (long)AT_FDCWD, "dir", 0755L)), EEXIST, "EEXIST");
	check_errno("read of a closed fd", ERR(syscall(SYS_read, 1000L, &c, 1L)),
		    EBADF, "EBADF");
	check_errno("kill(2) of a nonexistent pid",
		    ERR(syscall(SYS_kill, NO_SUCH_PID, 0L)), ESRCH, "ESRCH");
	check_errno("openat(O_WRONLY) of a directory",
		    ERR(open_at("dir", O_WRONLY, 0)), EISDIR, "EISDIR");
	check_errno("unlinkat(AT_REMOVEDIR) of a non-empty directory",
		    ERR(syscall(SYS_unlinkat, (long)AT_FDCWD, "dir", (long)AT_REMOVEDIR)),
		    ENOTEMPTY, "ENOTEMPTY");
	memset(longname, 'n', sizeof longname - 1);
	check_errno("openat of a 299-byte name",
		    ERR(open_at(longname, O_RDONLY, 0)), ENAMETOOLONG, "ENAMETOOLONG");
	check_errno("openat(O_NOFOLLOW) of a symlink",
		    ERR(open_at("filelink", O_RDONLY | O_NOFOLLOW, 0)), ELOOP, "ELOOP");
	check_errno("syscall number 1999", ERR(syscall(NO_SUCH_SYSCALL)), ENOSYS, "ENOSYS");
	if (syscall(SYS_pipe2, p, (long)O_NONBLOCK) == 0) {
		fds[0] = p[0];
		fds[1] = p[1];
	}
	check_errno("read of an empty O_NONBLOCK pipe",
		    ERR(syscall(SYS_read, fds[0], &c, 1L)), EAGAIN, "EAGAIN");
	close_raw(fds[0]);
	close_raw(fds[1]);
}

/* ------------------------------------------------------------ open flags */

/* F_GETFL: the flags asked for, and nothing but LINUXABI_O_LARGEFILE
   besides (which 64-bit kernels add on their own; qemu on a 64-bit host
   never reports it, its host O_LARGEFILE being 0) */
static void check_getfl(long fd, long want, const char *what)
{
	long fl = fd < 0 ? -1 : fcntl_raw(fd, F_GETFL, 0);
	long extra = fl & ~want;

	report(fl >= 0 && (fl & want) == want
	       && (extra == 0 || extra == LINUXABI_O_LARGEFILE),
	       "F_GETFL shows %s: %#lx (wanted %#lx, LINUXABI_O_LARGEFILE %#lx)",
	       what, fl, want, (long)LINUXABI_O_LARGEFILE);
}

static void test_oflags(void)
{
	long fd, fd2, fl;
	int p[2], e;

	fd = open_at("file", O_RDWR | O_APPEND | O_NONBLOCK, 0);
	check_getfl(fd, O_RDWR | O_APPEND | O_NONBLOCK, "O_RDWR|O_APPEND|O_NONBLOCK");
	close_raw(fd);

	fd = open_at("file", O_WRONLY | O_DSYNC, 0);
	fl = fd < 0 ? -1 : fcntl_raw(fd, F_GETFL, 0);
	report(fl >= 0 && (fl & O_SYNC) == O_DSYNC && (fl & LINUXABI_O_ACCMODE) == O_WRONLY,
	       "F_GETFL shows O_WRONLY|O_DSYNC, not all of O_SYNC: %#lx", fl);
	close_raw(fd);
	fd = open_at("file", O_RDONLY | O_SYNC, 0);
	check_getfl(fd, O_RDONLY | O_SYNC, "O_SYNC (with its O_DSYNC bit)");
	close_raw(fd);

	fd = open_at("file", O_RDONLY | O_CLOEXEC, 0);
	fd2 = open_at("file", O_RDONLY, 0);
	report(fd >= 0 && fcntl_raw(fd, F_GETFD, 0) == FD_CLOEXEC
	       && fd2 >= 0 && fcntl_raw(fd2, F_GETFD, 0) == 0,
	       "O_CLOEXEC: F_GETFD is FD_CLOEXEC, and 0 without it");
	close_raw(fd);
	close_raw(fd2);

	put_file("file", "aaaa");
	fd = open_at("file", O_WRONLY | O_APPEND, 0);
	if (fd >= 0 && syscall(SYS_write, fd, "x", 1L) != 1)
		fd = -1;
	close_raw(fd);
	report(strcmp(get_file("file"), "aaaax") == 0,
	       "O_APPEND: a write lands at the end (file reads \"%s\")", get_file("file"));

	fd = open_at("file", O_WRONLY | O_TRUNC, 0);
	close_raw(fd);
	report(fd >= 0 && get_file("file")[0] == '\0', "O_TRUNC empties the file");
	put_file("file", "data");

	e = ERR(open_at("file", O_WRONLY | O_CREAT | O_EXCL, 0644));
	fd = open_at("new", O_WRONLY | O_CREAT | O_EXCL, 0644);
	fd2 = open_at("new", O_RDONLY, 0);
	report(e == EEXIST && fd >= 0 && fd2 >= 0,
	       "O_CREAT|O_EXCL: EEXIST on an existing file (errno %d), creates a new one", e);
	close_raw(fd);
	close_raw(fd2);

	fd = open_at("dir", O_RDONLY | O_DIRECTORY, 0);
	fd2 = open_at("dirlink", O_RDONLY | O_DIRECTORY, 0);
	report(fd >= 0 && fd2 >= 0, "O_DIRECTORY opens a directory, and one through a symlink");
	close_raw(fd);
	close_raw(fd2);
	fd = open_at("dirlink", O_RDONLY | O_DIRECTORY | O_NOFOLLOW, 0);
	/* Linux checks O_DIRECTORY against the symlink itself first */
	report(fd == -1 && errno == ENOTDIR,
	       "O_DIRECTORY|O_NOFOLLOW refuses a symlink to a directory: ENOTDIR"
	       " (errno %d)", fd == -1 ? errno : 0);
	close_raw(fd);

	if (syscall(SYS_pipe2, p, (long)(O_CLOEXEC | O_NONBLOCK)) != 0) {
		report(0, "pipe2(O_CLOEXEC|O_NONBLOCK): %s", strerror(errno));
		return;
	}
	check_getfl(p[0], O_RDONLY | O_NONBLOCK, "pipe2(O_NONBLOCK) on the read end");
	report(fcntl_raw(p[1], F_GETFD, 0) == FD_CLOEXEC,
	       "pipe2(O_CLOEXEC): F_GETFD is FD_CLOEXEC");
	fcntl_raw(p[1], F_SETFL, O_APPEND | FASYNC);
	check_getfl(p[1], O_WRONLY | O_APPEND | FASYNC,
		    "F_SETFL O_APPEND|FASYNC (and no O_NONBLOCK) on the write end");
	close_raw(p[0]);
	close_raw(p[1]);
}

/* ---------------------------------------------------------------- signals */

#if defined(__alpha__)
/* alpha's rt_sigaction takes the restorer as a fifth argument: the one
   glibc's sigaction passes */
extern void __syscall_rt_sigreturn(void);
#elif defined(__sparc__)
/* sparc's takes it as the fourth, sigsetsize fifth: glibc's, less 8 */
extern void __rt_sigreturn_stub(void);
#endif

static long rt_sigaction(int sig, const struct linuxabi_sigaction *act,
			 struct linuxabi_sigaction *old)
{
	/* our struct, with room after it: qemu's struct target_sigaction has
	   a restorer member past the kernel's on MIPS (o32 above all: an old
	   action overran the stack at -O0), riscv64 and loongarch64; a kernel
	   reads and writes only its own struct */
	struct {
		struct linuxabi_sigaction sa;
		uint64_t spare[2];
	} a, o;
	long r;

	memset(&a, 0, sizeof a);
	if (act)
		a.sa = *act;
#if defined(__alpha__)
	r = syscall(SYS_rt_sigaction, (long)sig, act ? &a : NULL,
		    old ? &o : NULL, SIGSETSIZE,
		    (uintptr_t)__syscall_rt_sigreturn);
#elif defined(__sparc__)
	r = syscall(SYS_rt_sigaction, (long)sig, act ? &a : NULL,
		    old ? &o : NULL, (uintptr_t)__rt_sigreturn_stub - 8,
		    SIGSETSIZE);
#else
	r = syscall(SYS_rt_sigaction, (long)sig, act ? &a : NULL,
		    old ? &o : NULL, SIGSETSIZE);
#endif
	if (r == 0 && old)
		*old = o.sa;
	return r;
}

static long sigaltstack_raw(const struct linuxabi_sigaltstack *ss,
			    struct linuxabi_sigaltstack *old)
{
	return syscall(SYS_sigaltstack, ss, old);
}

/* sigaddset and sigismember on our mask, in its own word size and order:
   a uint64_t, or an array of uint32_t or uint64_t words */
#define MASK_WORD_BITS _Generic(&((struct linuxabi_sigaction *)0)->mask, \
	uint64_t *: 64, uint64_t (*)[2]: 64, uint32_t (*)[2]: 32,       \
	uint32_t (*)[4]: 32)

static void mask_add(struct linuxabi_sigaction *a, int sig)
{
	unsigned char *m = (unsigned char *)&a->mask;
	unsigned n = (unsigned)sig - 1;

	if (MASK_WORD_BITS == 64) {
		uint64_t w;

		memcpy(&w, m + n / 64 * 8, 8);
		w |= (uint64_t)1 << n % 64;
		memcpy(m + n / 64 * 8, &w, 8);
	} else {
		uint32_t w;

		memcpy(&w, m + n / 32 * 4, 4);
		w |= (uint32_t)1 << n % 32;
		memcpy(m + n / 32 * 4, &w, 4);
	}
}

static int mask_has(const struct linuxabi_sigaction *a, int sig)
{
	const unsigned char *m = (const unsigned char *)&a->mask;
	unsigned n = (unsigned)sig - 1;

	if (MASK_WORD_BITS == 64) {
		uint64_t w;

		memcpy(&w, m + n / 64 * 8, 8);
		return (int)(w >> n % 64 & 1);
	} else {
		uint32_t w;

		memcpy(&w, m + n / 32 * 4, 4);
		return (int)(w >> n % 32 & 1);
	}
}

static int mask_count(const struct linuxabi_sigaction *a)
{
	int sig, n = 0;

	for (sig = 1; sig <= LINUXABI_NSIG; sig++)
		n += mask_has(a, sig);
	return n;
}

static volatile sig_atomic_t h_runs, h_sig, h_si_signo, h_si_code, h_from_self;
static volatile sig_atomic_t h_usr1, h_usr2, h_high, h_ss_flags;
static volatile uintptr_t h_stack;

/* what a handler sees: its arguments, glibc's view of the blocked set,
   our view of the alternate stack */
static void note(int sig)
{
	sigset_t cur;
	struct linuxabi_sigaltstack ss;
	char here;

	h_runs++;
	h_sig = sig;
	sigprocmask(SIG_BLOCK, NULL, &cur);
	h_usr1 = sigismember(&cur, SIGUSR1);
	h_usr2 = sigismember(&cur, SIGUSR2);
	h_high = sigismember(&cur, HIGH_SIG);
	h_stack = (uintptr_t)&here;
	h_ss_flags = sigaltstack_raw(NULL, &ss) == 0 ? ss.flags : -1;
}

static void info_handler(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	note(sig);
	h_si_signo = si->si_signo;
	h_si_code = si->si_code;
	h_from_self = si->si_pid == getpid();
}

#define AS_HANDLER(f) ((void (*)(int))(uintptr_t)(f))

static void kill_self(int sig)
{
	h_runs = 0;
	syscall(SYS_kill, (long)getpid(), (long)sig);
}

#ifdef SA_RESTORER
static void (*restorer)(void);
#endif

/* an action glibc installed, read back through our struct */
static void test_readback(void)
{
	struct sigaction sa;
	struct linuxabi_sigaction old;
	unsigned long want = SA_SIGINFO | SA_RESTART, other;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaddset(&sa.sa_mask, HIGH_SIG);
	memset(&old, 0x5a, sizeof old);
	if (sigaction(SIGUSR1, &sa, NULL) != 0 || rt_sigaction(SIGUSR1, NULL, &old)) {
		report(0, LIBC "'s sigaction(SIGUSR1) read back: %s", strerror(errno));
		return;
	}
	other = (unsigned long)old.flags & ~want;
#ifdef SA_RESTORER
	if (old.flags & SA_RESTORER) {
		restorer = old.restorer;
		other &= ~(unsigned long)SA_RESTORER;
		diag(LIBC "'s action has SA_RESTORER: reusing its restorer");
	}
#endif
	report(old.handler == AS_HANDLER(info_handler)
	       && ((unsigned long)old.flags & want) == want && other == 0
	       && mask_has(&old, SIGUSR2) && mask_has(&old, HIGH_SIG)
	       && mask_count(&old) == 2,
	       LIBC "'s sigaction(SIGUSR1) read back through our struct: handler,"
	       " flags %#lx (SA_SIGINFO|SA_RESTART), mask SIGUSR2 and %d only",
	       (unsigned long)old.flags, HIGH_SIG);
}

/* always SA_SIGINFO: i386, arm and alpha return from an action without
   it through another frame and restorer (sigreturn(2), not
   rt_sigreturn(2)), and the restorer reused is glibc's for SA_SIGINFO */
static void fill_action(struct linuxabi_sigaction *act, unsigned long flags)
{
	memset(act, 0, sizeof *act);
	act->handler = AS_HANDLER(info_handler);
	act->flags = SA_SIGINFO | flags;
#ifdef SA_RESTORER
	if (restorer) {
		act->flags |= SA_RESTORER;
		act->restorer = restorer;
	}
#endif
}

/* actions installed through our struct, real signals */
static void test_install(void)
{
	struct linuxabi_sigaction act, old;
	int e;

	fill_action(&act, 0);
	mask_add(&act, SIGUSR2);
	mask_add(&act, HIGH_SIG);
	memset(&old, 0x5a, sizeof old);
	e = ERR(rt_sigaction(SIGUSR1, &act, NULL));
	if (e || rt_sigaction(SIGUSR1, NULL, &old)) {
		report(0, "rt_sigaction(SIGUSR1) with our struct: %s", strerror(e ? e : errno));
		return;
	}
	report(old.handler == act.handler && old.flags == act.flags
	       && mask_has(&old, SIGUSR2) && mask_has(&old, HIGH_SIG)
	       && mask_count(&old) == 2,
	       "our struct linuxabi_sigaction round-trips: handler, flags %#lx,"
	       " mask SIGUSR2 and %d", (unsigned long)old.flags, HIGH_SIG);

	kill_self(SIGUSR1);
	report(h_runs == 1 && h_sig == SIGUSR1 && h_si_signo == SIGUSR1
	       && h_si_code == SI_USER && h_from_self,
	       "kill(getpid(), SIGUSR1 = %d) runs the SA_SIGINFO handler: signo %d,"
	       " si_signo %d, si_code SI_USER (%d), si_pid ours",
	       SIGUSR1, (int)h_sig, (int)h_si_signo, (int)h_si_code);
#ifdef QEMU_SIGACTION_RESTORER
	diag("left out: the mask blocked in the handler (qemu's struct"
	     " target_sigaction here has a restorer member)");
#else
	report(h_runs == 1 && h_usr1 == 1 && h_usr2 == 1 && h_high == 1,
	       "in the handler " LIBC " sees SIGUSR1 and our mask's SIGUSR2 and %d"
	       " blocked: %d %d %d", HIGH_SIG, (int)h_usr1, (int)h_usr2, (int)h_high);
#endif

	fill_action(&act, SA_NODEFER | SA_RESETHAND);
	rt_sigaction(SIGUSR1, &act, NULL);
	kill_self(SIGUSR1);
	memset(&old, 0x5a, sizeof old);
	rt_sigaction(SIGUSR1, NULL, &old);
	report(h_runs == 1 && h_sig == SIGUSR1 && h_usr1 == 0
	       && (uintptr_t)old.handler == LINUXABI_SIG_DFL,
	       "SA_NODEFER leaves SIGUSR1 unblocked in the handler, SA_RESETHAND"
	       " resets it to LINUXABI_SIG_DFL");

	memset(&act, 0, sizeof act);
	act.handler = AS_HANDLER(LINUXABI_SIG_IGN);
	rt_sigaction(SIGUSR2, &act, NULL);
	kill_self(SIGUSR2);
	report(h_runs == 0, "LINUXABI_SIG_IGN: SIGUSR2 (%d) is ignored", SIGUSR2);
	act.handler = AS_HANDLER(LINUXABI_SIG_DFL);
	rt_sigaction(SIGUSR2, &act, NULL);
}

/* sigaltstack(2) with struct linuxabi_sigaltstack */
static void test_altstack(void)
{
	static char stack[1 << 16];
	struct linuxabi_sigaltstack ss, old;
	struct linuxabi_sigaction act;
	int e1, e2;

	memset(&ss, 0, sizeof ss);
	ss.sp = stack;
	ss.size = LINUXABI_MINSIGSTKSZ - 1;
	e1 = ERR(sigaltstack_raw(&ss, NULL));
	ss.size = LINUXABI_MINSIGSTKSZ;
	e2 = ERR(sigaltstack_raw(&ss, NULL));
#ifdef QEMU_MINSIGSTKSZ_2048
	report(e2 == 0, "sigaltstack takes LINUXABI_MINSIGSTKSZ (%d) bytes (errno %d)",
	       LINUXABI_MINSIGSTKSZ, e2);
	diag("left out: one byte less is refused (qemu's TARGET_MINSIGSTKSZ"
	     " here is 2048, errno %d)", e1);
#else
	report(e1 == ENOMEM && e2 == 0,
	       "sigaltstack takes LINUXABI_MINSIGSTKSZ (%d) bytes, not one less"
	       " (errno %d, %d)", LINUXABI_MINSIGSTKSZ, e1, e2);
#endif

	ss.size = sizeof stack;
	memset(&old, 0x5a, sizeof old);
	if (sigaltstack_raw(&ss, NULL) || sigaltstack_raw(NULL, &old)) {
		report(0, "sigaltstack with our struct: %s", strerror(errno));
		return;
	}
	report(old.sp == stack && old.size == sizeof stack && old.flags == 0,
	       "our struct linuxabi_sigaltstack round-trips: sp, size %lu, flags %d",
	       (unsigned long)old.size, old.flags);

	fill_action(&act, SA_ONSTACK);
	rt_sigaction(SIGUSR1, &act, NULL);
	kill_self(SIGUSR1);
	report(h_runs == 1 && h_ss_flags == SS_ONSTACK
	       && h_stack >= (uintptr_t)stack && h_stack < (uintptr_t)stack + sizeof stack,
	       "SA_ONSTACK runs the handler on our stack, where sigaltstack"
	       " reads SS_ONSTACK (%d)", (int)h_ss_flags);

	ss.flags = SS_DISABLE;
	sigaltstack_raw(&ss, NULL);
	memset(&old, 0x5a, sizeof old);
	sigaltstack_raw(NULL, &old);
	kill_self(SIGUSR1);
	report(old.flags == SS_DISABLE && h_runs == 1
	       && (h_stack < (uintptr_t)stack || h_stack >= (uintptr_t)stack + sizeof stack),
	       "SS_DISABLE turns the stack off: flags %d, the handler runs elsewhere",
	       old.flags);
}

/* a SIGCHLD can come after waitpid returns (the child itself reports
   CLD_CONTINUED, once it runs): wait for the handler, 2 s at most */
static void await_handler(void)
{
	struct timespec ts = { 0, 10000000 };
	int i;

	for (i = 0; i < 200 && h_runs == 0; i++)
		nanosleep(&ts, NULL);
}

/* signal numbers the kernel acts on (stop, continue, kill) and the
   SIGCHLD each sends, with its si_code.  (No SA_NOCLDSTOP: qemu does not
   pass it on, and SIGCHLD comes for stops and continues all the same.) */
static void test_children(void)
{
	struct linuxabi_sigaction act;
	int status = 0;
	pid_t pid, r;

	fill_action(&act, SA_RESTART);
	rt_sigaction(SIGCHLD, &act, NULL);
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		for (;;)
			pause();
	}
	if (pid < 0) {
		report(0, "fork: %s", strerror(errno));
		return;
	}
	h_runs = 0;
	syscall(SYS_kill, (long)pid, (long)SIGSTOP);
	while ((r = waitpid(pid, &status, WUNTRACED)) == -1 && errno == EINTR)
		;
	await_handler();
	report(r == pid && WIFSTOPPED(status) && WSTOPSIG(status) == SIGSTOP
	       && h_runs == 1 && h_sig == SIGCHLD && h_si_code == CLD_STOPPED,
	       "SIGSTOP (%d) stops a child: WSTOPSIG %d; our SIGCHLD (%d) handler"
	       " sees signo %d, si_code CLD_STOPPED (%d)", SIGSTOP,
	       r == pid && WIFSTOPPED(status) ? WSTOPSIG(status) : -1, SIGCHLD,
	       (int)h_sig, (int)h_si_code);
	h_runs = 0;
	syscall(SYS_kill, (long)pid, (long)SIGCONT);
	while ((r = waitpid(pid, &status, WCONTINUED)) == -1 && errno == EINTR)
		;
	await_handler();
	report(r == pid && WIFCONTINUED(status)
	       && h_runs == 1 && h_sig == SIGCHLD && h_si_code == CLD_CONTINUED,
	       "SIGCONT (%d) continues it: si_code CLD_CONTINUED (%d)", SIGCONT,
	       (int)h_si_code);
	h_runs = 0;
	syscall(SYS_kill, (long)pid, (long)SIGUSR2);
	while ((r = waitpid(pid, &status, 0)) == -1 && errno == EINTR)
		;
	await_handler();
	report(r == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGUSR2
	       && h_runs == 1 && h_sig == SIGCHLD && h_si_code == CLD_KILLED,
	       "SIGUSR2 (%d) kills it: WTERMSIG %d; si_code CLD_KILLED (%d)", SIGUSR2,
	       r == pid && WIFSIGNALED(status) ? WTERMSIG(status) : -1,
	       (int)h_si_code);
	act.handler = AS_HANDLER(LINUXABI_SIG_DFL);
	act.flags = 0;
	rt_sigaction(SIGCHLD, &act, NULL);
}

/* ------------------------------------------------------------------- mmap */

static long mmap_raw(void *addr, unsigned long len, long prot, long flags)
{
#if defined(__s390x__)
	/* s390x's mmap takes its six arguments in memory */
	unsigned long args[6] = { (uintptr_t)addr, len, (unsigned long)prot,
				  (unsigned long)flags, (unsigned long)-1, 0 };
	return syscall(SYS_mmap, args);
#elif defined(SYS_mmap2)
	return syscall(SYS_mmap2, addr, len, prot, flags, -1L, 0L);
#else
	return syscall(SYS_mmap, addr, len, prot, flags, -1L, 0L);
#endif
}

static void test_mmap(void)
{
	unsigned long len = 4 * 65536;
	long p = mmap_raw(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS);
	volatile char *c = (volatile char *)(uintptr_t)p;
	int good;

	if (p == -1) {
		report(0, "mmap(PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS): %s",
		       strerror(errno));
		return;
	}
	good = c[0] == 0 && c[len - 1] == 0;
	c[0] = 'a';
	c[len - 1] = 'z';
	good = good && c[0] == 'a' && c[len - 1] == 'z';
	report(good, "mmap(PROT_READ|PROT_WRITE, MAP_PRIVATE|MAP_ANONYMOUS): zeroed,"
	       " written, read back");
	report(syscall(SYS_munmap, p, len) == 0, "munmap of it");
}

/* ----------------------------------------------------------- record locks */

#define LK_START 10
#define LK_LEN 20
#define LK64_START (((int64_t)1 << 32) + 100)
#define LK64_LEN 50

static void child_locks(long fd)
{
	struct linuxabi_flock lk;
	long ppid = getppid();
	int e;

	memset(&lk, 0x5a, sizeof lk);
	lk.l_type = F_WRLCK;
	lk.l_whence = 0;
	lk.l_start = 0;
	lk.l_len = 1000;
	e = ERR(fcntl_ptr(fd, LINUXABI_F_GETLK, &lk));
	report(e == 0 && lk.l_type == F_WRLCK && lk.l_whence == 0
	       && lk.l_start == LK_START && lk.l_len == LK_LEN && lk.l_pid == ppid,
	       "LINUXABI_F_GETLK in a child: struct linuxabi_flock l_type F_WRLCK,"
	       " l_start %ld, l_len %ld, l_pid %ld (the parent's %ld)",
	       (long)lk.l_start, (long)lk.l_len, (long)lk.l_pid, ppid);

	memset(&lk, 0, sizeof lk);
	lk.l_type = F_WRLCK;
	lk.l_start = LK_START + 5;
	lk.l_len = 1;
	e = ERR(fcntl_ptr(fd, LINUXABI_F_SETLK, &lk));
	report(e == EAGAIN || e == EACCES,
	       "a conflicting LINUXABI_F_SETLK fails with EAGAIN (%d) or EACCES (%d):"
	       " errno %d", EAGAIN, EACCES, e);

#ifdef F_GETLK64
	{
		struct linuxabi_flock64 lk64;

		memset(&lk64, 0x5a, sizeof lk64);
		lk64.l_type = F_WRLCK;
		lk64.l_whence = 0;
		lk64.l_start = LK64_START - 100;
		lk64.l_len = 1000;
		e = ERR(syscall(SYS_fcntl64, fd, (long)F_GETLK64, &lk64));
		report(e == 0 && lk64.l_type == F_RDLCK && lk64.l_whence == 0
		       && lk64.l_start == LK64_START && lk64.l_len == LK64_LEN
		       && lk64.l_pid == ppid,
		       "F_GETLK64 in a child: struct linuxabi_flock64 l_type F_RDLCK,"
		       " l_start %#llx, l_len %lld, l_pid %ld",
		       (unsigned long long)lk64.l_start, (long long)lk64.l_len,
		       (long)lk64.l_pid);
	}
#endif
}

static void test_locks(void)
{
	struct linuxabi_flock lk;
	long fd = open_at("lockfile", O_RDWR | O_CREAT | O_TRUNC, 0644);
	pid_t pid;
	int status, e;

	memset(&lk, 0, sizeof lk);
	lk.l_type = F_WRLCK;
	lk.l_whence = 0;
	lk.l_start = LK_START;
	lk.l_len = LK_LEN;
	e = fd < 0 ? errno : ERR(fcntl_ptr(fd, LINUXABI_F_SETLK, &lk));
	report(e == 0, "LINUXABI_F_SETLK of a write lock with struct linuxabi_flock: errno %d", e);
#ifdef F_GETLK64
	{
		struct linuxabi_flock64 lk64;

		memset(&lk64, 0, sizeof lk64);
		lk64.l_type = F_RDLCK;
		lk64.l_whence = 0;
		lk64.l_start = LK64_START;
		lk64.l_len = LK64_LEN;
		e = ERR(syscall(SYS_fcntl64, fd, (long)F_SETLK64, &lk64));
		report(e == 0, "F_SETLK64 of a read lock past 4 GiB with struct"
		       " linuxabi_flock64: errno %d", e);
	}
#endif
	fflush(stdout);
	pid = fork();
	if (pid == 0) {
		child_locks(fd);
		fflush(stdout);
		_exit(0);
	}
	report(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status)
	       && WEXITSTATUS(status) == 0, "the lock-testing child exits 0");
	close_raw(fd);
}

/* ---------------------------------------------------------------- openat2 */

static void test_openat2(void)
{
#ifdef SYS_openat2
	struct linuxabi_open_how how;
	long fd;
	int e;

	memset(&how, 0, sizeof how);
	how.flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC;
	how.resolve = RESOLVE_NO_SYMLINKS;
	fd = syscall(SYS_openat2, (long)AT_FDCWD, "dir", &how, sizeof how);
	e = fd < 0 ? errno : 0;
	if (e == ENOSYS) {
		report(1, "openat2 with struct linuxabi_open_how: ENOSYS from the"
		       " emulator, not exercised");
		diag("this qemu has no openat2(2): struct linuxabi_open_how and"
		     " RESOLVE_* are not checked here");
		return;
	}
	report(fd >= 0 && fcntl_raw(fd, F_GETFD, 0) == FD_CLOEXEC,
	       "openat2 with struct linuxabi_open_how (size %zu): O_DIRECTORY|O_CLOEXEC"
	       " opens a directory, close-on-exec (errno %d)", sizeof how, e);
	close_raw(fd);
	fd = syscall(SYS_openat2, (long)AT_FDCWD, "dirlink", &how, sizeof how);
	report(fd == -1 && errno == ELOOP,
	       "openat2 RESOLVE_NO_SYMLINKS through a symlink: ELOOP (errno %d)",
	       fd == -1 ? errno : 0);
	close_raw(fd);
	how.resolve = RESOLVE_BENEATH;
	fd = syscall(SYS_openat2, (long)AT_FDCWD, "../", &how, sizeof how);
	report(fd == -1 && errno == EXDEV,
	       "openat2 RESOLVE_BENEATH out of the tree: EXDEV (errno %d)",
	       fd == -1 ? errno : 0);
	close_raw(fd);
#else
	report(1, "openat2: no SYS_openat2 in this glibc");
#endif
}

#ifndef EMULATED_FREESTANDING
/* The topics' own checks, shared with the host's tests/src/runtime.c:
   calls made by number and through the headers' structs return what the
   libc's wrappers return (the libc-free build lacks the wrappers to
   compare).  Told that they run under qemu, they print what qemu cannot
   do as a "#" line instead of failing on it. */
#define LA_EMULATED 1
#define LA_QEMU 1
#define LA_STAT_QEMU 1
#include "checks-all.h"
#endif
/* LA_RUN and the clean start; late, as glibc's <fcntl.h> defines F_GETLK64 */
#include "checks.h"

int main(int argc, char **argv)
{
	if (argc != 2 || chdir(argv[1]) != 0) {
		report(0, "usage: emulated SCRATCH-DIR");
		return 2;
	}
	report(getauxval(AT_BASE) == 0, "statically linked: no dynamic loader ran");
	put_file("file", "data");
	if (syscall(SYS_mkdirat, (long)AT_FDCWD, "dir", 0755L) != 0
	    || syscall(SYS_symlinkat, "dir", (long)AT_FDCWD, "dirlink") != 0
	    || syscall(SYS_symlinkat, "file", (long)AT_FDCWD, "filelink") != 0)
		report(0, "setup: mkdirat, symlinkat: %s", strerror(errno));
	put_file("dir/entry", "");

	LA_RUN("errno", test_errno);
	LA_RUN("fcntl", test_oflags);
	LA_RUN("signal", test_readback);
	LA_RUN("signal", test_install);
	LA_RUN("signal", test_altstack);
	LA_RUN("signal", test_children);
	LA_RUN("mman", test_mmap);
	LA_RUN("fcntl", test_locks);
	LA_RUN("fcntl", test_openat2);
#ifndef EMULATED_FREESTANDING
#define LA_TOPIC(t) LA_RUN(#t, la_##t##_checks);
	LA_TOPICS(LA_TOPIC)
#undef LA_TOPIC
#endif
	return 0;
}
