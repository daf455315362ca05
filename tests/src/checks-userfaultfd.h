/* The checks of <linuxabi/userfaultfd.h> that run real system calls:
 * userfaultfd(2) with UFFD_USER_MODE_ONLY|O_CLOEXEC (what the unprivileged
 * may use where vm.unprivileged_userfaultfd is 0), else /dev/userfaultfd's
 * USERFAULTFD_IOC_NEW; the UFFDIO_API handshake through struct
 * linuxabi_uffdio_api (asking for UFFD_FEATURE_THREAD_ID); UFFDIO_REGISTER
 * of two fresh anonymous pages in UFFDIO_REGISTER_MODE_MISSING; a real
 * fault: a thread reads the first page, and read(2) of the userfaultfd
 * returns a struct linuxabi_uffd_msg with UFFD_EVENT_PAGEFAULT, whose
 * struct linuxabi_uffd_msg_pagefault names the page and the thread;
 * UFFDIO_COPY resolves it with a pattern the thread must then see;
 * UFFDIO_ZEROPAGE fills the second page; UFFDIO_UNREGISTER.  Shared by
 * runtime-userfaultfd.c (the host) and programs that run them on other
 * ABIs.  Before including, a program may define LA_SYSCALL and LA_ERROR
 * (as for syscall-checks.h).  Where the kernel has no userfaultfd, or
 * forbids it here (EPERM: vm.unprivileged_userfaultfd; EACCES on
 * /dev/userfaultfd), an "ok" line says so and why, not hidden.
 * LA_EMULATED (a program run under qemu user-mode): qemu 7.2 does not
 * implement userfaultfd(2) (ENOSYS on every guest, 64-bit ones too), nor
 * /dev/userfaultfd's USERFAULTFD_IOC_NEW, and its ioctl(2) table knows no
 * UFFDIO_* request (ENOSYS): printed as ok with the reason.
 * la_userfaultfd_checks() runs them all and prints "ok - userfaultfd: ..."
 * or "not ok - userfaultfd: ..." lines. */
#ifndef LA_USERFAULTFD_CHECKS_H
#define LA_USERFAULTFD_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include <linuxabi/syscall.h>
#include <linuxabi/userfaultfd.h>
#include "checks.h"

/* one "ok - userfaultfd: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_userfaultfd_report(good, ...) \
	la_report_in("userfaultfd", (good), __VA_ARGS__)

/* the thread that faults: reads the first byte of the page */
struct la_uffd_toucher {
	volatile unsigned char *page;
	long tid;
	unsigned char seen;
};

static void *la_uffd_touch(void *arg)
{
	struct la_uffd_toucher *t = arg;

	t->tid = LA_SYSCALL(LINUXABI_SYS_gettid);
	t->seen = t->page[0];
	return NULL;
}

/* a new userfaultfd: the syscall, else /dev/userfaultfd; -1 (reported)
   if neither is there or allowed */
static int la_uffd_open(void)
{
	long fd, r;
	int e, e2, dev;

	fd = LA_SYSCALL(LINUXABI_SYS_userfaultfd,
			(long)(O_CLOEXEC | UFFD_USER_MODE_ONLY));
	e = LA_ERROR(fd);
	if (fd >= 0) {
		la_userfaultfd_report(1, "userfaultfd UFFD_USER_MODE_ONLY|"
				      "O_CLOEXEC: fd %ld", fd);
		return (int)fd;
	}
	dev = open("/dev/userfaultfd", O_RDWR | O_CLOEXEC);
	e2 = dev < 0 ? errno : 0;
	r = -1;
	if (dev >= 0) {
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)dev,
			       (long)USERFAULTFD_IOC_NEW,
			       (long)(O_CLOEXEC | UFFD_USER_MODE_ONLY));
		e2 = LA_ERROR(r);
		close(dev);
		if (r >= 0) {
			la_userfaultfd_report(1, "userfaultfd: %s; "
					      "/dev/userfaultfd USERFAULTFD_IOC_NEW "
					      "(%#lx): fd %ld", strerror(e),
					      (unsigned long)USERFAULTFD_IOC_NEW, r);
			return (int)r;
		}
	}
#ifdef LA_EMULATED
	if (e == ENOSYS) {
		la_userfaultfd_report(1, "userfaultfd: %s; /dev/userfaultfd: %s: "
				      "skipped: qemu 7.2 does not implement "
				      "userfaultfd", strerror(e), strerror(e2));
		return -1;
	}
#endif
	la_userfaultfd_report(e == ENOSYS || e == EPERM || e == EACCES,
			      "userfaultfd UFFD_USER_MODE_ONLY|O_CLOEXEC: %s; "
			      "/dev/userfaultfd: %s: skipped: %s", strerror(e),
			      strerror(e2), e == ENOSYS ? "the kernel is built "
			      "without CONFIG_USERFAULTFD (or is older than 4.3)"
			      : "not allowed here (vm.unprivileged_userfaultfd "
			      "and the device's permissions)");
	return -1;
}

static void la_userfaultfd_checks(void)
{
	struct linuxabi_uffdio_api api;
	struct linuxabi_uffdio_register reg;
	struct linuxabi_uffdio_range range;
	struct linuxabi_uffdio_copy copy;
	struct linuxabi_uffdio_zeropage zero;
	struct linuxabi_uffd_msg msg;
	struct linuxabi_uffd_msg_pagefault pf;
	struct la_uffd_toucher t;
	struct pollfd pfd;
	pthread_t th;
	unsigned char *mem = MAP_FAILED, *src = NULL;
	long page = sysconf(_SC_PAGESIZE), r, n;
	int fd, e, joined = 1, i, good;
	uint64_t want;

	fd = la_uffd_open();
	if (fd < 0)
		return;
	memset(&api, 0, sizeof api);
	api.api = UFFD_API;
	api.features = UFFD_FEATURE_THREAD_ID;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)UFFDIO_API, &api);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (e == ENOTTY || e == ENOSYS) {
		la_userfaultfd_report(1, "ioctl UFFDIO_API: %s: skipped: qemu "
				      "7.2's ioctl(2) knows no UFFDIO_* request",
				      strerror(e));
		goto out;
	}
#endif
	la_userfaultfd_report(r == 0 && api.api == UFFD_API &&
			      (api.ioctls & UFFD_API_IOCTLS) == UFFD_API_IOCTLS &&
			      (api.features & UFFD_FEATURE_THREAD_ID),
			      "ioctl UFFDIO_API (%#lx, %zu bytes), UFFD_API, "
			      "UFFD_FEATURE_THREAD_ID: %ld %s, features %#llx, "
			      "ioctls %#llx (UFFD_API_IOCTLS %#llx in it)",
			      (unsigned long)UFFDIO_API, sizeof api, r,
			      e ? strerror(e) : "",
			      (unsigned long long)api.features,
			      (unsigned long long)api.ioctls,
			      (unsigned long long)UFFD_API_IOCTLS);
	if (r != 0)
		goto out;

	mem = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	src = mmap(NULL, page, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (mem == MAP_FAILED || src == MAP_FAILED) {
		la_userfaultfd_report(0, "mmap: %s", strerror(errno));
		goto out;
	}
	memset(&reg, 0, sizeof reg);
	reg.range.start = (uint64_t)(uintptr_t)mem;
	reg.range.len = (uint64_t)(2 * page);
	reg.mode = UFFDIO_REGISTER_MODE_MISSING;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)UFFDIO_REGISTER,
		       &reg);
	e = LA_ERROR(r);
	want = (uint64_t)1 << LINUXABI_UFFDIO_COPY |
	       (uint64_t)1 << LINUXABI_UFFDIO_ZEROPAGE |
	       (uint64_t)1 << LINUXABI_UFFDIO_WAKE;
	la_userfaultfd_report(r == 0 && (reg.ioctls & want) == want,
			      "ioctl UFFDIO_REGISTER (%#lx) of 2 pages, "
			      "UFFDIO_REGISTER_MODE_MISSING: %ld %s, ioctls %#llx "
			      "(COPY, ZEROPAGE, WAKE: %#llx)",
			      (unsigned long)UFFDIO_REGISTER, r,
			      e ? strerror(e) : "",
			      (unsigned long long)reg.ioctls,
			      (unsigned long long)want);
	if (r != 0)
		goto out;

	/* a fault in a thread, seen through read(2) */
	t.page = mem;
	t.tid = 0;
	t.seen = 0;
	if (pthread_create(&th, NULL, la_uffd_touch, &t) != 0) {
		la_userfaultfd_report(0, "pthread_create: failed");
		goto out;
	}
	joined = 0;
	pfd.fd = fd;
	pfd.events = POLLIN;
	pfd.revents = 0;
	memset(&msg, 0, sizeof msg);
	n = -1;
	if (poll(&pfd, 1, 10000) == 1)
		n = read(fd, &msg, sizeof msg);
	memcpy(&pf, msg.arg, sizeof pf);
	good = n == (long)sizeof msg && sizeof msg == 32 &&
	       msg.event == UFFD_EVENT_PAGEFAULT &&
	       pf.address == (uint64_t)(uintptr_t)mem &&
	       !(pf.flags & UFFD_PAGEFAULT_FLAG_WRITE);
	la_userfaultfd_report(good, "read: %ld bytes (struct linuxabi_uffd_msg "
			      "of %zu), event %#x (UFFD_EVENT_PAGEFAULT %#x), "
			      "address %#llx (page %p), flags %#llx",
			      n, sizeof msg, msg.event, UFFD_EVENT_PAGEFAULT,
			      (unsigned long long)pf.address, (void *)mem,
			      (unsigned long long)pf.flags);

	for (i = 0; i < page; i++)
		src[i] = (unsigned char)(i * 7 + 1);
	memset(&copy, 0, sizeof copy);
	copy.dst = (uint64_t)(uintptr_t)mem;
	copy.src = (uint64_t)(uintptr_t)src;
	copy.len = (uint64_t)page;
	copy.mode = 0;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)UFFDIO_COPY, &copy);
	e = LA_ERROR(r);
	la_userfaultfd_report(r == 0 && copy.copy == page,
			      "ioctl UFFDIO_COPY (%#lx) to the faulting page: "
			      "%ld %s, copy %lld", (unsigned long)UFFDIO_COPY, r,
			      e ? strerror(e) : "", (long long)copy.copy);
	if (r != 0) {
		/* wake the thread anyway: unregistering the range does */
		range.start = (uint64_t)(uintptr_t)mem;
		range.len = (uint64_t)(2 * page);
		LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
			   (long)UFFDIO_UNREGISTER, &range);
	}
	pthread_join(th, NULL);
	joined = 1;
	la_userfaultfd_report(t.seen == src[0] && mem[page - 1] == src[page - 1]
			      && n == (long)sizeof msg
			      && pf.ptid == (uint32_t)t.tid,
			      "the thread read %#x (copied %#x); the message's "
			      "ptid %u, the thread's id %ld (UFFD_FEATURE_THREAD_ID)",
			      t.seen, src[0], pf.ptid, t.tid);

	memset(&zero, 0, sizeof zero);
	zero.range.start = (uint64_t)(uintptr_t)(mem + page);
	zero.range.len = (uint64_t)page;
	zero.mode = UFFDIO_ZEROPAGE_MODE_DONTWAKE;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)UFFDIO_ZEROPAGE,
		       &zero);
	e = LA_ERROR(r);
	la_userfaultfd_report(r == 0 && zero.zeropage == page &&
			      mem[page] == 0 && mem[2 * page - 1] == 0,
			      "ioctl UFFDIO_ZEROPAGE (%#lx) of the second page, "
			      "DONTWAKE: %ld %s, zeropage %lld, bytes %d %d",
			      (unsigned long)UFFDIO_ZEROPAGE, r,
			      e ? strerror(e) : "", (long long)zero.zeropage,
			      r == 0 ? mem[page] : -1,
			      r == 0 ? mem[2 * page - 1] : -1);

	range.start = (uint64_t)(uintptr_t)mem;
	range.len = (uint64_t)(2 * page);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd, (long)UFFDIO_UNREGISTER,
		       &range);
	e = LA_ERROR(r);
	la_userfaultfd_report(r == 0, "ioctl UFFDIO_UNREGISTER (%#lx): %ld %s",
			      (unsigned long)UFFDIO_UNREGISTER, r,
			      e ? strerror(e) : "");
out:
	/* closing the userfaultfd wakes a thread still waiting */
	close(fd);
	if (!joined)
		pthread_join(th, NULL);
	if (mem != MAP_FAILED)
		munmap(mem, 2 * page);
	if (src != NULL && src != MAP_FAILED)
		munmap(src, page);
}

#endif
