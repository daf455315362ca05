/* network packet timestamps with <linuxabi/net_tstamp.h> and
 * <linuxabi/errqueue.h> on the build machine:
 * tests/src/checks-net_tstamp.h. */
#define _GNU_SOURCE
#include "checks-net_tstamp.h"

int main(void)
{
	LA_RUN("net_tstamp", la_net_tstamp_checks);
	return 0;
}
