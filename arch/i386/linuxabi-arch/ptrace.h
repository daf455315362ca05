#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone and
 * its register layouts but the general registers' (ptrace-regs.h).
 * Here: i386: the register numbers of PTRACE_PEEKUSR.
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
#define PTRACE_SYSEMU                   31   /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        32   /* and single-step */
#define PTRACE_SINGLEBLOCK              33   /* step to the next branch */

/* PTRACE_PEEKUSR and PTRACE_POKEUSR addr: a register's number, times 4
   (the word of struct linuxabi_user_regs; glibc's <sys/reg.h> has them
   too) */
#define EBX             0
#define ECX             1
#define EDX             2
#define ESI             3
#define EDI             4
#define EBP             5
#define EAX             6
#define DS              7
#define ES              8
#define FS              9
#define GS              10
#define ORIG_EAX        11
#define EIP             12
#define CS              13
#define EFL             14              /* eflags */
#define UESP            15              /* esp */
#define SS              16
#define FRAME_SIZE      17              /* how many */

#endif
