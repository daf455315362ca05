/* A file's extents through FS_IOC_FIEMAP, with <linuxabi/fiemap.h> on the
 * build machine: tests/src/checks-fiemap.h. */
#define _GNU_SOURCE
#include "checks-fiemap.h"

int main(void)
{
	LA_RUN("fiemap", la_fiemap_checks);
	return 0;
}
