/* Landlock with <linuxabi/landlock.h> on the build machine:
 * tests/src/checks-landlock.h. */
#define _GNU_SOURCE
#include "checks-landlock.h"

int main(void)
{
	LA_RUN("landlock", la_landlock_checks);
	return 0;
}
