/* clone3(2), clone(2), sched_getattr(2) and sched_getparam(2) with
 * <linuxabi/sched.h>'s constants and structures on the build machine:
 * tests/src/checks-sched.h. */
#define _GNU_SOURCE
#include "checks-sched.h"

int main(void)
{
	LA_RUN("sched", la_sched_checks);
	return 0;
}
