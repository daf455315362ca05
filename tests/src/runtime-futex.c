/* futex(2), futex_waitv(2) and the robust list with <linuxabi/futex.h>
 * on the build machine: tests/src/checks-futex.h. */
#define _GNU_SOURCE
#include "checks-futex.h"

int main(void)
{
	LA_RUN("futex", la_futex_checks);
	return 0;
}
