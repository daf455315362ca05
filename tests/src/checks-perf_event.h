/* The checks of <linuxabi/perf_event.h> and <linuxabi/hw_breakpoint.h>
 * that run real code: first, on every ABI (natively and under qemu), the
 * positions of the kernel's bitfields as LINUXABI_PERF_ATTR_*,
 * LINUXABI_PERF_CAP_* and LINUXABI_PERF_BRANCH_* name them, against this
 * compiler's own bitfields declared as the kernel declares them (same
 * types, widths and order: the compiler that builds the kernel lays them
 * out the same way), so both byte orders are checked where qemu runs a
 * big-endian ABI; then perf_event_open(2) of a software counter
 * (PERF_COUNT_SW_TASK_CLOCK) of this thread with struct
 * linuxabi_perf_event_attr, the ioctl(2) requests PERF_EVENT_IOC_ID,
 * _RESET, _ENABLE, _DISABLE, read(2) in the PERF_FORMAT_TOTAL_TIME_ENABLED
 * | _RUNNING | _ID layout, and the mmap(2)ed struct
 * linuxabi_perf_event_mmap_page.  A kernel that refuses the call (the
 * sysctl kernel.perf_event_paranoid, a seccomp filter, qemu 7.2's
 * user-mode emulation, which has no perf_event_open) is an ok line that
 * names the reason.  Shared by runtime-perf_event.c and emulated.c; before
 * including, a program may define LA_SYSCALL and LA_ERROR (as for
 * syscall-checks.h).  la_perf_event_checks() prints "ok - perf_event: ..."
 * or "not ok - perf_event: ..." lines. */
#ifndef LA_PERF_EVENT_CHECKS_H
#define LA_PERF_EVENT_CHECKS_H

#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/mman.h>
#include <linuxabi/syscall.h>
#include <linuxabi/perf_event.h>
#include <linuxabi/hw_breakpoint.h>
#include "checks.h"

#define la_perf_event_report(good, ...) \
	la_report_in("perf_event", (good), __VA_ARGS__)

/* the kernel's bitfield words, declared as the kernel declares them */
union la_perf_attr_bits {
	uint64_t word;
	struct {
		uint64_t disabled : 1, inherit : 1, pinned : 1, exclusive : 1,
			exclude_user : 1, exclude_kernel : 1, exclude_hv : 1,
			exclude_idle : 1, mmap : 1, comm : 1, freq : 1,
			inherit_stat : 1, enable_on_exec : 1, task : 1,
			watermark : 1, precise_ip : 2, mmap_data : 1,
			sample_id_all : 1, exclude_host : 1, exclude_guest : 1,
			exclude_callchain_kernel : 1,
			exclude_callchain_user : 1, mmap2 : 1, comm_exec : 1,
			use_clockid : 1, context_switch : 1,
			write_backward : 1, namespaces : 1, ksymbol : 1,
			bpf_event : 1, aux_output : 1, cgroup : 1,
			text_poke : 1, build_id : 1, inherit_thread : 1,
			remove_on_exec : 1, sigtrap : 1, defer_callchain : 1,
			defer_output : 1, reserved_1 : 24;
	} b;
};

union la_perf_aux_bits {
	uint32_t word;
	struct {
		uint32_t aux_start_paused : 1, aux_pause : 1, aux_resume : 1,
			reserved_3 : 29;
	} b;
};

union la_perf_cap_bits {
	uint64_t word;
	struct {
		uint64_t cap_bit0 : 1, cap_bit0_is_deprecated : 1,
			cap_user_rdpmc : 1, cap_user_time : 1,
			cap_user_time_zero : 1, cap_user_time_short : 1,
			cap_res : 58;
	} b;
};

union la_perf_branch_bits {
	uint64_t word;
	struct {
		uint64_t mispred : 1, predicted : 1, in_tx : 1, abort : 1,
			cycles : 16, type : 4, spec : 2, new_type : 4,
			priv : 3, reserved : 31;
	} b;
};

/* the bits of a field WIDTH wide from SHIFT up */
#define LA_PERF_MASK(shift, width) \
	((((uint64_t)1 << (width)) - 1) << (shift))

/* U's word with only field F all ones equals MASK; counts the failures
   into bad and names the first */
#define LA_PERF_FIELD(U, f, mask) do { \
		memset(&(U), 0, sizeof (U)); \
		(U).b.f = ~(U).b.f; \
		if ((uint64_t)(U).word != (uint64_t)(mask) && !bad++) \
			first = #f; \
		n++; \
	} while (0)
#define LA_PERF_BIT(U, f, bit) LA_PERF_FIELD(U, f, LA_PERF_MASK(bit, 1))

static void la_perf_event_bitfields(void)
{
	union la_perf_attr_bits a;
	union la_perf_aux_bits x;
	union la_perf_cap_bits c;
	union la_perf_branch_bits br;
	const char *first = "";
	const char *order =
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		"big-endian: from the most significant bit";
#else
		"little-endian: from the least significant bit";
#endif
	int bad = 0, n = 0;

	LA_PERF_BIT(a, disabled, LINUXABI_PERF_ATTR_DISABLED_BIT);
	LA_PERF_BIT(a, inherit, LINUXABI_PERF_ATTR_INHERIT_BIT);
	LA_PERF_BIT(a, pinned, LINUXABI_PERF_ATTR_PINNED_BIT);
	LA_PERF_BIT(a, exclusive, LINUXABI_PERF_ATTR_EXCLUSIVE_BIT);
	LA_PERF_BIT(a, exclude_user, LINUXABI_PERF_ATTR_EXCLUDE_USER_BIT);
	LA_PERF_BIT(a, exclude_kernel, LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT);
	LA_PERF_BIT(a, exclude_hv, LINUXABI_PERF_ATTR_EXCLUDE_HV_BIT);
	LA_PERF_BIT(a, exclude_idle, LINUXABI_PERF_ATTR_EXCLUDE_IDLE_BIT);
	LA_PERF_BIT(a, mmap, LINUXABI_PERF_ATTR_MMAP_BIT);
	LA_PERF_BIT(a, comm, LINUXABI_PERF_ATTR_COMM_BIT);
	LA_PERF_BIT(a, freq, LINUXABI_PERF_ATTR_FREQ_BIT);
	LA_PERF_BIT(a, inherit_stat, LINUXABI_PERF_ATTR_INHERIT_STAT_BIT);
	LA_PERF_BIT(a, enable_on_exec, LINUXABI_PERF_ATTR_ENABLE_ON_EXEC_BIT);
	LA_PERF_BIT(a, task, LINUXABI_PERF_ATTR_TASK_BIT);
	LA_PERF_BIT(a, watermark, LINUXABI_PERF_ATTR_WATERMARK_BIT);
	LA_PERF_FIELD(a, precise_ip,
		      LA_PERF_MASK(LINUXABI_PERF_ATTR_PRECISE_IP_SHIFT,
				   LINUXABI_PERF_ATTR_PRECISE_IP_WIDTH));
	LA_PERF_BIT(a, mmap_data, LINUXABI_PERF_ATTR_MMAP_DATA_BIT);
	LA_PERF_BIT(a, sample_id_all, LINUXABI_PERF_ATTR_SAMPLE_ID_ALL_BIT);
	LA_PERF_BIT(a, exclude_host, LINUXABI_PERF_ATTR_EXCLUDE_HOST_BIT);
	LA_PERF_BIT(a, exclude_guest, LINUXABI_PERF_ATTR_EXCLUDE_GUEST_BIT);
	LA_PERF_BIT(a, exclude_callchain_kernel,
		    LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_KERNEL_BIT);
	LA_PERF_BIT(a, exclude_callchain_user,
		    LINUXABI_PERF_ATTR_EXCLUDE_CALLCHAIN_USER_BIT);
	LA_PERF_BIT(a, mmap2, LINUXABI_PERF_ATTR_MMAP2_BIT);
	LA_PERF_BIT(a, comm_exec, LINUXABI_PERF_ATTR_COMM_EXEC_BIT);
	LA_PERF_BIT(a, use_clockid, LINUXABI_PERF_ATTR_USE_CLOCKID_BIT);
	LA_PERF_BIT(a, context_switch, LINUXABI_PERF_ATTR_CONTEXT_SWITCH_BIT);
	LA_PERF_BIT(a, write_backward, LINUXABI_PERF_ATTR_WRITE_BACKWARD_BIT);
	LA_PERF_BIT(a, namespaces, LINUXABI_PERF_ATTR_NAMESPACES_BIT);
	LA_PERF_BIT(a, ksymbol, LINUXABI_PERF_ATTR_KSYMBOL_BIT);
	LA_PERF_BIT(a, bpf_event, LINUXABI_PERF_ATTR_BPF_EVENT_BIT);
	LA_PERF_BIT(a, aux_output, LINUXABI_PERF_ATTR_AUX_OUTPUT_BIT);
	LA_PERF_BIT(a, cgroup, LINUXABI_PERF_ATTR_CGROUP_BIT);
	LA_PERF_BIT(a, text_poke, LINUXABI_PERF_ATTR_TEXT_POKE_BIT);
	LA_PERF_BIT(a, build_id, LINUXABI_PERF_ATTR_BUILD_ID_BIT);
	LA_PERF_BIT(a, inherit_thread, LINUXABI_PERF_ATTR_INHERIT_THREAD_BIT);
	LA_PERF_BIT(a, remove_on_exec, LINUXABI_PERF_ATTR_REMOVE_ON_EXEC_BIT);
	LA_PERF_BIT(a, sigtrap, LINUXABI_PERF_ATTR_SIGTRAP_BIT);
	LA_PERF_BIT(a, defer_callchain,
		    LINUXABI_PERF_ATTR_DEFER_CALLCHAIN_BIT);
	LA_PERF_BIT(a, defer_output, LINUXABI_PERF_ATTR_DEFER_OUTPUT_BIT);

	LA_PERF_BIT(x, aux_start_paused,
		    LINUXABI_PERF_ATTR_AUX_START_PAUSED_BIT);
	LA_PERF_BIT(x, aux_pause, LINUXABI_PERF_ATTR_AUX_PAUSE_BIT);
	LA_PERF_BIT(x, aux_resume, LINUXABI_PERF_ATTR_AUX_RESUME_BIT);

	LA_PERF_BIT(c, cap_bit0, LINUXABI_PERF_CAP_BIT0_BIT);
	LA_PERF_BIT(c, cap_bit0_is_deprecated,
		    LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT);
	LA_PERF_BIT(c, cap_user_rdpmc, LINUXABI_PERF_CAP_USER_RDPMC_BIT);
	LA_PERF_BIT(c, cap_user_time, LINUXABI_PERF_CAP_USER_TIME_BIT);
	LA_PERF_BIT(c, cap_user_time_zero,
		    LINUXABI_PERF_CAP_USER_TIME_ZERO_BIT);
	LA_PERF_BIT(c, cap_user_time_short,
		    LINUXABI_PERF_CAP_USER_TIME_SHORT_BIT);

	LA_PERF_BIT(br, mispred, LINUXABI_PERF_BRANCH_MISPRED_BIT);
	LA_PERF_BIT(br, predicted, LINUXABI_PERF_BRANCH_PREDICTED_BIT);
	LA_PERF_BIT(br, in_tx, LINUXABI_PERF_BRANCH_IN_TX_BIT);
	LA_PERF_BIT(br, abort, LINUXABI_PERF_BRANCH_ABORT_BIT);
	LA_PERF_FIELD(br, cycles,
		      LA_PERF_MASK(LINUXABI_PERF_BRANCH_CYCLES_SHIFT,
				   LINUXABI_PERF_BRANCH_CYCLES_WIDTH));
	LA_PERF_FIELD(br, type,
		      LA_PERF_MASK(LINUXABI_PERF_BRANCH_TYPE_SHIFT,
				   LINUXABI_PERF_BRANCH_TYPE_WIDTH));
	LA_PERF_FIELD(br, spec,
		      LA_PERF_MASK(LINUXABI_PERF_BRANCH_SPEC_SHIFT,
				   LINUXABI_PERF_BRANCH_SPEC_WIDTH));
	LA_PERF_FIELD(br, new_type,
		      LA_PERF_MASK(LINUXABI_PERF_BRANCH_NEW_TYPE_SHIFT,
				   LINUXABI_PERF_BRANCH_NEW_TYPE_WIDTH));
	LA_PERF_FIELD(br, priv,
		      LA_PERF_MASK(LINUXABI_PERF_BRANCH_PRIV_SHIFT,
				   LINUXABI_PERF_BRANCH_PRIV_WIDTH));

	la_perf_event_report(!bad && sizeof a == 8 && sizeof x == 4 &&
			     sizeof c == 8 && sizeof br == 8,
			     "%d bitfields of perf_event_attr flags and "
			     "aux_action, perf_event_mmap_page capabilities "
			     "and perf_branch_entry where this compiler puts "
			     "the kernel's (%s), %d wrong%s%s",
			     n, order, bad, bad ? ", the first " : "", first);
}

/* why perf_event_open(2) may fail here, for the ok line */
static const char *la_perf_event_why(int e)
{
	static char why[200];
	FILE *f;
	int v = -9;

	if (e == ENOSYS)
#ifdef LA_EMULATED
		return "qemu 7.2's user-mode emulation has no perf_event_open";
#else
		return "this kernel has no perf events (CONFIG_PERF_EVENTS off) "
		       "or a seccomp filter hides the call";
#endif
	f = fopen("/proc/sys/kernel/perf_event_paranoid", "r");
	if (f) {
		if (fscanf(f, "%d", &v) != 1)
			v = -9;
		fclose(f);
	}
	snprintf(why, sizeof why, "refused (the sysctl "
		 "kernel.perf_event_paranoid is %d%s, or a seccomp filter, an "
		 "LSM or the container's policy)", v,
		 v > 2 ? ": perf events are off for the unprivileged" : "");
	return why;
}

/* what a read(2) of a counter with PERF_FORMAT_TOTAL_TIME_ENABLED |
   PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID returns */
struct la_perf_read {
	uint64_t value;
	uint64_t time_enabled;
	uint64_t time_running;
	uint64_t id;
};

/* a little CPU time for the task clock, without sleeping */
static uint64_t la_perf_burn(void)
{
	volatile uint64_t x = 0;
	long i;

	for (i = 0; i < 2000000; i++)
		x += (uint64_t)i * 2654435761u;
	return x;
}

static void la_perf_event_checks(void)
{
	struct linuxabi_perf_event_attr attr;
	struct la_perf_read before, after, later;
	struct linuxabi_perf_event_mmap_page *page;
	uint64_t id = 0, flags;
	long fd, r, n;
	long pagesize = sysconf(_SC_PAGESIZE);
	int e;

	la_perf_event_bitfields();

	memset(&attr, 0, sizeof attr);
	attr.type = PERF_TYPE_SOFTWARE;
	attr.size = sizeof attr;
	attr.config = PERF_COUNT_SW_TASK_CLOCK;
	attr.read_format = PERF_FORMAT_TOTAL_TIME_ENABLED |
			   PERF_FORMAT_TOTAL_TIME_RUNNING | PERF_FORMAT_ID;
	/* disabled at first; user space only, which kernel.perf_event_paranoid
	   2 (the default) lets anyone count of their own threads */
	flags = (uint64_t)1 << LINUXABI_PERF_ATTR_DISABLED_BIT |
		(uint64_t)1 << LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT |
		(uint64_t)1 << LINUXABI_PERF_ATTR_EXCLUDE_HV_BIT;
	attr.flags = flags;
	la_perf_event_report(sizeof attr == PERF_ATTR_SIZE_VER9 &&
			     PERF_EVENT_IOC_ENABLE != PERF_EVENT_IOC_DISABLE,
			     "sizeof (struct linuxabi_perf_event_attr) is "
			     "PERF_ATTR_SIZE_VER9 (%u)", (unsigned)sizeof attr);

	fd = LA_SYSCALL(LINUXABI_SYS_perf_event_open, &attr, 0, -1, -1,
			PERF_FLAG_FD_CLOEXEC);
	e = LA_ERROR(fd);
	if (e == ENOSYS || e == EACCES || e == EPERM) {
		la_perf_event_report(1, "perf_event_open(2) of "
				     "PERF_COUNT_SW_TASK_CLOCK: %s, %s; the "
				     "counter is not run", strerror(e),
				     la_perf_event_why(e));
		return;
	}
	if (e) {
		la_perf_event_report(0, "perf_event_open(2) of "
				     "PERF_COUNT_SW_TASK_CLOCK, this thread, "
				     "flags %#llx: %s", (unsigned long long)flags,
				     strerror(e));
		return;
	}
	r = fcntl((int)fd, F_GETFD);
	la_perf_event_report(r >= 0 && (r & FD_CLOEXEC),
			     "perf_event_open(2) with PERF_FLAG_FD_CLOEXEC "
			     "(%#lx): F_GETFD %#lx", PERF_FLAG_FD_CLOEXEC,
			     (unsigned long)r);

	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PERF_EVENT_IOC_ID, &id);
	e = LA_ERROR(r);
	la_perf_event_report(!e && id != 0, "PERF_EVENT_IOC_ID (%#lx, a "
			     "uint64_t *): %s, id %llu",
			     (unsigned long)PERF_EVENT_IOC_ID,
			     e ? strerror(e) : "done", (unsigned long long)id);

	/* opened disabled (LINUXABI_PERF_ATTR_DISABLED_BIT): nothing yet */
	la_perf_burn();
	memset(&before, 0xa5, sizeof before);
	n = LA_SYSCALL(LINUXABI_SYS_read, fd, &before, sizeof before);
	e = LA_ERROR(n);
	la_perf_event_report(n == (long)sizeof before && before.value == 0 &&
			     before.time_enabled == 0 && before.id == id,
			     "read(2) of the counter opened with "
			     "LINUXABI_PERF_ATTR_DISABLED_BIT: %ld bytes%s%s, "
			     "value %llu, enabled %llu ns, id %llu",
			     n, e ? ": " : "", e ? strerror(e) : "",
			     (unsigned long long)before.value,
			     (unsigned long long)before.time_enabled,
			     (unsigned long long)before.id);

	r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PERF_EVENT_IOC_RESET, 0);
	e = LA_ERROR(r);
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PERF_EVENT_IOC_ENABLE, 0);
		e = LA_ERROR(r);
	}
	la_perf_burn();
	if (!e) {
		r = LA_SYSCALL(LINUXABI_SYS_ioctl, fd, PERF_EVENT_IOC_DISABLE,
			       0);
		e = LA_ERROR(r);
	}
	la_perf_event_report(!e, "PERF_EVENT_IOC_RESET (%#lx), "
			     "PERF_EVENT_IOC_ENABLE (%#lx), "
			     "PERF_EVENT_IOC_DISABLE (%#lx): %s",
			     (unsigned long)PERF_EVENT_IOC_RESET,
			     (unsigned long)PERF_EVENT_IOC_ENABLE,
			     (unsigned long)PERF_EVENT_IOC_DISABLE,
			     e ? strerror(e) : "done");

	memset(&after, 0xa5, sizeof after);
	n = LA_SYSCALL(LINUXABI_SYS_read, fd, &after, sizeof after);
	e = LA_ERROR(n);
	la_perf_event_report(n == (long)sizeof after && after.value > 0 &&
			     after.time_enabled > 0 &&
			     after.time_running > 0 &&
			     after.time_running <= after.time_enabled &&
			     after.id == id,
			     "read(2) after ENABLE, some CPU time, DISABLE, "
			     "in the layout of PERF_FORMAT_TOTAL_TIME_ENABLED "
			     "| _RUNNING | PERF_FORMAT_ID: %ld bytes%s%s, "
			     "value %llu ns of task clock, enabled %llu, "
			     "running %llu, id %llu", n, e ? ": " : "",
			     e ? strerror(e) : "",
			     (unsigned long long)after.value,
			     (unsigned long long)after.time_enabled,
			     (unsigned long long)after.time_running,
			     (unsigned long long)after.id);

	/* disabled again: the count stays */
	la_perf_burn();
	n = LA_SYSCALL(LINUXABI_SYS_read, fd, &later, sizeof later);
	la_perf_event_report(n == (long)sizeof later &&
			     later.value == after.value,
			     "after PERF_EVENT_IOC_DISABLE the count stays: "
			     "%llu, then %llu",
			     (unsigned long long)after.value,
			     (unsigned long long)later.value);

	/* the first page of the mapping: no data pages */
	page = mmap(0, pagesize, PROT_READ, MAP_SHARED, fd, 0);
	if (page == MAP_FAILED) {
		e = errno;
		la_perf_event_report(e == EPERM || e == EACCES,
				     "mmap(2) of the counter's first page: %s",
				     strerror(e));
	} else {
		uint64_t dep = (uint64_t)1 <<
			       LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT;
		uint64_t bit0 = (uint64_t)1 << LINUXABI_PERF_CAP_BIT0_BIT;

		la_perf_event_report(
			page->size == offsetof(struct
					       linuxabi_perf_event_mmap_page,
					       __reserved) &&
			(page->capabilities & dep) &&
			!(page->capabilities & bit0) &&
			page->data_offset == (uint64_t)pagesize &&
			page->data_size == 0,
			"struct linuxabi_perf_event_mmap_page as mapped: "
			"size %u (offsetof __reserved %u), capabilities "
			"%#llx (LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT "
			"%d set, _BIT0_BIT clear), data_offset %llu, "
			"data_size %llu", (unsigned)page->size,
			(unsigned)offsetof(struct
					   linuxabi_perf_event_mmap_page,
					   __reserved),
			(unsigned long long)page->capabilities,
			LINUXABI_PERF_CAP_BIT0_IS_DEPRECATED_BIT,
			(unsigned long long)page->data_offset,
			(unsigned long long)page->data_size);
		munmap(page, pagesize);
	}

	/* without EXCLUDE_KERNEL: refused where kernel.perf_event_paranoid
	   is 2 or more and this process may not count the kernel */
	attr.flags = flags & ~((uint64_t)1 <<
			       LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT);
	r = LA_SYSCALL(LINUXABI_SYS_perf_event_open, &attr, 0, -1, -1,
		       PERF_FLAG_FD_CLOEXEC);
	e = LA_ERROR(r);
	la_perf_event_report(!e || e == EACCES || e == EPERM,
			     "perf_event_open(2) without "
			     "LINUXABI_PERF_ATTR_EXCLUDE_KERNEL_BIT: %s",
			     e ? "refused, as kernel.perf_event_paranoid "
				 "has it for the unprivileged" :
				 "allowed (this process may count the kernel)");
	if (!e)
		close((int)r);
	close((int)fd);
}

#endif
