/* kcmp(2) with <linuxabi/kcmp.h> on the build machine:
 * tests/src/checks-kcmp.h. */
#define _GNU_SOURCE
#include "checks-kcmp.h"

int main(void)
{
	LA_RUN("kcmp", la_kcmp_checks);
	return 0;
}
