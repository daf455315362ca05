/* Loop devices and /dev/loop-control, with <linuxabi/loop.h> on the
 * build machine: tests/src/checks-loop.h. */
#define _GNU_SOURCE
#include "checks-loop.h"

int main(void)
{
	LA_RUN("loop", la_loop_checks);
	return 0;
}
