/* A virtual keyboard made through /dev/uinput and read back through its
 * /dev/input/eventN, with <linuxabi/uinput.h> on the build machine:
 * tests/src/checks-uinput.h. */
#define _GNU_SOURCE
#include "checks-uinput.h"

int main(void)
{
	LA_RUN("uinput", la_uinput_checks);
	return 0;
}
