#ifndef LINUXABI_ARCH_SIGNAL_ACTION_H
#define LINUXABI_ARCH_SIGNAL_ACTION_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the structure rt_sigaction(2) reads and writes,
 * and the SA_RESTORER flag that goes with its restorer member.  With a
 * 64-bit kernel long, as most 64-bit ABIs have it.
 */

#include <stdint.h>

/* rt_sigaction(2) sa_flags: the handler returns to restorer */
#define SA_RESTORER         0x04000000

/* rt_sigaction(2) act and oldact; sigsetsize is LINUXABI_NSIG / 8 */
struct linuxabi_sigaction {
	void     (*handler)(int);           /* or LINUXABI_SIG_DFL, LINUXABI_SIG_IGN */
	uint64_t flags;                     /* SA_* */
	void     (*restorer)(void);         /* with SA_RESTORER: calls rt_sigreturn(2) */
	uint64_t mask;                      /* blocked in the handler: bit n-1 for signal n */
};

#endif
