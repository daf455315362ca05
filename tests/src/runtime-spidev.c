/* An SPI device's settings, and the requests' ENOTTY on another
 * driver's file, with <linuxabi/spidev.h> on the build machine:
 * tests/src/checks-spidev.h. */
#define _GNU_SOURCE
#include "checks-spidev.h"

int main(void)
{
	LA_RUN("spidev", la_spidev_checks);
	return 0;
}
