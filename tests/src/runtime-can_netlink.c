/* CAN devices over rtnetlink, with <linuxabi/can_netlink.h> on the build
 * machine: tests/src/checks-can_netlink.h. */
#define _GNU_SOURCE
#include "checks-can_netlink.h"

int main(void)
{
	LA_RUN("can_netlink", la_can_netlink_checks);
	return 0;
}
