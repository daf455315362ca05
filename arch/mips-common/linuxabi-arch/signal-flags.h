#ifndef LINUXABI_ARCH_SIGNAL_FLAGS_H
#define LINUXABI_ARCH_SIGNAL_FLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the rt_sigaction(2) flags and rt_sigprocmask(2)
 * operations that vary between ABIs.  MIPS uses the IRIX values.
 */

/* rt_sigaction(2) sa_flags */
#define SA_NOCLDSTOP        0x00000001      /* SIGCHLD: not when a child stops */
#define SA_SIGINFO          0x00000008      /* handler(sig, siginfo, ucontext) */
#define SA_NOCLDWAIT        0x00010000      /* SIGCHLD: children leave no zombie */
#define SA_ONSTACK          0x08000000      /* run on the sigaltstack(2) stack */
#define SA_RESTART          0x10000000      /* restart interrupted system calls */
#define SA_NODEFER          0x40000000      /* do not block the signal in its handler */
#define SA_RESETHAND        0x80000000U     /* back to SIG_DFL once delivered */

/* rt_sigprocmask(2) how */
#define SIG_BLOCK           1               /* add the set to the mask */
#define SIG_UNBLOCK         2               /* remove the set from the mask */
#define SIG_SETMASK         3               /* make the set the mask */

#endif
