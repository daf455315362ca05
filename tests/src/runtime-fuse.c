/* /dev/fuse's requests, a FUSE_INIT read and answered on a fresh mount,
 * and the requests' ENOTTY on another driver's file, with
 * <linuxabi/fuse.h> on the build machine: tests/src/checks-fuse.h. */
#define _GNU_SOURCE
#include "checks-fuse.h"

int main(void)
{
	LA_RUN("fuse", la_fuse_checks);
	return 0;
}
