/* The generic netlink controller, nlctrl, asked about itself over a
 * NETLINK_GENERIC socket with <linuxabi/genetlink.h> on the build
 * machine: tests/src/checks-genetlink.h. */
#define _GNU_SOURCE
#include "checks-genetlink.h"

int main(void)
{
	LA_RUN("genetlink", la_genetlink_checks);
	return 0;
}
