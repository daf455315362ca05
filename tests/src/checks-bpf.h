/* The checks of <linuxabi/bpf.h> that run real code: first, on every ABI
 * (natively and under qemu), the positions of the kernel's bitfields
 * (struct bpf_insn's dst_reg:4 and src_reg:4, struct bpf_prog_info's
 * gpl_compatible:1) as LINUXABI_BPF_INSN_DST_SHIFT, _SRC_SHIFT and
 * LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT name them, against this
 * compiler's own bitfields declared as the kernel declares them; then
 * bpf(2) with union linuxabi_bpf_attr: BPF_MAP_CREATE of an array map,
 * BPF_MAP_UPDATE_ELEM, _LOOKUP_ELEM, _GET_NEXT_KEY, BPF_OBJ_GET_INFO_BY_FD
 * into struct linuxabi_bpf_map_info, BPF_PROG_LOAD of a two-instruction
 * socket filter built from struct linuxabi_bpf_insn (r0 = 7; exit),
 * BPF_PROG_TEST_RUN of it on a packet, BPF_OBJ_GET_INFO_BY_FD into struct
 * linuxabi_bpf_prog_info.  A kernel that refuses bpf(2) (EPERM: no
 * CAP_BPF with kernel.unprivileged_bpf_disabled set, or a seccomp filter;
 * ENOSYS: qemu 7.2's user-mode emulation has no bpf(2)) is an ok line
 * that names the reason.  Shared by runtime-bpf.c and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_bpf_checks() prints "ok - bpf: ..." or
 * "not ok - bpf: ..." lines. */
#ifndef LA_BPF_CHECKS_H
#define LA_BPF_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/bpf.h>
#include "checks.h"

#define la_bpf_report(good, ...) la_report_in("bpf", (good), __VA_ARGS__)

/* the kernel's bitfields, declared as the kernel declares them */
union la_bpf_insn_bits {
	struct linuxabi_bpf_insn insn;
	struct {
		uint8_t code;
		uint8_t dst_reg : 4;
		uint8_t src_reg : 4;
		int16_t off;
		int32_t imm;
	} b;
};

union la_bpf_info_bits {
	uint32_t word;
	struct {
		uint32_t gpl_compatible : 1;
		uint32_t : 31;
	} b;
};

static void la_bpf_bitfields(void)
{
	union la_bpf_insn_bits u;
	union la_bpf_info_bits g;
	const char *order =
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		"big-endian: from the most significant bit";
#else
		"little-endian: from the least significant bit";
#endif
	int dst, src, regs;

	memset(&u, 0, sizeof u);
	u.b.dst_reg = 0xf;
	dst = u.insn.regs;
	memset(&u, 0, sizeof u);
	u.b.src_reg = 0xf;
	src = u.insn.regs;
	memset(&u, 0, sizeof u);
	u.b.dst_reg = BPF_REG_3;
	u.b.src_reg = BPF_REG_10;
	regs = u.insn.regs;
	la_bpf_report(dst == 0xf << LINUXABI_BPF_INSN_DST_SHIFT &&
		      src == 0xf << LINUXABI_BPF_INSN_SRC_SHIFT &&
		      regs == LINUXABI_BPF_INSN_REGS(BPF_REG_3, BPF_REG_10),
		      "struct bpf_insn's dst_reg:4 and src_reg:4 are the byte "
		      "regs' bits %#x and %#x, LINUXABI_BPF_INSN_DST_SHIFT %d "
		      "and _SRC_SHIFT %d say %#x and %#x; dst r3, src r10: %#x, "
		      "LINUXABI_BPF_INSN_REGS(): %#x (%s)", (unsigned)dst,
		      (unsigned)src, LINUXABI_BPF_INSN_DST_SHIFT,
		      LINUXABI_BPF_INSN_SRC_SHIFT,
		      0xfu << LINUXABI_BPF_INSN_DST_SHIFT,
		      0xfu << LINUXABI_BPF_INSN_SRC_SHIFT, (unsigned)regs,
		      (unsigned)LINUXABI_BPF_INSN_REGS(BPF_REG_3, BPF_REG_10),
		      order);
	memset(&g, 0, sizeof g);
	g.b.gpl_compatible = 1;
	la_bpf_report(g.word == (uint32_t)1 <<
		      LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT,
		      "struct bpf_prog_info's gpl_compatible:1 is bit %#lx of "
		      "the word, LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT %d "
		      "(%s)", (unsigned long)g.word,
		      LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT, order);
}

static long la_bpf(int cmd, union linuxabi_bpf_attr *attr)
{
	return LA_SYSCALL(LINUXABI_SYS_bpf, (long)cmd, attr,
			  (long)sizeof *attr);
}

#define LA_BPF_PTR(p) ((uint64_t)(uintptr_t)(p))

static void la_bpf_checks(void)
{
	union linuxabi_bpf_attr a;
	struct linuxabi_bpf_map_info mi;
	struct linuxabi_bpf_prog_info pi;
	struct linuxabi_bpf_insn prog[2];
	unsigned char packet[64];
	char log[256];
	uint32_t key, next;
	uint64_t value, got;
	long map, fd, r;
	int e;

	la_bpf_bitfields();

	memset(&a, 0, sizeof a);
	a.map_create.map_type = BPF_MAP_TYPE_ARRAY;
	a.map_create.key_size = sizeof key;
	a.map_create.value_size = sizeof value;
	a.map_create.max_entries = 4;
	strcpy(a.map_create.map_name, "la_array");
	map = la_bpf(BPF_MAP_CREATE, &a);
	e = LA_ERROR(map);
	if (e == EPERM || e == ENOSYS) {
		la_bpf_report(1, "bpf(2) BPF_MAP_CREATE: %s, so no map or "
			      "program is made here (%s)", strerror(e),
			      e == EPERM ? "no CAP_BPF with "
			      "kernel.unprivileged_bpf_disabled set, or a "
			      "seccomp filter" : "no bpf(2) here: qemu 7.2's "
			      "user-mode emulation has none, or a seccomp "
			      "filter hides it");
		return;
	}
	la_bpf_report(map >= 0, "bpf(2) BPF_MAP_CREATE of a "
		      "BPF_MAP_TYPE_ARRAY, key 4 bytes, value 8, 4 entries "
		      "(union linuxabi_bpf_attr of %u bytes): %s",
		      (unsigned)sizeof a, e ? strerror(e) : "a map fd");
	if (map < 0)
		return;

	key = 1;
	value = 0x1122334455667788ULL;
	memset(&a, 0, sizeof a);
	a.elem.map_fd = (uint32_t)map;
	a.elem.key = LA_BPF_PTR(&key);
	a.elem.value = LA_BPF_PTR(&value);
	a.elem.flags = BPF_ANY;
	r = la_bpf(BPF_MAP_UPDATE_ELEM, &a);
	e = LA_ERROR(r);
	got = 0;
	memset(&a, 0, sizeof a);
	a.elem.map_fd = (uint32_t)map;
	a.elem.key = LA_BPF_PTR(&key);
	a.elem.value = LA_BPF_PTR(&got);
	r = la_bpf(BPF_MAP_LOOKUP_ELEM, &a);
	la_bpf_report(!e && r == 0 && got == value, "BPF_MAP_UPDATE_ELEM "
		      "(BPF_ANY) of key 1 then BPF_MAP_LOOKUP_ELEM: %#llx "
		      "back (%s, %s)", (unsigned long long)got,
		      e ? strerror(e) : "updated",
		      r ? strerror(LA_ERROR(r)) : "found");
	memset(&a, 0, sizeof a);
	a.elem.map_fd = (uint32_t)map;
	a.elem.key = LA_BPF_PTR(&key);
	a.elem.value = LA_BPF_PTR(&value);
	a.elem.flags = BPF_NOEXIST;
	r = la_bpf(BPF_MAP_UPDATE_ELEM, &a);
	e = LA_ERROR(r);
	la_bpf_report(e == EEXIST, "BPF_MAP_UPDATE_ELEM with BPF_NOEXIST "
		      "of an array element: %s (EEXIST: an array's elements "
		      "always exist)", e ? strerror(e) : "done");
	next = 0;
	memset(&a, 0, sizeof a);
	a.elem.map_fd = (uint32_t)map;
	a.elem.key = LA_BPF_PTR(&key);
	a.elem.value = LA_BPF_PTR(&next);   /* next_key */
	r = la_bpf(BPF_MAP_GET_NEXT_KEY, &a);
	la_bpf_report(r == 0 && next == 2, "BPF_MAP_GET_NEXT_KEY after key "
		      "1: %u (%s)", (unsigned)next,
		      r ? strerror(LA_ERROR(r)) : "found");

	/* zero: the kernel reads hash and hash_size from it */
	memset(&mi, 0, sizeof mi);
	memset(&a, 0, sizeof a);
	a.info.bpf_fd = (uint32_t)map;
	a.info.info_len = sizeof mi;
	a.info.info = LA_BPF_PTR(&mi);
	r = la_bpf(BPF_OBJ_GET_INFO_BY_FD, &a);
	la_bpf_report(r == 0 && mi.type == BPF_MAP_TYPE_ARRAY &&
		      mi.key_size == 4 && mi.value_size == 8 &&
		      mi.max_entries == 4 && mi.id != 0 &&
		      strcmp(mi.name, "la_array") == 0 &&
		      a.info.info_len <= sizeof mi,
		      "BPF_OBJ_GET_INFO_BY_FD of the map into struct "
		      "linuxabi_bpf_map_info (%u bytes, %u filled): type %u, "
		      "key_size %u, value_size %u, max_entries %u, id %u, "
		      "name \"%.16s\" (%s)", (unsigned)sizeof mi,
		      (unsigned)a.info.info_len, (unsigned)mi.type,
		      (unsigned)mi.key_size, (unsigned)mi.value_size,
		      (unsigned)mi.max_entries, (unsigned)mi.id, mi.name,
		      r ? strerror(LA_ERROR(r)) : "done");

	/* r0 = 7; exit */
	memset(prog, 0, sizeof prog);
	prog[0].code = BPF_ALU64 | BPF_MOV | BPF_K;
	prog[0].regs = LINUXABI_BPF_INSN_REGS(BPF_REG_0, 0);
	prog[0].imm = 7;
	prog[1].code = BPF_JMP | BPF_EXIT;
	memset(log, 0, sizeof log);
	memset(&a, 0, sizeof a);
	a.prog_load.prog_type = BPF_PROG_TYPE_SOCKET_FILTER;
	a.prog_load.insn_cnt = 2;
	a.prog_load.insns = LA_BPF_PTR(prog);
	a.prog_load.license = LA_BPF_PTR("GPL");
	a.prog_load.log_level = 1;
	a.prog_load.log_size = sizeof log;
	a.prog_load.log_buf = LA_BPF_PTR(log);
	strcpy(a.prog_load.prog_name, "la_seven");
	fd = la_bpf(BPF_PROG_LOAD, &a);
	e = LA_ERROR(fd);
	for (r = 0; r < (long)sizeof log && log[r]; r++)
		if (log[r] == '\n')
			log[r] = ' ';
	la_bpf_report(fd >= 0, "BPF_PROG_LOAD of a BPF_PROG_TYPE_SOCKET_FILTER "
		      "of two struct linuxabi_bpf_insn, BPF_ALU64|BPF_MOV|BPF_K "
		      "r0 = 7 and BPF_JMP|BPF_EXIT: %s%s%.120s", e ? strerror(e)
		      : "a program fd", log[0] ? "; log: " : "", log);
	if (fd >= 0) {
		memset(packet, 0, sizeof packet);
		memset(&a, 0, sizeof a);
		a.test.prog_fd = (uint32_t)fd;
		a.test.data_in = LA_BPF_PTR(packet);
		a.test.data_size_in = sizeof packet;
		a.test.repeat = 1;
		a.test.retval = 0xdead;
		r = la_bpf(BPF_PROG_TEST_RUN, &a);
		la_bpf_report(r == 0 && a.test.retval == 7, "BPF_PROG_TEST_RUN "
			      "of it on a %u-byte packet: retval %u (7), "
			      "duration %u ns (%s)", (unsigned)sizeof packet,
			      (unsigned)a.test.retval,
			      (unsigned)a.test.duration,
			      r ? strerror(LA_ERROR(r)) : "ran");

		memset(&pi, 0, sizeof pi);
		memset(&a, 0, sizeof a);
		a.info.bpf_fd = (uint32_t)fd;
		a.info.info_len = sizeof pi;
		a.info.info = LA_BPF_PTR(&pi);
		r = la_bpf(BPF_OBJ_GET_INFO_BY_FD, &a);
		la_bpf_report(r == 0 &&
			      pi.type == BPF_PROG_TYPE_SOCKET_FILTER &&
			      pi.xlated_prog_len == sizeof prog &&
			      pi.id != 0 &&
			      (pi.flags >> LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT
			       & 1) &&
			      strcmp(pi.name, "la_seven") == 0,
			      "BPF_OBJ_GET_INFO_BY_FD of the program into struct "
			      "linuxabi_bpf_prog_info (%u bytes, %u filled): type "
			      "%u, xlated_prog_len %u (%u), id %u, gpl_compatible "
			      "%u, name \"%.16s\" (%s)", (unsigned)sizeof pi,
			      (unsigned)a.info.info_len, (unsigned)pi.type,
			      (unsigned)pi.xlated_prog_len,
			      (unsigned)sizeof prog, (unsigned)pi.id,
			      (unsigned)(pi.flags >>
					 LINUXABI_BPF_PROG_INFO_GPL_COMPATIBLE_BIT
					 & 1), pi.name,
			      r ? strerror(LA_ERROR(r)) : "done");
		close((int)fd);
	}
	close((int)map);
}

#endif
