/* TUN and TAP devices with <linuxabi/if_tun.h> on the build machine:
 * tests/src/checks-if_tun.h. */
#define _GNU_SOURCE
#include "checks-if_tun.h"

int main(void)
{
	LA_RUN("if_tun", la_if_tun_checks);
	return 0;
}
