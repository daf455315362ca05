/*
 * make bench-lookup: N name-to-value and N value-to-name syscall lookups
 * on x86_64 through liblinuxabi, and through libaudit and libseccomp where
 * their headers were found (-DHAVE_LIBAUDIT, -DHAVE_LIBSECCOMP).  Prints
 * one line per library and direction: "library direction ns/lookup".
 */
#include <liblinuxabi.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#ifdef HAVE_LIBAUDIT
#include <libaudit.h>
#endif
#ifdef HAVE_LIBSECCOMP
#include <seccomp.h>
#endif

/* the calls looked up, round robin: common ones, and a few late ones */
static const char *const calls[] = {
	"read", "write", "openat", "close", "mmap", "clone3", "futex",
	"epoll_pwait2", "io_uring_setup", "statx", "getrandom", "pidfd_open",
	"landlock_create_ruleset", "process_madvise", "ioctl", "exit_group",
};
#define NCALLS (sizeof calls / sizeof *calls)

static double now(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return t.tv_sec + t.tv_nsec / 1e9;
}

static void report(const char *lib, const char *dir, double t, long n,
		   long sum)
{
	/* the sum keeps the loop from being optimized away */
	printf("%s\t%s\t%.1f\t%ld\n", lib, dir, t * 1e9 / n, sum);
}

int main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1000000, i, sum;
	const linuxabi_abi *abi = linuxabi_abi_find("x86_64");
	const linuxabi_set *set = linuxabi_set_find("syscall");
	int64_t nums[NCALLS];
	double t;

	if (!abi || !set) {
		fputs("bench-lookup: no x86_64 or no syscall set\n", stderr);
		return 1;
	}
	for (i = 0; i < (long)NCALLS; i++)
		if (linuxabi_name_value(linuxabi_set_lookup(set, calls[i]), abi,
					&nums[i]) != LINUXABI_R_OK) {
			fprintf(stderr, "bench-lookup: no %s\n", calls[i]);
			return 1;
		}

	t = now();
	for (i = sum = 0; i < n; i++) {
		int64_t v = 0;

		linuxabi_name_value(linuxabi_set_lookup(set, calls[i % NCALLS]),
				    abi, &v);
		sum += v;
	}
	report("liblinuxabi", "name-to-value", now() - t, n, sum);
	t = now();
	for (i = sum = 0; i < n; i++) {
		const linuxabi_name *name = NULL;

		linuxabi_set_name_of(set, abi, nums[i % NCALLS], &name);
		sum += name ? (long)strlen(linuxabi_name_str(name)) : 0;
	}
	report("liblinuxabi", "value-to-name", now() - t, n, sum);

#ifdef HAVE_LIBAUDIT
	t = now();
	for (i = sum = 0; i < n; i++)
		sum += audit_name_to_syscall(calls[i % NCALLS], MACH_86_64);
	report("libaudit", "name-to-value", now() - t, n, sum);
	t = now();
	for (i = sum = 0; i < n; i++) {
		const char *s = audit_syscall_to_name(nums[i % NCALLS],
						      MACH_86_64);
		sum += s ? (long)strlen(s) : 0;
	}
	report("libaudit", "value-to-name", now() - t, n, sum);
#endif
#ifdef HAVE_LIBSECCOMP
	t = now();
	for (i = sum = 0; i < n; i++)
		sum += seccomp_syscall_resolve_name_arch(SCMP_ARCH_X86_64,
							 calls[i % NCALLS]);
	report("libseccomp", "name-to-value", now() - t, n, sum);
	t = now();
	for (i = sum = 0; i < n; i++) {
		/* libseccomp returns a copy to free */
		char *s = seccomp_syscall_resolve_num_arch(SCMP_ARCH_X86_64,
							   nums[i % NCALLS]);
		sum += s ? (long)strlen(s) : 0;
		free(s);
	}
	report("libseccomp", "value-to-name", now() - t, n, sum);
#endif
	return 0;
}
