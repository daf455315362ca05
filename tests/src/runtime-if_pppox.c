/* A PPPoE socket's address, with <linuxabi/if_pppox.h> on the build
 * machine: tests/src/checks-if_pppox.h. */
#define _GNU_SOURCE
#include "checks-if_pppox.h"

int main(void)
{
	LA_RUN("if_pppox", la_if_pppox_checks);
	return 0;
}
