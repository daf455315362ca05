/* The generic netlink family "nl80211" looked up through the controller,
 * its protocol features and a wiphy dump, with <linuxabi/nl80211.h> on
 * the build machine: tests/src/checks-nl80211.h. */
#define _GNU_SOURCE
#include "checks-nl80211.h"

int main(void)
{
	LA_RUN("nl80211", la_nl80211_checks);
	return 0;
}
