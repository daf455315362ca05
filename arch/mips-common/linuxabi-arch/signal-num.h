#ifndef LINUXABI_ARCH_SIGNAL_NUM_H
#define LINUXABI_ARCH_SIGNAL_NUM_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/signal.h>: the signal numbers and si_code values that vary
 * between ABIs.  MIPS numbers signals as IRIX does, and has 128 of them.
 */

/* signal numbers */
#define SIGEMT              7               /* emulator trap */
#define SIGBUS              10              /* bus error */
#define SIGSYS              12              /* bad system call */
#define SIGUSR1             16              /* user-defined signal 1 */
#define SIGUSR2             17              /* user-defined signal 2 */
#define SIGCHLD             18              /* a child stopped or ended */
#define SIGCLD              SIGCHLD         /* System V name of SIGCHLD */
#define SIGPWR              19              /* power failure */
#define SIGWINCH            20              /* terminal window size changed */
#define SIGURG              21              /* urgent data on a socket */
#define SIGIO               22              /* I/O possible on an O_ASYNC file */
#define SIGSTOP             23              /* stop: cannot be caught or blocked */
#define SIGTSTP             24              /* stop from the terminal */
#define SIGCONT             25              /* continue if stopped */
#define SIGTTIN             26              /* background read from the terminal */
#define SIGTTOU             27              /* background write to the terminal */
#define SIGVTALRM           28              /* ITIMER_VIRTUAL */
#define SIGPROF             29              /* ITIMER_PROF */
#define SIGXCPU             30              /* CPU time limit exceeded */
#define SIGXFSZ             31              /* file size limit exceeded */

/* the number of signals; a sigset (the sigsetsize of rt_sigaction(2),
   rt_sigprocmask(2)) has LINUXABI_NSIG / 8 bytes */
#define LINUXABI_NSIG       128

/* siginfo si_code: sent by AIO completion, a POSIX timer, a message queue */
#define SI_ASYNCIO          (-2)
#define SI_TIMER            (-3)
#define SI_MESGQ            (-4)

#endif
