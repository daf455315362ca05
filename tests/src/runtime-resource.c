/* prlimit64(2), getrlimit(2), getrusage(2) and getpriority(2) with
 * <linuxabi/resource.h>'s constants and structures on the build machine:
 * tests/src/checks-resource.h. */
#define _GNU_SOURCE
#include "checks-resource.h"

int main(void)
{
	LA_RUN("resource", la_resource_checks);
	return 0;
}
