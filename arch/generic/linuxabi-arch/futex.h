#ifndef LINUXABI_ARCH_FUTEX_H
#define LINUXABI_ARCH_FUTEX_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/futex.h>: the robust futex list that set_robust_list(2)
 * registers and the kernel walks when the thread exits.  Its links are
 * pointers and its offset is the kernel's long: here 64-bit.
 */

#include <stdint.h>

/* one entry: the link a lock holds, at futex_offset from its futex word */
struct linuxabi_robust_list {
	struct linuxabi_robust_list *next;
};

/* set_robust_list(2) head, len is its size */
struct linuxabi_robust_list_head {
	struct linuxabi_robust_list list;   /* the first entry; points at itself when empty */
	int64_t  futex_offset;              /* from an entry to its futex word (| FUTEX_ROBUST_MOD_PI) */
	struct linuxabi_robust_list *list_op_pending; /* the lock being taken or released */
};

#endif
