/* The checks of <linuxabi/futex.h> that run real system calls: futex(2)
 * by number, FUTEX_WAKE_PRIVATE on a word nobody waits on (0 woken) and
 * FUTEX_WAIT_PRIVATE on a word that holds another value (EAGAIN at
 * once); futex_waitv(2) with a struct linuxabi_futex_waitv whose value
 * differs (EAGAIN at once); set_robust_list(2) with struct
 * linuxabi_robust_list_head and its size (the kernel accepts only its
 * own), and get_robust_list(2) reading it back, libc's list restored
 * after.  Shared by runtime-futex.c (the host) and programs that run
 * them on other ABIs.  Before including, a program may define LA_SYSCALL
 * and LA_ERROR (as for syscall-checks.h), and LA_EMULATED where an
 * emulator runs the checks: there ENOSYS from the robust list and
 * futex_waitv calls (qemu 7.2 has neither) is printed as ok with a "# "
 * line saying what was not checked.  la_futex_checks() runs them all and prints "ok - futex: ..."
 * or "not ok - futex: ..." lines. */
#ifndef LA_FUTEX_CHECKS_H
#define LA_FUTEX_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/futex.h>
#include "checks.h"

/* futex(2) with the ABI's time_t, or futex_time64 where only that is
   left; neither call here passes a timeout */
#ifdef LINUXABI_SYS_futex
#define LA_SYS_FUTEX LINUXABI_SYS_futex
#else
#define LA_SYS_FUTEX LINUXABI_SYS_futex_time64
#endif

/* one "ok - futex: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_futex_report(good, ...) la_report_in("futex", (good), __VA_ARGS__)

/* a call an emulator may lack: ENOSYS there is reported, not failed */
static int la_futex_unsupported(const char *what, int e)
{
#ifdef LA_EMULATED
	if (e == ENOSYS) {
		printf("ok - futex: %s: %s from the emulator\n# the emulator "
		       "lacks %s: not checked\n", what, strerror(e), what);
		fflush(stdout);
		return 1;
	}
#else
	(void)what;
	(void)e;
#endif
	return 0;
}

static void la_futex_check_futex(void)
{
	static uint32_t word = 7;
	long r1, r2;
	int e2;

	r1 = LA_SYSCALL(LA_SYS_FUTEX, &word, FUTEX_WAKE_PRIVATE, 1, NULL,
			NULL, 0);
	la_futex_report(r1 == 0, "futex (%d) FUTEX_WAKE_PRIVATE (%d) on a word "
			"nobody waits on: %ld woken", LA_SYS_FUTEX,
			FUTEX_WAKE_PRIVATE, r1);
	r2 = LA_SYSCALL(LA_SYS_FUTEX, &word, FUTEX_WAIT_PRIVATE, 8, NULL,
			NULL, 0);
	e2 = LA_ERROR(r2);
	la_futex_report(r2 != 0 && e2 == EAGAIN, "futex FUTEX_WAIT_PRIVATE "
			"(%d) expecting 8 on a word holding 7: %ld (%s)",
			FUTEX_WAIT_PRIVATE, r2, strerror(e2));
}

static void la_futex_check_waitv(void)
{
	static uint32_t word = 7;
	struct linuxabi_futex_waitv w;
	long r;
	int e;

	memset(&w, 0, sizeof w);
	w.val = 8;
	w.uaddr = (uint64_t)(uintptr_t)&word;
	w.flags = FUTEX2_SIZE_U32 | FUTEX2_PRIVATE;
	r = LA_SYSCALL(LINUXABI_SYS_futex_waitv, &w, 1, 0, NULL, 0);
	e = LA_ERROR(r);
	if (r != 0 && la_futex_unsupported("futex_waitv", e))
		return;
	la_futex_report(r != 0 && e == EAGAIN, "futex_waitv (%d), one struct "
			"linuxabi_futex_waitv of %u bytes expecting 8 on a "
			"word holding 7: %ld (%s)", LINUXABI_SYS_futex_waitv,
			(unsigned)sizeof w, r, strerror(e));
}

static void la_futex_check_robust(void)
{
	static struct linuxabi_robust_list_head head;
	struct linuxabi_robust_list_head *got = NULL;
	void *old = NULL;
	size_t oldlen = 0, len = 0;
	long r0, r1, r2;
	int e;

	r0 = LA_SYSCALL(LINUXABI_SYS_get_robust_list, 0, &old, &oldlen);
	e = LA_ERROR(r0);
	if (r0 != 0 && la_futex_unsupported("get_robust_list", e))
		return;
	head.list.next = &head.list;        /* empty */
	head.futex_offset = 0;
	head.list_op_pending = NULL;
	r1 = LA_SYSCALL(LINUXABI_SYS_set_robust_list, &head, sizeof head);
	e = LA_ERROR(r1);
	r2 = LA_SYSCALL(LINUXABI_SYS_get_robust_list, 0, &got, &len);
	la_futex_report(r1 == 0 && r2 == 0 && got == &head && len == sizeof head,
			"set_robust_list (%d) with struct "
			"linuxabi_robust_list_head (%u bytes): %ld%s%s; "
			"get_robust_list (%d): %ld, our head back: %s, %lu bytes",
			LINUXABI_SYS_set_robust_list, (unsigned)sizeof head, r1,
			r1 ? " " : "", r1 ? strerror(e) : "",
			LINUXABI_SYS_get_robust_list, r2,
			got == &head ? "yes" : "no", (unsigned long)len);
	/* libc's list back, or the thread's robust mutexes break */
	if (r0 == 0)
		LA_SYSCALL(LINUXABI_SYS_set_robust_list, old, oldlen);
}

static void la_futex_checks(void)
{
	la_futex_check_futex();
	la_futex_check_waitv();
	la_futex_check_robust();
}

#endif
