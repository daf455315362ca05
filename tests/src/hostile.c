/* Runs a program with the signal state a careless parent leaves behind:
 * SIGHUP ignored (as nohup does), SIGINT and SIGQUIT ignored (as in a
 * background job of a non-interactive shell), SIGPIPE and SIGUSR2
 * ignored, and SIGUSR1, SIGCHLD, SIGALRM and SIGTERM blocked.  Ignored
 * actions and the mask survive execve(2); tests/inherit.test runs the
 * test programs so, to show that they do not depend on either.
 *
 *   hostile PROGRAM [ARG...]   PROGRAM in that state
 *   hostile -n                 the state as /proc/PID/status shows it:
 *                              "SigIgn: <hex>" and "SigBlk: <hex>" lines
 *                              of the bits it sets */
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static const int ignored[] = { SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR2 };
static const int blocked[] = { SIGUSR1, SIGCHLD, SIGALRM, SIGTERM };

#define COUNT(a) (sizeof (a) / sizeof (a)[0])
#define BIT(sig) ((uint64_t)1 << ((sig) - 1))

int main(int argc, char **argv)
{
	struct sigaction ign;
	sigset_t set;
	uint64_t ignbits = 0, blkbits = 0;
	size_t i;

	if (argc < 2) {
		fprintf(stderr, "usage: hostile PROGRAM [ARG...] | hostile -n\n");
		return 2;
	}
	memset(&ign, 0, sizeof ign);
	ign.sa_handler = SIG_IGN;
	sigemptyset(&set);
	for (i = 0; i < COUNT(ignored); i++) {
		ignbits |= BIT(ignored[i]);
		if (sigaction(ignored[i], &ign, NULL) != 0) {
			perror("hostile: sigaction");
			return 2;
		}
	}
	for (i = 0; i < COUNT(blocked); i++) {
		blkbits |= BIT(blocked[i]);
		sigaddset(&set, blocked[i]);
	}
	if (strcmp(argv[1], "-n") == 0) {
		printf("SigIgn: %016llx\nSigBlk: %016llx\n",
		       (unsigned long long)ignbits, (unsigned long long)blkbits);
		return 0;
	}
	if (sigprocmask(SIG_BLOCK, &set, NULL) != 0) {
		perror("hostile: sigprocmask");
		return 2;
	}
	execvp(argv[1], argv + 1);
	fprintf(stderr, "hostile: %s: ", argv[1]);
	perror("execvp");
	return 127;
}
