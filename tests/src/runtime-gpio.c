/* A GPIO chip's information, and the requests' ENOTTY on another
 * driver's file, with <linuxabi/gpio.h> on the build machine:
 * tests/src/checks-gpio.h. */
#define _GNU_SOURCE
#include "checks-gpio.h"

int main(void)
{
	LA_RUN("gpio", la_gpio_checks);
	return 0;
}
