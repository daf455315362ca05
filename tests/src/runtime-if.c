/* network interfaces with <linuxabi/if.h>, <linuxabi/if_arp.h> and
 * <linuxabi/if_ether.h> on the build machine: tests/src/checks-if.h. */
#define _GNU_SOURCE
#include "checks-if.h"

int main(void)
{
	LA_RUN("if", la_if_checks);
	return 0;
}
