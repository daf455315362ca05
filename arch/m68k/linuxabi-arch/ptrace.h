#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: m68k.
 */

/* ptrace(2) requests */
#define PTRACE_GETFDPIC_EXEC            0    /* the program's */
#define PTRACE_GETFDPIC_INTERP          1    /* the interpreter's */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_GET_THREAD_AREA          25   /* the TLS pointer or descriptor */
#define PTRACE_GETFDPIC                 31   /* an FDPIC load map address; addr: PTRACE_GETFDPIC_* */
#define PTRACE_SINGLEBLOCK              33   /* step to the next branch */

#endif
