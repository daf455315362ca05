/* get_mempolicy(2) and set_mempolicy(2) with <linuxabi/mempolicy.h> on the build machine:
 * tests/src/checks-mempolicy.h. */
#define _GNU_SOURCE
#include "checks-mempolicy.h"

int main(void)
{
	LA_RUN("mempolicy", la_mempolicy_checks);
	return 0;
}
