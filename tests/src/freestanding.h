/* The little of a C library that tests/src/emulated.c uses, for an ABI
 * with no cross libc on the build machine (a freestanding clang row of
 * arch/abis).  emulated.test builds with -ffreestanding -nostdlib -static
 * -DEMULATED_FREESTANDING, and emulated.c then includes this file in
 * place of the libc headers.
 *
 * Written from the syscall convention and the asm-generic syscall table
 * (usr/include/asm-generic/unistd.h of the kernel's UAPI), without the
 * linuxabi headers: the signal set, sigaction and siginfo here are the
 * plain asm-generic 64-bit layouts in C's own types, so where emulated.c
 * reads something back through "libc" it is a second reader besides our
 * headers (a weaker one than glibc: written for this test).  It defines
 * no E*, O_*, SIG*, SA_* names: those are the headers' under test.
 *
 * Only loongarch64 here; another ABI adds its syscall instruction and
 * _start below. */
#ifndef EMULATED_FREESTANDING_H
#define EMULATED_FREESTANDING_H

#if !defined(__loongarch__) || !defined(__LP64__)
#error "freestanding.h knows only loongarch64's syscall convention and _start"
#endif

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

/* asm-generic syscall numbers, the ones emulated.c and this file use */
#define SYS_fcntl           25
#define SYS_mkdirat         34
#define SYS_unlinkat        35
#define SYS_symlinkat       36
#define SYS_chdir           49
#define SYS_openat          56
#define SYS_close           57
#define SYS_pipe2           59
#define SYS_read            63
#define SYS_write           64
#define SYS_ppoll           73
#define SYS_exit_group      94
#define SYS_nanosleep       101
#define SYS_setitimer       103
#define SYS_kill            129
#define SYS_sigaltstack     132
#define SYS_rt_sigaction    134
#define SYS_rt_sigprocmask  135
#define SYS_getpid          172
#define SYS_getppid         173
#define SYS_munmap          215
#define SYS_clone           220
#define SYS_mmap            222
#define SYS_wait4           260
#define SYS_openat2         437

/* the auxiliary vector entry getauxval is asked for: the interpreter's base */
#define AT_BASE 7

typedef int pid_t;
typedef int sig_atomic_t;

struct timespec {
	long tv_sec;
	long tv_nsec;
};

/* 64 signals, bit n-1 for signal n: asm-generic's sigset */
typedef struct {
	unsigned long bits[1];
} sigset_t;

/* the kernel's siginfo as a kill(2) fills it, on a 64-bit ABI: three ints,
   then the union (8-byte aligned) starting with the sender's pid and uid */
typedef struct {
	int si_signo;
	int si_errno;
	int si_code;
	int pad0;
	int si_pid;
	unsigned si_uid;
	char rest[128 - 24];
} siginfo_t;

struct sigaction {
	void (*sa_handler)(int);
	void (*sa_sigaction)(int, siginfo_t *, void *); /* used if set */
	sigset_t sa_mask;
	int sa_flags;
};

/* wait4(2) options and status decoding, as every libc spells them */
#define WUNTRACED   2
#define WCONTINUED  8
#define WIFEXITED(s)    (((s) & 0x7f) == 0)
#define WEXITSTATUS(s)  (((s) >> 8) & 0xff)
#define WIFSIGNALED(s)  (((s) & 0x7f) != 0 && ((s) & 0x7f) != 0x7f)
#define WTERMSIG(s)     ((s) & 0x7f)
#define WIFSTOPPED(s)   (((s) & 0xff) == 0x7f)
#define WSTOPSIG(s)     WEXITSTATUS(s)
#define WIFCONTINUED(s) ((s) == 0xffff)

static int errno;

/* ------------------------------------------------------------ syscalls */

/* LoongArch: number in a7, arguments in a0..a5, result in a0; the
   kernel may change t0..t8 */
static long fs_syscall6(long n, long a, long b, long c, long d, long e, long f)
{
	register long a7 __asm__("$a7") = n;
	register long a0 __asm__("$a0") = a;
	register long a1 __asm__("$a1") = b;
	register long a2 __asm__("$a2") = c;
	register long a3 __asm__("$a3") = d;
	register long a4 __asm__("$a4") = e;
	register long a5 __asm__("$a5") = f;

	__asm__ __volatile__("syscall 0"
			     : "+r"(a0)
			     : "r"(a7), "r"(a1), "r"(a2), "r"(a3), "r"(a4), "r"(a5)
			     : "$t0", "$t1", "$t2", "$t3", "$t4", "$t5", "$t6",
			       "$t7", "$t8", "memory");
	return a0;
}

static long fs_ret(long r)
{
	if (r < 0 && r > -4096) {
		errno = (int)-r;
		return -1;
	}
	return r;
}

/* syscall(2) as glibc has it: six long arguments, -1 and errno on error */
static long syscall(long n, ...)
{
	long a[6];
	va_list ap;
	int i;

	va_start(ap, n);
	for (i = 0; i < 6; i++)
		a[i] = va_arg(ap, long);
	va_end(ap);
	return fs_ret(fs_syscall6(n, a[0], a[1], a[2], a[3], a[4], a[5]));
}

static long fs_call(long n, long a, long b, long c, long d)
{
	return fs_ret(fs_syscall6(n, a, b, c, d, 0, 0));
}

/* ------------------------------------------------------------- strings */

/* the compiler may call these four itself, so they have external names */
void *memset(void *d, int c, size_t n);
void *memcpy(void *d, const void *s, size_t n);
size_t strlen(const char *s);
int strcmp(const char *a, const char *b);

void *memset(void *d, int c, size_t n)
{
	volatile unsigned char *p = d;

	while (n--)
		*p++ = (unsigned char)c;
	return d;
}

void *memcpy(void *d, const void *s, size_t n)
{
	volatile unsigned char *p = d;
	const unsigned char *q = s;

	while (n--)
		*p++ = *q++;
	return d;
}

size_t strlen(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	return n;
}

int strcmp(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return (unsigned char)*a - (unsigned char)*b;
}

/* ---------------------------------------------------------------- stdio */

#define stdout ((void *)0)

static char fs_out[4096];
static size_t fs_outlen;

static int fflush(void *f)
{
	size_t done = 0;
	long n;

	(void)f;
	while (done < fs_outlen) {
		n = fs_syscall6(SYS_write, 1, (long)(fs_out + done),
				(long)(fs_outlen - done), 0, 0, 0);
		if (n <= 0)
			break;
		done += (size_t)n;
	}
	fs_outlen = 0;
	return 0;
}

static int putchar(int c)
{
	if (fs_outlen == sizeof fs_out)
		fflush(stdout);
	fs_out[fs_outlen++] = (char)c;
	return c;
}

static void fs_puts(const char *s)
{
	while (*s)
		putchar(*s++);
}

/* %d %i %u %x %s %c %%, the # flag, the l, ll and z lengths */
static int vprintf(const char *fmt, va_list ap)
{
	char digits[24];
	unsigned long long u;
	int alt, lng, base, neg, i;

	for (; *fmt; fmt++) {
		if (*fmt != '%') {
			putchar(*fmt);
			continue;
		}
		fmt++;
		alt = *fmt == '#';
		if (alt)
			fmt++;
		lng = 0;
		while (*fmt == 'l' || *fmt == 'z')
			lng++, fmt++;
		neg = 0;
		base = 10;
		switch (*fmt) {
		case 'd':
		case 'i': {
			/* l and ll alike: long long is long here */
			long long v = lng ? va_arg(ap, long) : va_arg(ap, int);

			neg = v < 0;
			u = neg ? 0 - (unsigned long long)v : (unsigned long long)v;
			break;
		}
		case 'x':
			base = 16;
			/* fall through */
		case 'u':
			u = lng ? va_arg(ap, unsigned long) : va_arg(ap, unsigned);
			break;
		case 's':
			fs_puts(va_arg(ap, const char *));
			continue;
		case 'c':
			putchar(va_arg(ap, int));
			continue;
		case '%':
			putchar('%');
			continue;
		default:
			fs_puts("<bad format>");
			continue;
		}
		if (neg)
			putchar('-');
		if (alt && base == 16 && u != 0)
			fs_puts("0x");
		i = 0;
		do {
			digits[i++] = "0123456789abcdef"[u % (unsigned)base];
			u /= (unsigned)base;
		} while (u);
		while (i)
			putchar(digits[--i]);
	}
	return 0;
}

static int printf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int printf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	return 0;
}

static const char *strerror(int e)
{
	static char buf[32];
	char *p = buf + sizeof buf;
	const char *pre = "errno ";
	int i;

	*--p = '\0';
	do {
		*--p = (char)('0' + e % 10);
		e /= 10;
	} while (e > 0);
	for (i = 6; i > 0; i--)
		*--p = pre[i - 1];
	return p;
}

/* ---------------------------------------------------- processes, files */

static unsigned long *fs_auxv;

static unsigned long getauxval(unsigned long type)
{
	unsigned long *a;

	for (a = fs_auxv; a && a[0]; a += 2)
		if (a[0] == type)
			return a[1];
	return 0;
}

static void _exit(int status) __attribute__((noreturn));
static void _exit(int status)
{
	for (;;)
		fs_syscall6(SYS_exit_group, status, 0, 0, 0, 0, 0);
}

static pid_t getpid(void)
{
	return (pid_t)fs_call(SYS_getpid, 0, 0, 0, 0);
}

static pid_t getppid(void)
{
	return (pid_t)fs_call(SYS_getppid, 0, 0, 0, 0);
}

/* asm-generic has no fork(2): clone with only the exit signal, SIGCHLD */
static pid_t fork(void)
{
	return (pid_t)fs_call(SYS_clone, 17, 0, 0, 0);
}

static pid_t waitpid(pid_t pid, int *status, int options)
{
	return (pid_t)fs_call(SYS_wait4, pid, (long)status, options, 0);
}

/* asm-generic has no pause(2): a ppoll of nothing, with no timeout */
static int pause(void)
{
	return (int)fs_call(SYS_ppoll, 0, 0, 0, 0);
}

static int nanosleep(const struct timespec *req, struct timespec *rem)
{
	return (int)fs_call(SYS_nanosleep, (long)req, (long)rem, 0, 0);
}

/* the four file calls tests/src/checks.h's watchdog makes; open is
   openat(AT_FDCWD = -100) without a mode */
static int open(const char *path, int flags)
{
	return (int)fs_call(SYS_openat, -100, (long)path, flags, 0);
}

static long read(int fd, void *buf, size_t n)
{
	return fs_call(SYS_read, fd, (long)buf, (long)n, 0);
}

static long write(int fd, const void *buf, size_t n)
{
	return fs_call(SYS_write, fd, (long)buf, (long)n, 0);
}

static int close(int fd)
{
	return (int)fs_call(SYS_close, fd, 0, 0, 0);
}

static int kill(pid_t pid, int sig)
{
	return (int)fs_call(SYS_kill, pid, sig, 0, 0);
}

/* asm-generic has no alarm(2): setitimer(ITIMER_REAL = 0), no interval */
static unsigned alarm(unsigned seconds)
{
	long it[4] = { 0, 0, (long)seconds, 0 }, old[4] = { 0, 0, 0, 0 };

	fs_call(SYS_setitimer, 0, (long)it, (long)old, 0);
	return (unsigned)old[2];
}

static int chdir(const char *path)
{
	return (int)fs_call(SYS_chdir, (long)path, 0, 0, 0);
}

/* ------------------------------------------------------------- signals */

static int sigemptyset(sigset_t *s)
{
	s->bits[0] = 0;
	return 0;
}

static int sigaddset(sigset_t *s, int sig)
{
	s->bits[0] |= 1UL << (sig - 1);
	return 0;
}

static int sigismember(const sigset_t *s, int sig)
{
	return (int)(s->bits[0] >> (sig - 1) & 1);
}

static int sigprocmask(int how, const sigset_t *set, sigset_t *old)
{
	return (int)fs_call(SYS_rt_sigprocmask, how, (long)set, (long)old,
			    (long)sizeof(sigset_t));
}

/* what rt_sigaction(2) reads on asm-generic with no restorer: handler,
   flags as an unsigned long, the set */
struct fs_kernel_sigaction {
	void (*handler)(int);
	unsigned long flags;
	sigset_t mask;
};

static int sigaction(int sig, const struct sigaction *act, struct sigaction *old)
{
	struct fs_kernel_sigaction k;

	(void)old; /* not used by emulated.c */
	k.handler = act->sa_sigaction ? (void (*)(int))(uintptr_t)act->sa_sigaction
				      : act->sa_handler;
	k.flags = (unsigned long)(unsigned)act->sa_flags;
	k.mask = act->sa_mask;
	return (int)fs_call(SYS_rt_sigaction, sig, (long)&k, 0,
			    (long)sizeof(sigset_t));
}

/* ---------------------------------------------------------------- start */

int main(int argc, char **argv);

/* the static link's constructors (tests/src/checks.h has one), which the
   linker brackets with these two */
extern void (*__init_array_start[])(void) __attribute__((weak));
extern void (*__init_array_end[])(void) __attribute__((weak));

/* the kernel's initial stack: argc, argv[], 0, envp[], 0, auxv pairs */
__attribute__((used)) static void fs_start(long *sp)
{
	int argc = (int)sp[0];
	char **argv = (char **)(sp + 1);
	char **envp = argv + argc + 1;
	void (**init)(void);
	int r;

	while (*envp)
		envp++;
	fs_auxv = (unsigned long *)(envp + 1);
	for (init = __init_array_start; init < __init_array_end; init++)
		(*init)();
	r = main(argc, argv);
	fflush(stdout);
	_exit(r);
}

__asm__(".text\n"
	".globl _start\n"
	".type _start, @function\n"
	"_start:\n"
	"	move $fp, $zero\n"
	"	move $ra, $zero\n"
	"	move $a0, $sp\n"
	"	bstrins.d $sp, $zero, 3, 0\n"
	"	bl fs_start\n"
	"	break 0\n"
	".size _start, . - _start\n");

#endif
