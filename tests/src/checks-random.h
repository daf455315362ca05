/* The checks of <linuxabi/random.h> (and the <linuxabi/ioctl.h> encoding
 * it builds its requests with) that run real system calls: getrandom(2)
 * by number with GRND_NONBLOCK and GRND_INSECURE, and with a flag the
 * kernel does not know; ioctl(2) RNDGETENTCNT on /dev/urandom (or
 * /dev/random) by number (under qemu, whose per-target ioctl tables must
 * know the number: a third witness of the encoding), and the same request
 * with a wrong size in its encoding, which the kernel must refuse.  Shared by runtime-random.c (the
 * host) and programs that run them on other ABIs.  Before including, a
 * program may define LA_SYSCALL and LA_ERROR (as for syscall-checks.h).
 * la_random_checks() runs them all and prints "ok - random: ..." or
 * "not ok - random: ..." lines. */
#ifndef LA_RANDOM_CHECKS_H
#define LA_RANDOM_CHECKS_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/random.h>
#include <linuxabi/syscall.h>
#include "checks.h"

/* one "ok - random: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_random_report(good, ...) la_report_in("random", (good), __VA_ARGS__)

static void la_random_getrandom(void)
{
	unsigned char a[32], b[32];
	long ra, rb, rc;
	int ea, ec;

	memset(a, 0, sizeof a);
	memset(b, 0, sizeof b);
	ra = LA_SYSCALL(LINUXABI_SYS_getrandom, a, sizeof a,
			(unsigned)GRND_NONBLOCK);
	ea = LA_ERROR(ra);
	if (ra == -1 && ea == EAGAIN)
		/* the pool is not initialized yet: what GRND_NONBLOCK is for */
		la_random_report(1, "getrandom GRND_NONBLOCK (%#x): EAGAIN, the "
				 "pool is not initialized yet", GRND_NONBLOCK);
	else
		la_random_report(ra == (long)sizeof a && memcmp(a, b, sizeof a),
				 "getrandom GRND_NONBLOCK (%#x): %ld bytes "
				 "(errno %d), not all zero", GRND_NONBLOCK, ra,
				 ea);
	rb = LA_SYSCALL(LINUXABI_SYS_getrandom, b, sizeof b,
			(unsigned)GRND_INSECURE);
	la_random_report(rb == (long)sizeof b && memcmp(a, b, sizeof a),
			 "getrandom GRND_INSECURE (%#x): %ld bytes (errno "
			 "%d), unlike the first ones", GRND_INSECURE, rb,
			 LA_ERROR(rb));
	/* the lowest bit above the three flags: unknown, so EINVAL (were
	   the flags numbered otherwise, one of ours would be refused too) */
	rc = LA_SYSCALL(LINUXABI_SYS_getrandom, a, sizeof a,
			(unsigned)(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE) + 1U);
	ec = LA_ERROR(rc);
	la_random_report(rc == -1 && ec == EINVAL,
			 "getrandom with flag %#x: EINVAL (%ld, errno %d)",
			 (unsigned)(GRND_NONBLOCK | GRND_RANDOM | GRND_INSECURE)
			 + 1U, rc, ec);
	rc = LA_SYSCALL(LINUXABI_SYS_getrandom, a, sizeof a,
			(unsigned)(GRND_INSECURE | GRND_RANDOM));
	ec = LA_ERROR(rc);
	la_random_report(rc == -1 && ec == EINVAL,
			 "getrandom GRND_INSECURE|GRND_RANDOM: EINVAL, the "
			 "kernel refuses the pair (%ld, errno %d)", rc, ec);
}

static void la_random_ioctl(void)
{
	const char *path = "/dev/urandom";
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	int count = -1;
	int32_t wrong[2] = { -1, -1 };
	long r;
	int e;

	if (fd < 0) {
		path = "/dev/random";
		fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	}
	if (fd < 0) {
		la_random_report(0, "ioctl RNDGETENTCNT: neither /dev/urandom "
				 "nor /dev/random opens (%s): no device to "
				 "ask", strerror(errno));
		return;
	}
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
		       (unsigned long)RNDGETENTCNT, &count);
	e = LA_ERROR(r);
	la_random_report(r == 0 && count >= 0,
			 "ioctl %s RNDGETENTCNT (%#lx): %ld (errno %d), %d "
			 "bits of entropy", path, (unsigned long)RNDGETENTCNT,
			 r, e, count);
	/* the same type, number and direction, with an int[2] for the int:
	   not a request the driver knows, and the kernel's random_ioctl()
	   says EINVAL.  qemu's user-mode emulation passes on only the
	   requests it can translate, and says ENOSYS (qemu 7.2; ENOTTY in
	   later versions) for any other: the line names which answered */
	r = LA_SYSCALL(LINUXABI_SYS_ioctl, (long)fd,
		       (unsigned long)LINUXABI_IOR('R', 0x00, int32_t[2]),
		       wrong);
	e = LA_ERROR(r);
	la_random_report(r == -1 && (e == EINVAL || e == ENOTTY || e == ENOSYS)
			 && wrong[0] == -1 && wrong[1] == -1,
			 "ioctl %s RNDGETENTCNT with an 8-byte size (%#lx): "
			 "%s (%ld, errno %d), the argument untouched", path,
			 (unsigned long)LINUXABI_IOR('R', 0x00, int32_t[2]),
			 e == EINVAL ? "EINVAL, the kernel's answer" :
			 e == ENOTTY || e == ENOSYS ? "ENOTTY or ENOSYS, an "
			 "emulator's answer to a request it cannot translate "
			 "(the kernel's is EINVAL)" : "?", r, e);
	/* a request's fields read back */
	la_random_report(LINUXABI_IOC_TYPE(RNDGETENTCNT) == 'R'
			 && LINUXABI_IOC_NR(RNDGETENTCNT) == 0
			 && LINUXABI_IOC_SIZE(RNDGETENTCNT) == sizeof(int)
			 && LINUXABI_IOC_DIR(RNDGETENTCNT) == LINUXABI_IOC_READ
			 && LINUXABI_IOC_DIR(RNDZAPENTCNT) == LINUXABI_IOC_NONE
			 && LINUXABI_IOC_SIZE(RNDADDENTROPY)
			    == sizeof(struct linuxabi_rand_pool_info),
			 "RNDGETENTCNT decodes to 'R', 0, %u bytes, READ; "
			 "RNDADDENTROPY's size is struct "
			 "linuxabi_rand_pool_info's",
			 (unsigned)LINUXABI_IOC_SIZE(RNDGETENTCNT));
	close(fd);
}

static void la_random_checks(void)
{
	la_random_getrandom();
	la_random_ioctl();
}

#endif
