/* DCCP sockets, with <linuxabi/dccp.h> on the build machine:
 * tests/src/checks-dccp.h. */
#define _GNU_SOURCE
#include "checks-dccp.h"

int main(void)
{
	LA_RUN("dccp", la_dccp_checks);
	return 0;
}
