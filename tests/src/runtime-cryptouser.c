/* The crypto API's user configuration asked for "sha256" over
 * NETLINK_CRYPTO with <linuxabi/cryptouser.h> on the build machine:
 * tests/src/checks-cryptouser.h. */
#define _GNU_SOURCE
#include "checks-cryptouser.h"

int main(void)
{
	LA_RUN("cryptouser", la_cryptouser_checks);
	return 0;
}
