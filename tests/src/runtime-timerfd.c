/* timerfd_create(2) with <linuxabi/timerfd.h> on the build machine:
 * tests/src/checks-timerfd.h. */
#define _GNU_SOURCE
#include "checks-timerfd.h"

int main(void)
{
	LA_RUN("timerfd", la_timerfd_checks);
	return 0;
}
