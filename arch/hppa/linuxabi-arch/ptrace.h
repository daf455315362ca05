#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: hppa.
 */

/* ptrace(2) requests */
#define PTRACE_SINGLEBLOCK              12   /* step to the next branch */
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_GETREGS                  18   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  19

#endif
