/* A pulse-per-second source's capabilities and parameters, and the
 * requests' ENOTTY on another driver's file, with <linuxabi/pps.h> on
 * the build machine: tests/src/checks-pps.h. */
#define _GNU_SOURCE
#include "checks-pps.h"

int main(void)
{
	LA_RUN("pps", la_pps_checks);
	return 0;
}
