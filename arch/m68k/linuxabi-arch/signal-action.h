#ifndef LINUXABI_ARCH_SIGNAL_ACTION_H
#define LINUXABI_ARCH_SIGNAL_ACTION_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the structure rt_sigaction(2) reads and writes,
 * with a 32-bit kernel long.  m68k keeps the restorer member but defines
 * no SA_RESTORER flag.
 */

#include <stdint.h>

/* rt_sigaction(2) act and oldact; sigsetsize is LINUXABI_NSIG / 8 */
struct linuxabi_sigaction {
	void     (*handler)(int);           /* or LINUXABI_SIG_DFL, LINUXABI_SIG_IGN */
	uint32_t flags;                     /* SA_* */
	void     (*restorer)(void);         /* kept, not used to return */
	uint32_t mask[2];                   /* blocked in the handler: signal n is bit
	                                       (n-1) % 32 of mask[(n-1) / 32] */
};

#endif
