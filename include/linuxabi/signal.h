#ifndef LINUXABI_SIGNAL_H
#define LINUXABI_SIGNAL_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: signals as the kernel numbers and describes them.
 * kill(2), tkill(2), tgkill(2), rt_sigaction(2), rt_sigprocmask(2),
 * rt_sigpending(2), rt_sigsuspend(2), rt_sigtimedwait(2),
 * rt_sigqueueinfo(2), sigaltstack(2), signalfd4(2), waitid(2) and
 * timer_create(2).  What differs between ABIs comes from
 * <linuxabi-arch/signal-*.h>.
 */

#include <linuxabi-arch/abi.h>
#include <linuxabi-arch/signal-num.h>
#include <linuxabi-arch/signal-flags.h>
#include <linuxabi-arch/signal-action.h>
#include <linuxabi-arch/signal-stack.h>

/* signal numbers that are the same on every ABI (the others: signal-num.h) */
#define SIGHUP               1               /* hangup of the terminal */
#define SIGINT               2               /* interrupt from the terminal */
#define SIGQUIT              3               /* quit from the terminal */
#define SIGILL               4               /* illegal instruction */
#define SIGTRAP              5               /* breakpoint or trace trap */
#define SIGABRT              6               /* abort(3) */
#define SIGIOT               6               /* old name of SIGABRT */
#define SIGFPE               8               /* arithmetic exception */
#define SIGKILL              9               /* kill: cannot be caught or blocked */
#define SIGSEGV              11              /* invalid memory reference */
#define SIGPIPE              13              /* write to a pipe nobody reads */
#define SIGALRM              14              /* alarm(2), ITIMER_REAL */
#define SIGTERM              15              /* termination request */
#define SIGPOLL              SIGIO           /* System V name of SIGIO */

/* the real-time signals, LINUXABI_SIGRTMIN to LINUXABI_SIGRTMAX; libc
   keeps the first few for itself (glibc's SIGRTMIN is a function) */
#define LINUXABI_SIGRTMIN    32
#define LINUXABI_SIGRTMAX    LINUXABI_NSIG

/* rt_sigaction(2) handler values, as integers: cast them to the type of
   struct linuxabi_sigaction's handler */
#define LINUXABI_SIG_DFL     0               /* the default action */
#define LINUXABI_SIG_IGN     1               /* ignore the signal */
#define LINUXABI_SIG_ERR     (-1)            /* error return of libc's signal(3) */

/* rt_sigaction(2) sa_flags that are the same on every ABI (the others:
   signal-flags.h, SA_RESTORER: signal-action.h) */
#define SA_UNSUPPORTED       0x00000400      /* never supported: the kernel clears it */
#define SA_EXPOSE_TAGBITS    0x00000800      /* keep the address tag bits in si_addr */
#define SA_NOMASK            SA_NODEFER      /* old name of SA_NODEFER */
#define SA_ONESHOT           SA_RESETHAND    /* old name of SA_RESETHAND */

/* sigaltstack(2) ss_flags */
#define SS_ONSTACK           1               /* read back: running on the stack */
#define SS_DISABLE           2               /* no alternate signal stack */
#define SS_AUTODISARM        (1U << 31)      /* disarm the stack while a handler runs on it */

/* siginfo si_code: who sent the signal; SI_TIMER, SI_MESGQ and SI_ASYNCIO
   vary (signal-num.h) */
#define SI_USER              0               /* kill(2) */
#define SI_KERNEL            0x80            /* the kernel */
#define SI_QUEUE             (-1)            /* rt_sigqueueinfo(2), sigqueue(3) */
#define SI_SIGIO             (-5)            /* queued SIGIO */
#define SI_TKILL             (-6)            /* tkill(2), tgkill(2) */
#define SI_DETHREAD          (-7)            /* execve(2) ending the other threads */
#define SI_ASYNCNL           (-60)           /* asynchronous name lookup done */

/* siginfo si_code of SIGILL */
#define ILL_ILLOPC           1               /* illegal opcode */
#define ILL_ILLOPN           2               /* illegal operand */
#define ILL_ILLADR           3               /* illegal addressing mode */
#define ILL_ILLTRP           4               /* illegal trap */
#define ILL_PRVOPC           5               /* privileged opcode */
#define ILL_PRVREG           6               /* privileged register */
#define ILL_COPROC           7               /* coprocessor error */
#define ILL_BADSTK           8               /* internal stack error */
#define ILL_BADIADDR         9               /* unimplemented instruction address */

/* siginfo si_code of SIGFPE */
#define FPE_INTDIV           1               /* integer divide by zero */
#define FPE_INTOVF           2               /* integer overflow */
#define FPE_FLTDIV           3               /* floating-point divide by zero */
#define FPE_FLTOVF           4               /* floating-point overflow */
#define FPE_FLTUND           5               /* floating-point underflow */
#define FPE_FLTRES           6               /* floating-point inexact result */
#define FPE_FLTINV           7               /* floating-point invalid operation */
#define FPE_FLTSUB           8               /* subscript out of range */
#define FPE_FLTUNK           14              /* undiagnosed floating-point exception */
#define FPE_CONDTRAP         15              /* trap on condition */

/* siginfo si_code of SIGSEGV */
#define SEGV_MAPERR          1               /* address not mapped */
#define SEGV_ACCERR          2               /* no permission for the mapping */
#define SEGV_BNDERR          3               /* failed address bound check */
#define SEGV_PKUERR          4               /* denied by a protection key */
#define SEGV_ACCADI          5               /* ADI not enabled for the mapping */
#define SEGV_ADIDERR         6               /* disrupting MCD error */
#define SEGV_ADIPERR         7               /* precise MCD exception */
#define SEGV_MTEAERR         8               /* asynchronous MTE tag fault */
#define SEGV_MTESERR         9               /* synchronous MTE tag fault */
#define SEGV_CPERR           10              /* control-flow protection (shadow stack) fault */

/* siginfo si_code of SIGBUS */
#define BUS_ADRALN           1               /* invalid address alignment */
#define BUS_ADRERR           2               /* nonexistent physical address */
#define BUS_OBJERR           3               /* object-specific hardware error */
#define BUS_MCEERR_AR        4               /* memory error consumed: action required */
#define BUS_MCEERR_AO        5               /* memory error detected: action optional */

/* siginfo si_code of SIGTRAP */
#define TRAP_BRKPT           1               /* breakpoint */
#define TRAP_TRACE           2               /* trace trap */
#define TRAP_BRANCH          3               /* taken branch trap */
#define TRAP_HWBKPT          4               /* hardware breakpoint or watchpoint */
#define TRAP_UNK             5               /* undiagnosed trap */
#define TRAP_PERF            6               /* perf event with sigtrap set */
#define TRAP_PERF_FLAG_ASYNC (1U << 0)       /* si_perf_flags: an asynchronous event */

/* siginfo si_code of SIGCHLD, and of waitid(2) */
#define CLD_EXITED           1               /* the child exited */
#define CLD_KILLED           2               /* the child was killed */
#define CLD_DUMPED           3               /* the child was killed, with core */
#define CLD_TRAPPED          4               /* a traced child stopped */
#define CLD_STOPPED          5               /* the child stopped */
#define CLD_CONTINUED        6               /* a stopped child continued */

/* siginfo si_code of SIGPOLL (SIGIO) */
#define POLL_IN              1               /* input available */
#define POLL_OUT             2               /* output possible */
#define POLL_MSG             3               /* input message available */
#define POLL_ERR             4               /* I/O error */
#define POLL_PRI             5               /* high-priority input available */
#define POLL_HUP             6               /* device disconnected */

/* siginfo si_code of SIGSYS */
#define SYS_SECCOMP          1               /* a seccomp filter returned SECCOMP_RET_TRAP */
#define SYS_USER_DISPATCH    2               /* syscall user dispatch */

/* siginfo si_code of SIGEMT, where an ABI has it */
#define EMT_TAGOVF           1               /* tag overflow */

/* timer_create(2), mq_notify(2) sigevent sigev_notify */
#define SIGEV_SIGNAL         0               /* send sigev_signo */
#define SIGEV_NONE           1               /* no notification */
#define SIGEV_THREAD         2               /* a new thread: libc, not the kernel */
#define SIGEV_THREAD_ID      4               /* send sigev_signo to one thread */

/* sizes of the kernel's siginfo and sigevent, in bytes */
#define SI_MAX_SIZE          128
#define SIGEV_MAX_SIZE       64

#endif
