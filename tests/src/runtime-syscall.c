/* <linuxabi/syscall.h> on this machine: getpid, getppid, uname, openat,
 * read, close, pipe2, write, clock_gettime, rt_sigprocmask and getrandom
 * made by number through syscall(2) must do what libc's wrappers do, and
 * a number past every table must fail with ENOSYS.  The checks are in
 * syscall-checks.h, which other programs share. */
#define _GNU_SOURCE
#include <linuxabi/syscall.h>

#include "syscall-checks.h"

int main(void)
{
	LA_RUN("syscall", la_syscall_checks);
	return 0;
}
