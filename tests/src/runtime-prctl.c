/* prctl(2) with <linuxabi/prctl.h>'s constants on the build machine:
 * tests/src/checks-prctl.h. */
#define _GNU_SOURCE
#include "checks-prctl.h"

int main(void)
{
	LA_RUN("prctl", la_prctl_checks);
	return 0;
}
