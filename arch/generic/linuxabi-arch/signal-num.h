#ifndef LINUXABI_ARCH_SIGNAL_NUM_H
#define LINUXABI_ARCH_SIGNAL_NUM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the signal numbers and si_code values that vary
 * between ABIs.  The asm-generic numbering, which most ABIs use.
 */

/* signal numbers */
#define SIGBUS              7               /* bus error */
#define SIGUSR1             10              /* user-defined signal 1 */
#define SIGUSR2             12              /* user-defined signal 2 */
#define SIGSTKFLT           16              /* coprocessor stack fault (unused) */
#define SIGCHLD             17              /* a child stopped or ended */
#define SIGCONT             18              /* continue if stopped */
#define SIGSTOP             19              /* stop: cannot be caught or blocked */
#define SIGTSTP             20              /* stop from the terminal */
#define SIGTTIN             21              /* background read from the terminal */
#define SIGTTOU             22              /* background write to the terminal */
#define SIGURG              23              /* urgent data on a socket */
#define SIGXCPU             24              /* CPU time limit exceeded */
#define SIGXFSZ             25              /* file size limit exceeded */
#define SIGVTALRM           26              /* ITIMER_VIRTUAL */
#define SIGPROF             27              /* ITIMER_PROF */
#define SIGWINCH            28              /* terminal window size changed */
#define SIGIO               29              /* I/O possible on an O_ASYNC file */
#define SIGPWR              30              /* power failure */
#define SIGSYS              31              /* bad system call */
#define SIGUNUSED           31              /* old name of SIGSYS */

/* the number of signals; a sigset (the sigsetsize of rt_sigaction(2),
   rt_sigprocmask(2)) has LINUXABI_NSIG / 8 bytes */
#define LINUXABI_NSIG       64

/* siginfo si_code: sent by a POSIX timer, message queue, AIO completion */
#define SI_TIMER            (-2)
#define SI_MESGQ            (-3)
#define SI_ASYNCIO          (-4)

#endif
