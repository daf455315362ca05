#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: sparc64.
 */

/* ptrace(2) requests */
#define PTRACE_SPARC_DETACH             11   /* detach (SunOS number) */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_READDATA                 16   /* a block of the tracee's data */
#define PTRACE_WRITEDATA                17
#define PTRACE_READTEXT                 18   /* a block of its text */
#define PTRACE_WRITETEXT                19
#define PTRACE_GETFPAREGS               20   /* FPU registers, SunOS layout */
#define PTRACE_SETFPAREGS               21
#define PTRACE_GETREGS64                22   /* the 64-bit registers */
#define PTRACE_SETREGS64                23
#define PTRACE_GETFPREGS64              25   /* 64-bit FPU registers */
#define PTRACE_SETFPREGS64              26

#endif
