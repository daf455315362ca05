#ifndef LINUXABI_ARCH_PTRACE_REGSETS_H
#define LINUXABI_ARCH_PTRACE_REGSETS_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the register layout.  Here: m68k, which has no
 * register sets (no PTRACE_GETREGSET, so no struct linuxabi_user_regs):
 * the registers' word numbers of PTRACE_PEEKUSR and PTRACE_POKEUSR
 * (addr is the number times 4), in which order PTRACE_GETREGS copies the
 * first 19 words.  The kernel's struct pt_regs and struct switch_stack
 * are its own stack frames, not copied to or from user space as such.
 */

/* PTRACE_PEEKUSR, PTRACE_POKEUSR word numbers */
#define PT_D1                           0
#define PT_D2                           1
#define PT_D3                           2
#define PT_D4                           3
#define PT_D5                           4
#define PT_D6                           5
#define PT_D7                           6
#define PT_A0                           7
#define PT_A1                           8
#define PT_A2                           9
#define PT_A3                           10
#define PT_A4                           11
#define PT_A5                           12
#define PT_A6                           13
#define PT_D0                           14
#define PT_USP                          15   /* the user stack pointer (a7) */
#define PT_ORIG_D0                      16   /* the system call number */
#define PT_SR                           17   /* the status register */
#define PT_PC                           18

#endif
