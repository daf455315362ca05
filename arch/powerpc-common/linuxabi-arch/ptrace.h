#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: 32- and 64-bit alike.
 */

/* ptrace(2) requests */
#define PTRACE_GETREGS                  0xc  /* the general registers, in the arch's struct */
#define PTRACE_SETREGS                  0xd
#define PTRACE_GETFPREGS                0xe  /* the floating-point registers */
#define PTRACE_SETFPREGS                0xf
#define PTRACE_GETVRREGS                0x12 /* the AltiVec registers */
#define PTRACE_SETVRREGS                0x13
#define PTRACE_GETEVRREGS               0x14 /* the SPE registers */
#define PTRACE_SETEVRREGS               0x15
#define PTRACE_GETREGS64                0x16 /* the 64-bit registers */
#define PTRACE_SETREGS64                0x17
#define PTRACE_GET_DEBUGREG             0x19 /* the data breakpoint register */
#define PTRACE_SET_DEBUGREG             0x1a
#define PTRACE_GETVSRREGS               0x1b /* the VSX registers */
#define PTRACE_SETVSRREGS               0x1c
#define PTRACE_SYSEMU                   0x1d /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        0x1e /* and single-step */
#define PTRACE_SINGLEBLOCK              0x100 /* step to the next branch */

#endif
