/* The bridge's old ioctl interface and its multicast and VLAN database
 * dumps over NETLINK_ROUTE, with <linuxabi/if_bridge.h> on the build
 * machine: tests/src/checks-if_bridge.h. */
#define _GNU_SOURCE
#include "checks-if_bridge.h"

int main(void)
{
	LA_RUN("if_bridge", la_if_bridge_checks);
	return 0;
}
