/* The checks of <linuxabi/io_uring.h> that run real system calls:
 * io_uring_setup(2) of an 8-entry ring through a struct
 * linuxabi_io_uring_params, mmap(2) of the SQ ring, the CQ ring and the
 * SQE array at IORING_OFF_SQ_RING, IORING_OFF_CQ_RING and IORING_OFF_SQES
 * with the sizes and field offsets the kernel wrote into sq_off and cq_off,
 * then two SQEs written through struct linuxabi_io_uring_sqe (an
 * IORING_OP_NOP and an IORING_OP_READ of a pipe holding "hello"),
 * io_uring_enter(2) with IORING_ENTER_GETEVENTS, and both completions read
 * back through struct linuxabi_io_uring_cqe, matched by user_data; last,
 * IORING_REGISTER_PROBE into a struct linuxabi_io_uring_probe with its
 * ops, which must list IORING_OP_NOP and IORING_OP_READ as
 * IO_URING_OP_SUPPORTED.  Where io_uring is not there (ENOSYS: no
 * CONFIG_IO_URING, or qemu 7.2's user-mode emulation, which has no
 * io_uring calls) or not allowed (EPERM, EACCES: the sysctl
 * kernel.io_uring_disabled, a seccomp filter, a container's policy) an ok
 * line names the reason.  Shared by runtime-io_uring.c and emulated.c;
 * before including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_io_uring_checks() prints "ok - io_uring: ..."
 * or "not ok - io_uring: ..." lines. */
#ifndef LA_IO_URING_CHECKS_H
#define LA_IO_URING_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>
#include <linuxabi/syscall.h>
#include <linuxabi/io_uring.h>
#include "checks.h"

#define la_io_uring_report(good, ...) la_report_in("io_uring", (good), __VA_ARGS__)

#define LA_IO_URING_NOP_DATA  0x1122334455667788ULL
#define LA_IO_URING_READ_DATA 0xa5a5a5a55a5a5a5aULL

/* a 32-bit field of a mapped ring, at OFF bytes from its start */
#define LA_IO_URING_U32(ring, off) ((uint32_t *)((char *)(ring) + (off)))

/* why io_uring_setup(2) may fail here, for the ok line */
static const char *la_io_uring_why(int e)
{
	static char why[160];
	FILE *f;
	int v = -1;

	if (e == ENOSYS)
#ifdef LA_EMULATED
		return "qemu 7.2's user-mode emulation has no io_uring calls";
#else
		return "this kernel has no io_uring (CONFIG_IO_URING off)";
#endif
	f = fopen("/proc/sys/kernel/io_uring_disabled", "r");
	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = -1;
		fclose(f);
	}
	if (v > 0)
		snprintf(why, sizeof why, "the sysctl kernel.io_uring_disabled "
			 "is %d", v);
	else
		snprintf(why, sizeof why, "refused (a seccomp filter, an LSM or "
			 "the container's policy; kernel.io_uring_disabled %d)",
			 v);
	return why;
}

/* the ring of FD set up with P: map it, submit a NOP and a read, reap */
static void la_io_uring_ring(int fd, const struct linuxabi_io_uring_params *p)
{
	struct linuxabi_io_uring_sqe *sqes;
	struct linuxabi_io_uring_cqe *cqes;
	size_t sq_size, cq_size, sqe_size;
	uint32_t *sq_tail, *sq_array, *cq_head, *cq_tail, mask, tail, head;
	void *sq, *cq;
	char buf[16];
	int pipefd[2], seen = 0, good = 1, e;
	long r;

	sq_size = p->sq_off.array + p->sq_entries * sizeof (uint32_t);
	cq_size = p->cq_off.cqes + p->cq_entries * sizeof (struct linuxabi_io_uring_cqe);
	sqe_size = p->sq_entries * sizeof (struct linuxabi_io_uring_sqe);
	sq = mmap(0, sq_size, PROT_READ | PROT_WRITE, MAP_SHARED,
		  fd, (off_t)IORING_OFF_SQ_RING);
	cq = mmap(0, cq_size, PROT_READ | PROT_WRITE, MAP_SHARED,
		  fd, (off_t)IORING_OFF_CQ_RING);
	sqes = mmap(0, sqe_size, PROT_READ | PROT_WRITE,
		    MAP_SHARED, fd, (off_t)IORING_OFF_SQES);
	la_io_uring_report(sq != MAP_FAILED && cq != MAP_FAILED &&
			   sqes != MAP_FAILED,
			   "mmap of the SQ ring (%zu bytes at IORING_OFF_SQ_RING), "
			   "the CQ ring (%zu at IORING_OFF_CQ_RING %#llx) and "
			   "the SQEs (%zu at IORING_OFF_SQES %#llx) %s",
			   sq_size, cq_size,
			   (unsigned long long)IORING_OFF_CQ_RING, sqe_size,
			   (unsigned long long)IORING_OFF_SQES,
			   sq == MAP_FAILED || cq == MAP_FAILED ||
			   sqes == MAP_FAILED ? strerror(errno) : "");
	if (sq == MAP_FAILED || cq == MAP_FAILED || sqes == MAP_FAILED)
		goto unmap;

	mask = *LA_IO_URING_U32(sq, p->sq_off.ring_mask);
	la_io_uring_report(*LA_IO_URING_U32(sq, p->sq_off.ring_entries) ==
			   p->sq_entries && mask == p->sq_entries - 1 &&
			   *LA_IO_URING_U32(cq, p->cq_off.ring_entries) ==
			   p->cq_entries &&
			   *LA_IO_URING_U32(cq, p->cq_off.ring_mask) ==
			   p->cq_entries - 1,
			   "the rings at sq_off and cq_off: SQ ring_entries %u, "
			   "ring_mask %u, CQ ring_entries %u, ring_mask %u",
			   (unsigned)*LA_IO_URING_U32(sq, p->sq_off.ring_entries),
			   (unsigned)mask,
			   (unsigned)*LA_IO_URING_U32(cq, p->cq_off.ring_entries),
			   (unsigned)*LA_IO_URING_U32(cq, p->cq_off.ring_mask));

	if (pipe(pipefd) != 0 || write(pipefd[1], "hello", 5) != 5) {
		la_io_uring_report(0, "a pipe holding \"hello\": %s",
				   strerror(errno));
		goto unmap;
	}
	memset(buf, 0, sizeof buf);
	sq_tail = LA_IO_URING_U32(sq, p->sq_off.tail);
	sq_array = LA_IO_URING_U32(sq, p->sq_off.array);
	tail = __atomic_load_n(sq_tail, __ATOMIC_ACQUIRE);

	memset(&sqes[0], 0, sizeof sqes[0]);
	sqes[0].opcode = IORING_OP_NOP;
	sqes[0].fd = -1;
	sqes[0].user_data = LA_IO_URING_NOP_DATA;
	memset(&sqes[1], 0, sizeof sqes[1]);
	sqes[1].opcode = IORING_OP_READ;
	sqes[1].fd = pipefd[0];
	sqes[1].u_off.off = 0;
	sqes[1].u_addr.addr = (uint64_t)(uintptr_t)buf;
	sqes[1].len = 5;
	sqes[1].user_data = LA_IO_URING_READ_DATA;
	sq_array[tail & mask] = 0;
	sq_array[(tail + 1) & mask] = 1;
	__atomic_store_n(sq_tail, tail + 2, __ATOMIC_RELEASE);

	r = LA_SYSCALL(LINUXABI_SYS_io_uring_enter, fd, 2, 2,
		       IORING_ENTER_GETEVENTS, (void *)0, 0);
	e = LA_ERROR(r);
	la_io_uring_report(!e && r == 2, "io_uring_enter(2) of 2 SQEs with "
			   "IORING_ENTER_GETEVENTS (%#x), waiting for 2: %ld %s",
			   IORING_ENTER_GETEVENTS, r, e ? strerror(e) : "");

	cq_head = LA_IO_URING_U32(cq, p->cq_off.head);
	cq_tail = LA_IO_URING_U32(cq, p->cq_off.tail);
	cqes = (struct linuxabi_io_uring_cqe *)((char *)cq + p->cq_off.cqes);
	head = *cq_head;
	tail = __atomic_load_n(cq_tail, __ATOMIC_ACQUIRE);
	for (; head != tail; head++) {
		const struct linuxabi_io_uring_cqe *c = &cqes[head & (p->cq_entries - 1)];

		if (c->user_data == LA_IO_URING_NOP_DATA) {
			seen |= 1;
			good &= c->res == 0;
			la_io_uring_report(c->res == 0, "the IORING_OP_NOP's CQE: "
					   "user_data %#llx, res %d, flags %#x",
					   (unsigned long long)c->user_data,
					   (int)c->res, (unsigned)c->flags);
		} else if (c->user_data == LA_IO_URING_READ_DATA) {
			seen |= 2;
			la_io_uring_report(c->res == 5 && !memcmp(buf, "hello", 6),
					   "the IORING_OP_READ's CQE: user_data "
					   "%#llx, res %d (5), read \"%s\"",
					   (unsigned long long)c->user_data,
					   (int)c->res, buf);
		} else {
			good = 0;
			la_io_uring_report(0, "a CQE of no SQE: user_data %#llx, "
					   "res %d", (unsigned long long)c->user_data,
					   (int)c->res);
		}
	}
	__atomic_store_n(cq_head, head, __ATOMIC_RELEASE);
	la_io_uring_report(seen == 3 && good, "both CQEs reaped from the CQ "
			   "ring at cq_off.cqes %u (seen %d of 3)",
			   (unsigned)p->cq_off.cqes, seen);
	close(pipefd[0]);
	close(pipefd[1]);
unmap:
	if (sq != MAP_FAILED)
		munmap(sq, sq_size);
	if (cq != MAP_FAILED)
		munmap(cq, cq_size);
	if (sqes != MAP_FAILED)
		munmap(sqes, sqe_size);
}

/* IORING_REGISTER_PROBE: NOP and READ are supported */
static void la_io_uring_probe(int fd)
{
	static struct {
		struct linuxabi_io_uring_probe p;
		struct linuxabi_io_uring_probe_op ops[256];
	} pr;
	int e, nop, rd;
	long r;

	memset(&pr, 0, sizeof pr);
	r = LA_SYSCALL(LINUXABI_SYS_io_uring_register, fd,
		       IORING_REGISTER_PROBE, &pr, 256);
	e = LA_ERROR(r);
	nop = pr.p.ops_len > IORING_OP_NOP &&
	      pr.ops[IORING_OP_NOP].op == IORING_OP_NOP &&
	      (pr.ops[IORING_OP_NOP].flags & IO_URING_OP_SUPPORTED);
	rd = pr.p.ops_len > IORING_OP_READ &&
	     pr.ops[IORING_OP_READ].op == IORING_OP_READ &&
	     (pr.ops[IORING_OP_READ].flags & IO_URING_OP_SUPPORTED);
	la_io_uring_report(!e && nop && rd && pr.p.last_op >= IORING_OP_READ &&
			   pr.p.ops_len == pr.p.last_op + 1,
			   "io_uring_register(2) IORING_REGISTER_PROBE (%d) into "
			   "struct linuxabi_io_uring_probe: last_op %u, ops_len "
			   "%u, IORING_OP_NOP %s, IORING_OP_READ (%d) %s %s",
			   IORING_REGISTER_PROBE, (unsigned)pr.p.last_op,
			   (unsigned)pr.p.ops_len,
			   nop ? "IO_URING_OP_SUPPORTED" : "not supported",
			   IORING_OP_READ,
			   rd ? "IO_URING_OP_SUPPORTED" : "not supported",
			   e ? strerror(e) : "");
}

static void la_io_uring_checks(void)
{
	struct linuxabi_io_uring_params p;
	int fd, e;
	long r;

	memset(&p, 0, sizeof p);
	r = LA_SYSCALL(LINUXABI_SYS_io_uring_setup, 8, &p);
	e = LA_ERROR(r);
	if (e == ENOSYS || e == EPERM || e == EACCES) {
		la_io_uring_report(1, "io_uring_setup(2): %s: %s; the io_uring "
				   "checks are not run", strerror(e),
				   la_io_uring_why(e));
		return;
	}
	la_io_uring_report(!e && p.sq_entries == 8 && p.cq_entries == 16 &&
			   (p.features & IORING_FEAT_NODROP) &&
			   p.sq_off.array > p.sq_off.tail &&
			   p.cq_off.cqes > p.cq_off.tail,
			   "io_uring_setup(2) of 8 entries with struct "
			   "linuxabi_io_uring_params (%d bytes): fd %ld, "
			   "sq_entries %u, cq_entries %u (16), features %#x "
			   "(IORING_FEAT_NODROP %#x), sq_off.array %u, "
			   "cq_off.cqes %u %s", (int)sizeof p, r,
			   (unsigned)p.sq_entries, (unsigned)p.cq_entries,
			   (unsigned)p.features, IORING_FEAT_NODROP,
			   (unsigned)p.sq_off.array, (unsigned)p.cq_off.cqes,
			   e ? strerror(e) : "");
	if (e)
		return;
	fd = (int)r;
	la_io_uring_ring(fd, &p);
	la_io_uring_probe(fd);
	close(fd);
}

#endif
