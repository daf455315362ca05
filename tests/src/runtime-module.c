/* finit_module(2) of no file, with <linuxabi/module.h> on the build
 * machine: tests/src/checks-module.h. */
#define _GNU_SOURCE
#include "checks-module.h"

int main(void)
{
	LA_RUN("module", la_module_checks);
	return 0;
}
