/* TCP, UDP and AF_UNIX sockets with <linuxabi/tcp.h>, <linuxabi/udp.h>
 * and <linuxabi/un.h> on the build machine: tests/src/checks-tcp.h. */
#define _GNU_SOURCE
#include "checks-tcp.h"

int main(void)
{
	LA_RUN("tcp", la_tcp_checks);
	return 0;
}
