#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: o32, n32 and n64 alike.
 */

/* ptrace(2) requests */
#define PTRACE_GETREGS                  12   /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  13
#define PTRACE_GETFPREGS                14   /* the floating-point registers */
#define PTRACE_SETFPREGS                15
#define PTRACE_OLDSETOPTIONS            21   /* PTRACE_SETOPTIONS's first number */
#define PTRACE_GET_THREAD_AREA          25   /* the TLS pointer or descriptor */
#define PTRACE_SET_THREAD_AREA          26
#define PTRACE_PEEKTEXT_3264            0xc0 /* with 64-bit addresses from a 32-bit tracer */
#define PTRACE_PEEKDATA_3264            0xc1
#define PTRACE_POKETEXT_3264            0xc2
#define PTRACE_POKEDATA_3264            0xc3
#define PTRACE_GET_THREAD_AREA_3264     0xc4 /* a 32-bit tracer on a 64-bit tracee */
#define PTRACE_GET_WATCH_REGS           0xd0 /* the watch registers */
#define PTRACE_SET_WATCH_REGS           0xd1

#endif
