/* nf_tables asked for its generation and its tables over
 * NETLINK_NETFILTER with <linuxabi/nf_tables.h> on the build machine:
 * tests/src/checks-nf_tables.h. */
#define _GNU_SOURCE
#include "checks-nf_tables.h"

int main(void)
{
	LA_RUN("nf_tables", la_nf_tables_checks);
	return 0;
}
