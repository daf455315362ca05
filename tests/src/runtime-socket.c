/* sockets with <linuxabi/socket.h> on the build machine:
 * tests/src/checks-socket.h. */
#define _GNU_SOURCE
#include "checks-socket.h"

int main(void)
{
	la_socket_checks();
	return 0;
}
