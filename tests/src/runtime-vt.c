/* What the current virtual console reports, read-only, with
 * <linuxabi/vt.h> on the build machine: tests/src/checks-vt.h. */
#define _GNU_SOURCE
#include "checks-vt.h"

int main(void)
{
	LA_RUN("vt", la_vt_checks);
	return 0;
}
