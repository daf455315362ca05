/* The generic netlink family "nbd" looked up through the controller, and
 * whether /dev/nbd0 exists, with <linuxabi/nbd.h> on the build machine:
 * tests/src/checks-nbd.h. */
#define _GNU_SOURCE
#include "checks-nbd.h"

int main(void)
{
	LA_RUN("nbd", la_nbd_checks);
	return 0;
}
