/* The checks of <linuxabi/auxv.h>: getauxval(3) and
 * /proc/self/auxv, read as pairs of the ABI's long, agree on the entries
 * <linuxabi/auxv.h> names.
 * Shared by runtime-auxv.c (the host) and programs that run them on other
 * ABIs.  la_auxv_checks() runs them all and
 * prints "ok - auxv: ..." or "not ok - auxv: ..." lines. */
#ifndef LA_AUXV_CHECKS_H
#define LA_AUXV_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/auxv.h>
#include <linuxabi/auxv.h>
#include "checks.h"


/* one "ok - auxv: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_auxv_report(good, ...) la_report_in("auxv", (good), __VA_ARGS__)

/* the value of TYPE in /proc/self/auxv; 1 if found */
static int la_auxv_find(unsigned long type, unsigned long *value, int *n)
{
	unsigned long v[2];
	int fd = open("/proc/self/auxv", O_RDONLY), found = 0;

	*n = 0;
	if (fd < 0)
		return -1;
	while (read(fd, v, sizeof v) == (ssize_t)sizeof v) {
		++*n;
		if (v[0] == AT_NULL)
			break;
		if (v[0] == type && !found) {
			*value = v[1];
			found = 1;
		}
	}
	close(fd);
	return found;
}

static void la_auxv_one(const char *name, unsigned long type)
{
	unsigned long mine = 0, libc;
	int n, r;

	errno = 0;
	libc = getauxval(type);
	r = la_auxv_find(type, &mine, &n);
	if (r < 0) {
		la_auxv_report(1, "/proc/self/auxv cannot be opened: %s (%s "
			       "not compared)", strerror(errno), name);
		return;
	}
	la_auxv_report(r == 1 && mine == libc, "%s (%lu): /proc/self/auxv "
		       "%s%#lx, getauxval %#lx (%d entries)", name, type,
		       r ? "" : "none, ", mine, libc, n);
}

static void la_auxv_checks(void)
{
	unsigned long page = 0;
	int n;

	la_auxv_one("AT_PAGESZ", AT_PAGESZ);
	la_auxv_one("AT_PHDR", AT_PHDR);
	la_auxv_one("AT_ENTRY", AT_ENTRY);
	la_auxv_one("AT_UID", AT_UID);
	la_auxv_one("AT_RANDOM", AT_RANDOM);
	la_auxv_one("AT_EXECFN", AT_EXECFN);
	if (la_auxv_find(AT_PAGESZ, &page, &n) == 1)
		la_auxv_report(page == (unsigned long)sysconf(_SC_PAGESIZE),
			       "AT_PAGESZ %lu is sysconf(_SC_PAGESIZE) %ld",
			       page, sysconf(_SC_PAGESIZE));
#ifdef AT_SYSINFO_EHDR
	/* this ABI has a vDSO: libc and the vector agree on where (qemu 7.2
	   maps none, and leaves the entry out) */
	if (la_auxv_find(AT_SYSINFO_EHDR, &page, &n) == 0 &&
	    getauxval(AT_SYSINFO_EHDR) == 0)
		la_auxv_report(1, "AT_SYSINFO_EHDR (%d): in neither "
			       "/proc/self/auxv nor getauxval: no vDSO here (an "
			       "emulator)", AT_SYSINFO_EHDR);
	else
		la_auxv_one("AT_SYSINFO_EHDR", AT_SYSINFO_EHDR);
#endif
}

#endif
