/* waitid(2) and wait4(2) with <linuxabi/wait.h>'s constants on the
 * build machine: tests/src/checks-wait.h. */
#define _GNU_SOURCE
#include "checks-wait.h"

int main(void)
{
	LA_RUN("wait", la_wait_checks);
	return 0;
}
