/* userfaultfd(2) and its ioctls with <linuxabi/userfaultfd.h> on the build
 * machine: tests/src/checks-userfaultfd.h. */
#define _GNU_SOURCE
#include "checks-userfaultfd.h"

int main(void)
{
	LA_RUN("userfaultfd", la_userfaultfd_checks);
	return 0;
}
