/* Namespace files, /proc/self/ns/ files, with <linuxabi/nsfs.h> on the build
 * machine: tests/src/checks-nsfs.h. */
#define _GNU_SOURCE
#include "checks-nsfs.h"

int main(void)
{
	LA_RUN("nsfs", la_nsfs_checks);
	return 0;
}
