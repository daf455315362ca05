/* The key retention service with <linuxabi/keyctl.h> on the build machine:
 * a user key added, read, described, invalidated and unlinked, the
 * capabilities and a Diffie-Hellman computation:
 * tests/src/checks-keyctl.h. */
#define _GNU_SOURCE
#include "checks-keyctl.h"

int main(void)
{
	LA_RUN("keyctl", la_keyctl_checks);
	return 0;
}
