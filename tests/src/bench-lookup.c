/*
 * make bench-lookup: name-to-value and value-to-name lookups, ROUNDS
 * rounds of N each, every case once per round so that the cases are
 * measured in paired rounds: x86_64 syscalls through liblinuxabi, libaudit
 * and libseccomp (loaded at run time where their libraries are installed:
 * dlopen, so that only the runtime packages are needed) and through the
 * limit (with -DHAVE_LIMIT: a switch over the names and an array by
 * number that tests/bench-lookup generates from the same table); errno
 * and open(2) flags through liblinuxabi.  Each library's one call per
 * direction: linuxabi_set_value and linuxabi_set_str_of for liblinuxabi,
 * and value to name through the syscall set's dense window
 * (linuxabi_set_dense), indexed in the loop as a tracer would.
 * Prints a Markdown table: min and median of the rounds, and each case's
 * time over liblinuxabi's on the same set in the same round (the median
 * of those ratios).
 *
 * Usage: bench-lookup [N [ROUNDS]]
 */
#include <liblinuxabi.h>

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_ROUNDS 99

/* libaudit.h's machine_t and libseccomp's SCMP_ARCH_X86_64 (the audit
   architecture of x86_64), for their stable ABIs */
#define MACH_86_64 1
#define SCMP_ARCH_X86_64 0xc000003eu

#ifdef HAVE_LIMIT
long limit_name_to_value(const char *name);
const char *limit_value_to_name(long value);
#endif

/* the calls looked up, round robin: common ones, and a few late ones */
static const char *const calls[] = {
	"read", "write", "openat", "close", "mmap", "clone3", "futex",
	"epoll_pwait2", "io_uring_setup", "statx", "getrandom", "pidfd_open",
	"landlock_create_ruleset", "process_madvise", "ioctl", "exit_group",
};
#define NCALLS (sizeof calls / sizeof *calls)
static int64_t nums[NCALLS];

static const char *const errnos[] = {
	"EPERM", "ENOENT", "EINTR", "EAGAIN", "ENOMEM", "EACCES", "EEXIST",
	"EINVAL", "ENOSPC", "EPIPE", "ERANGE", "ENOSYS", "ENOTEMPTY",
	"ELOOP", "EOPNOTSUPP", "ETIMEDOUT",
};
#define NERRNOS (sizeof errnos / sizeof *errnos)
static int64_t errnums[NERRNOS];

static const char *const opens[] = {
	"O_RDONLY", "O_WRONLY|O_CREAT|O_TRUNC", "O_RDWR|O_CLOEXEC",
	"O_RDONLY|O_DIRECTORY|O_CLOEXEC", "O_WRONLY|O_APPEND|O_CREAT",
	"O_RDONLY|O_NONBLOCK|O_NOFOLLOW", "O_RDWR|O_CREAT|O_EXCL",
	"O_PATH|O_CLOEXEC",
};
#define NOPENS (sizeof opens / sizeof *opens)
static uint64_t openvals[NOPENS];

static const linuxabi_abi *abi;
static const linuxabi_set *sys_set, *errno_set, *open_set;

static int (*audit_name_to_syscall)(const char *, int);
static const char *(*audit_syscall_to_name)(int, int);
static int (*seccomp_syscall_resolve_name_arch)(uint32_t, const char *);
static char *(*seccomp_syscall_resolve_num_arch)(uint32_t, int);

/* each loop returns a sum of what it found, printed so that no loop is
   optimized away */
static long lxa_sys_name(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		int64_t v = 0;
		linuxabi_set_value(sys_set, abi, calls[i % NCALLS], &v);
		sum += v;
	}
	return sum;
}

static long lxa_sys_value(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		const char *s = linuxabi_set_str_of(sys_set, abi, nums[i % NCALLS]);
		sum += s ? (long)strlen(s) : 0;
	}
	return sum;
}

/* the same through the set's dense window: the caller's own array index */
static struct linuxabi_dense sys_dense;

static long lxa_sys_window(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		uint64_t k = (uint64_t)nums[i % NCALLS] - (uint64_t)sys_dense.base;
		const char *s = k < sys_dense.count && sys_dense.str[k] != 0
			? sys_dense.pool + sys_dense.str[k]
			: linuxabi_set_str_of(sys_set, abi, nums[i % NCALLS]);
		sum += s ? (long)strlen(s) : 0;
	}
	return sum;
}

static long audit_name(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++)
		sum += audit_name_to_syscall(calls[i % NCALLS], MACH_86_64);
	return sum;
}

static long audit_value(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		const char *s = audit_syscall_to_name((int)nums[i % NCALLS],
						      MACH_86_64);
		sum += s ? (long)strlen(s) : 0;
	}
	return sum;
}

static long seccomp_name(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++)
		sum += seccomp_syscall_resolve_name_arch(SCMP_ARCH_X86_64,
							 calls[i % NCALLS]);
	return sum;
}

static long seccomp_value(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		/* libseccomp returns a copy to free */
		char *s = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64,
							   (int)nums[i % NCALLS]);
		sum += s ? (long)strlen(s) : 0;
		free(s);
	}
	return sum;
}

#ifdef HAVE_LIMIT
static long limit_name(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++)
		sum += limit_name_to_value(calls[i % NCALLS]);
	return sum;
}

static long limit_value(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		const char *s = limit_value_to_name((long)nums[i % NCALLS]);
		sum += s ? (long)strlen(s) : 0;
	}
	return sum;
}
#endif

static long lxa_errno_name(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		int64_t v = 0;
		linuxabi_set_value(errno_set, abi, errnos[i % NERRNOS], &v);
		sum += v;
	}
	return sum;
}

static long lxa_errno_value(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		const char *s = linuxabi_set_str_of(errno_set, abi,
						    errnums[i % NERRNOS]);
		sum += s ? (long)strlen(s) : 0;
	}
	return sum;
}

static long lxa_open_encode(long n)
{
	long i, sum = 0;
	for (i = 0; i < n; i++) {
		uint64_t v = 0;
		linuxabi_encode(open_set, abi, opens[i % NOPENS], &v, NULL);
		sum += (long)v;
	}
	return sum;
}

static long lxa_open_decode(long n)
{
	long i, sum = 0;
	char buf[256];
	for (i = 0; i < n; i++) {
		linuxabi_decode_str(open_set, abi, openvals[i % NOPENS], buf,
				    sizeof buf);
		sum += (long)strlen(buf);
	}
	return sum;
}

/* a case: one library's lookups of one set in both directions */
static struct bench {
	const char *lib, *set;
	long (*name)(long), (*value)(long);
	int on;
	double t[2][MAX_ROUNDS];
} cases[] = {
	{ "liblinuxabi", "syscall", lxa_sys_name, lxa_sys_value, 1, {{0}} },
	{ "liblinuxabi", "syscall, dense window", NULL, lxa_sys_window, 1,
	  {{0}} },
	{ "libaudit", "syscall", audit_name, audit_value, 0, {{0}} },
	{ "libseccomp", "syscall", seccomp_name, seccomp_value, 0, {{0}} },
#ifdef HAVE_LIMIT
	{ "limit", "syscall", limit_name, limit_value, 1, {{0}} },
#endif
	{ "liblinuxabi", "errno", lxa_errno_name, lxa_errno_value, 1, {{0}} },
	{ "liblinuxabi", "open (encode, decode)", lxa_open_encode,
	  lxa_open_decode, 1, {{0}} },
};
#define NCASES (sizeof cases / sizeof *cases)

static double now(void)
{
	struct timespec t;
	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return x < y ? -1 : x > y;
}

static double median(const double *v, int n)
{
	double s[MAX_ROUNDS];
	memcpy(s, v, (size_t)n * sizeof *s);
	qsort(s, (size_t)n, sizeof *s, cmp_double);
	return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

static double minimum(const double *v, int n)
{
	double m = v[0];
	int i;
	for (i = 1; i < n; i++)
		if (v[i] < m)
			m = v[i];
	return m;
}

/* the median over the rounds of C's time over BASE's */
static double ratio(const struct bench *c, const struct bench *base, int dir,
                    int rounds)
{
	double r[MAX_ROUNDS];
	int i;
	for (i = 0; i < rounds; i++)
		r[i] = c->t[dir][i] / base->t[dir][i];
	return median(r, rounds);
}

/* the median over the rounds of C's time over liblinuxabi's on the set
   (the set's name up to a comma) */
static double paired_ratio(const struct bench *c, int dir, int rounds)
{
	const struct bench *base = NULL;
	size_t k;
	for (k = 0; k < NCASES && !base; k++)
		if (!strncmp(cases[k].set, c->set, strcspn(c->set, ",")) &&
		    !strcmp(cases[k].lib, "liblinuxabi"))
			base = &cases[k];
	return ratio(c, base, dir, rounds);
}

static void enable(const char *lib, int on)
{
	size_t k;
	for (k = 0; k < NCASES; k++)
		if (!strcmp(cases[k].lib, lib))
			cases[k].on = on;
}

static void *load(const char *lib, const char *pkg)
{
	void *h = dlopen(lib, RTLD_NOW);
	if (!h)
		printf("bench-lookup: no %s (apt-get install %s): left out\n",
		       lib, pkg);
	return h;
}

static int setup(void)
{
	void *h;
	size_t i;
	abi = linuxabi_abi_find("x86_64");
	sys_set = linuxabi_set_find("syscall");
	errno_set = linuxabi_set_find("errno");
	open_set = linuxabi_set_find("open");
	if (!abi || !sys_set || !errno_set || !open_set ||
	    linuxabi_set_dense(sys_set, abi, &sys_dense) != LINUXABI_R_OK) {
		fputs("bench-lookup: no x86_64, syscall, errno or open\n",
		      stderr);
		return -1;
	}
	for (i = 0; i < NCALLS; i++)
		if (linuxabi_name_value(linuxabi_set_lookup(sys_set, calls[i]),
					abi, &nums[i]) != LINUXABI_R_OK) {
			fprintf(stderr, "bench-lookup: no %s\n", calls[i]);
			return -1;
		}
	for (i = 0; i < NERRNOS; i++)
		if (linuxabi_lookup(abi, errnos[i], &errnums[i]) !=
		    LINUXABI_R_OK) {
			fprintf(stderr, "bench-lookup: no %s\n", errnos[i]);
			return -1;
		}
	for (i = 0; i < NOPENS; i++)
		if (linuxabi_encode(open_set, abi, opens[i], &openvals[i],
				    NULL) != LINUXABI_R_OK) {
			fprintf(stderr, "bench-lookup: no %s\n", opens[i]);
			return -1;
		}
	if ((h = load("libaudit.so.1", "libaudit1")) != NULL) {
		*(void **)&audit_name_to_syscall =
			dlsym(h, "audit_name_to_syscall");
		*(void **)&audit_syscall_to_name =
			dlsym(h, "audit_syscall_to_name");
		enable("libaudit",
		       audit_name_to_syscall && audit_syscall_to_name);
	}
	if ((h = load("libseccomp.so.2", "libseccomp2")) != NULL) {
		*(void **)&seccomp_syscall_resolve_name_arch =
			dlsym(h, "seccomp_syscall_resolve_name_arch");
		*(void **)&seccomp_syscall_resolve_num_arch =
			dlsym(h, "seccomp_syscall_resolve_num_arch");
		enable("libseccomp", seccomp_syscall_resolve_name_arch &&
				     seccomp_syscall_resolve_num_arch);
	}
	return 0;
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000, sum = 0;
	int rounds = argc > 2 ? atoi(argv[2]) : 9, r;
	const char *sep;
	size_t k;

	if (n < 1 || rounds < 1 || rounds > MAX_ROUNDS) {
		fprintf(stderr, "usage: bench-lookup [N [ROUNDS (1 to %d)]]\n",
			MAX_ROUNDS);
		return 2;
	}
	if (setup() < 0)
		return 1;
	for (r = 0; r < rounds; r++)
		for (k = 0; k < NCASES; k++) {
			/* every other round backwards: no case always runs
			   after the same one */
			struct bench *c = &cases[r % 2 ? NCASES - 1 - k : k];
			double t;
			if (!c->on)
				continue;
			if (c->name != NULL) {
				t = now();
				sum += c->name(n);
				c->t[0][r] = (now() - t) * 1e9 / (double)n;
			}
			t = now();
			sum += c->value(n);
			c->t[1][r] = (now() - t) * 1e9 / (double)n;
		}
	printf("\n%ld lookups a round, %d rounds, x86_64 (ns per lookup; "
	       "checksum %ld):\n\n", n, rounds, sum);
	printf("| library     | set                   | name-to-value min, "
	       "median | value-to-name min, median | time / liblinuxabi's "
	       "|\n");
	printf("|-------------|-----------------------|--------------------"
	       "------:|--------------------------:|---------------------"
	       ":|\n");
	for (k = 0; k < NCASES; k++) {
		const struct bench *c = &cases[k];
		if (!c->on)
			continue;
		printf("| %-11s | %-21s | ", c->lib, c->set);
		if (c->name != NULL)
			printf("%11.1f, %11.1f | ", minimum(c->t[0], rounds),
			       median(c->t[0], rounds));
		else
			printf("%24s | ", "");
		printf("%11.1f, %11.1f | ", minimum(c->t[1], rounds),
		       median(c->t[1], rounds));
		if (c->name != NULL)
			printf("%8.2f, ", paired_ratio(c, 0, rounds));
		else
			printf("%8s  ", "");
		printf("%9.2f |\n", paired_ratio(c, 1, rounds));
	}
	/* the peers' value to name over the window's */
	printf("\nsyscall value to name, each case's time over the dense "
	       "window's (median of the\npaired rounds):");
	for (k = 0, sep = " "; k < NCASES; k++)
		if (cases[k].on && !strcmp(cases[k].set, "syscall")) {
			printf("%s%s %.2f", sep, cases[k].lib,
			       ratio(&cases[k], &cases[1], 1, rounds));
			sep = ", ";
		}
	printf("\n");
	return 0;
}
