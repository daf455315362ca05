/* The majors of device files the kernel numbers itself, with
 * <linuxabi/major.h> on the build machine: tests/src/checks-major.h. */
#define _GNU_SOURCE
#include "checks-major.h"

int main(void)
{
	LA_RUN("major", la_major_checks);
	return 0;
}
