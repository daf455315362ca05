/* A PTP hardware clock's capabilities and offsets, with
 * <linuxabi/ptp_clock.h> on the build machine:
 * tests/src/checks-ptp_clock.h. */
#define _GNU_SOURCE
#include "checks-ptp_clock.h"

int main(void)
{
	LA_RUN("ptp_clock", la_ptp_clock_checks);
	return 0;
}
