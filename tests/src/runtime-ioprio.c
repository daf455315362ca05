/* ioprio_get(2) and ioprio_set(2) with <linuxabi/ioprio.h> on the build machine:
 * tests/src/checks-ioprio.h. */
#define _GNU_SOURCE
#include "checks-ioprio.h"

int main(void)
{
	LA_RUN("ioprio", la_ioprio_checks);
	return 0;
}
