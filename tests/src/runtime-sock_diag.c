/* Socket monitoring over NETLINK_SOCK_DIAG with <linuxabi/sock_diag.h>,
 * <linuxabi/inet_diag.h> and <linuxabi/unix_diag.h> on the build
 * machine: tests/src/checks-sock_diag.h. */
#define _GNU_SOURCE
#include "checks-sock_diag.h"

int main(void)
{
	LA_RUN("sock_diag", la_sock_diag_checks);
	return 0;
}
