/* The checks of <linuxabi/capability.h> that run real system calls:
 * capget(2) by number with struct linuxabi_user_cap_header (version 3)
 * and two struct linuxabi_user_cap_data, compared with the CapEff,
 * CapPrm and CapInh lines of /proc/self/status; and an unknown version,
 * which the kernel refuses and answers with the version it prefers.
 * Shared by runtime-capability.c (the host) and programs that run them
 * on other ABIs.  Before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_capability_checks() runs them
 * all and prints "ok - capability: ..." or "not ok - capability: ..."
 * lines. */
#ifndef LA_CAPABILITY_CHECKS_H
#define LA_CAPABILITY_CHECKS_H

#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include <linuxabi/syscall.h>
#include <linuxabi/capability.h>
#include "checks.h"

/* one "ok - capability: ..." or "not ok - ..." line (tests/src/checks.h) */
#define la_cap_report(good, ...) la_report_in("capability", (good), __VA_ARGS__)

/* the 64-bit set /proc/self/status shows on the line that starts with
   KEY, or -1 with *found 0 */
static uint64_t la_cap_status(const char *key, int *found)
{
	char line[256];
	unsigned long long v = 0;
	size_t n = strlen(key);
	FILE *f = fopen("/proc/self/status", "r");

	*found = 0;
	if (!f)
		return 0;
	while (fgets(line, sizeof line, f))
		if (!strncmp(line, key, n) && sscanf(line + n, "%llx", &v) == 1) {
			*found = 1;
			break;
		}
	fclose(f);
	return v;
}

static void la_cap_check_capget(void)
{
	struct linuxabi_user_cap_header hdr;
	struct linuxabi_user_cap_data data[LINUXABI_CAPABILITY_U32S_3];
	uint64_t eff, prm, inh, peff, pprm, pinh;
	int f1, f2, f3;
	long r;

	memset(data, 0xff, sizeof data);
	hdr.version = LINUXABI_CAPABILITY_VERSION_3;
	hdr.pid = 0;
	r = LA_SYSCALL(LINUXABI_SYS_capget, &hdr, data);
	eff = (uint64_t)data[1].effective << 32 | data[0].effective;
	prm = (uint64_t)data[1].permitted << 32 | data[0].permitted;
	inh = (uint64_t)data[1].inheritable << 32 | data[0].inheritable;
	la_cap_report(r == 0 && hdr.version == LINUXABI_CAPABILITY_VERSION_3,
		      "capget (%d) version 0x%08x: %ld, effective %016llx "
		      "permitted %016llx inheritable %016llx",
		      LINUXABI_SYS_capget, LINUXABI_CAPABILITY_VERSION_3, r,
		      (unsigned long long)eff, (unsigned long long)prm,
		      (unsigned long long)inh);
	peff = la_cap_status("CapEff:", &f1);
	pprm = la_cap_status("CapPrm:", &f2);
	pinh = la_cap_status("CapInh:", &f3);
	if (!(f1 && f2 && f3)) {
		printf("# capability: no CapEff/CapPrm/CapInh in /proc/self/status\n");
		return;
	}
	la_cap_report(r == 0 && eff == peff && prm == pprm && inh == pinh,
		      "capget's sets are /proc/self/status's: CapEff %016llx "
		      "CapPrm %016llx CapInh %016llx", (unsigned long long)peff,
		      (unsigned long long)pprm, (unsigned long long)pinh);
}

/* an unknown version: the kernel writes the version it prefers into the
   header; with no data pointer that is the answer (0), with one EINVAL */
static void la_cap_check_version(void)
{
	struct linuxabi_user_cap_header hdr;
	struct linuxabi_user_cap_data data[LINUXABI_CAPABILITY_U32S_3];
	long r1, r2;
	uint32_t v1;
	int e;

	hdr.version = 0x12345678;
	hdr.pid = 0;
	r1 = LA_SYSCALL(LINUXABI_SYS_capget, &hdr, NULL);
	v1 = hdr.version;
	hdr.version = 0x12345678;
	r2 = LA_SYSCALL(LINUXABI_SYS_capget, &hdr, data);
	e = LA_ERROR(r2);
	la_cap_report(r1 == 0 && v1 == LINUXABI_CAPABILITY_VERSION_3 &&
		      r2 != 0 && e == EINVAL &&
		      hdr.version == LINUXABI_CAPABILITY_VERSION_3,
		      "capget with version 0x12345678: no data %ld, data %ld "
		      "(%s); the kernel offers 0x%08x, 0x%08x "
		      "(LINUXABI_CAPABILITY_VERSION_3 is 0x%08x)", r1, r2,
		      strerror(e), (unsigned)v1, (unsigned)hdr.version,
		      LINUXABI_CAPABILITY_VERSION_3);
}

static void la_capability_checks(void)
{
	la_cap_check_capget();
	la_cap_check_version();
}

#endif
