/* A check group that never ends, for tests/inherit.test to hold the
 * watchdog of tests/src/checks.h to its word: built with
 * -DLA_GROUP_SECONDS=1, it prints "# child PID" for the child it forks,
 * which never exits, waits for it, and must end, 1 s later, with
 * "not ok - watchdog: wait_forever: timed out after 1 s", exit status 1
 * and the child killed. */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "checks.h"

static void wait_forever(void)
{
	siginfo_t si;
	pid_t pid = fork();

	if (pid == 0) {
		signal(SIGTERM, SIG_IGN);
		for (;;)
			pause();
	}
	if (pid < 0) {
		printf("not ok - watchdog: fork: %s\n", strerror(errno));
		return;
	}
	printf("# child %ld\n", (long)pid);
	waitid(P_PID, (id_t)pid, &si, WEXITED);
	printf("not ok - watchdog: the child that never exits exited\n");
}

int main(void)
{
	LA_RUN("watchdog", wait_forever);
	return 0;
}
