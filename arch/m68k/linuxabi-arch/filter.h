#ifndef LINUXABI_ARCH_FILTER_H
#define LINUXABI_ARCH_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/filter.h>: a classic BPF program, as seccomp(2) and
 * setsockopt(2) SO_ATTACH_FILTER read it.  m68k: pointers are 32-bit
 * and aligned to 2 bytes, so the pointer follows len at once.
 */

#include <stdint.h>

/* the program: len instructions at filter */
struct linuxabi_sock_fprog {
	uint16_t len;                       /* at most BPF_MAXINSNS */
	struct linuxabi_sock_filter *filter;
};

#endif
