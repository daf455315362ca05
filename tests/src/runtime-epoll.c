/* epoll_create1(2), epoll_ctl(2), epoll_wait(2) and the epoll ioctls with
 * <linuxabi/epoll.h> on the build machine: tests/src/checks-epoll.h. */
#define _GNU_SOURCE
#include "checks-epoll.h"

int main(void)
{
	LA_RUN("epoll", la_epoll_checks);
	return 0;
}
