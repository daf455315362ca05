/* The zone requests on a block device that is not zoned, with
 * <linuxabi/blkzoned.h> on the build machine: tests/src/checks-blkzoned.h. */
#define _GNU_SOURCE
#include "checks-blkzoned.h"

int main(void)
{
	LA_RUN("blkzoned", la_blkzoned_checks);
	return 0;
}
