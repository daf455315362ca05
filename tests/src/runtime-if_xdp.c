/* AF_XDP sockets with <linuxabi/if_xdp.h> on the build machine:
 * tests/src/checks-if_xdp.h. */
#define _GNU_SOURCE
#include "checks-if_xdp.h"

int main(void)
{
	LA_RUN("if_xdp", la_if_xdp_checks);
	return 0;
}
