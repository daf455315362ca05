/* Partitions added, resized and removed through BLKPG on a loop device, with
 * <linuxabi/blkpg.h> on the build machine: tests/src/checks-blkpg.h. */
#define _GNU_SOURCE
#include "checks-blkpg.h"

int main(void)
{
	LA_RUN("blkpg", la_blkpg_checks);
	return 0;
}
