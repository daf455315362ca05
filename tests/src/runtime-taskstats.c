/* The generic netlink family "TASKSTATS" asked for this process's
 * statistics with <linuxabi/taskstats.h> on the build machine:
 * tests/src/checks-taskstats.h. */
#define _GNU_SOURCE
#include "checks-taskstats.h"

int main(void)
{
	LA_RUN("taskstats", la_taskstats_checks);
	return 0;
}
