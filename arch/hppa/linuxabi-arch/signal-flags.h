#ifndef LINUXABI_ARCH_SIGNAL_FLAGS_H
#define LINUXABI_ARCH_SIGNAL_FLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the rt_sigaction(2) flags and rt_sigprocmask(2)
 * operations that vary between ABIs.  PA-RISC uses the HP-UX flag values.
 */

/* rt_sigaction(2) sa_flags */
#define SA_ONSTACK          0x00000001      /* run on the sigaltstack(2) stack */
#define SA_RESETHAND        0x00000004      /* back to SIG_DFL once delivered */
#define SA_NOCLDSTOP        0x00000008      /* SIGCHLD: not when a child stops */
#define SA_SIGINFO          0x00000010      /* handler(sig, siginfo, ucontext) */
#define SA_NODEFER          0x00000020      /* do not block the signal in its handler */
#define SA_RESTART          0x00000040      /* restart interrupted system calls */
#define SA_NOCLDWAIT        0x00000080      /* SIGCHLD: children leave no zombie */

/* rt_sigprocmask(2) how */
#define SIG_BLOCK           0               /* add the set to the mask */
#define SIG_UNBLOCK         1               /* remove the set from the mask */
#define SIG_SETMASK         2               /* make the set the mask */

#endif
