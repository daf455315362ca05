/* Inode flags, reflinks, the file system's UUID and sysfs path,
 * PAGEMAP_SCAN, PROCMAP_QUERY and a block device's size, with
 * <linuxabi/fs.h> on the build machine: tests/src/checks-fs.h. */
#define _GNU_SOURCE
#include "checks-fs.h"

int main(void)
{
	LA_RUN("fs", la_fs_checks);
	return 0;
}
