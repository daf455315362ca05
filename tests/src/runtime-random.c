/* getrandom(2) and the /dev/urandom ioctl(2)s with <linuxabi/random.h>'s
 * constants on the build machine: tests/src/checks-random.h. */
#define _GNU_SOURCE
#include "checks-random.h"

int main(void)
{
	LA_RUN("random", la_random_checks);
	return 0;
}
