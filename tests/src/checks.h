/* What every test program of tests/src shares.
 *
 * The result printer: one line, "ok - TOPIC: ..." or "not ok - TOPIC: ...",
 * flushed at once so that a crash later in the program leaves every
 * earlier line behind.  Each topic's la_<topic>_report(good, fmt, ...) is
 * la_report_in with its name.
 *
 * A clean start: before main, every signal's action is SIG_DFL and the
 * signal mask is empty, whatever the program inherited (a background job
 * of a non-interactive shell starts with SIGINT and SIGQUIT ignored, nohup
 * ignores SIGHUP, a parent may leave signals blocked), and stdout is line
 * buffered.
 *
 * The watchdog: LA_RUN(TOPIC, GROUP) runs the check group GROUP(), a void
 * function, for LA_GROUP_SECONDS at most; one stuck past that prints
 * "not ok - TOPIC: GROUP: timed out after N s", kills the program's
 * children and exits 1, rather than hanging.
 *
 * The freestanding build of emulated.c includes this after freestanding.h
 * and our <linuxabi/fcntl.h> and <linuxabi/signal.h>, which stand in for
 * the libc headers. */
#ifndef LA_CHECKS_H
#define LA_CHECKS_H

#ifndef EMULATED_FREESTANDING
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#endif

/* How the checks make a system call: LA_SYSCALL(number, args...) returns
 * the result, LA_ERROR(r) the error number of a failed result r, or 0.
 * syscall(2) unless the program defined its own before including any
 * checks file (the freestanding build of emulated.c does). */
#ifndef LA_SYSCALL
#define LA_SYSCALL syscall
#endif
#ifndef LA_ERROR
#define LA_ERROR(r) ((r) == -1 ? errno : 0)
#endif

static void la_report_in(const char *topic, int good, const char *fmt, ...)
	__attribute__((format(printf, 3, 4), unused));
static void la_report_in(const char *topic, int good, const char *fmt, ...)
{
	va_list ap;

	printf("%s - %s: ", good ? "ok" : "not ok", topic);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

/* ------------------------------------------------------------ clean start */

/* the highest signal number of any ABI (MIPS: 128); sigaction refuses the
   numbers past the ABI's own, and SIGKILL and SIGSTOP */
#define LA_MAX_SIGNAL 128

__attribute__((constructor)) static void la_clean_start(void)
{
	struct sigaction dfl;
	sigset_t none;
	int sig;

	memset(&dfl, 0, sizeof dfl); /* SIG_DFL, no flags, an empty mask */
	for (sig = 1; sig <= LA_MAX_SIGNAL; sig++)
		sigaction(sig, &dfl, NULL);
	sigemptyset(&none);
	sigprocmask(SIG_SETMASK, &none, NULL);
#ifndef EMULATED_FREESTANDING
	setvbuf(stdout, NULL, _IOLBF, 0);
#endif
}

/* --------------------------------------------------------------- watchdog */

#ifndef LA_GROUP_SECONDS
#define LA_GROUP_SECONDS 30
#endif

static const char *la_group_topic, *la_group_name;

static inline void la_put(char *buf, size_t *len, size_t size, const char *s)
{
	while (*s && *len < size)
		buf[(*len)++] = *s++;
}

/* SIGKILL to each child of this thread (the kernel lists them, space
   separated, in /proc/thread-self/children) */
static inline void la_kill_children(void)
{
	char buf[4096];
	long n, i, pid = 0;
	int fd = open("/proc/thread-self/children", O_RDONLY);

	n = fd < 0 ? -1 : read(fd, buf, sizeof buf);
	for (i = 0; i < n; i++) {
		if (buf[i] >= '0' && buf[i] <= '9') {
			pid = pid * 10 + (buf[i] - '0');
		} else {
			if (pid > 0)
				kill((pid_t)pid, SIGKILL);
			pid = 0;
		}
	}
	if (fd >= 0)
		close(fd);
}

/* a group's time ran out (SIGALRM): the line, the children, exit;
   async-signal-safe calls only */
static inline void la_timed_out(int sig)
{
	char line[512], digits[12];
	size_t len = 0;
	int i = (int)sizeof digits, n = LA_GROUP_SECONDS;

	(void)sig;
	digits[--i] = '\0';
	do {
		digits[--i] = (char)('0' + n % 10);
		n /= 10;
	} while (n);
	la_put(line, &len, sizeof line, "not ok - ");
	la_put(line, &len, sizeof line, la_group_topic);
	la_put(line, &len, sizeof line, ": ");
	la_put(line, &len, sizeof line, la_group_name);
	la_put(line, &len, sizeof line, ": timed out after ");
	la_put(line, &len, sizeof line, digits + i);
	la_put(line, &len, sizeof line, " s\n");
	if (write(1, line, len) < 0)
		len = 0; /* nowhere to say it: the exit status still does */
	la_kill_children();
	_exit(1);
}

#define LA_RUN(topic, group) la_run((topic), #group, (group))

/* LA_RUN's work: GROUP(), named NAME, with SIGALRM armed for it */
static inline void la_run(const char *topic, const char *name,
			  void (*group)(void))
{
	struct sigaction sa;
	sigset_t alrm;

	la_group_topic = topic;
	la_group_name = name;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = la_timed_out;
	sigaction(SIGALRM, &sa, NULL);
	sigemptyset(&alrm);
	sigaddset(&alrm, SIGALRM);
	sigprocmask(SIG_UNBLOCK, &alrm, NULL);
	alarm(LA_GROUP_SECONDS);
	group();
	alarm(0);
	memset(&sa, 0, sizeof sa);
	sigaction(SIGALRM, &sa, NULL);
}

#ifndef EMULATED_FREESTANDING
/* The line for TOPIC that checks a descriptor FD, made by WHAT with
 * FLAGS, its call's CLOEXEC and NONBLOCK flags (each the ABI's O_CLOEXEC
 * and O_NONBLOCK): close-on-exec and non-blocking, as F_GETFD and
 * F_GETFL read them. */
static inline void la_cloexec_nonblock_in(const char *topic, const char *what,
					  unsigned flags, int fd)
{
	int fdflags = fcntl(fd, F_GETFD), flflags = fcntl(fd, F_GETFL);

	la_report_in(topic, fdflags >= 0 && (fdflags & FD_CLOEXEC) &&
		     flflags >= 0 && (flflags & O_NONBLOCK),
		     "%s (%#x): fd %d, F_GETFD %#x, F_GETFL %#x (O_NONBLOCK %#x)",
		     what, flags, fd, (unsigned)fdflags, (unsigned)flflags,
		     (unsigned)O_NONBLOCK);
}
#endif

#endif
