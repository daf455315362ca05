#ifndef LINUXABI_ARCH_SIGNAL_NUM_H
#define LINUXABI_ARCH_SIGNAL_NUM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the signal numbers and si_code values that vary
 * between ABIs.  PA-RISC numbers signals as HP-UX does.
 */

/* signal numbers */
#define SIGSTKFLT           7               /* coprocessor stack fault (unused) */
#define SIGBUS              10              /* bus error */
#define SIGXCPU             12              /* CPU time limit exceeded */
#define SIGUSR1             16              /* user-defined signal 1 */
#define SIGUSR2             17              /* user-defined signal 2 */
#define SIGCHLD             18              /* a child stopped or ended */
#define SIGPWR              19              /* power failure */
#define SIGVTALRM           20              /* ITIMER_VIRTUAL */
#define SIGPROF             21              /* ITIMER_PROF */
#define SIGIO               22              /* I/O possible on an O_ASYNC file */
#define SIGWINCH            23              /* terminal window size changed */
#define SIGSTOP             24              /* stop: cannot be caught or blocked */
#define SIGTSTP             25              /* stop from the terminal */
#define SIGCONT             26              /* continue if stopped */
#define SIGTTIN             27              /* background read from the terminal */
#define SIGTTOU             28              /* background write to the terminal */
#define SIGURG              29              /* urgent data on a socket */
#define SIGXFSZ             30              /* file size limit exceeded */
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
