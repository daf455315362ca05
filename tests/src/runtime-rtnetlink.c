/* The loopback device, its address and its local route, and the nexthop
 * objects, dumped over a NETLINK_ROUTE socket with <linuxabi/rtnetlink.h>
 * and <linuxabi/nexthop.h> on the build machine:
 * tests/src/checks-rtnetlink.h. */
#define _GNU_SOURCE
#include "checks-rtnetlink.h"

int main(void)
{
	LA_RUN("rtnetlink", la_rtnetlink_checks);
	return 0;
}
