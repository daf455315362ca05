/* clock_gettime(2), clock_getres(2), gettimeofday(2), getitimer(2) and
 * adjtimex(2) with <linuxabi/time.h>'s constants and structures on the
 * build machine: tests/src/checks-time.h. */
#define _GNU_SOURCE
#include "checks-time.h"

int main(void)
{
	LA_RUN("time", la_time_checks);
	return 0;
}
