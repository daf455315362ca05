#ifndef LINUXABI_ARCH_SIGNAL_FLAGS_H
#define LINUXABI_ARCH_SIGNAL_FLAGS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the rt_sigaction(2) flags and rt_sigprocmask(2)
 * operations that vary between ABIs.  SPARC uses the SunOS sigvec values.
 */

/* rt_sigaction(2) sa_flags */
#define SA_ONSTACK          0x01U           /* run on the sigaltstack(2) stack */
#define SA_STACK            SA_ONSTACK      /* SunOS name of SA_ONSTACK */
#define SA_RESTART          0x02U           /* restart interrupted system calls */
#define SA_RESETHAND        0x04U           /* back to SIG_DFL once delivered */
#define SA_NOCLDSTOP        0x08U           /* SIGCHLD: not when a child stops */
#define SA_NODEFER          0x20U           /* do not block the signal in its handler */
#define SA_NOCLDWAIT        0x100U          /* SIGCHLD: children leave no zombie */
#define SA_SIGINFO          0x200U          /* handler(sig, siginfo, ucontext) */

/* rt_sigprocmask(2) how */
#define SIG_BLOCK           0x01            /* add the set to the mask */
#define SIG_UNBLOCK         0x02            /* remove the set from the mask */
#define SIG_SETMASK         0x04            /* make the set the mask */

#endif
