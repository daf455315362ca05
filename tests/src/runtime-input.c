/* What an input device says of itself, read-only, and the requests'
 * ENOTTY on another driver's file, with <linuxabi/input.h> on the build
 * machine: tests/src/checks-input.h. */
#define _GNU_SOURCE
#include "checks-input.h"

int main(void)
{
	LA_RUN("input", la_input_checks);
	return 0;
}
