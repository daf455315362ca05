/* The checks of <linuxabi/if_xdp.h> that run real system calls, on an
 * AF_XDP socket (CAP_NET_RAW): getsockopt(2) SOL_XDP XDP_OPTIONS into a
 * struct linuxabi_xdp_options (no zero-copy on an unbound socket),
 * XDP_STATISTICS into a struct linuxabi_xdp_statistics (all zero), then
 * setsockopt XDP_UMEM_REG of a 16-page umem through a struct
 * linuxabi_xdp_umem_reg (the kernel takes only its known sizes: a wrong
 * size or layout is EINVAL), a fill ring of 64 entries, and
 * getsockopt XDP_MMAP_OFFSETS into a struct linuxabi_xdp_mmap_offsets
 * (its whole size; the fill ring's producer before its consumer, before
 * its descriptors).  Without AF_XDP (EAFNOSUPPORT) or the privilege
 * (EPERM) an ok line names the reason.  Shared by runtime-if_xdp.c;
 * before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_if_xdp_checks() prints "ok - if_xdp: ..." or
 * "not ok - if_xdp: ..." lines. */
#ifndef LA_IF_XDP_CHECKS_H
#define LA_IF_XDP_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <linuxabi/syscall.h>
#include <linuxabi/socket.h>
#include <linuxabi/if_xdp.h>
#include "checks.h"

#define la_if_xdp_report(good, ...) la_report_in("if_xdp", (good), __VA_ARGS__)

static void la_if_xdp_umem(int fd)
{
	struct linuxabi_xdp_umem_reg reg;
	struct linuxabi_xdp_mmap_offsets off;
	size_t size = 16 * 4096;
	uint32_t len;
	void *mem;
	int n = 64, e;
	long r;

	mem = mmap(0, size, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (mem == MAP_FAILED) {
		la_if_xdp_report(0, "mmap of a %d-byte umem: %s", (int)size,
				 strerror(errno));
		return;
	}
	memset(&reg, 0, sizeof reg);
	reg.addr = (uint64_t)(uintptr_t)mem;
	reg.len = size;
	reg.chunk_size = 2048;
	r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, SOL_XDP, XDP_UMEM_REG,
		       &reg, sizeof reg);
	e = LA_ERROR(r);
	la_if_xdp_report(!e, "setsockopt XDP_UMEM_REG (%d) with a %d-byte "
			 "struct linuxabi_xdp_umem_reg: 16 pages of 2048-byte "
			 "chunks %s", XDP_UMEM_REG, (int)sizeof reg,
			 e ? strerror(e) : "");
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_setsockopt, fd, SOL_XDP,
			       XDP_UMEM_FILL_RING, &n, sizeof n);
		e = LA_ERROR(r);
	}
	memset(&off, 0xff, sizeof off);
	len = sizeof off;
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_XDP,
			       XDP_MMAP_OFFSETS, &off, &len);
		e = LA_ERROR(r);
	}
	la_if_xdp_report(!e && len == sizeof off &&
			 off.fr.producer < off.fr.consumer &&
			 off.fr.consumer < off.fr.desc &&
			 off.fr.flags < off.fr.desc,
			 "XDP_UMEM_FILL_RING (%d) of 64, getsockopt "
			 "XDP_MMAP_OFFSETS (%d): length %u (struct "
			 "linuxabi_xdp_mmap_offsets: %d), fill ring producer "
			 "%llu, consumer %llu, flags %llu, descriptors %llu %s",
			 XDP_UMEM_FILL_RING, XDP_MMAP_OFFSETS, (unsigned)len,
			 (int)sizeof off, (unsigned long long)off.fr.producer,
			 (unsigned long long)off.fr.consumer,
			 (unsigned long long)off.fr.flags,
			 (unsigned long long)off.fr.desc, e ? strerror(e) : "");
	munmap(mem, size);
}

static void la_if_xdp_checks(void)
{
	struct linuxabi_xdp_options opt;
	struct linuxabi_xdp_statistics st;
	uint32_t len;
	int fd, e;
	long r;

	r = LA_SYSCALL(LINUXABI_SYS_socket, AF_XDP, SOCK_RAW, 0);
	e = LA_ERROR(r);
	if (e == EAFNOSUPPORT || e == EPERM || e == EACCES) {
		la_if_xdp_report(1, "socket AF_XDP (%d): %s here: the AF_XDP "
				 "checks are not run", AF_XDP, strerror(e));
		return;
	}
	la_if_xdp_report(!e, "socket AF_XDP (%d) SOCK_RAW: fd %ld %s",
			 AF_XDP, r, e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;

	memset(&opt, 0xff, sizeof opt);
	len = sizeof opt;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_XDP, XDP_OPTIONS,
		       &opt, &len);
	e = LA_ERROR(r);
#ifdef LA_QEMU
	if (e == EOPNOTSUPP) {
		la_if_xdp_report(1, "qemu does not implement socket options "
				 "at SOL_XDP (EOPNOTSUPP): XDP_OPTIONS, "
				 "XDP_STATISTICS and the umem are not checked "
				 "here");
		close(fd);
		return;
	}
#endif
	la_if_xdp_report(!e && len == sizeof opt &&
			 !(opt.flags & XDP_OPTIONS_ZEROCOPY),
			 "getsockopt SOL_XDP (%d) XDP_OPTIONS (%d) into struct "
			 "linuxabi_xdp_options: length %u, flags %#x (not "
			 "XDP_OPTIONS_ZEROCOPY) %s", SOL_XDP, XDP_OPTIONS,
			 (unsigned)len, (unsigned)opt.flags,
			 e ? strerror(e) : "");

	memset(&st, 0xff, sizeof st);
	len = sizeof st;
	r = LA_SYSCALL(LINUXABI_SYS_getsockopt, fd, SOL_XDP, XDP_STATISTICS,
		       &st, &len);
	e = LA_ERROR(r);
	la_if_xdp_report(!e && len == sizeof st && st.rx_dropped == 0 &&
			 st.tx_ring_empty_descs == 0,
			 "getsockopt XDP_STATISTICS (%d) into a %d-byte struct "
			 "linuxabi_xdp_statistics: length %u, rx_dropped %llu, "
			 "tx_ring_empty_descs %llu %s", XDP_STATISTICS,
			 (int)sizeof st, (unsigned)len,
			 (unsigned long long)st.rx_dropped,
			 (unsigned long long)st.tx_ring_empty_descs,
			 e ? strerror(e) : "");

	la_if_xdp_umem(fd);
	close(fd);
}

#endif
