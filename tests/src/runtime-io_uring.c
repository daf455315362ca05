/* io_uring with <linuxabi/io_uring.h> on the build machine: a ring set up,
 * mapped, a NOP and a read submitted and reaped, and the opcode probe:
 * tests/src/checks-io_uring.h. */
#define _GNU_SOURCE
#include "checks-io_uring.h"

int main(void)
{
	LA_RUN("io_uring", la_io_uring_checks);
	return 0;
}
