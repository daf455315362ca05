/* UDP sockets on loopback with <linuxabi/in.h> and <linuxabi/in6.h> on the
 * build machine: tests/src/checks-inet.h. */
#define _GNU_SOURCE
#include "checks-inet.h"

int main(void)
{
	LA_RUN("inet", la_inet_checks);
	return 0;
}
