/* sockets with <linuxabi/socket.h> on the build machine:
 * tests/src/checks-socket.h. */
#define _GNU_SOURCE
#include "checks-socket.h"

int main(void)
{
	LA_RUN("socket", la_socket_checks);
	return 0;
}
