#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: x86_64 and x32.
 */

/* ptrace(2) requests */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_GETFPXREGS               18   /* the i386 FXSAVE area */
#define PTRACE_SETFPXREGS               19
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_GET_THREAD_AREA          25   /* the TLS pointer or descriptor */
#define PTRACE_SET_THREAD_AREA          26
#define PTRACE_ARCH_PRCTL               30   /* arch_prctl(2) on the tracee */
#define PTRACE_SYSEMU                   31   /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        32   /* and single-step */
#define PTRACE_SINGLEBLOCK              33   /* step to the next branch */

#endif
