#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: riscv64.
 */

/* ptrace(2) requests */
#define PTRACE_GETFDPIC_EXEC            0    /* the program's */
#define PTRACE_GETFDPIC_INTERP          1    /* the interpreter's */
#define PTRACE_GETFDPIC                 33   /* an FDPIC load map address; addr: PTRACE_GETFDPIC_* */

#endif
