/* An I2C adapter's functionality, and the requests' ENOTTY on another
 * driver's file, with <linuxabi/i2c.h> on the build machine:
 * tests/src/checks-i2c.h. */
#define _GNU_SOURCE
#include "checks-i2c.h"

int main(void)
{
	LA_RUN("i2c", la_i2c_checks);
	return 0;
}
