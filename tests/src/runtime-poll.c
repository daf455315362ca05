/* poll(2) and ppoll(2) with <linuxabi/poll.h> on the build machine:
 * tests/src/checks-poll.h. */
#define _GNU_SOURCE
#include "checks-poll.h"

int main(void)
{
	LA_RUN("poll", la_poll_checks);
	return 0;
}
