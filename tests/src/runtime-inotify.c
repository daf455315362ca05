/* inotify(7) with <linuxabi/inotify.h> on the build machine:
 * tests/src/checks-inotify.h. */
#define _GNU_SOURCE
#include "checks-inotify.h"

int main(void)
{
	LA_RUN("inotify", la_inotify_checks);
	return 0;
}
