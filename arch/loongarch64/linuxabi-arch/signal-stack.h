#ifndef LINUXABI_ARCH_SIGNAL_STACK_H
#define LINUXABI_ARCH_SIGNAL_STACK_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the alternate signal stack of sigaltstack(2) and
 * its sizes.  With a 64-bit kernel long; LoongArch has larger sizes.
 */

#include <stdint.h>

/* sigaltstack(2) sizes: the least the kernel takes (larger signal frames
   may need more: AT_MINSIGSTKSZ), and a size that suits most handlers */
#define LINUXABI_MINSIGSTKSZ 4096
#define LINUXABI_SIGSTKSZ    16384

/* sigaltstack(2) ss and old_ss */
struct linuxabi_sigaltstack {
	void     *sp;                       /* lowest address of the stack */
	int      flags;                     /* SS_* */
	uint32_t __pad;
	uint64_t size;                      /* in bytes */
};

#endif
