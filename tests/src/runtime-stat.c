/* <linuxabi/stat.h>, <linuxabi/statfs.h> and <linuxabi/magic.h> on this
 * machine: fstat, newfstatat (fstat64, fstatat64 where the ABI has them)
 * and statx made by number with our structures report what libc's
 * fstat(3) reports of the same file, and statfs, fstatfs (and statfs64)
 * what libc's statfs(3) does, with our magic numbers for /proc and a
 * pipe.  The checks are in checks-stat.h, which other programs share. */
#define _GNU_SOURCE
#define _FILE_OFFSET_BITS 64

#include "checks-stat.h"

int main(void)
{
	LA_RUN("stat", la_stat_checks);
	return 0;
}
