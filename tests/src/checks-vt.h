/* The checks of <linuxabi/vt.h> that run real system calls, by number,
 * only requests that read: /dev/tty0 (the current virtual console),
 * opened read-only with O_NOCTTY, answers VT_GETSTATE with an active
 * console from 1 to MAX_NR_CONSOLES, VT_GETMODE with VT_AUTO or
 * VT_PROCESS and VT_OPENQRY with a free console or -1; a
 * pseudo-terminal, which is no virtual console, refuses VT_GETSTATE
 * with ENOTTY.  A machine without virtual consoles (no /dev/tty0, or
 * ENXIO/ENODEV on opening it) or a caller not allowed to open it is an
 * ok line saying so.  Nothing is changed.
 * Shared by runtime-vt.c (the host) and emulated.c.  Before including,
 * a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_vt_checks() prints "ok - vt: ..." or
 * "not ok - vt: ..." lines. */
#ifndef LA_VT_CHECKS_H
#define LA_VT_CHECKS_H

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>

#include <linuxabi/vt.h>
#include <linuxabi/syscall.h>
#include "checks.h"

#define la_vt_report(good, ...) la_report_in("vt", (good), __VA_ARGS__)

static void la_vt_on_pty(void)
{
	struct linuxabi_vt_stat st;
	long r;
	int fd;

	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/ptmx",
		       O_RDWR | O_NOCTTY | O_CLOEXEC, 0);
	if (r < 0) {
		la_vt_report(1, "open /dev/ptmx: %s (no pseudo-terminal "
			     "here to refuse VT_GETSTATE)",
			     strerror(LA_ERROR(r)));
		return;
	}
	fd = (int)r;
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, VT_GETSTATE, &st);
	la_vt_report(r < 0 && LA_ERROR(r) == ENOTTY, "VT_GETSTATE (%#x) on "
		     "a pseudo-terminal: %ld (%s; ENOTTY expected)",
		     (unsigned)VT_GETSTATE, r,
		     r < 0 ? strerror(LA_ERROR(r)) : "no error");
	close(fd);
}

/* VT_GETCONSIZECSRPOS on the console FD: its size, the cursor inside */
static void la_vt_size(int fd)
{
	struct linuxabi_vt_consizecsrpos cp;
	long r;
	int e;

	memset(&cp, 0, sizeof cp);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, VT_GETCONSIZECSRPOS, &cp);
	e = LA_ERROR(r);
	if (r < 0 && (e == ENOTTY || e == EINVAL || e == ENOSYS)) {
		la_vt_report(1, "VT_GETCONSIZECSRPOS (%#lx): %s (%s)",
			     (unsigned long)VT_GETCONSIZECSRPOS, strerror(e),
			     e == ENOSYS ? "qemu user-mode does not pass "
			     "this request on" : "a kernel without this "
			     "request");
		return;
	}
	la_vt_report(r == 0 && cp.con_rows > 0 && cp.con_cols > 0 &&
		     cp.csr_row < cp.con_rows && cp.csr_col < cp.con_cols,
		     "VT_GETCONSIZECSRPOS (%#lx): %ld, %ux%u, cursor at row "
		     "%u, column %u", (unsigned long)VT_GETCONSIZECSRPOS, r,
		     (unsigned)cp.con_cols, (unsigned)cp.con_rows,
		     (unsigned)cp.csr_row, (unsigned)cp.csr_col);
}

static void la_vt_checks(void)
{
	struct linuxabi_vt_stat st;
	struct linuxabi_vt_mode mode;
	int free_vt = -2, fd, e;
	long r;

	la_vt_on_pty();
	r = LA_SYSCALL(LINUXABI_SYS_openat, AT_FDCWD, "/dev/tty0",
		       O_RDONLY | O_NOCTTY | O_CLOEXEC, 0);
	if (r < 0) {
		e = LA_ERROR(r);
		la_vt_report(e == ENOENT || e == ENXIO || e == ENODEV ||
			     e == EACCES || e == EPERM, "open /dev/tty0: %s "
			     "(no virtual console to ask here)", strerror(e));
		return;
	}
	fd = (int)r;
	memset(&st, 0xff, sizeof st);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, VT_GETSTATE, &st);
	e = LA_ERROR(r);
#ifdef LA_EMULATED
	if (r < 0 && e == ENOSYS) {
		la_vt_report(1, "VT_GETSTATE on /dev/tty0: ENOSYS (qemu "
			     "user-mode does not pass this request on)");
		close(fd);
		return;
	}
#endif
	la_vt_report(r == 0 && st.v_active >= 1 &&
		     st.v_active <= MAX_NR_CONSOLES, "VT_GETSTATE on "
		     "/dev/tty0: %ld (%s), v_active %u, v_state %#x", r,
		     r ? strerror(e) : "ok", (unsigned)st.v_active,
		     (unsigned)st.v_state);
	memset(&mode, 0xff, sizeof mode);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, VT_GETMODE, &mode);
	la_vt_report(r == 0 && (mode.mode == VT_AUTO ||
				mode.mode == VT_PROCESS),
		     "VT_GETMODE: %ld, mode %u (VT_AUTO %d, VT_PROCESS %d), "
		     "relsig %d, acqsig %d", r, (unsigned)mode.mode, VT_AUTO,
		     VT_PROCESS, (int)mode.relsig, (int)mode.acqsig);
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, VT_OPENQRY, &free_vt);
	la_vt_report(r == 0 && (free_vt == -1 || (free_vt >= 1 &&
						  free_vt <= MAX_NR_CONSOLES)),
		     "VT_OPENQRY: %ld, the first free console %d", r, free_vt);
	la_vt_size(fd);
	close(fd);
}

#endif
