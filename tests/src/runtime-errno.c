/* <linuxabi/errno.h> on this machine: failing system calls must set errno
 * to our numbers, and every name glibc's <errno.h> also defines must have
 * glibc's value. */
#define _GNU_SOURCE
#include <errno.h>

/* The names every ABI has; X expands them with whatever definition is
 * current where the list is used. */
#define ERRNO_NAMES \
	X(EPERM) X(ENOENT) X(ESRCH) X(EINTR) X(EIO) X(ENXIO) X(E2BIG) \
	X(ENOEXEC) X(EBADF) X(ECHILD) X(EAGAIN) X(ENOMEM) X(EACCES) X(EFAULT) \
	X(ENOTBLK) X(EBUSY) X(EEXIST) X(EXDEV) X(ENODEV) X(ENOTDIR) X(EISDIR) \
	X(EINVAL) X(ENFILE) X(EMFILE) X(ENOTTY) X(ETXTBSY) X(EFBIG) X(ENOSPC) \
	X(ESPIPE) X(EROFS) X(EMLINK) X(EPIPE) X(EDOM) X(ERANGE) X(EDEADLK) \
	X(ENAMETOOLONG) X(ENOLCK) X(ENOSYS) X(ENOTEMPTY) X(ELOOP) \
	X(EWOULDBLOCK) X(ENOMSG) X(EIDRM) X(ECHRNG) X(EL2NSYNC) X(EL3HLT) \
	X(EL3RST) X(ELNRNG) X(EUNATCH) X(ENOCSI) X(EL2HLT) X(EBADE) X(EBADR) \
	X(EXFULL) X(ENOANO) X(EBADRQC) X(EBADSLT) X(EDEADLOCK) X(EBFONT) \
	X(ENOSTR) X(ENODATA) X(ETIME) X(ENOSR) X(ENONET) X(ENOPKG) X(EREMOTE) \
	X(ENOLINK) X(EADV) X(ESRMNT) X(ECOMM) X(EPROTO) X(EMULTIHOP) \
	X(EDOTDOT) X(EBADMSG) X(EOVERFLOW) X(ENOTUNIQ) X(EBADFD) X(EREMCHG) \
	X(ELIBACC) X(ELIBBAD) X(ELIBSCN) X(ELIBMAX) X(ELIBEXEC) X(EILSEQ) \
	X(ERESTART) X(ESTRPIPE) X(EUSERS) X(ENOTSOCK) X(EDESTADDRREQ) \
	X(EMSGSIZE) X(EPROTOTYPE) X(ENOPROTOOPT) X(EPROTONOSUPPORT) \
	X(ESOCKTNOSUPPORT) X(EOPNOTSUPP) X(EPFNOSUPPORT) X(EAFNOSUPPORT) \
	X(EADDRINUSE) X(EADDRNOTAVAIL) X(ENETDOWN) X(ENETUNREACH) \
	X(ENETRESET) X(ECONNABORTED) X(ECONNRESET) X(ENOBUFS) X(EISCONN) \
	X(ENOTCONN) X(ESHUTDOWN) X(ETOOMANYREFS) X(ETIMEDOUT) \
	X(ECONNREFUSED) X(EHOSTDOWN) X(EHOSTUNREACH) X(EALREADY) \
	X(EINPROGRESS) X(ESTALE) X(EUCLEAN) X(ENOTNAM) X(ENAVAIL) X(EISNAM) \
	X(EREMOTEIO) X(EDQUOT) X(ENOMEDIUM) X(EMEDIUMTYPE) X(ECANCELED) \
	X(ENOKEY) X(EKEYEXPIRED) X(EKEYREVOKED) X(EKEYREJECTED) \
	X(EOWNERDEAD) X(ENOTRECOVERABLE) X(ERFKILL) X(EHWPOISON)

/* glibc's values, captured before our header can redefine a name */
#define X(n) n,
static const int glibc_values[] = { ERRNO_NAMES };
#undef X

#include <linuxabi/errno.h>

#define X(n) { #n, n },
static const struct { const char *name; int value; } ours[] = { ERRNO_NAMES };
#undef X

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checks.h"

/* report a call that must fail with WANT (named NAME) */
static void expect(const char *what, long ret, int err, int want,
		   const char *name)
{
	if (ret != -1)
		printf("not ok - %s: succeeded, expected %s\n", what, name);
	else
		printf("%s - %s: errno %d, %s = %d\n",
		       err == want ? "ok" : "not ok", what, err, name, want);
}

static void errno_checks(void)
{
	char dir[] = "/tmp/linuxabi-errno-XXXXXX", file[64];
	struct sockaddr_in addr;
	socklen_t alen = sizeof addr;
	int fds[2], fd, s, c;
	unsigned i, same = 0;
	long r;
	char b;

	for (i = 0; i < sizeof ours / sizeof ours[0]; i++)
		if (ours[i].value == glibc_values[i])
			same++;
		else
			printf("not ok - %s: ours %d, glibc %d\n", ours[i].name,
			       ours[i].value, glibc_values[i]);
	printf("%s - glibc <errno.h> agrees on %u of %u names\n",
	       same == i ? "ok" : "not ok", same, i);

	if (!mkdtemp(dir)) {
		printf("not ok - mkdtemp: %s\n", strerror(errno));
		return;
	}
	snprintf(file, sizeof file, "%s/file", dir);
	fd = open(file, O_CREAT | O_WRONLY, 0600);
	if (fd < 0)
		printf("not ok - create %s: %s\n", file, strerror(errno));
	else
		close(fd);

	r = open("/nonexistent-linuxabi/x", O_RDONLY);
	expect("open of a missing path", r, errno, ENOENT, "ENOENT");
	r = open(file, O_RDONLY | O_DIRECTORY);
	expect("open O_DIRECTORY of a regular file", r, errno, ENOTDIR, "ENOTDIR");
	r = mkdir(dir, 0700);
	expect("mkdir of an existing directory", r, errno, EEXIST, "EEXIST");

	if (pipe2(fds, O_NONBLOCK) != 0) {
		printf("not ok - pipe2: %s\n", strerror(errno));
	} else {
		r = read(fds[0], &b, 1);
		expect("read of an empty nonblocking pipe", r, errno, EAGAIN, "EAGAIN");
		printf("%s - EWOULDBLOCK == EAGAIN (%d)\n",
		       EWOULDBLOCK == EAGAIN ? "ok" : "not ok", EWOULDBLOCK);
		close(fds[0]);
		close(fds[1]);
		/* fds[0] is closed now: a bad descriptor */
		r = read(fds[0], &b, 1);
		expect("read of a closed descriptor", r, errno, EBADF, "EBADF");
	}

	/* pid_max is at most 2^22: this process cannot exist */
	r = kill(0x7fffffff, 0);
	expect("kill of pid 0x7fffffff", r, errno, ESRCH, "ESRCH");

	/* a bound TCP port with no listener refuses connections */
	s = socket(AF_INET, SOCK_STREAM, 0);
	c = socket(AF_INET, SOCK_STREAM, 0);
	memset(&addr, 0, sizeof addr);
	addr.sin_family = AF_INET;
	addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (s < 0 || c < 0 || bind(s, (struct sockaddr *)&addr, sizeof addr) != 0
	    || getsockname(s, (struct sockaddr *)&addr, &alen) != 0) {
		printf("ok - connect to a closed loopback port # SKIP no loopback"
		       " TCP socket: %s\n", strerror(errno));
	} else {
		r = connect(c, (struct sockaddr *)&addr, sizeof addr);
		expect("connect to a closed loopback port", r, errno,
		       ECONNREFUSED, "ECONNREFUSED");
	}
	if (s >= 0)
		close(s);
	if (c >= 0)
		close(c);

	unlink(file);
	rmdir(dir);
}

int main(void)
{
	LA_RUN("errno", errno_checks);
	return 0;
}
