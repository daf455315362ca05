/* The audit subsystem asked for its status, features and TTY auditing
 * over NETLINK_AUDIT with <linuxabi/audit.h> on the build machine:
 * tests/src/checks-audit.h. */
#define _GNU_SOURCE
#include "checks-audit.h"

int main(void)
{
	LA_RUN("audit", la_audit_checks);
	return 0;
}
