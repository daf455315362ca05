/* Whether a hardware watchdog exists, never opening it, with
 * <linuxabi/watchdog.h> on the build machine: tests/src/checks-watchdog.h. */
#define _GNU_SOURCE
#include "checks-watchdog.h"

int main(void)
{
	LA_RUN("watchdog", la_watchdog_checks);
	return 0;
}
