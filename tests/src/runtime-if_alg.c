/* The kernel's crypto API through an AF_ALG socket with
 * <linuxabi/if_alg.h> on the build machine: tests/src/checks-if_alg.h. */
#define _GNU_SOURCE
#include "checks-if_alg.h"

int main(void)
{
	LA_RUN("if_alg", la_if_alg_checks);
	return 0;
}
