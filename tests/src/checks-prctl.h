/* The checks of <linuxabi/prctl.h> that run real system calls: prctl(2)
 * by number with PR_SET_NAME and PR_GET_NAME (a round trip, and the name
 * as /proc/self/comm shows it), PR_SET_PDEATHSIG and PR_GET_PDEATHSIG,
 * PR_GET_NO_NEW_PRIVS, and PR_SET_MM_MAP_SIZE against the size of struct
 * linuxabi_prctl_mm_map.  Shared by runtime-prctl.c (the host) and
 * programs that run them on other ABIs.  Before including, a program may
 * define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_prctl_checks() runs them all and prints "ok - prctl: ..." or
 * "not ok - prctl: ..." lines. */
#ifndef LA_PRCTL_CHECKS_H
#define LA_PRCTL_CHECKS_H

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/prctl.h>
#include "checks.h"

/* one "ok - prctl: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_prctl_report(good, ...) la_report_in("prctl", (good), __VA_ARGS__)

static long la_prctl(long option, long arg2, long arg3, long arg4, long arg5)
{
	return LA_SYSCALL(LINUXABI_SYS_prctl, option, arg2, arg3, arg4, arg5);
}

/* PR_SET_NAME, then PR_GET_NAME and /proc/self/comm; the old name back */
static void la_prctl_check_name(void)
{
	static const char name[] = "linuxabi-prctl";
	char old[16], got[16], comm[32];
	long r0, r1, r2;
	FILE *f;
	size_t n = 0;

	memset(old, 0, sizeof old);
	memset(got, 0, sizeof got);
	memset(comm, 0, sizeof comm);
	r0 = la_prctl(PR_GET_NAME, (long)old, 0, 0, 0);
	r1 = la_prctl(PR_SET_NAME, (long)name, 0, 0, 0);
	r2 = la_prctl(PR_GET_NAME, (long)got, 0, 0, 0);
	la_prctl_report(r0 == 0 && r1 == 0 && r2 == 0 && !strcmp(got, name),
			"PR_SET_NAME (%d), PR_GET_NAME (%d): %ld %ld %ld, "
			"\"%s\" read back", PR_SET_NAME, PR_GET_NAME, r0, r1,
			r2, got);
	f = fopen("/proc/self/comm", "r");
	if (f) {
		n = fread(comm, 1, sizeof comm - 1, f);
		fclose(f);
		while (n > 0 && comm[n - 1] == '\n')
			comm[--n] = 0;
		la_prctl_report(!strcmp(comm, name), "/proc/self/comm is the "
				"name PR_SET_NAME gave: \"%s\"", comm);
	} else {
		printf("# prctl: no /proc/self/comm to compare with\n");
	}
	if (r0 == 0)
		la_prctl(PR_SET_NAME, (long)old, 0, 0, 0);
}

/* PR_SET_PDEATHSIG stores a signal; PR_GET_PDEATHSIG writes it to an int */
static void la_prctl_check_pdeathsig(void)
{
	int sig = -1;
	long r1 = la_prctl(PR_SET_PDEATHSIG, SIGUSR2, 0, 0, 0);
	long r2 = la_prctl(PR_GET_PDEATHSIG, (long)&sig, 0, 0, 0);

	la_prctl_report(r1 == 0 && r2 == 0 && sig == SIGUSR2,
			"PR_SET_PDEATHSIG (%d) SIGUSR2, PR_GET_PDEATHSIG (%d): "
			"%ld %ld, read back %d", PR_SET_PDEATHSIG,
			PR_GET_PDEATHSIG, r1, r2, sig);
	la_prctl(PR_SET_PDEATHSIG, 0, 0, 0, 0);
}

static void la_prctl_check_nnp(void)
{
	long r = la_prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0);

	la_prctl_report(r == 0 || r == 1, "PR_GET_NO_NEW_PRIVS (%d): %ld",
			PR_GET_NO_NEW_PRIVS, r);
}

/* PR_SET_MM_MAP_SIZE: the size of the struct the kernel's PR_SET_MM_MAP
   reads.  The kernel has no compat layout for it, so a 64-bit kernel
   reports its own size to 32-bit programs too: equality is required
   where pointers are 64-bit, and reported elsewhere. */
static void la_prctl_check_mm_map_size(void)
{
	uint32_t size = 0;
	long r = la_prctl(PR_SET_MM, PR_SET_MM_MAP_SIZE, (long)&size, 0, 0);
	int e = LA_ERROR(r);

	if (r != 0) {
#ifdef LA_EMULATED
		/* qemu's user mode (7.2) passes no PR_SET_MM on: EINVAL */
		printf("ok - prctl: PR_SET_MM (%d) PR_SET_MM_MAP_SIZE (%d): %ld "
		       "(%s) from the emulator\n# the emulator does not pass "
		       "PR_SET_MM on to the kernel: not checked\n", PR_SET_MM,
		       PR_SET_MM_MAP_SIZE, r, strerror(e));
#else
		/* a kernel without CONFIG_CHECKPOINT_RESTORE: EINVAL */
		printf("ok - prctl: PR_SET_MM (%d) PR_SET_MM_MAP_SIZE (%d): %ld "
		       "(%s) # SKIP a kernel without checkpoint/restore\n",
		       PR_SET_MM, PR_SET_MM_MAP_SIZE, r, strerror(e));
#endif
		fflush(stdout);
		return;
	}
	if (sizeof(void *) == 8 || size == sizeof(struct linuxabi_prctl_mm_map))
		la_prctl_report(size == sizeof(struct linuxabi_prctl_mm_map),
				"PR_SET_MM_MAP_SIZE (%d): the kernel's struct is "
				"%u bytes, struct linuxabi_prctl_mm_map %u",
				PR_SET_MM_MAP_SIZE, (unsigned)size,
				(unsigned)sizeof(struct linuxabi_prctl_mm_map));
	else
		la_prctl_report(1, "PR_SET_MM_MAP_SIZE (%d): the kernel's struct "
				"is %u bytes, this 32-bit ABI's %u (a 64-bit "
				"kernel reports its own layout)",
				PR_SET_MM_MAP_SIZE, (unsigned)size,
				(unsigned)sizeof(struct linuxabi_prctl_mm_map));
}

static void la_prctl_checks(void)
{
	la_prctl_check_name();
	la_prctl_check_pdeathsig();
	la_prctl_check_nnp();
	la_prctl_check_mm_map_size();
}

#endif
