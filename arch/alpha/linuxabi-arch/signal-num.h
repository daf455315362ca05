#ifndef LINUXABI_ARCH_SIGNAL_NUM_H
#define LINUXABI_ARCH_SIGNAL_NUM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the signal numbers and si_code values that vary
 * between ABIs.  Alpha numbers signals as OSF/1 does.
 */

/* signal numbers */
#define SIGEMT              7               /* emulator trap */
#define SIGBUS              10              /* bus error */
#define SIGSYS              12              /* bad system call */
#define SIGURG              16              /* urgent data on a socket */
#define SIGSTOP             17              /* stop: cannot be caught or blocked */
#define SIGTSTP             18              /* stop from the terminal */
#define SIGCONT             19              /* continue if stopped */
#define SIGCHLD             20              /* a child stopped or ended */
#define SIGTTIN             21              /* background read from the terminal */
#define SIGTTOU             22              /* background write to the terminal */
#define SIGIO               23              /* I/O possible on an O_ASYNC file */
#define SIGXCPU             24              /* CPU time limit exceeded */
#define SIGXFSZ             25              /* file size limit exceeded */
#define SIGVTALRM           26              /* ITIMER_VIRTUAL */
#define SIGPROF             27              /* ITIMER_PROF */
#define SIGWINCH            28              /* terminal window size changed */
#define SIGINFO             29              /* status request */
#define SIGPWR              SIGINFO         /* power failure */
#define SIGUSR1             30              /* user-defined signal 1 */
#define SIGUSR2             31              /* user-defined signal 2 */

/* the number of signals; a sigset (the sigsetsize of rt_sigaction(2),
   rt_sigprocmask(2)) has LINUXABI_NSIG / 8 bytes */
#define LINUXABI_NSIG       64

/* siginfo si_code: sent by a POSIX timer, message queue, AIO completion */
#define SI_TIMER            (-2)
#define SI_MESGQ            (-3)
#define SI_ASYNCIO          (-4)

#endif
