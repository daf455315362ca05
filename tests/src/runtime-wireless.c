/* SIOCGIWNAME through a socket with <linuxabi/wireless.h>'s struct
 * linuxabi_iwreq on the build machine: tests/src/checks-wireless.h. */
#define _GNU_SOURCE
#include "checks-wireless.h"

int main(void)
{
	LA_RUN("wireless", la_wireless_checks);
	return 0;
}
