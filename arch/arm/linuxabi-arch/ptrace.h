#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: arm.
 */

/* ptrace(2) requests */
#define PTRACE_GETFDPIC_EXEC            0    /* the program's */
#define PTRACE_GETFDPIC_INTERP          1    /* the interpreter's */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_GETWMMXREGS              18   /* the iWMMXt registers */
#define PTRACE_SETWMMXREGS              19
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_GET_THREAD_AREA          22   /* the TLS pointer or descriptor */
#define PTRACE_SET_SYSCALL              23   /* change the system call number at a syscall stop */
#define PTRACE_GETCRUNCHREGS            25   /* obsolete: the Crunch registers */
#define PTRACE_SETCRUNCHREGS            26
#define PTRACE_GETVFPREGS               27   /* the VFP registers */
#define PTRACE_SETVFPREGS               28
#define PTRACE_GETHBPREGS               29   /* hardware breakpoint registers */
#define PTRACE_SETHBPREGS               30
#define PTRACE_GETFDPIC                 31   /* an FDPIC load map address; addr: PTRACE_GETFDPIC_* */

#endif
