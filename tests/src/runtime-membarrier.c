/* membarrier(2) with <linuxabi/membarrier.h> on the build machine:
 * tests/src/checks-membarrier.h. */
#define _GNU_SOURCE
#include "checks-membarrier.h"

int main(void)
{
	LA_RUN("membarrier", la_membarrier_checks);
	return 0;
}
