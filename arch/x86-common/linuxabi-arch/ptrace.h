#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone and
 * its register layouts but the general registers' (ptrace-regs.h).
 * Here: x86_64 and x32: the offsets of PTRACE_PEEKUSR.
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

/*
 * PTRACE_PEEKUSR and PTRACE_POKEUSR addr: a register's offset in bytes
 * in struct linuxabi_user_regs.  The kernel defines R15..SS only for
 * the assembler or under __FRAME_OFFSETS; glibc's <sys/reg.h> defines
 * the same names as word numbers (its ORIG_RAX is 15, the kernel's 120):
 * ours are LINUXABI_R15.. with the kernel's values.
 */
#define LINUXABI_R15    0
#define LINUXABI_R14    8
#define LINUXABI_R13    16
#define LINUXABI_R12    24
#define LINUXABI_RBP    32
#define LINUXABI_RBX    40
#define LINUXABI_R11    48
#define LINUXABI_R10    56
#define LINUXABI_R9     64
#define LINUXABI_R8     72
#define LINUXABI_RAX    80
#define LINUXABI_RCX    88
#define LINUXABI_RDX    96
#define LINUXABI_RSI    104
#define LINUXABI_RDI    112
#define LINUXABI_ORIG_RAX 120
#define LINUXABI_RIP    128
#define LINUXABI_CS     136
#define LINUXABI_EFLAGS 144
#define LINUXABI_RSP    152
#define LINUXABI_SS     160
#define FRAME_SIZE      168             /* the kernel's struct pt_regs, up to ss */

#endif
