/* The checks of <linuxabi/vm_sockets.h> that run real system calls,
 * every socket call by number: an AF_VSOCK stream socket
 * (socket, bind to VMADDR_CID_ANY and VMADDR_PORT_ANY through struct
 * linuxabi_sockaddr_vm, getsockname(2) into it), getsockopt(2) and
 * setsockopt(2) at level AF_VSOCK (SO_VM_SOCKETS_BUFFER_SIZE a uint64_t,
 * SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW two int64_t), and ioctl(2)
 * IOCTL_VM_SOCKETS_GET_LOCAL_CID on /dev/vsock.  Where the kernel has no
 * vsock (EAFNOSUPPORT) or the machine no /dev/vsock, the line says so.
 * la_vm_sockets_checks() runs them all and prints "ok - vm_sockets: ..."
 * or "not ok - vm_sockets: ..." lines. */
#ifndef LA_VM_SOCKETS_CHECKS_H
#define LA_VM_SOCKETS_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include <linuxabi/vm_sockets.h>
#include "checks.h"

#define la_vm_sockets_report(good, ...) \
	la_report_in("vm_sockets", (good), __VA_ARGS__)

static void la_vm_sockets_socket(void)
{
	struct linuxabi_sockaddr_vm a;
	uint32_t alen;
	uint64_t size;
	int64_t tv[2];
	long fd, r;
	int e;

	fd = LA_SYSCALL(LINUXABI_SYS_socket, AF_VSOCK,
			SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		e = LA_ERROR(fd);
		la_vm_sockets_report(e == EAFNOSUPPORT,
			"socket(AF_VSOCK): %s (%s)", strerror(e),
			e == EAFNOSUPPORT ? "this kernel has no vsock"
					  : "unexpected");
		return;
	}
	la_vm_sockets_report(sizeof a == 16,
		"socket(AF_VSOCK, SOCK_STREAM) is fd %ld; struct "
		"linuxabi_sockaddr_vm is %u bytes (a struct sockaddr's 16)",
		fd, (unsigned)sizeof a);

	memset(&a, 0, sizeof a);
	a.svm_family = AF_VSOCK;
	a.svm_cid = VMADDR_CID_ANY;
	a.svm_port = VMADDR_PORT_ANY;
	r = LA_SYSCALL(LINUXABI_SYS_bind, fd, &a, sizeof a);
	if (r < 0) {
		e = LA_ERROR(r);
		/* no transport loaded: vsock answers EADDRNOTAVAIL */
		la_vm_sockets_report(e == EADDRNOTAVAIL,
			"bind(VMADDR_CID_ANY, VMADDR_PORT_ANY): %s%s",
			strerror(e), e == EADDRNOTAVAIL ?
			" (no vsock transport on this machine)" : "");
	} else {
		memset(&a, 0xff, sizeof a);
		alen = sizeof a;
		r = LA_SYSCALL(LINUXABI_SYS_getsockname, fd, &a, &alen);
		la_vm_sockets_report(r == 0 && alen == sizeof a &&
			a.svm_family == AF_VSOCK &&
			a.svm_port != VMADDR_PORT_ANY &&
			a.svm_cid == VMADDR_CID_ANY && a.svm_flags == 0 &&
			a.svm_zero[0] == 0 && a.svm_zero[2] == 0,
			"bind(VMADDR_CID_ANY, VMADDR_PORT_ANY) then "
			"getsockname(2): length %u, family %u, port %u, cid "
			"%#x, flags %u", (unsigned)alen, a.svm_family,
			a.svm_port, a.svm_cid, a.svm_flags);
	}

	size = 0;
	alen = sizeof size;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, AF_VSOCK,
		       SO_VM_SOCKETS_BUFFER_SIZE, &size, &alen);
#ifdef LA_QEMU
	if (LA_ERROR(r) == EOPNOTSUPP) {
		la_vm_sockets_report(1, "qemu does not implement socket "
			"options at level AF_VSOCK (EOPNOTSUPP): "
			"SO_VM_SOCKETS_* are not checked here");
		LA_SYSCALL(LINUXABI_SYS_close, fd);
		return;
	}
#endif
	la_vm_sockets_report(r == 0 && alen == 8 && size > 0,
		"getsockopt(AF_VSOCK, SO_VM_SOCKETS_BUFFER_SIZE): %s, "
		"length %u, %llu bytes", r == 0 ? "0" : strerror(LA_ERROR(r)),
		(unsigned)alen, (unsigned long long)size);

	tv[0] = 2;
	tv[1] = 500000;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, AF_VSOCK,
		       SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW, tv, sizeof tv);
	if (r == 0) {
		tv[0] = tv[1] = -1;
		alen = sizeof tv;
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, AF_VSOCK,
			       SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW, tv, &alen);
	}
	la_vm_sockets_report(r == 0 && alen == sizeof tv && tv[0] == 2 &&
		tv[1] == 500000,
		"SO_VM_SOCKETS_CONNECT_TIMEOUT_NEW: set 2.5 s (a whole number of jiffies), read back "
		"%lld s %lld us (length %u)", (long long)tv[0],
		(long long)tv[1], (unsigned)alen);
	LA_SYSCALL(LINUXABI_SYS_close, fd);
}

static void la_vm_sockets_local_cid(void)
{
	uint32_t cid;
	long fd, r;
	int e;

	fd = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/vsock",
			O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		e = LA_ERROR(fd);
		la_vm_sockets_report(e == ENOENT || e == ENODEV ||
			e == ENXIO || e == EACCES || e == EPERM,
			"IOCTL_VM_SOCKETS_GET_LOCAL_CID: not run: open "
			"/dev/vsock: %s (no vsock device on this machine)",
			strerror(e));
		return;
	}
	cid = 0xdeadbeef;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, IOCTL_VM_SOCKETS_GET_LOCAL_CID,
		       &cid);
#ifdef LA_QEMU
	if (LA_ERROR(r) == ENOSYS) {
		la_vm_sockets_report(1, "qemu does not implement "
			"IOCTL_VM_SOCKETS_GET_LOCAL_CID (ENOSYS): not checked "
			"here");
		LA_SYSCALL(LINUXABI_SYS_close, fd);
		return;
	}
#endif
	la_vm_sockets_report(r == 0 && cid != 0xdeadbeef &&
		cid != VMADDR_CID_HYPERVISOR,
		"ioctl(/dev/vsock, IOCTL_VM_SOCKETS_GET_LOCAL_CID = %#x): %s, "
		"local cid %u%s", (unsigned)IOCTL_VM_SOCKETS_GET_LOCAL_CID,
		r == 0 ? "0" : strerror(LA_ERROR(r)), cid,
		cid == VMADDR_CID_ANY ? " (VMADDR_CID_ANY: no transport)" :
		cid == VMADDR_CID_LOCAL ? " (VMADDR_CID_LOCAL)" :
		cid == VMADDR_CID_HOST ? " (VMADDR_CID_HOST)" : " (a guest)");
	LA_SYSCALL(LINUXABI_SYS_close, fd);
}

static void la_vm_sockets_checks(void)
{
	la_vm_sockets_socket();
	la_vm_sockets_local_cid();
}

#endif
