/* the ethtool ioctl with <linuxabi/ethtool.h> on the build machine:
 * tests/src/checks-ethtool.h. */
#define _GNU_SOURCE
#include "checks-ethtool.h"

int main(void)
{
	LA_RUN("ethtool", la_ethtool_checks);
	return 0;
}
