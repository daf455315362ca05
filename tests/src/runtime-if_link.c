/* The loopback device's link message over NETLINK_ROUTE, read with
 * <linuxabi/if_link.h>'s attribute types and statistics structs on the
 * build machine: tests/src/checks-if_link.h. */
#define _GNU_SOURCE
#include "checks-if_link.h"

int main(void)
{
	LA_RUN("if_link", la_if_link_checks);
	return 0;
}
