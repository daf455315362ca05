/* A real-time clock's time and features, with <linuxabi/rtc.h> on the
 * build machine: tests/src/checks-rtc.h. */
#define _GNU_SOURCE
#include "checks-rtc.h"

int main(void)
{
	LA_RUN("rtc", la_rtc_checks);
	return 0;
}
