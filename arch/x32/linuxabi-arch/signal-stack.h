#ifndef LINUXABI_ARCH_SIGNAL_STACK_H
#define LINUXABI_ARCH_SIGNAL_STACK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the alternate signal stack of sigaltstack(2) and
 * its sizes.  x32 calls the compat sigaltstack: a 32-bit size.
 */

#include <stdint.h>

/* sigaltstack(2) sizes: the least the kernel takes (larger signal frames
   may need more: AT_MINSIGSTKSZ), and a size that suits most handlers */
#define LINUXABI_MINSIGSTKSZ 2048
#define LINUXABI_SIGSTKSZ    8192

/* sigaltstack(2) ss and old_ss */
struct linuxabi_sigaltstack {
	void     *sp;                       /* lowest address of the stack */
	int      flags;                     /* SS_* */
	uint32_t size;                      /* in bytes */
};

#endif
