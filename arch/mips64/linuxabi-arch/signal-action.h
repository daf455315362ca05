#ifndef LINUXABI_ARCH_SIGNAL_ACTION_H
#define LINUXABI_ARCH_SIGNAL_ACTION_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the structure rt_sigaction(2) reads and writes,
 * n64: flags come first (as on IRIX), and the 128-signal mask is two
 * 64-bit words.  MIPS has no SA_RESTORER.
 */

#include <stdint.h>

/* rt_sigaction(2) act and oldact; sigsetsize is LINUXABI_NSIG / 8 */
struct linuxabi_sigaction {
	uint32_t flags;                     /* SA_* */
	uint32_t __pad;
	void     (*handler)(int);           /* or LINUXABI_SIG_DFL, LINUXABI_SIG_IGN */
	uint64_t mask[2];                   /* blocked in the handler: signal n is bit
	                                       (n-1) % 64 of mask[(n-1) / 64] */
};

#endif
