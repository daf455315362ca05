/* fanotify(7) with <linuxabi/fanotify.h> on the build machine:
 * tests/src/checks-fanotify.h. */
#define _GNU_SOURCE
#include "checks-fanotify.h"

int main(void)
{
	LA_RUN("fanotify", la_fanotify_checks);
	return 0;
}
