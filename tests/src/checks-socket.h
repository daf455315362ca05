/* The checks of <linuxabi/socket.h> that run real system calls, on a pair
 * of connected AF_UNIX sockets: socketpair(2) with SOCK_CLOEXEC and with
 * SOCK_DGRAM|SOCK_NONBLOCK (and, on the ABIs that have socketcall(2), the
 * same through it with SYS_SOCKETPAIR and SYS_GETSOCKOPT); getsockopt(2)
 * at SOL_SOCKET of SO_TYPE, SO_DOMAIN, SO_RCVBUF, SO_ACCEPTCONN, SO_PEERCRED
 * into struct linuxabi_ucred, SO_LINGER through struct linuxabi_linger,
 * SO_RCVTIMEO_NEW; sendmsg(2) and recvmsg(2) passing a descriptor with
 * SCM_RIGHTS through struct linuxabi_msghdr and linuxabi_cmsghdr (and
 * MSG_CMSG_CLOEXEC); ioctl(2) SIOCINQ and SIOCOUTQ; shutdown(2) SHUT_WR.
 * The SOL_SOCKET and SO_* numbers, SOCK_STREAM/SOCK_DGRAM and the type
 * flags differ on alpha, hppa, MIPS, powerpc and sparc64: a wrong one
 * shows as a failed call or a wrong answer.  Shared by runtime-socket.c
 * (the host) and programs that run them on other ABIs.  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * <sys/socket.h> is included first: glibc declares SOCK_*, MSG_*, SHUT_*
 * and SCM_RIGHTS as enumerators, so it cannot come after
 * <linuxabi/socket.h>.  la_socket_checks() runs them all and prints
 * "ok - socket: ..." or "not ok - socket: ..." lines. */
#ifndef LA_SOCKET_CHECKS_H
#define LA_SOCKET_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include "checks.h"

/* one "ok - socket: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_socket_report(good, ...) la_report_in("socket", (good), __VA_ARGS__)

/* getsockopt(2) of an int option; -errno on failure, else 0 */
static int la_socket_getint(int fd, int level, int name, int *v,
			    uint32_t *len)
{
	long r;

	*v = -12345;
	*len = sizeof *v;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, level, name, v, len);
	return LA_ERROR(r) ? -LA_ERROR(r) : 0;
}

/* a control buffer aligned for struct linuxabi_cmsghdr */
union la_socket_cbuf {
	struct linuxabi_cmsghdr h;
	uint64_t align;
	char buf[LINUXABI_CMSG_SPACE(sizeof(int)) + 16];
};

/* SCM_RIGHTS: send fd over s0, receive it on s1 */
static void la_socket_rights(int s0, int s1)
{
	union la_socket_cbuf out, in;
	struct linuxabi_msghdr msg;
	struct linuxabi_iovec iov;
	struct linuxabi_cmsghdr *cm;
	struct stat a, b;
	char byte = 'x';
	int fd = open("/dev/null", O_RDONLY), got = -1, fl;
	long r;
	int e;

	memset(&out, 0, sizeof out);
	out.h.cmsg_len = LINUXABI_CMSG_LEN(sizeof(int));
	out.h.cmsg_level = SOL_SOCKET;
	out.h.cmsg_type = SCM_RIGHTS;
	memcpy(out.buf + LINUXABI_CMSG_LEN(0), &fd, sizeof fd);
	memset(&msg, 0, sizeof msg);
	iov.iov_base = &byte;
	iov.iov_len = 1;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	msg.msg_control = out.buf;
	msg.msg_controllen = LINUXABI_CMSG_SPACE(sizeof(int));
	r = LA_SYSCALL(LINUXABI_SYS_sendmsg, s0, &msg, 0);
	e = LA_ERROR(r);
	la_socket_report(r == 1, "sendmsg with an SCM_RIGHTS message "
			 "(struct linuxabi_msghdr of %zu bytes, cmsg_len %lu, "
			 "SOL_SOCKET %#x): %ld %s", sizeof msg,
			 (unsigned long)out.h.cmsg_len, (unsigned)SOL_SOCKET,
			 r, e ? strerror(e) : "");
	memset(&in, 0, sizeof in);
	memset(&msg, 0, sizeof msg);
	byte = 0;
	iov.iov_base = &byte;
	iov.iov_len = 1;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	msg.msg_control = in.buf;
	msg.msg_controllen = sizeof in.buf;
	r = LA_SYSCALL(LINUXABI_SYS_recvmsg, s1, &msg, MSG_CMSG_CLOEXEC);
	e = LA_ERROR(r);
	cm = &in.h;
	la_socket_report(r == 1 && byte == 'x' && !(msg.msg_flags & MSG_CTRUNC)
			 && msg.msg_controllen == LINUXABI_CMSG_SPACE(sizeof(int)),
			 "recvmsg with MSG_CMSG_CLOEXEC: %ld byte '%c', "
			 "msg_controllen %lu (LINUXABI_CMSG_SPACE(4) %lu), "
			 "msg_flags %#x %s", r, byte ? byte : '?',
			 (unsigned long)msg.msg_controllen,
			 (unsigned long)LINUXABI_CMSG_SPACE(sizeof(int)),
			 (unsigned)msg.msg_flags, e ? strerror(e) : "");
	if (r != 1)
		goto out;
	la_socket_report(cm->cmsg_level == SOL_SOCKET &&
			 cm->cmsg_type == SCM_RIGHTS &&
			 cm->cmsg_len == LINUXABI_CMSG_LEN(sizeof(int)),
			 "the received control message: level %#x, type %d, "
			 "cmsg_len %lu (LINUXABI_CMSG_LEN(4) %lu)",
			 (unsigned)cm->cmsg_level, cm->cmsg_type,
			 (unsigned long)cm->cmsg_len,
			 (unsigned long)LINUXABI_CMSG_LEN(sizeof(int)));
	memcpy(&got, in.buf + LINUXABI_CMSG_LEN(0), sizeof got);
	la_socket_report(got >= 0 && got != fd && fstat(fd, &a) == 0 &&
			 fstat(got, &b) == 0 && a.st_dev == b.st_dev &&
			 a.st_ino == b.st_ino && a.st_rdev == b.st_rdev,
			 "the descriptor received, %d, is the file sent as %d "
			 "(/dev/null: same device and inode)", got, fd);
	fl = got >= 0 ? fcntl(got, F_GETFD) : -1;
	la_socket_report(fl >= 0 && (fl & FD_CLOEXEC),
			 "MSG_CMSG_CLOEXEC made it close-on-exec: F_GETFD %d",
			 fl);
out:
	if (got >= 0)
		close(got);
	close(fd);
}

/* socketpair(2) through socketcall(2), on the ABIs that have it */
static void la_socket_socketcall(void)
{
#ifdef LINUXABI_SYS_socketcall
	unsigned long args[6];
	int sv[2] = { -1, -1 }, v = -1;
	uint32_t len = sizeof v;
	long r;
	int e;

	args[0] = AF_UNIX;
	args[1] = SOCK_DGRAM | SOCK_CLOEXEC;
	args[2] = 0;
	args[3] = (unsigned long)sv;
	r = LA_SYSCALL(LINUXABI_SYS_socketcall, SYS_SOCKETPAIR, args);
	e = LA_ERROR(r);
	la_socket_report(r == 0 && sv[0] >= 0 && sv[1] >= 0,
			 "socketcall SYS_SOCKETPAIR (%d) AF_UNIX SOCK_DGRAM|"
			 "SOCK_CLOEXEC: %ld, fds %d %d %s", SYS_SOCKETPAIR, r,
			 sv[0], sv[1], e ? strerror(e) : "");
	if (r != 0)
		return;
	args[0] = (unsigned long)sv[0];
	args[1] = SOL_SOCKET;
	args[2] = SO_TYPE;
	args[3] = (unsigned long)&v;
	args[4] = (unsigned long)&len;
	r = LA_SYSCALL(LINUXABI_SYS_socketcall, SYS_GETSOCKOPT, args);
	e = LA_ERROR(r);
	la_socket_report(r == 0 && v == SOCK_DGRAM,
			 "socketcall SYS_GETSOCKOPT (%d) SO_TYPE: %d "
			 "(SOCK_DGRAM is %d) %s", SYS_GETSOCKOPT, v, SOCK_DGRAM,
			 e ? strerror(e) : "");
	close(sv[0]);
	close(sv[1]);
#else
	la_socket_report(1, "socketcall: this ABI has no socketcall(2), "
			 "only the direct calls (not run here)");
#endif
}

static void la_socket_checks(void)
{
	struct linuxabi_ucred cred;
	struct linuxabi_linger lg;
	struct linuxabi_msghdr msg;
	struct linuxabi_iovec iov;
	int64_t tv[2];
	int sv[2] = { -1, -1 }, dg[2] = { -1, -1 }, v, fl, n;
	uint32_t len;
	char buf[8];
	long r;
	int e;

	r = LA_SYSCALL(LINUXABI_SYS_socketpair, AF_UNIX,
		       SOCK_STREAM | SOCK_CLOEXEC, 0, sv);
	e = LA_ERROR(r);
	la_socket_report(r == 0, "socketpair AF_UNIX SOCK_STREAM|SOCK_CLOEXEC "
			 "(%d|%#x): %ld, fds %d %d %s", SOCK_STREAM,
			 (unsigned)SOCK_CLOEXEC, r, sv[0], sv[1],
			 e ? strerror(e) : "");
	if (r != 0)
		return;
	fl = fcntl(sv[0], F_GETFD);
	la_socket_report(fl >= 0 && (fl & FD_CLOEXEC),
			 "SOCK_CLOEXEC made it close-on-exec: F_GETFD %d", fl);

	e = la_socket_getint(sv[0], SOL_SOCKET, SO_TYPE, &v, &len);
	la_socket_report(!e && v == SOCK_STREAM && len == sizeof v,
			 "getsockopt SOL_SOCKET SO_TYPE (%#x, %#x): %d, length "
			 "%u (SOCK_STREAM is %d) %s", (unsigned)SOL_SOCKET,
			 (unsigned)SO_TYPE, v, (unsigned)len, SOCK_STREAM,
			 e ? strerror(-e) : "");
	e = la_socket_getint(sv[0], SOL_SOCKET, SO_DOMAIN, &v, &len);
	la_socket_report(!e && v == AF_UNIX, "getsockopt SO_DOMAIN (%#x): %d "
			 "(AF_UNIX) %s", (unsigned)SO_DOMAIN, v,
			 e ? strerror(-e) : "");
	e = la_socket_getint(sv[0], SOL_SOCKET, SO_RCVBUF, &v, &len);
	la_socket_report(!e && v > 0, "getsockopt SO_RCVBUF (%#x): %d %s",
			 (unsigned)SO_RCVBUF, v, e ? strerror(-e) : "");
	e = la_socket_getint(sv[0], SOL_SOCKET, SO_ACCEPTCONN, &v, &len);
	la_socket_report(!e && v == 0, "getsockopt SO_ACCEPTCONN (%#x): %d "
			 "(not listening) %s", (unsigned)SO_ACCEPTCONN, v,
			 e ? strerror(-e) : "");

	memset(&cred, 0xff, sizeof cred);
	len = sizeof cred;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, sv[1], SOL_SOCKET, SO_PEERCRED,
		       &cred, &len);
	e = LA_ERROR(r);
	la_socket_report(r == 0 && len == sizeof cred &&
			 cred.pid == (uint32_t)getpid() &&
			 cred.uid == (uint32_t)getuid() &&
			 cred.gid == (uint32_t)getgid(),
			 "getsockopt SO_PEERCRED (%#x) into struct "
			 "linuxabi_ucred: length %u, pid %u uid %u gid %u "
			 "(getpid %d, getuid %u, getgid %u) %s",
			 (unsigned)SO_PEERCRED, (unsigned)len,
			 (unsigned)cred.pid, (unsigned)cred.uid,
			 (unsigned)cred.gid, (int)getpid(), (unsigned)getuid(),
			 (unsigned)getgid(), e ? strerror(e) : "");

	lg.l_onoff = 1;
	lg.l_linger = 7;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, sv[0], SOL_SOCKET, SO_LINGER,
		       &lg, (long)sizeof lg);
	e = LA_ERROR(r);
	memset(&lg, 0, sizeof lg);
	len = sizeof lg;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, sv[0], SOL_SOCKET,
			       SO_LINGER, &lg, &len);
	e = e ? e : LA_ERROR(r);
	la_socket_report(r == 0 && lg.l_onoff == 1 && lg.l_linger == 7 &&
			 len == sizeof lg, "setsockopt and getsockopt SO_LINGER "
			 "(%#x) with struct linuxabi_linger {1, 7}: {%d, %d}, "
			 "length %u %s", (unsigned)SO_LINGER, lg.l_onoff,
			 lg.l_linger, (unsigned)len, e ? strerror(e) : "");
	lg.l_onoff = 0;
	LA_SYSCALL(LINUXABI_SYS_setsockopt, sv[0], SOL_SOCKET, SO_LINGER, &lg,
		   (long)sizeof lg);

	/* the 64-bit-time receive timeout, on every ABI (Linux 5.1) */
	tv[0] = 2;
	tv[1] = 500000;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, sv[1], SOL_SOCKET,
		       SO_RCVTIMEO_NEW, tv, (long)sizeof tv);
	e = LA_ERROR(r);
	tv[0] = tv[1] = -1;
	len = sizeof tv;
	if (r == 0)
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, sv[1], SOL_SOCKET,
			       SO_RCVTIMEO_NEW, tv, &len);
	e = e ? e : LA_ERROR(r);
#ifdef LA_QEMU
	if (e == ENOPROTOOPT || e == EINVAL)
		la_socket_report(1, "SO_RCVTIMEO_NEW (%#x): %s: the emulator "
				 "does not know the option (not run here)",
				 (unsigned)SO_RCVTIMEO_NEW, strerror(e));
	else
#endif
	la_socket_report(r == 0 && tv[0] == 2 && tv[1] == 500000 &&
			 len == sizeof tv, "setsockopt and getsockopt "
			 "SO_RCVTIMEO_NEW (%#x) {2 s, 500000 us}: {%lld, %lld}, "
			 "length %u %s", (unsigned)SO_RCVTIMEO_NEW,
			 (long long)tv[0], (long long)tv[1], (unsigned)len,
			 e ? strerror(e) : "");
	tv[0] = tv[1] = 0;
	LA_SYSCALL(LINUXABI_SYS_setsockopt, sv[1], SOL_SOCKET, SO_RCVTIMEO_NEW,
		   tv, (long)sizeof tv);

	la_socket_rights(sv[0], sv[1]);

	/* three bytes queued: SIOCINQ on the reader, SIOCOUTQ on the writer */
	memset(&msg, 0, sizeof msg);
	iov.iov_base = (void *)"abc";
	iov.iov_len = 3;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	r = LA_SYSCALL(LINUXABI_SYS_sendmsg, sv[0], &msg, MSG_NOSIGNAL);
	n = -1;
	if (r == 3)
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, sv[1], SIOCINQ, &n);
	e = LA_ERROR(r);
	la_socket_report(r == 0 && n == 3, "ioctl SIOCINQ (%#lx) with 3 bytes "
			 "queued: %d %s", (unsigned long)SIOCINQ, n,
			 e ? strerror(e) : "");
	n = -1;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, sv[0], SIOCOUTQ, &n);
	e = LA_ERROR(r);
	la_socket_report(r == 0 && n >= 0, "ioctl SIOCOUTQ (%#lx) on the "
			 "writer: %d %s", (unsigned long)SIOCOUTQ, n,
			 e ? strerror(e) : "");

	/* SHUT_WR: the reader gets the 3 bytes, then end of file at once */
	r = LA_SYSCALL(LINUXABI_SYS_shutdown, sv[0], SHUT_WR);
	e = LA_ERROR(r);
	la_socket_report(r == 0, "shutdown SHUT_WR: %ld %s", r,
			 e ? strerror(e) : "");
	memset(&msg, 0, sizeof msg);
	iov.iov_base = buf;
	iov.iov_len = sizeof buf;
	msg.msg_iov = &iov;
	msg.msg_iovlen = 1;
	r = LA_SYSCALL(LINUXABI_SYS_recvmsg, sv[1], &msg, MSG_DONTWAIT);
	if (r == 3)
		r = LA_SYSCALL(LINUXABI_SYS_recvmsg, sv[1], &msg, MSG_DONTWAIT);
	e = LA_ERROR(r);
	la_socket_report(r == 0, "recvmsg MSG_DONTWAIT after the peer's "
			 "SHUT_WR: %ld (end of file) %s", r,
			 e ? strerror(e) : "");
	close(sv[0]);
	close(sv[1]);

	/* datagrams, nonblocking: the per-ABI SOCK_DGRAM and SOCK_NONBLOCK */
	r = LA_SYSCALL(LINUXABI_SYS_socketpair, AF_UNIX,
		       SOCK_DGRAM | SOCK_NONBLOCK, 0, dg);
	e = LA_ERROR(r);
	fl = r == 0 ? fcntl(dg[0], F_GETFL) : -1;
	la_socket_report(r == 0 && fl >= 0 && (fl & O_NONBLOCK),
			 "socketpair AF_UNIX SOCK_DGRAM|SOCK_NONBLOCK (%d|%#x): "
			 "%ld, F_GETFL %#x has O_NONBLOCK %s", SOCK_DGRAM,
			 (unsigned)SOCK_NONBLOCK, r, (unsigned)fl,
			 e ? strerror(e) : "");
	if (r == 0) {
		e = la_socket_getint(dg[0], SOL_SOCKET, SO_TYPE, &v, &len);
		la_socket_report(!e && v == SOCK_DGRAM, "getsockopt SO_TYPE of "
				 "it: %d (SOCK_DGRAM is %d) %s", v, SOCK_DGRAM,
				 e ? strerror(-e) : "");
		memset(&msg, 0, sizeof msg);
		msg.msg_iov = &iov;
		msg.msg_iovlen = 1;
		r = LA_SYSCALL(LINUXABI_SYS_recvmsg, dg[1], &msg, 0);
		e = LA_ERROR(r);
		la_socket_report(r == -1 && e == EAGAIN, "recvmsg on the empty "
				 "nonblocking one: EAGAIN (%s)",
				 e ? strerror(e) : "no error");
		close(dg[0]);
		close(dg[1]);
	}
	la_socket_socketcall();
}

#endif
