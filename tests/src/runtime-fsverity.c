/* fs-verity's requests on a file in the current directory, with
 * <linuxabi/fsverity.h> on the build machine: tests/src/checks-fsverity.h. */
#define _GNU_SOURCE
#include "checks-fsverity.h"

int main(void)
{
	LA_RUN("fsverity", la_fsverity_checks);
	return 0;
}
