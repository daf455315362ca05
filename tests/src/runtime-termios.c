/* A pseudo-terminal with <linuxabi/termios.h> and <linuxabi/tty.h> on the
 * build machine: tests/src/checks-termios.h. */
#define _GNU_SOURCE
#include "checks-termios.h"

int main(void)
{
	LA_RUN("termios", la_termios_checks);
	return 0;
}
