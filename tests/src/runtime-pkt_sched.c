/* traffic control with <linuxabi/pkt_sched.h> and <linuxabi/gen_stats.h>
 * on the build machine: tests/src/checks-pkt_sched.h. */
#define _GNU_SOURCE
#include "checks-pkt_sched.h"

int main(void)
{
	LA_RUN("pkt_sched", la_pkt_sched_checks);
	return 0;
}
