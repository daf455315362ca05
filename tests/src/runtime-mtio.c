/* A tape drive's status and position, never moving the tape, and the
 * requests' ENOTTY on another driver's file, with <linuxabi/mtio.h> on
 * the build machine: tests/src/checks-mtio.h. */
#define _GNU_SOURCE
#include "checks-mtio.h"

int main(void)
{
	LA_RUN("mtio", la_mtio_checks);
	return 0;
}
