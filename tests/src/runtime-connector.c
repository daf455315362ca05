/* Process events through the kernel connector with
 * <linuxabi/connector.h> on the build machine: a child's fork and exit
 * read back (tests/src/checks-connector.h). */
#define _GNU_SOURCE
#include "checks-connector.h"

int main(void)
{
	LA_RUN("connector", la_connector_checks);
	return 0;
}
