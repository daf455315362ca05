/* kexec_load(2) calls that the kernel refuses before loading anything,
 * with <linuxabi/kexec.h> on the build machine: tests/src/checks-kexec.h. */
#define _GNU_SOURCE
#include "checks-kexec.h"

int main(void)
{
	LA_RUN("kexec", la_kexec_checks);
	return 0;
}
