/* An empty nf_tables batch sent over NETLINK_NETFILTER with
 * <linuxabi/nfnetlink.h> and <linuxabi/netfilter.h> on the build
 * machine: tests/src/checks-nfnetlink.h. */
#define _GNU_SOURCE
#include "checks-nfnetlink.h"

int main(void)
{
	LA_RUN("nfnetlink", la_nfnetlink_checks);
	return 0;
}
