/* ptrace(2) with <linuxabi/ptrace.h> on the build machine:
 * tests/src/checks-ptrace.h. */
#define _GNU_SOURCE
#include "checks-ptrace.h"

int main(void)
{
	LA_RUN("ptrace", la_ptrace_checks);
	return 0;
}
