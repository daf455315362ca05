/* uname(2), sysinfo(2), readv(2)/writev(2), getdents64(2), close_range(2),
 * fallocate(2) and personality(2) with the structures and constants of
 * <linuxabi/utsname.h>, <linuxabi/sysinfo.h>, <linuxabi/uio.h>,
 * <linuxabi/dirent.h>, <linuxabi/close_range.h>, <linuxabi/falloc.h> and
 * <linuxabi/personality.h> on the build machine: tests/src/checks-process.h. */
#include "checks-process.h"

int main(void)
{
	LA_RUN("process", la_process_checks);
	return 0;
}
