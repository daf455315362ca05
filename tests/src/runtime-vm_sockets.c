/* AF_VSOCK sockets and /dev/vsock with <linuxabi/vm_sockets.h> on the
 * build machine: tests/src/checks-vm_sockets.h. */
#define _GNU_SOURCE
#include "checks-vm_sockets.h"

int main(void)
{
	LA_RUN("vm_sockets", la_vm_sockets_checks);
	return 0;
}
