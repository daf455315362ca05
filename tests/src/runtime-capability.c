/* capget(2) with <linuxabi/capability.h>'s structures on the build
 * machine: tests/src/checks-capability.h. */
#define _GNU_SOURCE
#include "checks-capability.h"

int main(void)
{
	LA_RUN("capability", la_capability_checks);
	return 0;
}
