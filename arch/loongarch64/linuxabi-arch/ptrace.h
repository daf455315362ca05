#ifndef LINUXABI_ARCH_PTRACE_H
#define LINUXABI_ARCH_PTRACE_H
#ifndef LINUXABI_PEDANTIC
#pragma GCC system_header
#endif

/*
 * <linuxabi/ptrace.h>: the ptrace(2) requests of this ABI alone (their
 * register layouts are not here).  Here: loongarch64.
 */

/* ptrace(2) requests */
#define PTRACE_SYSEMU                   0x1f /* stop at system calls, and do not run them */
#define PTRACE_SYSEMU_SINGLESTEP        0x20 /* and single-step */

#endif
