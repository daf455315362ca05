/* A seccomp filter written with <linuxabi/seccomp.h> and
 * <linuxabi/filter.h> alone, on the build machine:
 * tests/src/checks-seccomp.h. */
#define _GNU_SOURCE
#include "checks-seccomp.h"

int main(void)
{
	LA_RUN("seccomp", la_seccomp_checks);
	return 0;
}
