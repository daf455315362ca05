/* Native asynchronous I/O with <linuxabi/aio_abi.h> on the build machine:
 * a context set up, a read of a file submitted and its event reaped,
 * the context destroyed: tests/src/checks-aio_abi.h. */
#define _GNU_SOURCE
#include "checks-aio_abi.h"

int main(void)
{
	LA_RUN("aio_abi", la_aio_abi_checks);
	return 0;
}
