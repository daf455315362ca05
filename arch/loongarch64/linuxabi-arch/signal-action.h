#ifndef LINUXABI_ARCH_SIGNAL_ACTION_H
#define LINUXABI_ARCH_SIGNAL_ACTION_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the structure rt_sigaction(2) reads and writes,
 * with a 64-bit kernel long.  LoongArch has no SA_RESTORER: the kernel
 * returns from handlers through the vDSO.
 */

#include <stdint.h>

/* rt_sigaction(2) act and oldact; sigsetsize is LINUXABI_NSIG / 8 */
struct linuxabi_sigaction {
	void     (*handler)(int);           /* or LINUXABI_SIG_DFL, LINUXABI_SIG_IGN */
	uint64_t flags;                     /* SA_* */
	uint64_t mask;                      /* blocked in the handler: bit n-1 for signal n */
};

#endif
