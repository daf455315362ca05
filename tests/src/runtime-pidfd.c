/* pidfd_open(2), pidfd_send_signal(2), waitid(2) P_PIDFD and the pidfs
 * ioctls with <linuxabi/pidfd.h> on the build machine:
 * tests/src/checks-pidfd.h. */
#define _GNU_SOURCE
#include "checks-pidfd.h"

int main(void)
{
	LA_RUN("pidfd", la_pidfd_checks);
	return 0;
}
