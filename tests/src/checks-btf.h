/* The checks of <linuxabi/btf.h> that run real system calls: a BTF blob of
 * one type (int, BTF_KIND_INT, signed, 32 bits) laid out with struct
 * linuxabi_btf_header and struct linuxabi_btf_type, loaded with bpf(2)
 * BPF_BTF_LOAD (<linuxabi/bpf.h>'s union linuxabi_bpf_attr), then
 * BPF_OBJ_GET_INFO_BY_FD into struct linuxabi_bpf_btf_info, which copies
 * the blob back: the kernel parsed our header and type.  A kernel that
 * refuses bpf(2) (EPERM: no CAP_BPF, kernel.unprivileged_bpf_disabled,
 * a seccomp filter; ENOSYS: qemu 7.2's user-mode emulation has no
 * bpf(2)) is an ok line that names the reason.  Shared by runtime-btf.c
 * and emulated.c; before including, a program may define LA_SYSCALL and
 * LA_ERROR (as for syscall-checks.h).  la_btf_checks() prints
 * "ok - btf: ..." or "not ok - btf: ..." lines. */
#ifndef LA_BTF_CHECKS_H
#define LA_BTF_CHECKS_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linuxabi/syscall.h>
#include <linuxabi/bpf.h>
#include <linuxabi/btf.h>
#include "checks.h"

#define la_btf_report(good, ...) la_report_in("btf", (good), __VA_ARGS__)

/* the header, one int type and its word, the strings "" and "int" */
struct la_btf_blob {
	struct linuxabi_btf_header hdr;
	struct linuxabi_btf_type type;
	uint32_t int_word;
	char strings[5];
};

static void la_btf_checks(void)
{
	struct la_btf_blob blob, back;
	union linuxabi_bpf_attr a;
	struct linuxabi_bpf_btf_info info;
	char log[256];
	uint32_t size;
	long fd, r;
	int e;

	memset(&blob, 0, sizeof blob);
	blob.hdr.magic = BTF_MAGIC;
	blob.hdr.version = BTF_VERSION;
	blob.hdr.hdr_len = sizeof blob.hdr;
	blob.hdr.type_off = 0;
	blob.hdr.type_len = sizeof blob.type + sizeof blob.int_word;
	blob.hdr.str_off = blob.hdr.type_len;
	blob.hdr.str_len = sizeof blob.strings;
	blob.type.name_off = 1;
	blob.type.info = (uint32_t)BTF_KIND_INT << 24;
	blob.type.size = 4;
	blob.int_word = (uint32_t)BTF_INT_SIGNED << 24 | 32;
	memcpy(blob.strings, "\0int", 5);
	size = (uint32_t)(sizeof blob.hdr + blob.hdr.type_len +
			  blob.hdr.str_len);

	memset(log, 0, sizeof log);
	memset(&a, 0, sizeof a);
	a.btf_load.btf = (uint64_t)(uintptr_t)&blob;
	a.btf_load.btf_size = size;
	a.btf_load.btf_log_buf = (uint64_t)(uintptr_t)log;
	a.btf_load.btf_log_size = sizeof log;
	a.btf_load.btf_log_level = 1;
	fd = LA_SYSCALL(LINUXABI_SYS_bpf, (long)BPF_BTF_LOAD, &a,
			(long)sizeof a);
	e = LA_ERROR(fd);
	if (e == EPERM || e == ENOSYS) {
		la_btf_report(1, "bpf(2) BPF_BTF_LOAD: %s, so no BTF is loaded "
			      "here (%s)", strerror(e), e == EPERM ? "no CAP_BPF "
			      "with kernel.unprivileged_bpf_disabled set, or a "
			      "seccomp filter" : "no bpf(2) here: qemu 7.2's "
			      "user-mode emulation has none, or a seccomp "
			      "filter hides it");
		return;
	}
	for (r = 0; r < (long)sizeof log && log[r]; r++)
		if (log[r] == '\n')
			log[r] = ' ';
	la_btf_report(fd >= 0, "bpf(2) BPF_BTF_LOAD of struct "
		      "linuxabi_btf_header (%u bytes) and one BTF_KIND_INT "
		      "struct linuxabi_btf_type, %u bytes in all: %s%s%.120s",
		      (unsigned)sizeof blob.hdr, (unsigned)size,
		      e ? strerror(e) : "a BTF fd", log[0] ? "; log: " : "",
		      log);
	if (fd < 0)
		return;
	memset(&back, 0, sizeof back);
	memset(&info, 0, sizeof info);
	info.btf = (uint64_t)(uintptr_t)&back;
	info.btf_size = sizeof back;
	memset(&a, 0, sizeof a);
	a.info.bpf_fd = (uint32_t)fd;
	a.info.info_len = sizeof info;
	a.info.info = (uint64_t)(uintptr_t)&info;
	r = LA_SYSCALL(LINUXABI_SYS_bpf, (long)BPF_OBJ_GET_INFO_BY_FD, &a,
		       (long)sizeof a);
	e = LA_ERROR(r);
	la_btf_report(r == 0 && info.btf_size == size && info.id != 0 &&
		      info.kernel_btf == 0 &&
		      memcmp(&back, &blob, size) == 0,
		      "BPF_OBJ_GET_INFO_BY_FD of it into struct "
		      "linuxabi_bpf_btf_info: btf_size %u (%u), id %u, "
		      "kernel_btf %u, the blob copied back %s (%s)",
		      (unsigned)info.btf_size, (unsigned)size,
		      (unsigned)info.id, (unsigned)info.kernel_btf,
		      memcmp(&back, &blob, size) ? "differs" : "the same",
		      e ? strerror(e) : "done");
	close((int)fd);
}

#endif
