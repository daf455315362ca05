/* eventfd2(2) with <linuxabi/eventfd.h> on the build machine:
 * tests/src/checks-eventfd.h. */
#define _GNU_SOURCE
#include "checks-eventfd.h"

int main(void)
{
	LA_RUN("eventfd", la_eventfd_checks);
	return 0;
}
