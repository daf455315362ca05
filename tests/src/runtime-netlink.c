/* An rtnetlink dump over a NETLINK_ROUTE socket with <linuxabi/netlink.h>
 * on the build machine: tests/src/checks-netlink.h. */
#define _GNU_SOURCE
#include "checks-netlink.h"

int main(void)
{
	LA_RUN("netlink", la_netlink_checks);
	return 0;
}
