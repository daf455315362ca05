/* Kernel TLS over a loopback TCP pair, with <linuxabi/tls.h> on the
 * build machine: tests/src/checks-tls.h. */
#define _GNU_SOURCE
#include "checks-tls.h"

int main(void)
{
	LA_RUN("tls", la_tls_checks);
	return 0;
}
