/* A seccomp filter written with <linuxabi/seccomp.h> and
 * <linuxabi/filter.h> alone, on the build machine:
 * tests/src/checks-seccomp.h; and the same filter built with the
 * kernel's BPF_STMT() and BPF_JUMP(), which must give the same bytes as
 * LINUXABI_BPF_STMT() and LINUXABI_BPF_JUMP(). */
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
	LA_RUN("seccomp", la_seccomp_checks);
	return 0;
}
