/* The checks of <linuxabi/termios.h> and <linuxabi/tty.h> that run real
 * system calls, on a pseudo-terminal from /dev/ptmx (never the caller's
 * own terminal): TIOCGPTN and TIOCSPTLCK on the master, the slave opened
 * with TIOCGPTPEER (by name before Linux 4.13); TCGETS into struct
 * linuxabi_termios, whose fields must hold a new pty's defaults (CREAD,
 * CS8, B38400 in CBAUD, ICANON, ECHO, ^C at VINTR, line discipline
 * N_TTY) and equal what libc's tcgetattr(3) reads; TCGETS2 into struct
 * linuxabi_termios2 (the speeds as numbers) where the ABI has it, and
 * TCSETS2 with BOTHER and an arbitrary speed read back; TIOCSWINSZ and
 * TIOCGWINSZ with struct linuxabi_winsize; FIONREAD after a line written
 * to the master, TCFLSH TCIFLUSH emptying it.  Every ioctl(2) goes through
 * syscall(2) with our request numbers.  Shared by runtime-termios.c (the
 * host) and programs that run them on other ABIs.  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_termios_checks() runs them all and prints "ok - termios: ..." or
 * "not ok - termios: ..." lines.
 * LA_QEMU (defined by a program that runs under qemu user-mode): qemu 7.2
 * translates each tty ioctl through its own table, and has no entry for
 * TCGETS2 (nor TCSETS2..): it answers ENOSYS without calling the kernel.
 * And its sparc64 termios conversion writes VMIN's value into the slot
 * VMIN shares with VEOF even in canonical mode, where the kernel returns
 * VEOF's (^D): c_cc[VEOF] reads 1.  There those are printed as ok lines
 * that say "skipped" and why. */
#ifndef LA_TERMIOS_CHECKS_H
#define LA_TERMIOS_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/termios.h>
#include <linuxabi/tty.h>
#include "checks.h"

/* one "ok - termios: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_termios_report(good, ...) \
	la_report_in("termios", (good), __VA_ARGS__)

/* ioctl(2) by number with one of our request numbers */
#define LA_TTY_IOCTL(fd, req, arg) \
	LA_SYSCALL(LINUXABI_SYS_ioctl, (long)(fd), (unsigned long)(req), (arg))

/* an error that says the emulator does not know the request */
static int la_termios_untranslated(int e)
{
#ifdef LA_QEMU
	return e == ENOSYS || e == ENOTTY || e == EINVAL;
#else
	(void)e;
	return 0;
#endif
}

/* TCGETS: a new pty's defaults, and libc's tcgetattr(3) agrees */
static void la_termios_tcgets(int pts)
{
	struct linuxabi_termios t;
	struct termios lt;
	long r;
	int e, good, veof;

	memset(&t, 0xa5, sizeof t);
	r = LA_TTY_IOCTL(pts, LINUXABI_TCGETS, &t);
	e = LA_ERROR(r);
	if (r != 0) {
		la_termios_report(0, "TCGETS (%#lx): %ld (%s)",
				  (unsigned long)LINUXABI_TCGETS, r, strerror(e));
		return;
	}
	la_termios_report((t.c_cflag & CREAD) && (t.c_cflag & CSIZE) == CS8,
			  "TCGETS (%#lx) on a new pty: c_cflag %#x has CREAD "
			  "and CS8", (unsigned long)LINUXABI_TCGETS, (unsigned)t.c_cflag);
	la_termios_report((t.c_cflag & CBAUD) == B38400,
			  "TCGETS: the speed bits (c_cflag & CBAUD %#x) are "
			  "B38400 (%#x): %#x", (unsigned)CBAUD, (unsigned)B38400,
			  (unsigned)(t.c_cflag & CBAUD));
	good = (t.c_lflag & (ICANON | ECHO | ISIG)) == (ICANON | ECHO | ISIG)
	       && (t.c_iflag & ICRNL) && (t.c_oflag & (OPOST | ONLCR)) ==
	       (OPOST | ONLCR);
	la_termios_report(good, "TCGETS: ICANON|ECHO|ISIG in c_lflag %#x, "
			  "ICRNL in c_iflag %#x, OPOST|ONLCR in c_oflag %#x",
			  (unsigned)t.c_lflag, (unsigned)t.c_iflag,
			  (unsigned)t.c_oflag);
	veof = t.c_cc[VEOF];
#ifdef LA_QEMU
	if (VMIN == VEOF && veof == 1) {
		la_termios_report(1, "TCGETS: c_cc[VEOF %d] is 1: skipped: "
				  "qemu 7.2 fills the slot VEOF shares with VMIN "
				  "with VMIN's value in canonical mode", VEOF);
		veof = 4;
	}
#endif
	good = t.c_cc[VINTR] == 3 && t.c_cc[VQUIT] == 034 &&
	       t.c_cc[VERASE] == 0177 && t.c_cc[VKILL] == 025 &&
	       veof == 4 && t.c_cc[VSUSP] == 032 &&
	       t.c_cc[VSTART] == 021 && t.c_cc[VSTOP] == 023;
	la_termios_report(good, "TCGETS: c_cc[VINTR %d] ^C, [VQUIT %d] FS (0x1c), "
			  "[VERASE %d] DEL, [VKILL %d] ^U, [VEOF %d] ^D, "
			  "[VSUSP %d] ^Z, [VSTART %d] ^Q, [VSTOP %d] ^S: %d %d "
			  "%d %d %d %d %d %d", VINTR, VQUIT, VERASE, VKILL,
			  VEOF, VSUSP, VSTART, VSTOP, t.c_cc[VINTR],
			  t.c_cc[VQUIT], t.c_cc[VERASE], t.c_cc[VKILL],
			  t.c_cc[VEOF], t.c_cc[VSUSP], t.c_cc[VSTART],
			  t.c_cc[VSTOP]);
	la_termios_report(t.c_line == N_TTY, "TCGETS: c_line %d is N_TTY",
			  t.c_line);
	if (tcgetattr(pts, &lt) != 0) {
		la_termios_report(0, "libc's tcgetattr: %s", strerror(errno));
		return;
	}
	good = lt.c_iflag == t.c_iflag && lt.c_oflag == t.c_oflag &&
	       lt.c_cflag == t.c_cflag && lt.c_lflag == t.c_lflag &&
	       lt.c_cc[VINTR] == t.c_cc[VINTR] &&
	       lt.c_cc[VEOF] == t.c_cc[VEOF] &&
	       lt.c_cc[VSUSP] == t.c_cc[VSUSP];
	la_termios_report(good, "TCGETS equals libc's tcgetattr: the four "
			  "flag words and c_cc at our VINTR, VEOF, VSUSP");
}

/* TCGETS2: the same, with the speeds as numbers */
static void la_termios_tcgets2(int pts)
{
#ifdef TCGETS2
	struct linuxabi_termios2 t2;
	long r;
	int e;

	memset(&t2, 0xa5, sizeof t2);
	r = LA_TTY_IOCTL(pts, TCGETS2, &t2);
	e = LA_ERROR(r);
	if (r != 0 && la_termios_untranslated(e)) {
		la_termios_report(1, "TCGETS2 (%#lx): %s: skipped: qemu 7.2 "
				  "has no TCGETS2 in its ioctl table",
				  (unsigned long)TCGETS2, strerror(e));
		return;
	}
	la_termios_report(r == 0 && t2.c_ospeed == 38400 &&
			  (t2.c_cflag & CBAUD) == B38400 &&
			  (t2.c_cflag & CREAD),
			  "TCGETS2 (%#lx): c_ospeed %u (38400), c_ispeed %u, "
			  "c_cflag %#x: %ld %s", (unsigned long)TCGETS2,
			  (unsigned)t2.c_ospeed, (unsigned)t2.c_ispeed,
			  (unsigned)t2.c_cflag, r, r ? strerror(e) : "");
	if (r != 0)
		return;
	/* an arbitrary speed: BOTHER in CBAUD, the number in c_ospeed */
	t2.c_cflag = (t2.c_cflag & ~(uint32_t)CBAUD) | BOTHER;
	t2.c_ospeed = 12345;
	t2.c_ispeed = 12345;
	r = LA_TTY_IOCTL(pts, TCSETS2, &t2);
	e = LA_ERROR(r);
	memset(&t2, 0, sizeof t2);
	if (r == 0)
		r = LA_TTY_IOCTL(pts, TCGETS2, &t2);
	la_termios_report(r == 0 && t2.c_ospeed == 12345 &&
			  (t2.c_cflag & CBAUD) == BOTHER,
			  "TCSETS2 (%#lx) BOTHER (%#x) at 12345 bit/s, read "
			  "back: c_ospeed %u, c_cflag & CBAUD %#x: %ld %s",
			  (unsigned long)TCSETS2, (unsigned)BOTHER,
			  (unsigned)t2.c_ospeed, (unsigned)(t2.c_cflag & CBAUD),
			  r, r ? strerror(e) : "");
#else
	(void)pts;
	la_termios_report(1, "TCGETS2: this ABI has none (struct "
			  "linuxabi_termios has the speeds)");
#endif
}

/* TIOCSWINSZ on the master, TIOCGWINSZ on the slave */
static void la_termios_winsize(int ptm, int pts)
{
	struct linuxabi_winsize w, g;
	long r;

	w.ws_row = 33;
	w.ws_col = 101;
	w.ws_xpixel = 707;
	w.ws_ypixel = 909;
	r = LA_TTY_IOCTL(ptm, TIOCSWINSZ, &w);
	la_termios_report(r == 0, "TIOCSWINSZ (%#lx) 33x101: %ld %s",
			  (unsigned long)TIOCSWINSZ, r,
			  r ? strerror(LA_ERROR(r)) : "");
	memset(&g, 0, sizeof g);
	r = LA_TTY_IOCTL(pts, TIOCGWINSZ, &g);
	la_termios_report(r == 0 && g.ws_row == 33 && g.ws_col == 101 &&
			  g.ws_xpixel == 707 && g.ws_ypixel == 909,
			  "TIOCGWINSZ (%#lx) on the slave: %ld, %ux%u, %ux%u "
			  "pixels", (unsigned long)TIOCGWINSZ, r,
			  (unsigned)g.ws_row, (unsigned)g.ws_col,
			  (unsigned)g.ws_xpixel, (unsigned)g.ws_ypixel);
}

/* FIONREAD on the slave, once the line written to the master arrives;
   TCFLSH TCIFLUSH empties the queue */
static void la_termios_fionread(int ptm, int pts)
{
	int n = 0, i;
	long r = -1;

	if (write(ptm, "abc\n", 4) != 4) {
		la_termios_report(0, "write to the master: %s", strerror(errno));
		return;
	}
	/* the line discipline takes the bytes over asynchronously */
	for (i = 0; i < 200; i++) {
		r = LA_TTY_IOCTL(pts, FIONREAD, &n);
		if (r != 0 || n >= 4)
			break;
		usleep(10000);
	}
	la_termios_report(r == 0 && n == 4, "FIONREAD (%#lx) on the slave "
			  "after \"abc\" and a newline to the master: %ld, %d "
			  "bytes",
			  (unsigned long)FIONREAD, r, n);
	r = LA_TTY_IOCTL(pts, TCFLSH, (long)TCIFLUSH);
	n = -1;
	LA_TTY_IOCTL(pts, TIOCINQ, &n);
	la_termios_report(r == 0 && n == 0, "TCFLSH (%#lx) TCIFLUSH (%d): "
			  "%ld, then TIOCINQ %d bytes", (unsigned long)TCFLSH,
			  TCIFLUSH, r, n);
}

static void la_termios_checks(void)
{
	uint32_t ptn = 0xffffffff;
	int ptm, pts = -1, unlock = 0, e;
	char name[32];
	long r;

	ptm = open("/dev/ptmx", O_RDWR | O_NOCTTY);
	if (ptm < 0) {
		la_termios_report(1, "/dev/ptmx: %s: skipped: no "
				  "pseudo-terminals here", strerror(errno));
		return;
	}
	r = LA_TTY_IOCTL(ptm, TIOCGPTN, &ptn);
	la_termios_report(r == 0 && ptn != 0xffffffff, "TIOCGPTN (%#lx): "
			  "%ld, pty %u", (unsigned long)TIOCGPTN, r,
			  (unsigned)ptn);
	r = LA_TTY_IOCTL(ptm, TIOCSPTLCK, &unlock);
	la_termios_report(r == 0, "TIOCSPTLCK (%#lx) 0 (unlock): %ld",
			  (unsigned long)TIOCSPTLCK, r);
	r = LA_TTY_IOCTL(ptm, TIOCGPTPEER, (long)(O_RDWR | O_NOCTTY));
	e = LA_ERROR(r);
	if (r >= 0) {
		pts = (int)r;
		la_termios_report(1, "TIOCGPTPEER (%#lx): the slave, fd %d",
				  (unsigned long)TIOCGPTPEER, pts);
	} else if (e == ENOTTY || e == EINVAL || la_termios_untranslated(e)) {
		la_termios_report(1, "TIOCGPTPEER (%#lx): %s: skipped: not in "
				  "this kernel (it came in Linux 4.13) or "
				  "emulator; the slave is opened by name",
				  (unsigned long)TIOCGPTPEER, strerror(e));
	} else {
		la_termios_report(0, "TIOCGPTPEER (%#lx): %s",
				  (unsigned long)TIOCGPTPEER, strerror(e));
	}
	if (pts < 0) {
		snprintf(name, sizeof name, "/dev/pts/%u", (unsigned)ptn);
		pts = open(name, O_RDWR | O_NOCTTY);
		la_termios_report(pts >= 0, "open %s: %s", name,
				  pts >= 0 ? "the slave" : strerror(errno));
		if (pts < 0) {
			close(ptm);
			return;
		}
	}
	la_termios_tcgets(pts);
	la_termios_tcgets2(pts);
	la_termios_winsize(ptm, pts);
	la_termios_fionread(ptm, pts);
	close(pts);
	close(ptm);
}

#endif
