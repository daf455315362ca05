/* Signals through <linuxabi/signal.h>: signal numbers and codes against
 * glibc's and against what the kernel reports, and rt_sigaction(2),
 * rt_sigprocmask(2), rt_sigpending(2), sigaltstack(2) driven with
 * struct linuxabi_sigaction and struct linuxabi_sigaltstack, with real
 * signals delivered. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <setjmp.h>
#include <stdarg.h>
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "checks.h"

/* glibc's values, taken before <linuxabi/signal.h> replaces the names:
   glibc declares the si_code and SIGEV_* names as enumerators, so its
   <signal.h> has to come first */
#define SIGNAL_NUMBERS(X) X(SIGHUP) X(SIGINT) X(SIGQUIT) X(SIGILL) X(SIGTRAP) \
	X(SIGABRT) X(SIGIOT) X(SIGBUS) X(SIGFPE) X(SIGKILL) X(SIGUSR1)        \
	X(SIGSEGV) X(SIGUSR2) X(SIGPIPE) X(SIGALRM) X(SIGTERM) X(SIGSTKFLT)   \
	X(SIGCHLD) X(SIGCONT) X(SIGSTOP) X(SIGTSTP) X(SIGTTIN) X(SIGTTOU)     \
	X(SIGURG) X(SIGXCPU) X(SIGXFSZ) X(SIGVTALRM) X(SIGPROF) X(SIGWINCH)   \
	X(SIGIO) X(SIGPOLL) X(SIGPWR) X(SIGSYS)
#define VALUE(n) n,
#define NAME(n) #n,
static const long glibc_numbers[] = { SIGNAL_NUMBERS(VALUE) };
static const long glibc_sigrtmin = __SIGRTMIN, glibc_sigrtmax = __SIGRTMAX;
static const long glibc_nsig = _NSIG;

#include <linuxabi/signal.h>

static const long our_numbers[] = { SIGNAL_NUMBERS(VALUE) };
static const char *const number_names[] = { SIGNAL_NUMBERS(NAME) };

#define BIT(sig) ((uint64_t)1 << ((sig) - 1))
#define SIGSETSIZE ((size_t)(LINUXABI_NSIG / 8))

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

static long rt_sigaction(int sig, const struct linuxabi_sigaction *act,
			 struct linuxabi_sigaction *old)
{
	return syscall(SYS_rt_sigaction, sig, act, old, SIGSETSIZE);
}

static long rt_sigprocmask(int how, const uint64_t *set, uint64_t *old)
{
	return syscall(SYS_rt_sigprocmask, how, set, old, SIGSETSIZE);
}

static long sigaltstack_raw(const struct linuxabi_sigaltstack *ss,
			    struct linuxabi_sigaltstack *old)
{
	return syscall(SYS_sigaltstack, ss, old);
}

static void tkill_self(int sig)
{
	syscall(SYS_tgkill, getpid(), gettid(), sig);
}

/* the kernel's view: SigBlk, SigIgn, SigCgt, ShdPnd of /proc/self/status */
static uint64_t proc_mask(const char *field)
{
	char line[256];
	size_t len = strlen(field);
	uint64_t v = 0;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return 0;
	while (fgets(line, sizeof line, f))
		if (strncmp(line, field, len) == 0 && line[len] == ':')
			v = strtoull(line + len + 1, NULL, 16);
	fclose(f);
	return v;
}

/* ------------------------------------------------------------ handlers */

static volatile sig_atomic_t plain_runs;
static volatile uint64_t plain_blocked;
static volatile uintptr_t plain_stack_addr;
static volatile int plain_stack_flags;

/* installed through struct linuxabi_sigaction: a plain handler */
static void plain_handler(int sig)
{
	uint64_t cur = 0;
	struct linuxabi_sigaltstack ss;
	char here;

	(void)sig;
	plain_runs++;
	rt_sigprocmask(SIG_BLOCK, NULL, &cur);
	plain_blocked = cur;
	plain_stack_addr = (uintptr_t)&here;
	plain_stack_flags = sigaltstack_raw(NULL, &ss) == 0 ? ss.flags : -1;
}

static volatile sig_atomic_t info_runs, info_signo, info_code;
static volatile uintptr_t info_addr;
static volatile int info_status;
static sigjmp_buf info_jump;
static volatile sig_atomic_t info_jump_armed;

/* installed through glibc: reports the siginfo the kernel built */
static void info_handler(int sig, siginfo_t *si, void *uc)
{
	(void)uc;
	info_runs++;
	info_signo = si->si_signo;
	info_code = si->si_code;
	info_addr = (uintptr_t)si->si_addr;
	info_status = si->si_status;
	if (sig == si->si_signo && info_jump_armed) {
		info_jump_armed = 0;
		siglongjmp(info_jump, 1);
	}
}

static int glibc_catch(int sig, int flags)
{
	struct sigaction sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO | flags;
	sigemptyset(&sa.sa_mask);
	return sigaction(sig, &sa, NULL);
}

/* ---------------------------------------------------------------- tests */

static void test_numbers(void)
{
	size_t i, n = sizeof our_numbers / sizeof our_numbers[0];
	int good = 1;

	for (i = 0; i < n; i++)
		if (our_numbers[i] != glibc_numbers[i]) {
			report(0, "%s: ours %ld, glibc's %ld", number_names[i],
			       our_numbers[i], glibc_numbers[i]);
			good = 0;
		}
	if (good)
		report(1, "%zu signal numbers equal glibc's", n);
	report(LINUXABI_SIGRTMIN == glibc_sigrtmin
	       && LINUXABI_SIGRTMAX == glibc_sigrtmax
	       && LINUXABI_NSIG + 1 == glibc_nsig,
	       "LINUXABI_SIGRTMIN %d, LINUXABI_SIGRTMAX %d, LINUXABI_NSIG %d:"
	       " glibc's __SIGRTMIN %ld, __SIGRTMAX %ld, _NSIG %ld",
	       LINUXABI_SIGRTMIN, LINUXABI_SIGRTMAX, LINUXABI_NSIG,
	       glibc_sigrtmin, glibc_sigrtmax, glibc_nsig);
	report(SIGRTMIN >= LINUXABI_SIGRTMIN && SIGRTMAX == LINUXABI_SIGRTMAX,
	       "glibc's SIGRTMIN() %d, SIGRTMAX() %d lie in LINUXABI_SIGRTMIN.."
	       "LINUXABI_SIGRTMAX", SIGRTMIN, SIGRTMAX);
}

/* rt_sigaction(2) limits: the sigset size and the highest signal */
static void test_limits(void)
{
	struct linuxabi_sigaction old, act;
	int e1, e2, e3;

	errno = 0;
	e1 = syscall(SYS_rt_sigaction, SIGUSR1, NULL, &old, SIGSETSIZE + 8)
		? errno : 0;
	e2 = rt_sigaction(LINUXABI_SIGRTMAX, NULL, &old) ? errno : 0;
	e3 = rt_sigaction(LINUXABI_SIGRTMAX + 1, NULL, &old) ? errno : 0;
	report(rt_sigaction(SIGUSR1, NULL, &old) == 0 && e1 == EINVAL
	       && e2 == 0 && e3 == EINVAL,
	       "rt_sigaction takes sigsetsize LINUXABI_NSIG / 8 = %zu, signals"
	       " up to LINUXABI_SIGRTMAX (errors: %s, %s, %s)", SIGSETSIZE,
	       strerror(e1), strerror(e2), strerror(e3));
	memset(&act, 0, sizeof act);
	act.handler = (void (*)(int))(uintptr_t)LINUXABI_SIG_IGN;
	e1 = rt_sigaction(SIGKILL, &act, NULL) ? errno : 0;
	e2 = rt_sigaction(SIGSTOP, &act, NULL) ? errno : 0;
	report(e1 == EINVAL && e2 == EINVAL,
	       "SIGKILL and SIGSTOP cannot be caught: %s, %s",
	       strerror(e1), strerror(e2));
}

static void (*restorer)(void);

/* an action glibc installed, read back through struct linuxabi_sigaction */
static void test_readback(void)
{
	struct sigaction sa;
	struct linuxabi_sigaction old;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO | SA_RESTART;
	sigemptyset(&sa.sa_mask);
	sigaddset(&sa.sa_mask, SIGUSR2);
	sigaddset(&sa.sa_mask, SIGRTMAX);
	if (sigaction(SIGUSR1, &sa, NULL) != 0 || rt_sigaction(SIGUSR1, NULL, &old)) {
		report(0, "install and read back a glibc action: %s", strerror(errno));
		return;
	}
	restorer = old.restorer;
	report((uintptr_t)old.handler == (uintptr_t)info_handler
	       && (old.flags & (SA_SIGINFO | SA_RESTART | SA_RESTORER))
		  == (SA_SIGINFO | SA_RESTART | SA_RESTORER)
	       && old.restorer != NULL
	       && old.mask == (BIT(SIGUSR2) | BIT(LINUXABI_SIGRTMAX)),
	       "glibc's sigaction(SIGUSR1) read back: handler, flags %#llx"
	       " (SA_SIGINFO|SA_RESTART|SA_RESTORER), restorer, mask %#llx"
	       " (SIGUSR2, LINUXABI_SIGRTMAX)",
	       (unsigned long long)old.flags, (unsigned long long)old.mask);
	report((proc_mask("SigCgt") & BIT(SIGUSR1)) != 0,
	       "the kernel's SigCgt has the SIGUSR1 bit");
}

/* actions installed through struct linuxabi_sigaction, real signals */
static void test_install(void)
{
	struct linuxabi_sigaction act, old;
	uint64_t want;

	if (!restorer) {
		report(1, "rt_sigaction with our struct # SKIP no restorer from glibc");
		return;
	}
	memset(&act, 0, sizeof act);
	act.handler = plain_handler;
	act.flags = SA_RESTORER | SA_RESTART;
	act.restorer = restorer;
	act.mask = BIT(SIGUSR2);
	if (rt_sigaction(SIGUSR1, &act, NULL) || rt_sigaction(SIGUSR1, NULL, &old)) {
		report(0, "rt_sigaction(SIGUSR1) with our struct: %s", strerror(errno));
		return;
	}
	report(old.handler == plain_handler && old.restorer == restorer
	       && old.flags == (SA_RESTORER | SA_RESTART) && old.mask == BIT(SIGUSR2),
	       "our struct linuxabi_sigaction round-trips: flags %#llx, mask %#llx",
	       (unsigned long long)old.flags, (unsigned long long)old.mask);
	plain_runs = 0;
	tkill_self(SIGUSR1);
	want = BIT(SIGUSR1) | BIT(SIGUSR2);
	report(plain_runs == 1 && (plain_blocked & want) == want,
	       "SIGUSR1 delivered to our handler, with SIGUSR1 and SIGUSR2"
	       " blocked in it (blocked %#llx)", (unsigned long long)plain_blocked);

	act.flags = SA_RESTORER | SA_RESETHAND | SA_NODEFER;
	act.mask = 0;
	rt_sigaction(SIGUSR1, &act, NULL);
	plain_runs = 0;
	tkill_self(SIGUSR1);
	rt_sigaction(SIGUSR1, NULL, &old);
	report(plain_runs == 1 && !(plain_blocked & BIT(SIGUSR1))
	       && (uintptr_t)old.handler == LINUXABI_SIG_DFL,
	       "SA_NODEFER leaves SIGUSR1 unblocked in the handler,"
	       " SA_RESETHAND resets it to LINUXABI_SIG_DFL");

	act.handler = plain_handler;
	act.flags = SA_RESTORER | SA_UNSUPPORTED | SA_EXPOSE_TAGBITS;
	rt_sigaction(SIGUSR1, &act, NULL);
	rt_sigaction(SIGUSR1, NULL, &old);
	if (old.flags & SA_UNSUPPORTED)
		report(1, "the kernel clears SA_UNSUPPORTED # SKIP kernel before 5.11");
	else
		report((old.flags & SA_EXPOSE_TAGBITS) != 0,
		       "the kernel clears SA_UNSUPPORTED and keeps"
		       " SA_EXPOSE_TAGBITS: flags %#llx", (unsigned long long)old.flags);

	memset(&act, 0, sizeof act);
	act.handler = (void (*)(int))(uintptr_t)LINUXABI_SIG_IGN;
	rt_sigaction(SIGUSR2, &act, NULL);
	rt_sigaction(SIGUSR2, NULL, &old);
	tkill_self(SIGUSR2);
	report((uintptr_t)old.handler == LINUXABI_SIG_IGN
	       && (proc_mask("SigIgn") & BIT(SIGUSR2)) != 0,
	       "LINUXABI_SIG_IGN: SIGUSR2 ignored, the kernel's SigIgn has its bit");
}

/* rt_sigprocmask(2) and rt_sigpending(2) with 64-bit sets */
static void test_mask(void)
{
	uint64_t set, saved = 0, cur = 0, pend = 0;
	sigset_t g;
	struct linuxabi_sigaction act;

	rt_sigprocmask(SIG_BLOCK, NULL, &saved);
	set = BIT(SIGUSR1) | BIT(LINUXABI_SIGRTMAX);
	rt_sigprocmask(SIG_BLOCK, &set, NULL);
	sigprocmask(SIG_BLOCK, NULL, &g);
	report(sigismember(&g, SIGUSR1) == 1 && sigismember(&g, SIGRTMAX) == 1
	       && (proc_mask("SigBlk") & set) == set,
	       "SIG_BLOCK of SIGUSR1 and LINUXABI_SIGRTMAX (bit 63): glibc and"
	       " the kernel's SigBlk see both");
	set = BIT(LINUXABI_SIGRTMAX);
	rt_sigprocmask(SIG_UNBLOCK, &set, &cur);
	rt_sigprocmask(SIG_BLOCK, NULL, &cur);
	report((cur & BIT(SIGUSR1)) != 0 && (cur & BIT(LINUXABI_SIGRTMAX)) == 0,
	       "SIG_UNBLOCK removes LINUXABI_SIGRTMAX only");

	if (restorer) {
		memset(&act, 0, sizeof act);
		act.handler = plain_handler;
		act.flags = SA_RESTORER;
		act.restorer = restorer;
		rt_sigaction(SIGUSR1, &act, NULL);
		plain_runs = 0;
		tkill_self(SIGUSR1);
		syscall(SYS_rt_sigpending, &pend, SIGSETSIZE);
		report(plain_runs == 0 && (pend & BIT(SIGUSR1)) != 0,
		       "a blocked SIGUSR1 stays pending (rt_sigpending %#llx)",
		       (unsigned long long)pend);
		rt_sigprocmask(SIG_SETMASK, &saved, NULL);
		report(plain_runs == 1, "SIG_SETMASK back: the pending SIGUSR1 is delivered");
	} else {
		rt_sigprocmask(SIG_SETMASK, &saved, NULL);
	}
}

/* sigaltstack(2) with struct linuxabi_sigaltstack */
static void test_altstack(void)
{
	static char stack[1 << 16];
	struct linuxabi_sigaltstack ss, old;
	struct linuxabi_sigaction act;
	int e;

	memset(&ss, 0, sizeof ss);
	ss.sp = stack;
	ss.size = LINUXABI_MINSIGSTKSZ - 1;
	e = sigaltstack_raw(&ss, NULL) ? errno : 0;
	report(e == ENOMEM, "a stack under LINUXABI_MINSIGSTKSZ: %s", strerror(e));

	ss.size = sizeof stack;
	if (sigaltstack_raw(&ss, NULL) || sigaltstack_raw(NULL, &old)) {
		report(0, "sigaltstack with our struct: %s", strerror(errno));
		return;
	}
	report(old.sp == stack && old.size == sizeof stack && old.flags == 0,
	       "our struct linuxabi_sigaltstack round-trips: sp, size %llu, flags %d",
	       (unsigned long long)old.size, old.flags);
	if (!restorer) {
		report(1, "SA_ONSTACK # SKIP no restorer from glibc");
		return;
	}
	memset(&act, 0, sizeof act);
	act.handler = plain_handler;
	act.flags = SA_RESTORER | SA_ONSTACK;
	act.restorer = restorer;
	rt_sigaction(SIGUSR1, &act, NULL);
	plain_runs = 0;
	tkill_self(SIGUSR1);
	report(plain_runs == 1 && plain_stack_flags == SS_ONSTACK
	       && plain_stack_addr >= (uintptr_t)stack
	       && plain_stack_addr < (uintptr_t)stack + sizeof stack,
	       "SA_ONSTACK runs the handler on the stack, which reads SS_ONSTACK");

	ss.flags = SS_AUTODISARM;
	sigaltstack_raw(&ss, NULL);
	sigaltstack_raw(NULL, &old);
	plain_runs = 0;
	tkill_self(SIGUSR1);
	report((unsigned)old.flags == SS_AUTODISARM && plain_runs == 1
	       && plain_stack_flags == SS_DISABLE,
	       "SS_AUTODISARM reads back, and the handler sees SS_DISABLE");

	ss.flags = SS_DISABLE;
	sigaltstack_raw(&ss, NULL);
	sigaltstack_raw(NULL, &old);
	report(old.flags == SS_DISABLE, "SS_DISABLE turns the stack off: flags %d",
	       old.flags);
}

/* si_code of signals from processes and from the kernel */
static void test_codes(void)
{
	union sigval v;
	sigset_t usr1, unblocked;
	struct sigevent sev;
	timer_t timer;
	struct itimerspec its;
	char *page;
	int fds[2], mfd;

	glibc_catch(SIGUSR1, 0);
	info_runs = 0;
	kill(getpid(), SIGUSR1);
	report(info_runs == 1 && info_signo == SIGUSR1 && info_code == SI_USER,
	       "kill(2): si_code SI_USER (%d)", info_code);
	tkill_self(SIGUSR1);
	report(info_code == SI_TKILL, "tgkill(2): si_code SI_TKILL (%d)", info_code);
	v.sival_int = 7;
	sigqueue(getpid(), SIGUSR1, v);
	report(info_code == SI_QUEUE, "sigqueue(3): si_code SI_QUEUE (%d)", info_code);

	/* timers: SIGUSR1 blocked but while waiting in sigsuspend */
	sigemptyset(&usr1);
	sigaddset(&usr1, SIGUSR1);
	sigprocmask(SIG_BLOCK, &usr1, &unblocked);
	memset(&sev, 0, sizeof sev);
	sev.sigev_notify = SIGEV_SIGNAL;
	sev.sigev_signo = SIGUSR1;
	memset(&its, 0, sizeof its);
	its.it_value.tv_nsec = 1000000;
	info_runs = 0;
	if (timer_create(CLOCK_MONOTONIC, &sev, &timer) == 0) {
		timer_settime(timer, 0, &its, NULL);
		while (!info_runs)
			sigsuspend(&unblocked);
		timer_delete(timer);
		report(info_code == SI_TIMER, "a SIGEV_SIGNAL timer: si_code SI_TIMER (%d)",
		       info_code);
	} else {
		report(0, "timer_create(SIGEV_SIGNAL): %s", strerror(errno));
	}
	sev.sigev_notify = SIGEV_THREAD_ID;
	sev._sigev_un._tid = gettid();
	info_runs = 0;
	if (timer_create(CLOCK_MONOTONIC, &sev, &timer) == 0) {
		timer_settime(timer, 0, &its, NULL);
		while (!info_runs)
			sigsuspend(&unblocked);
		timer_delete(timer);
		report(info_code == SI_TIMER, "a SIGEV_THREAD_ID timer signals this thread");
	} else {
		report(0, "timer_create(SIGEV_THREAD_ID): %s", strerror(errno));
	}
	sev.sigev_notify = SIGEV_NONE;
	if (timer_create(CLOCK_MONOTONIC, &sev, &timer) == 0) {
		timer_settime(timer, 0, &its, NULL);
		info_runs = 0;
		usleep(5000);
		report(info_runs == 0, "a SIGEV_NONE timer sends nothing");
		timer_delete(timer);
	} else {
		report(0, "timer_create(SIGEV_NONE): %s", strerror(errno));
	}
	sigprocmask(SIG_SETMASK, &unblocked, NULL);

	/* SIGIO with F_SETSIG on a pipe: POLL_IN */
	if (pipe(fds) == 0) {
		info_runs = 0;
		fcntl(fds[0], F_SETOWN, getpid());
		fcntl(fds[0], F_SETSIG, SIGUSR1);
		fcntl(fds[0], F_SETFL, fcntl(fds[0], F_GETFL) | O_ASYNC);
		if (write(fds[1], "x", 1) != 1)
			info_runs = -1;
		report(info_runs == 1 && info_code == POLL_IN,
		       "F_SETSIG on a pipe: si_code POLL_IN (%d)", info_code);
		close(fds[0]);
		close(fds[1]);
	}

	/* faults */
	glibc_catch(SIGSEGV, SA_NODEFER);
	page = mmap(NULL, 4096, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (page != MAP_FAILED) {
		info_jump_armed = 1;
		if (sigsetjmp(info_jump, 1) == 0)
			(void)*(volatile char *)page;
		report(info_signo == SIGSEGV && info_code == SEGV_ACCERR
		       && info_addr == (uintptr_t)page,
		       "a PROT_NONE page: SIGSEGV, si_code SEGV_ACCERR (%d)", info_code);
		munmap(page, 4096);
		info_jump_armed = 1;
		if (sigsetjmp(info_jump, 1) == 0)
			(void)*(volatile char *)page;
		report(info_signo == SIGSEGV && info_code == SEGV_MAPERR,
		       "an unmapped page: SIGSEGV, si_code SEGV_MAPERR (%d)", info_code);
	}
	glibc_catch(SIGBUS, SA_NODEFER);
	mfd = memfd_create("linuxabi", 0);
	page = mfd < 0 ? MAP_FAILED
		: mmap(NULL, 4096, PROT_READ, MAP_SHARED, mfd, 0);
	if (page != MAP_FAILED) {
		info_jump_armed = 1;
		if (sigsetjmp(info_jump, 1) == 0)
			(void)*(volatile char *)page;
		report(info_signo == SIGBUS && info_code == BUS_ADRERR,
		       "a page past the end of a file: SIGBUS, si_code BUS_ADRERR (%d)",
		       info_code);
		munmap(page, 4096);
	}
	if (mfd >= 0)
		close(mfd);
#if defined(__x86_64__) || defined(__i386__)
	glibc_catch(SIGFPE, SA_NODEFER);
	info_jump_armed = 1;
	if (sigsetjmp(info_jump, 1) == 0)
		__asm__ volatile ("xorl %%ecx, %%ecx\n\tdivl %%ecx" ::: "eax", "ecx", "edx");
	report(info_signo == SIGFPE && info_code == FPE_INTDIV,
	       "divl by zero: SIGFPE, si_code FPE_INTDIV (%d)", info_code);
	glibc_catch(SIGILL, SA_NODEFER);
	info_jump_armed = 1;
	if (sigsetjmp(info_jump, 1) == 0)
		__asm__ volatile ("ud2");
	report(info_signo == SIGILL && info_code == ILL_ILLOPN,
	       "ud2: SIGILL, si_code ILL_ILLOPN (%d)", info_code);
	glibc_catch(SIGTRAP, SA_NODEFER);
	info_jump_armed = 1;
	if (sigsetjmp(info_jump, 1) == 0)
		__asm__ volatile ("int3");
	report(info_signo == SIGTRAP && info_code == SI_KERNEL,
	       "int3: SIGTRAP, si_code SI_KERNEL (%d)", info_code);
#else
	report(1, "SIGFPE, SIGILL, SIGTRAP codes # SKIP x86 instructions only");
#endif
}

/* a seccomp filter that traps getppid(2): SIGSYS, si_code SYS_SECCOMP */
static void test_seccomp(void)
{
	struct sock_filter code[] = {
		BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
		BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getppid, 0, 1),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_TRAP),
		BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
	};
	struct sock_fprog prog = { sizeof code / sizeof code[0], code };
	int status;
	pid_t pid = fork();

	if (pid == 0) {
		glibc_catch(SIGSYS, 0);
		if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0)
		    || prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog))
			_exit(100);
		syscall(SYS_getppid);
		_exit(info_signo == SIGSYS && info_code == SYS_SECCOMP ? 0 : 1);
	}
	if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status))
		report(0, "seccomp child: fork or wait failed");
	else if (WEXITSTATUS(status) == 100)
		report(1, "SIGSYS from seccomp # SKIP no seccomp filters here");
	else
		report(WEXITSTATUS(status) == 0,
		       "a seccomp SECCOMP_RET_TRAP: SIGSYS, si_code SYS_SECCOMP");
}

/* the kernel's default actions by number, seen through waitid(2) */
static void test_children(void)
{
	static const int stops[] = { SIGTSTP, SIGTTIN, SIGTTOU, SIGSTOP };
	static const char *const stop_names[] = { "SIGTSTP", "SIGTTIN", "SIGTTOU", "SIGSTOP" };
	siginfo_t si;
	size_t i;
	pid_t pid = fork();

	if (pid == 0) {
		setpgid(0, 0);
		prctl(PR_SET_DUMPABLE, 0, 0, 0, 0);
		for (;;)
			pause();
	}
	if (pid < 0) {
		report(0, "fork: %s", strerror(errno));
		return;
	}
	setpgid(pid, pid);
	for (i = 0; i < sizeof stops / sizeof stops[0]; i++) {
		memset(&si, 0, sizeof si);
		kill(pid, stops[i]);
		waitid(P_PID, pid, &si, WSTOPPED);
		report(si.si_code == CLD_STOPPED && si.si_status == stops[i],
		       "%s stops a child: CLD_STOPPED, status %d", stop_names[i],
		       si.si_status);
		memset(&si, 0, sizeof si);
		kill(pid, SIGCONT);
		waitid(P_PID, pid, &si, WCONTINUED);
		if (i == 0)
			report(si.si_code == CLD_CONTINUED && si.si_status == SIGCONT,
			       "SIGCONT continues it: CLD_CONTINUED, status %d",
			       si.si_status);
	}
	memset(&si, 0, sizeof si);
	kill(pid, SIGQUIT);
	waitid(P_PID, pid, &si, WEXITED);
	report(si.si_code == CLD_KILLED && si.si_status == SIGQUIT,
	       "SIGQUIT kills a non-dumpable child: CLD_KILLED, status %d",
	       si.si_status);

	pid = fork();
	if (pid == 0)
		_exit(7);
	memset(&si, 0, sizeof si);
	waitid(P_PID, pid, &si, WEXITED);
	report(si.si_code == CLD_EXITED && si.si_status == 7 && si.si_signo == SIGCHLD,
	       "an exiting child: SIGCHLD, CLD_EXITED, status %d", si.si_status);
}

int main(void)
{
	LA_RUN("signal", test_numbers);
	LA_RUN("signal", test_limits);
	LA_RUN("signal", test_readback);
	LA_RUN("signal", test_install);
	LA_RUN("signal", test_mask);
	LA_RUN("signal", test_altstack);
	LA_RUN("signal", test_codes);
	LA_RUN("signal", test_seccomp);
	LA_RUN("signal", test_children);
	return 0;
}
