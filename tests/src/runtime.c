/* Every topic's check group (tests/src/checks-all.h) on the build
 * machine, through the installed headers, in one program: real system
 * calls made with our constants and structures.  Usage: runtime [TOPIC...]
 * runs the named topics' groups, or all of them.  Prints TAP lines
 * without numbers; tests/runtime.test numbers them.
 *
 * The topics whose checks are a program of their own (errno, fcntl,
 * mman, mount, mountflags, signal, and seccomp's comparison with the
 * kernel's own macros) are tests/src/runtime-<topic>.c. */
#define _GNU_SOURCE
/* libc's fstat(3), the stat checks' witness, must not fail with EOVERFLOW
   on a file system whose inode numbers need 64 bits */
#define _FILE_OFFSET_BITS 64
#include <linuxabi/syscall.h>

#include "checks-all.h"

/* whether TOPIC is among the command line's, or there are none */
static int la_wanted(int argc, char **argv, const char *topic)
{
	int i;

	for (i = 1; i < argc; i++)
		if (strcmp(argv[i], topic) == 0)
			return 1;
	return argc < 2;
}

int main(int argc, char **argv)
{
#define LA_TOPIC(t) \
	if (la_wanted(argc, argv, #t)) \
		LA_RUN(#t, la_##t##_checks);
	LA_TOPICS(LA_TOPIC)
#undef LA_TOPIC
	return 0;
}
