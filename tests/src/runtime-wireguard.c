/* The generic netlink family "wireguard" looked up through the
 * controller with <linuxabi/wireguard.h> on the build machine:
 * tests/src/checks-wireguard.h. */
#define _GNU_SOURCE
#include "checks-wireguard.h"

int main(void)
{
	LA_RUN("wireguard", la_wireguard_checks);
	return 0;
}
