/* LINUXABI_BPF_STMT() and LINUXABI_BPF_JUMP() of <linuxabi/filter.h>
 * against the kernel's own BPF_STMT() and BPF_JUMP(): the same seccomp
 * filter built with each must be the same bytes.  A program of its own,
 * as it includes the kernel's <linux/filter.h>; the filter's run on the
 * build machine is in tests/src/checks-seccomp.h, which runtime.c runs. */
#define _GNU_SOURCE
#include "checks-seccomp.h"
#include <linux/filter.h>

static void la_seccomp_check_helpers(void)
{
	struct linuxabi_sock_filter ours[] =
		LA_SECCOMP_PROG(LINUXABI_BPF_STMT, LINUXABI_BPF_JUMP);
	struct sock_filter kernel[] = LA_SECCOMP_PROG(BPF_STMT, BPF_JUMP);

	la_seccomp_report(sizeof ours == sizeof kernel &&
			  memcmp(ours, kernel, sizeof ours) == 0,
			  "a %u-instruction filter built with LINUXABI_BPF_STMT() "
			  "and LINUXABI_BPF_JUMP() is the same %u bytes as with "
			  "the kernel's BPF_STMT() and BPF_JUMP() (%u)",
			  (unsigned)(sizeof ours / sizeof ours[0]),
			  (unsigned)sizeof ours, (unsigned)sizeof kernel);
}

int main(void)
{
	LA_RUN("seccomp", la_seccomp_check_helpers);
	(void)la_seccomp_checks;	/* runtime.c runs it */
	return 0;
}
