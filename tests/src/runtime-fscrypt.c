/* fscrypt's get requests on a file in the current directory, and the
 * requests' ENOTTY on another driver's file, with <linuxabi/fscrypt.h> on
 * the build machine: tests/src/checks-fscrypt.h. */
#define _GNU_SOURCE
#include "checks-fscrypt.h"

int main(void)
{
	LA_RUN("fscrypt", la_fscrypt_checks);
	return 0;
}
