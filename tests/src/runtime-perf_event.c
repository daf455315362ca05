/* perf_event_open(2) of a software counter, its ioctl(2) requests, read(2)
 * and mmap(2) page, with <linuxabi/perf_event.h> on the build machine:
 * tests/src/checks-perf_event.h. */
#define _GNU_SOURCE
#include "checks-perf_event.h"

int main(void)
{
	LA_RUN("perf_event", la_perf_event_checks);
	return 0;
}
