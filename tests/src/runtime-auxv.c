/* getauxval(3) and /proc/self/auxv with <linuxabi/auxv.h> on the build machine:
 * tests/src/checks-auxv.h. */
#define _GNU_SOURCE
#include "checks-auxv.h"

int main(void)
{
	LA_RUN("auxv", la_auxv_checks);
	return 0;
}
