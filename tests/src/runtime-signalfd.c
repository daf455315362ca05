/* signalfd4(2) with <linuxabi/signalfd.h> on the build machine:
 * tests/src/checks-signalfd.h. */
#define _GNU_SOURCE
#include "checks-signalfd.h"

int main(void)
{
	LA_RUN("signalfd", la_signalfd_checks);
	return 0;
}
