#ifndef LINUXABI_ARCH_FILTER_H
#define LINUXABI_ARCH_FILTER_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/filter.h>: a classic BPF program, as seccomp(2) and
 * setsockopt(2) SO_ATTACH_FILTER read it.  Here pointers are 64-bit.
 */

#include <stdint.h>

/* the program: len instructions at filter */
struct linuxabi_sock_fprog {
	uint16_t len;                       /* at most BPF_MAXINSNS */
	uint16_t __pad[3];
	struct linuxabi_sock_filter *filter;
};

#endif
